// Which files are lock files, and the allowed name each one uploads under.
import type { LockFileName } from './types.ts';

export const LOCK_FILE_NAMES: readonly LockFileName[] = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'requirements.txt',
  'poetry.lock',
];

const REQUIREMENTS_VARIANT = /^requirements[^/]*\.txt$/;

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The allowed name a file uploads under (`requirements-dev.txt` → `requirements.txt`), or null. */
export function lockFileSource(path: string): LockFileName | null {
  const name = baseName(path);
  const exact = LOCK_FILE_NAMES.find((allowed) => allowed === name);
  if (exact !== undefined) return exact;
  return REQUIREMENTS_VARIANT.test(name) ? 'requirements.txt' : null;
}
