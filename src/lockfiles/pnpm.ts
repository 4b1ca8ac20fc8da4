// pnpm-lock.yaml, lockfile versions 5.x, 6 and 9. Installed packages are the `packages` keys:
// `/name/1.2.3_peer@1` (v5), `/name@1.2.3(peer@1)` (v6), `name@1.2.3` (v9, peers moved to `snapshots`,
// whose lines are listed too). Projects are `importers` (or the root alone before workspaces).
import { posix } from 'node:path';
import { isExactSemver } from './exact-versions.ts';
import { nonRegistryReason } from './npm-specs.ts';
import { PackageSet } from './package-set.ts';
import { LockFileSyntaxError } from './text.ts';
import type { ParsedLockFile, SkipReason } from './types.ts';
import { ANCHOR_MESSAGE, anchorOrAliasLines } from './yaml-anchors.ts';
import { readYamlLines, type YamlAncestors, type YamlEntry } from './yaml-lines.ts';
import type { FlowMap, YamlValue } from './yaml-scalars.ts';

/** Typed to be asked about any ancestor, even one past the end of the list. */
const DEPENDENCY_KINDS: ReadonlySet<string | undefined> = new Set([
  'dependencies',
  'devDependencies',
  'optionalDependencies',
]);

interface PackageEntry {
  readonly key: string;
  readonly line: number;
  name?: string;
  version?: string;
  development?: boolean;
  resolution?: FlowMap;
}

/** The project dependency being read: its name and the line of its key. */
interface Dependency {
  readonly name: string;
  readonly line: number;
}

/** A registry `packages` entry, pinned when its fields are read: before v9 they say `dev: true`. */
interface PendingPin {
  readonly name: string;
  readonly version: string;
  readonly line: number;
  development: boolean;
}

interface Link {
  readonly importer: string;
  readonly name: string;
  readonly target: string;
  readonly line: number;
}

interface PnpmDocument {
  /** `pnpm` until the top-level lockfileVersion is read. */
  format: string;
  versionLine: number;
  readonly importers: Map<string, number>;
  readonly links: Link[];
  /** Registry packages are pinned as they are read; the others wait for their fields. */
  readonly set: PackageSet;
  readonly others: PackageEntry[];
  /** The `packages` entry whose fields are being read, when it is one of the others… */
  current: PackageEntry | null;
  /** …or when it is a registry package. */
  pending: PendingPin | null;
}

export function parsePnpmLock(path: string, text: string): ParsedLockFile {
  const doc: PnpmDocument = {
    format: 'pnpm',
    versionLine: 1,
    importers: new Map(),
    links: [],
    set: new PackageSet('npm', path),
    others: [],
    current: null,
    pending: null,
  };
  try {
    let dependency = { name: '', line: 0 };
    const anchored = anchorOrAliasLines(text);
    readYamlLines(text, (ancestors, entry) => {
      // Lines inside block scalars are never visited, so their text cannot be taken for an alias.
      if (anchored.has(entry.line)) throw new LockFileSyntaxError(entry.line, ANCHOR_MESSAGE);
      // Every field pnpm writes is a key: sequence items (`os`, `transitivePeerDependencies`) name nothing.
      const { key } = entry;
      if (key === null) return;
      if (isDependencyDepth(ancestors, ancestors.length)) dependency = { name: key, line: entry.line };
      readEntry(doc, ancestors, key, entry, dependency);
    });
    pinPending(doc);
  } catch (error) {
    if (!(error instanceof LockFileSyntaxError)) throw error;
    const errors = [{ path, line: error.line, message: error.message }];
    return { path, source: 'pnpm-lock.yaml', format: 'pnpm', packages: [], skipped: [], errors };
  }
  const { set } = doc;
  listProjects(doc, set);
  for (const entry of doc.others) listOther(entry, set);
  return {
    path,
    source: 'pnpm-lock.yaml',
    format: doc.format,
    packages: set.packages,
    skipped: set.skipped,
    errors: [],
  };
}

/** `pnpm-v9` for lockfileVersion '9.0' (5.4, unquoted, before v6); `pnpm` when it names no major version. */
function formatOf(version: YamlValue | null): string {
  const major = typeof version === 'string' ? /^\d+/.exec(version) : null;
  return major === null ? 'pnpm' : `pnpm-v${major[0]}`;
}

