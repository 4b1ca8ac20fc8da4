// Reads the hand-written lock files under test/fixtures/lockfiles, and builds expected entries tersely.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Ecosystem, PinnedPackage, SkippedEntry, SkipReason } from '../../src/lockfiles/types.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/lockfiles/', import.meta.url));

export function fixture(path: string): string {
  return readFileSync(`${FIXTURES}${path}`, 'utf8');
}

/** Expected pinned packages of one file: `[name, version, ...lines]` each; `development` names `name@version`s. */
export function pinned(
  ecosystem: Ecosystem,
  path: string,
  entries: readonly [string, string, ...number[]][],
  development: readonly string[] = [],
): PinnedPackage[] {
  return entries.map(([name, version, ...lines]) => ({
    ecosystem,
    name,
    version,
    path,
    lines,
    ...(development.includes(`${name}@${version}`) ? { development: true as const } : {}),
  }));
}

/** Expected skipped entries of one file: `[name, spec, reason, line]` each. */
export function skipped(
  path: string,
  entries: readonly [string, string, SkipReason, number][],
): SkippedEntry[] {
  return entries.map(([name, spec, reason, line]) => ({ name, spec, reason, path, line }));
}
