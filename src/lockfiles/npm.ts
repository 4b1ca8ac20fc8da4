// package-lock.json and npm-shrinkwrap.json: lockfileVersion 2 and 3 list installed packages under
// `packages` by install path ("node_modules/a/node_modules/b"); version 1 nests them in `dependencies`.
// JSON.parse gives the structure and one key scan gives each entry's line.
import { globMatcher } from './glob.ts';
import { jsonErrorLine } from './json-error.ts';
import { scanJsonKeys, type KeyAncestors } from './json-keys.ts';
import { installedSourceReason, splitDescriptor } from './npm-specs.ts';
import { PackageSet } from './package-set.ts';
import type { LockFileName, ParsedLockFile } from './types.ts';
import { errorMessage } from '../errors.ts';

type JsonObject = Record<string, unknown>;

const NODE_MODULES = 'node_modules/';
/**
 * v1 `dependencies` nest one level per install folder, and npm hoists, so real trees stay a few levels
 * deep. Past this the file is refused: install paths grow with the depth, so their total with its square.
 */
export const MAX_V1_NESTING = 128;

export function parseNpmLock(path: string, text: string, source: LockFileName): ParsedLockFile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    const message = errorMessage(error);
    // V8 quotes a piece of the text after "Unexpected token": the line number says where instead.
    const reason = message.replace(/, (?:\.\.\.)?".*$/s, '');
    return failed(path, source, jsonErrorLine(text), `invalid JSON: ${reason}`);
  }
  if (!isObject(doc)) return failed(path, source, 1, 'not a package-lock: the top level is not an object');
  const set = new PackageSet('npm', path);
  const version = typeof doc.lockfileVersion === 'number' ? doc.lockfileVersion : 1;
  if (isObject(doc.packages)) readPackages(text, doc.packages, set);
  else if (nestedDeeperThanLimit(doc.dependencies)) {
    const message = `\`dependencies\` nested more than ${MAX_V1_NESTING} levels deep: not read (accepted: at most ${MAX_V1_NESTING}; npm writes a few)`;
    return failed(path, source, firstKeyDeeperThanLimit(text), message);
  } else readNestedDependencies(doc, scannedDependencyLines(text), set);
  return {
    path,
    source,
    format: `npm-v${version}`,
    packages: set.packages,
    skipped: set.skipped,
    errors: [],
  };
}

/**
 * v2/v3: one entry per install path; `""` is the root project; a path outside node_modules is a
 * workspace (when the root's `workspaces` globs match it) or a local folder dependency.
 */
function readPackages(text: string, packages: JsonObject, set: PackageSet): void {
  const lines = new PackageKeyLines(text);
  const isWorkspace = workspaceMatcher(packages['']);
  for (const key of Object.keys(packages)) {
    const entry = packages[key];
    if (!isObject(entry)) continue;
    const line = lines.lineOf(key);
    const at = key.lastIndexOf(NODE_MODULES);
    if (key === '')
      set.skip(stringOr(entry.name, '(root)'), stringOr(entry.version, ''), 'root-project', line);
    else if (at === -1 && isWorkspace(key)) set.skip(stringOr(entry.name, key), key, 'workspace', line);
    else if (at === -1) set.skip(stringOr(entry.name, key), `file:${key}`, 'file', line);
    else if (entry.link === true) readLink(packages, key.slice(at + NODE_MODULES.length), entry, line, set);
    else {
      const name = stringOr(entry.name, key.slice(at + NODE_MODULES.length));
      readInstalled(installed(name, entry, line), set);
    }
  }
}

/**
 * The root's `workspaces` as npm reads them: a list of globs, or Yarn's `{ "packages": [...] }`; a glob
 * may start with `./` or `/`, which npm drops (keys are relative to the root).
 */
function workspaceMatcher(root: unknown): (path: string) => boolean {
  const declared = isObject(root) ? root.workspaces : undefined;
  const globs = isObject(declared) ? declared.packages : declared;
  const matchers = (Array.isArray(globs) ? globs : [])
    .filter((glob) => typeof glob === 'string')
    .map((glob) => globMatcher(glob.replace(/^\.?\/+/, '')));
  return (path) => matchers.some((matches) => matches(path));
}

/**
 * A link to a folder that has its own entry is that folder (listed once, under its folder). A link that
 * names no folder is counted as one: without `resolved`, it is not a link to the root (key "").
 */
function readLink(
  packages: JsonObject,
  name: string,
  entry: JsonObject,
  line: number,
  set: PackageSet,
): void {
  const target = entry.resolved;
  if (typeof target !== 'string') set.skip(name, 'link:', 'link', line);
  else if (!Object.hasOwn(packages, target)) set.skip(name, `link:${target}`, 'link', line);
}

/** v1: `dependencies` nest by install location; an entry's version may be an alias or a URL. */
function readNestedDependencies(doc: JsonObject, lines: Map<string, number>, set: PackageSet): void {
  if (typeof doc.name === 'string') set.skip(doc.name, stringOr(doc.version, ''), 'root-project', 1);
  const pending: { prefix: string; dependencies: unknown }[] = [
    { prefix: '', dependencies: doc.dependencies },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!isObject(next.dependencies)) continue;
    for (const [name, entry] of Object.entries(next.dependencies)) {
      if (!isObject(entry)) continue;
      const installPath = `${next.prefix}${NODE_MODULES}${name}`;
      const line = lines.get(installPath) ?? 1;
      readV1Entry(installed(name, entry, line), set);
      pending.push({ prefix: `${installPath}/`, dependencies: entry.dependencies });
    }
  }
}