/** Dependencies of a project sit at `importers.<path>.<kind>.<name>` or, before workspaces, `<kind>.<name>`. */
function isDependencyDepth(ancestors: YamlAncestors, depth: number): boolean {
  if (ancestors[0] === 'importers') return depth === 3 && DEPENDENCY_KINDS.has(ancestors[2]);
  return depth === 1 && DEPENDENCY_KINDS.has(ancestors[0]);
}

function readEntry(
  doc: PnpmDocument,
  ancestors: YamlAncestors,
  key: string,
  entry: YamlEntry,
  dependency: Dependency,
): void {
  const section = ancestors[0];
  if (ancestors.length === 0 && key === 'lockfileVersion') {
    doc.format = formatOf(entry.value);
    doc.versionLine = entry.line;
  } else if (section === 'packages') readPackageLine(doc, ancestors, key, entry);
  else if (section === 'snapshots' && ancestors.length === 1) pinRegistryPackage(doc.set, key, entry.line);
  else if (section === 'importers' && ancestors.length === 1) doc.importers.set(key, entry.line);
  else readDependencyVersion(doc, ancestors, key, entry, dependency);
}

function readPackageLine(doc: PnpmDocument, ancestors: YamlAncestors, key: string, entry: YamlEntry): void {
  if (ancestors.length === 1) {
    pinPending(doc);
    const ref = parsePackageKey(key);
    const registry = ref !== null && isExactSemver(ref.version);
    doc.pending = registry ? { ...ref, line: entry.line, development: false } : null;
    doc.current = registry ? null : { key, line: entry.line };
    if (doc.current !== null) doc.others.push(doc.current);
  } else if (ancestors.length === 2 && doc.pending !== null) {
    if (key === 'dev') doc.pending.development = entry.value === 'true';
  } else if (ancestors.length === 2 && doc.current !== null) {
    if (key === 'name' && typeof entry.value === 'string') doc.current.name = entry.value;
    else if (key === 'version' && typeof entry.value === 'string') doc.current.version = entry.value;
    else if (key === 'dev') doc.current.development = entry.value === 'true';
    else if (key === 'resolution' && entry.value instanceof Map) doc.current.resolution = entry.value;
  }
}

function pinPending(doc: PnpmDocument): void {
  const { pending } = doc;
  if (pending !== null)
    doc.set.pin(pending.name, pending.version, pending.line, undefined, pending.development);
  doc.pending = null;
}

/** Pins a `snapshots` key or a project's alias version that names a registry version. */
function pinRegistryPackage(set: PackageSet, key: string, line: number, development = false): void {
  const ref = parsePackageKey(key);
  if (ref !== null && isExactSemver(ref.version))
    set.pin(ref.name, ref.version, line, undefined, development);
}

/**
 * A project's dependency: a registry version stands on the project's line too (where an annotation
 * helps most); one on `link:…` has no `packages` entry and is noted here.
 */
function readDependencyVersion(
  doc: PnpmDocument,
  ancestors: YamlAncestors,
  key: string,
  entry: YamlEntry,
  dependency: Dependency,
): void {
  const direct = isDependencyDepth(ancestors, ancestors.length);
  const nested = key === 'version' && isDependencyDepth(ancestors, ancestors.length - 1);
  const version: YamlValue | null = direct || nested ? entry.value : null;
  if (typeof version !== 'string') return;
  if (!version.startsWith('link:')) {
    const kind = ancestors[0] === 'importers' ? ancestors[2] : ancestors[0];
    pinProjectDependency(doc.set, dependency, version, kind === 'devDependencies');
    return;
  }
  const importer = ancestors[0] === 'importers' ? (ancestors[1] ?? '.') : '.';
  doc.links.push({
    importer,
    name: dependency.name,
    target: version.slice('link:'.length),
    line: dependency.line,
  });
}

