// poetry.lock (lock-version 1.x and 2.x): one `[[package]]` table per installed package with `name`
// and `version`; a `[package.source]` table marks packages from git, a URL, a file or a directory
// (a `legacy` or `pypi` source is a package index: still a registry package; another type is not read).
import { PackageSet } from './package-set.ts';
import { normalizePypiName } from './requirement-line.ts';
import { LockFileSyntaxError } from './text.ts';
import { readTomlLines } from './toml-lines.ts';
import type { LockFileError, ParsedLockFile, SkipReason } from './types.ts';

interface PoetryPackage {
  readonly line: number;
  name?: { value: string; line: number };
  version?: string;
  sourceType?: string;
  sourceUrl?: string;
  /** `category = "dev"` (lock-version 1.x) or `groups` without `main` (2.x): not installed to run. */
  development?: boolean;
}

const SOURCE_REASONS: ReadonlyMap<string, SkipReason | null> = new Map([
  ['', null],
  ['legacy', null],
  ['pypi', null],
  ['git', 'git'],
  ['url', 'url'],
  ['file', 'file'],
  ['directory', 'file'],
]);

export function parsePoetryLock(path: string, text: string): ParsedLockFile {
  const packages: PoetryPackage[] = [];
  let lockVersion = '';
  try {
    let table = '';
    readTomlLines(text, (entry) => {
      if (entry.kind === 'table') {
        table = entry.name;
        if (entry.array && entry.name === 'package') packages.push({ line: entry.line });
        return;
      }
      if (table === 'metadata' && entry.key === 'lock-version') lockVersion = entry.value ?? '';
      const current = packages.at(-1);
      if (current === undefined) return;
      if (table === 'package' && entry.key === 'groups') current.development = !inMainGroup(entry.raw);
      else if (entry.value !== null) readPackageValue(current, table, entry.key, entry.value, entry.line);
    });
  } catch (error) {
    if (!(error instanceof LockFileSyntaxError)) throw error;
    const errors = [{ path, line: error.line, message: error.message }];
    return { path, source: 'poetry.lock', format: 'poetry', packages: [], skipped: [], errors };
  }
  const set = new PackageSet('pypi', path);
  const errors: LockFileError[] = [];
  for (const entry of packages) listPackage(path, entry, set, errors);
  const format = lockVersion === '' ? 'poetry' : `poetry-v${lockVersion.split('.')[0] ?? ''}`;
  return { path, source: 'poetry.lock', format, packages: set.packages, skipped: set.skipped, errors };
}

function readPackageValue(
  current: PoetryPackage,
  table: string,
  key: string,
  value: string,
  line: number,
): void {
  if (table === 'package' && key === 'name') current.name = { value, line };
  else if (table === 'package' && key === 'version') current.version = value;
  else if (table === 'package' && key === 'category') current.development = value === 'dev';
  else if (isSourceField(table, key, 'type')) current.sourceType = value;
  else if (isSourceField(table, key, 'url')) current.sourceUrl = value;
}

/**
 * `groups = ["main", "dev"]`, as poetry writes it on one line: `main` is what the project needs to run. An
 * array that goes on past its first line is not read: the package counts as runtime.
 */
function inMainGroup(raw: string): boolean {
  if (!/^\[[^\]]*\]/.test(raw)) return true;
  return [...raw.matchAll(/"([^"]*)"|'([^']*)'/g)].some((m) => (m[1] ?? m[2]) === 'main');
}

/** `type` under `[package.source]`, or the dotted `source.type` under `[[package]]`. */
function isSourceField(table: string, key: string, field: string): boolean {
  return (table === 'package.source' && key === field) || (table === 'package' && key === `source.${field}`);
}

function listPackage(path: string, entry: PoetryPackage, set: PackageSet, errors: LockFileError[]): void {
  if (entry.name === undefined || entry.version === undefined) {
    errors.push({ path, line: entry.line, message: '[[package]] without a name and a version' });
    return;
  }
  const name = normalizePypiName(entry.name.value);
  const type = entry.sourceType ?? '';
  const reason = SOURCE_REASONS.has(type) ? (SOURCE_REASONS.get(type) ?? null) : 'unsupported';
  if (reason === null) set.pin(name, entry.version, entry.name.line, path, entry.development);
  else set.skip(name, entry.sourceUrl ?? entry.version, reason, entry.name.line);
}
