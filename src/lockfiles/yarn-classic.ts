// yarn.lock of Yarn 1 ("classic"): not YAML but a line format of its own (see yarn-classic-lines.ts).
// An entry is a header line listing the descriptors that resolved to it (`"a@^1.0.0", a@^1.1.0:`),
// then `key value` fields indented by two spaces, with nested blocks such as `dependencies:` below.
import { installedSourceReason, nonRegistryReason, splitDescriptor } from './npm-specs.ts';
import { PackageSet } from './package-set.ts';
import { eachLine, LockFileSyntaxError } from './text.ts';
import type { ParsedLockFile } from './types.ts';
import { readClassicLine } from './yarn-classic-lines.ts';

interface ClassicEntry {
  readonly descriptor: string;
  readonly line: number;
  version: string;
  resolved: string;
}

export function parseYarnClassic(path: string, text: string): ParsedLockFile {
  let entries: ClassicEntry[];
  try {
    entries = readEntries(text);
  } catch (error) {
    if (!(error instanceof LockFileSyntaxError)) throw error;
    const errors = [{ path, line: error.line, message: error.message }];
    return { path, source: 'yarn.lock', format: 'yarn-classic', packages: [], skipped: [], errors };
  }
  const set = new PackageSet('npm', path);
  for (const entry of entries) listEntry(entry, set);
  return {
    path,
    source: 'yarn.lock',
    format: 'yarn-classic',
    packages: set.packages,
    skipped: set.skipped,
    errors: [],
  };
}

/**
 * Entries are the blocks at depth 0; their `version` and `resolved` fields sit at depth 1. Deeper
 * blocks (`dependencies`, `optionalDependencies`, …) are only checked for their shape.
 */
function readEntries(text: string): ClassicEntry[] {
  const entries: ClassicEntry[] = [];
  let current: ClassicEntry | null = null;
  let deepest = 0;
  eachLine(text, (content, line) => {
    const parsed = readClassicLine(content, line);
    if (parsed === null) return;
    const { depth, keys, value } = parsed;
    if (depth > deepest) {
      throw new LockFileSyntaxError(
        line,
        `bad indentation: ${depth * 2} spaces where ${deepest * 2} at most fit`,
      );
    }
    if (depth === 0) {
      current = value === null ? { descriptor: keys[0] ?? '', line, version: '', resolved: '' } : null;
      if (current !== null) entries.push(current);
    } else if (depth === 1 && current !== null && value !== null) readField(current, keys, value);
    deepest = value === null ? depth + 1 : depth;
  });
  return entries;
}

function readField(entry: ClassicEntry, keys: readonly string[], value: string): void {
  for (const key of keys) {
    if (key === 'version') entry.version = value;
    else if (key === 'resolved') entry.resolved = value;
  }
}

function listEntry(entry: ClassicEntry, set: PackageSet): void {
  let { name, range } = splitDescriptor(entry.descriptor);
  if (range.startsWith('npm:')) ({ name, range } = splitDescriptor(range.slice('npm:'.length)));
  const reason = nonRegistryReason(range) ?? installedSourceReason(name, entry.version, entry.resolved);
  if (reason === null) set.pin(name, entry.version, entry.line);
  else set.skip(name, entry.resolved === '' ? range : entry.resolved, reason, entry.line);
}
