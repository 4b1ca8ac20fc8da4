// What tests make and must not leave behind: temporary folders to remove and servers or clients to close,
// after the test or after the test file. test/support/cleanup-hooks.ts (a vitest setup file, run for
// every test file) empties it. A helper module's own hooks would run for one file only: vitest shares
// modules across the files of a worker (isolate: false), so a module-level afterEach registers once.
import { rmSync } from 'node:fs';

type Scope = 'test' | 'file';
type Closable = { close(): unknown };

const pending: Record<Scope, (string | Closable)[]> = { test: [], file: [] };

/** Removes the folder (recursively) after the current test, or after the test file. */
export function removeAfter(scope: Scope, folder: string): string {
  pending[scope].push(folder);
  return folder;
}

/** Closes the resource after the current test, or after the test file. */
export function closeAfter<T extends Closable>(scope: Scope, resource: T): T {
  pending[scope].push(resource);
  return resource;
}

export async function cleanUp(scope: Scope): Promise<void> {
  const made = pending[scope].splice(0).reverse();
  await Promise.all(made.map((item) => (typeof item === 'string' ? undefined : item.close())));
  for (const item of made) if (typeof item === 'string') rmSync(item, { recursive: true, force: true });
}