function nestedDeeperThanLimit(dependencies: unknown): boolean {
  const pending = [{ dependencies, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!isObject(next.dependencies)) continue;
    for (const entry of Object.values(next.dependencies)) {
      if (!isObject(entry)) continue;
      if (next.depth > MAX_V1_NESTING) return true;
      pending.push({ dependencies: entry.dependencies, depth: next.depth + 1 });
    }
  }
  return false;
}

/** Line of the first v1 entry key past MAX_V1_NESTING: its ancestors are [root, dependencies, name, …]. */
function firstKeyDeeperThanLimit(text: string): number {
  let line: number | null = null;
  scanJsonKeys(text, (ancestors, _key, at) => {
    if (line === null && ancestors.length > 2 * MAX_V1_NESTING && ancestors.at(-1) === 'dependencies')
      line = at;
  });
  return line ?? 1;
}

/** One installed package as the lock file states it, on its line. */
interface Installed {
  readonly name: string;
  readonly version: string;
  readonly resolved: string;
  readonly line: number;
  readonly development: boolean;
}

/** v1 versions may be an alias: `npm:real-name@1.0.0` installs the real name. */
function readV1Entry(entry: Installed, set: PackageSet): void {
  if (!entry.version.startsWith('npm:')) readInstalled(entry, set);
  else {
    const real = splitDescriptor(entry.version.slice('npm:'.length));
    readInstalled({ ...entry, name: real.name, version: real.range }, set);
  }
}

/**
 * `dev: true`: only the devDependencies tree needs it. `devOptional` is not development-only: it is also an
 * optional dependency of a runtime package, which `npm install --omit=dev` still installs.
 */
const isDev = (entry: JsonObject) => entry.dev === true;

/** Fields of a v1 `dependencies` or v2/v3 `packages` entry. */
const installed = (name: string, entry: JsonObject, line: number): Installed => ({
  name,
  version: stringOr(entry.version, ''),
  resolved: stringOr(entry.resolved, ''),
  line,
  development: isDev(entry),
});

function readInstalled(entry: Installed, set: PackageSet): void {
  const { name, version, resolved, line } = entry;
  const reason = installedSourceReason(name, version, resolved);
  if (reason === null) set.pin(name, version, line, undefined, entry.development);
  else set.skip(name, resolved === '' ? version : resolved, reason, line);
}

/**
 * Line of each v2/v3 `packages` key, asked for in JSON.parse order. npm writes each key once as
 * `"key":` in that same order, so a forward search finds them all in one pass; anything else (keys
 * written with escapes, integer-like keys that JS reorders) falls back to the full key scan.
 */
class PackageKeyLines {
  readonly #text: string;
  #cursor = 0;
  #line = 1;
  #scanned: Map<string, number> | null = null;

  constructor(text: string) {
    this.#text = text;
  }

  lineOf(key: string): number {
    if (this.#scanned === null) {
      const at = this.#find(key);
      if (at !== -1) {
        this.#line += countNewlines(this.#text, this.#cursor, at);
        this.#cursor = at + key.length;
        return this.#line;
      }
      this.#scanned = scannedPackageLines(this.#text);
    }
    return this.#scanned.get(key) ?? 1;
  }

  /** Offset of `key` written as `"key":`, searching the key itself so no needle string is built per key. */
  #find(key: string): number {
    const text = this.#text;
    for (let at = text.indexOf(key, this.#cursor); at !== -1; at = text.indexOf(key, at + 1)) {
      const end = at + key.length;
      if (text.charCodeAt(at - 1) === 34 && text.charCodeAt(end) === 34 && text.charCodeAt(end + 1) === 58) {
        return text.charCodeAt(at - 2) === 92 ? -1 : at;
      }
    }
    return -1;
  }
}

/** Line of every v2/v3 `packages` key (an install path already), from a full key scan. */
function scannedPackageLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  scanJsonKeys(text, (ancestors, key, line) => {
    if (ancestors.length === 2 && ancestors.at(-1) === 'packages') lines.set(key, line);
  });
  return lines;
}

/** Line of every v1 entry by install path: its key sits in dependencies.<name>.dependencies.<name>…. */
function scannedDependencyLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  scanJsonKeys(text, (ancestors, key, line) => {
    const prefix = nestedInstallPrefix(ancestors);
    if (prefix !== null) lines.set(`${prefix}${NODE_MODULES}${key}`, line);
  });
  return lines;
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/**
 * For ancestors [root, 'dependencies', a, 'dependencies', b, 'dependencies'] → 'node_modules/a/node_modules/b/';
 * null for a key anywhere else (a field of an entry, a `requires` name).
 */
function nestedInstallPrefix(ancestors: KeyAncestors): string | null {
  if (ancestors.length % 2 !== 0) return null;
  let prefix = '';
  for (let i = 1; i < ancestors.length; i += 2) {
    if (ancestors[i] !== 'dependencies') return null;
    const name = ancestors[i + 1];
    if (name === null) return null;
    if (name !== undefined) prefix += `${NODE_MODULES}${name}/`;
  }
  return prefix;
}

function failed(path: string, source: LockFileName, line: number | null, message: string): ParsedLockFile {
  return { path, source, format: 'npm', packages: [], skipped: [], errors: [{ path, line, message }] };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