/** `18.2.0_peer@1` (v5), `6.1.1(peer@1)` (v6, v9), or an alias's package: `/name@1.0.0`, `name@1.0.0`. */
function pinProjectDependency(
  set: PackageSet,
  dependency: Dependency,
  version: string,
  development: boolean,
): void {
  const first = version.charCodeAt(0);
  if (first < 48 || first > 57) {
    pinRegistryPackage(set, version, dependency.line, development);
    return;
  }
  const peers = version.search(/[_(]/);
  const exact = peers === -1 ? version : version.slice(0, peers);
  if (isExactSemver(exact)) set.pin(dependency.name, exact, dependency.line, undefined, development);
}

/** The root project and the workspaces; links to a workspace are that workspace, listed once. */
function listProjects(doc: PnpmDocument, set: PackageSet): void {
  if (doc.importers.size === 0) set.skip('.', '', 'root-project', doc.versionLine);
  for (const [importer, line] of doc.importers) {
    set.skip(importer, importer, importer === '.' ? 'root-project' : 'workspace', line);
  }
  for (const link of doc.links) {
    // join() gives '.' for the root project, as its importer key is written.
    if (!doc.importers.has(posix.join(link.importer, link.target)))
      set.skip(link.name, `link:${link.target}`, 'link', link.line);
  }
}

function listOther(entry: PackageEntry, set: PackageSet): void {
  const ref = parsePackageKey(entry.key);
  const release = registryTarballRelease(entry, ref?.name);
  if (release !== null) {
    set.pin(release.name, release.version, entry.line, undefined, entry.development ?? false);
    return;
  }
  const spec = entry.key.startsWith('/') ? entry.key.slice(1) : entry.key;
  set.skip(
    entry.name ?? ref?.name ?? entry.key,
    spec,
    skipReason(ref?.version ?? '', entry.resolution),
    entry.line,
  );
}

/**
 * A key that is a registry's tarball URL (`https://npm.corp.example/@scope/name/-/name-1.2.3.tgz`, or its path
 * `/@scope/name/-/name-1.2.3.tgz`), as pnpm writes for a self-hosted registry, is the release its `name:` and
 * `version:` fields name, when the URL's `<name>/-/<name>-<version>.tgz` agrees with them.
 */
function registryTarballRelease(
  entry: PackageEntry,
  nameInKey: string | undefined,
): { name: string; version: string } | null {
  const name = entry.name ?? nameInKey;
  const { version } = entry;
  if (name === undefined || version === undefined || !isExactSemver(version)) return null;
  const path = entry.key.replace(/%2f/gi, '/');
  const leaf = name.slice(name.lastIndexOf('/') + 1);
  const agrees = [leaf, name].some((file) => path.endsWith(`/${name}/-/${file}-${version}.tgz`));
  return agrees ? { name, version } : null;
}

function skipReason(version: string, resolution: FlowMap | undefined): SkipReason {
  if (resolution?.get('type') === 'git') return 'git';
  if (resolution?.get('type') === 'directory' || resolution?.has('directory') === true) return 'file';
  const tarball = resolution?.get('tarball');
  return (
    nonRegistryReason(version) ?? (tarball === undefined ? null : nonRegistryReason(tarball)) ?? 'unsupported'
  );
}

/** A registry host that pnpm before v9 put in front of keys of packages from a non-default registry. */
const REGISTRY_HOST = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d+)?\//;

/** A key that starts with a protocol (`file:`, `link:`, `git+ssh:`, …) names a location, not a package. */
const PROTOCOL = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * Name and version (peer suffix cut) of a `packages` or `snapshots` key of any lockfile version:
 * `/name/1.0.0_peer`, `/name@1.0.0(peer)`, `name@1.0.0`, `registry.example.com/name/1.0.0`, an alias
 * `alias@npm:name@1.0.0` as the package it installs; null for a key that is a location (`file:…`).
 */
export function parsePackageKey(key: string): { name: string; version: string } | null {
  const host = REGISTRY_HOST.exec(key)?.[0].length ?? 0;
  const bare = key.startsWith('/') ? key.slice(1) : key.slice(host);
  if (PROTOCOL.test(bare)) return null;
  const unscoped = bare.startsWith('@') ? bare.indexOf('/') + 1 : 0;
  let separator = unscoped;
  while (separator < bare.length && bare[separator] !== '/' && bare[separator] !== '@') separator += 1;
  if (separator === bare.length || separator === 0) return null;
  const rest = bare.slice(separator + 1);
  if (rest.startsWith('npm:')) return parsePackageKey(rest.slice('npm:'.length));
  const peers = rest.search(/[_(]/);
  return { name: bare.slice(0, separator), version: peers === -1 ? rest : rest.slice(0, peers) };
}
