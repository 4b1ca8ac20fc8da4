// yarn.lock of Yarn 1 ("classic"): not YAML but a line format of its own. An entry is a header line
// listing the descriptors that resolved to it (`"a@^1.0.0", a@^1.1.0:`), then `key value` fields
// indented by two spaces, with nested `dependencies:` blocks indented by four.
import { installedSourceReason, nonRegistryReason, splitDescriptor } from './npm-specs.ts';
import { PackageSet } from './package-set.ts';
import { eachLine, indentOf, LockFileSyntaxError } from './text.ts';
import type { ParsedLockFile } from './types.ts';
import { readQuoted } from './yaml-scalars.ts';

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

function readEntries(text: string): ClassicEntry[] {
  const entries: ClassicEntry[] = [];
  let current: ClassicEntry | null = null;
  let inNestedBlock = false;
  eachLine(text, (content, line) => {
    if (content.trim() === '' || content.trimStart().startsWith('#')) return;
    const indent = indentOf(content, line);
    if (indent === 0) {
      current = { descriptor: readHeader(content, line), line, version: '', resolved: '' };
      entries.push(current);
      inNestedBlock = false;
    } else if (indent === 2 && current !== null) {
      const field = readField(content.slice(2), line);
      inNestedBlock = field.value === null;
      if (field.key === 'version') current.version = field.value ?? '';
      else if (field.key === 'resolved') current.resolved = field.value ?? '';
    } else if (indent === 4 && inNestedBlock) readField(content.slice(4), line);
    else throw new LockFileSyntaxError(line, `bad indentation: ${indent} spaces here`);
  });
  return entries;
}

/** The first descriptor of `"a@^1.0.0", a@^1.1.0:` (all of them resolved to the same package). */
function readHeader(content: string, line: number): string {
  if (!content.endsWith(':')) throw new LockFileSyntaxError(line, 'expected an entry header ending with ":"');
  if (content.startsWith('"')) return readQuoted(content, 0, line).value;
  const comma = content.indexOf(',');
  return (comma === -1 ? content.slice(0, -1) : content.slice(0, comma)).trim();
}

/** `key value`, `"key" "value"` or `key:` (a nested block follows: value null). */
function readField(content: string, line: number): { key: string; value: string | null } {
  let key: string;
  let rest: string;
  if (content.startsWith('"')) {
    const quoted = readQuoted(content, 0, line);
    key = quoted.value;
    rest = content.slice(quoted.end);
  } else {
    const space = content.indexOf(' ');
    key = space === -1 ? content : content.slice(0, space);
    rest = space === -1 ? '' : content.slice(space);
  }
  rest = rest.trim();
  if (rest === '' && key.endsWith(':')) return { key: key.slice(0, -1), value: null };
  if (rest === '' && content.endsWith(':')) return { key, value: null };
  if (rest === '') throw new LockFileSyntaxError(line, `field "${key}" has no value`);
  return { key, value: rest.startsWith('"') ? readQuoted(rest, 0, line).value : rest };
}

function listEntry(entry: ClassicEntry, set: PackageSet): void {
  let { name, range } = splitDescriptor(entry.descriptor);
  if (range.startsWith('npm:')) ({ name, range } = splitDescriptor(range.slice('npm:'.length)));
  const reason = nonRegistryReason(range) ?? installedSourceReason(name, entry.version, entry.resolved);
  if (reason === null) set.pin(name, entry.version, entry.line);
  else set.skip(name, entry.resolved === '' ? range : entry.resolved, reason, entry.line);
}
