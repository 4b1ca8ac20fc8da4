// Which lock files to read. `auto`: every file git tracks in the workspace (`git ls-files -z`) whose
// name is a lock-file name; outside a git checkout, a walk that leaves out dependency folders, virtual
// environments and vendored code. Otherwise the given paths and globs, relative to the workspace.
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import { join, posix } from 'node:path';
import { globMatcher, isGlob } from './glob.ts';
import { lockFileSource } from './names.ts';
import type { LockFileError } from './types.ts';
import { gitTrackedFiles } from '../workspace/git-tracked.ts';

/** Folders a walk leaves out: installed dependencies, VCS data, virtual environments, vendored code. */
const SKIPPED_FOLDERS: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  '.git',
  '.hg',
  '.svn',
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  'vendor',
]);

export interface Discovery {
  /** Workspace-relative paths with `/` separators, sorted, each once. */
  readonly paths: string[];
  readonly errors: LockFileError[];
}

export async function discoverLockFiles(
  workspace: string,
  selection: 'auto' | readonly string[],
): Promise<Discovery> {
  const listing = (await gitTrackedFiles(workspace)) ?? walk(workspace, '');
  if (listing === null) {
    return {
      paths: [],
      errors: [{ path: '.', line: null, message: `workspace ${workspace} cannot be listed` }],
    };
  }
  return selectLockFiles(listing, selection);
}

/** The lock files `selection` picks from a listing of repository-relative paths. */
export function selectLockFiles(
  listing: readonly string[],
  selection: 'auto' | readonly string[],
): Discovery {
  if (selection === 'auto')
    return { paths: listing.filter((path) => lockFileSource(path) !== null).sort(), errors: [] };
  const paths = new Set<string>();
  const errors: LockFileError[] = [];
  for (const entry of selection) {
    const pattern = normalizeEntry(entry);
    if (pattern === null)
      errors.push({ path: entry, line: null, message: `${entry} is outside the workspace` });
    else if (isGlob(pattern)) selectMatches(pattern, listing, paths, errors);
    else if (lockFileSource(pattern) === null)
      errors.push({ path: pattern, line: null, message: notLockFile(pattern) });
    else paths.add(pattern);
  }
  return { paths: [...paths].sort(), errors };
}

function selectMatches(
  pattern: string,
  listing: readonly string[],
  paths: Set<string>,
  errors: LockFileError[],
): void {
  const matches = listing.filter(globMatcher(pattern)).filter((path) => lockFileSource(path) !== null);
  if (matches.length === 0)
    errors.push({ path: pattern, line: null, message: `no lock file matches ${pattern}` });
  for (const path of matches) paths.add(path);
}

function notLockFile(path: string): string {
  return `${path} is not a lock file this action reads (package-lock.json, npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, requirements*.txt, poetry.lock)`;
}

/**
 * Workspace-relative form of an input entry as git names the path (`./a`, `a//b` and `x/../a` are `a`),
 * or null outside the workspace.
 */
export function normalizeEntry(entry: string): string | null {
  const path = posix.normalize(entry.trim().replaceAll('\\', '/'));
  return posix.isAbsolute(path) || path === '..' || path.startsWith('../') ? null : path;
}

/**
 * Files under `prefix`, not following symlinked folders (a symlinked file is checked when read). A
 * folder that cannot be listed is left out; null when the workspace itself cannot be.
 */
function walk(root: string, prefix: string): string[] | null {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, prefix), { withFileTypes: true });
  } catch {
    return null;
  }
  const paths: string[] = [];
  for (const entry of entries) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (!entry.isDirectory()) paths.push(path);
    else if (!SKIPPED_FOLDERS.has(entry.name) && !existsSync(join(root, path, 'pyvenv.cfg'))) {
      paths.push(...(walk(root, path) ?? []));
    }
  }
  return paths;
}
