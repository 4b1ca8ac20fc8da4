// yarn.lock of Yarn 2 and later ("Berry", recognised by `__metadata`): YAML, one entry per resolution,
// keyed by the descriptors that resolved to it. The `resolution` field says where the package came from:
// `name@npm:1.2.3`, `name@workspace:path`, `name@patch:…` (a patched npm package), links, git, tarballs.
import { isExactSemver } from './exact-versions.ts';
import { nonRegistryReason, splitDescriptor } from './npm-specs.ts';
import { PackageSet } from './package-set.ts';
import { LockFileSyntaxError } from './text.ts';
import type { LockFileError, ParsedLockFile, SkipReason } from './types.ts';
import { readYamlLines } from './yaml-lines.ts';

interface BerryEntry {
  readonly descriptors: string;
  readonly line: number;
  resolution?: string;
}

type Resolved = { readonly name: string; readonly version: string } | { readonly reason: SkipReason };

export function parseYarnBerry(path: string, text: string): ParsedLockFile {
  const entries: BerryEntry[] = [];
  try {
    readYamlLines(text, (ancestors, entry) => {
      if (ancestors.length === 0 && entry.key !== null && entry.key !== '__metadata') {
        entries.push({ descriptors: entry.key, line: entry.line });
      } else if (ancestors.length === 1 && entry.key === 'resolution' && typeof entry.value === 'string') {
        const current = entries.at(-1);
        if (current !== undefined && current.descriptors === ancestors[0]) current.resolution = entry.value;
      }
    });
  } catch (error) {
    if (!(error instanceof LockFileSyntaxError)) throw error;
    const errors = [{ path, line: error.line, message: error.message }];
    return { path, source: 'yarn.lock', format: 'yarn-berry', packages: [], skipped: [], errors };
  }
  const set = new PackageSet('npm', path);
  const errors: LockFileError[] = [];
  for (const entry of entries) listEntry(path, entry, set, errors);
  return {
    path,
    source: 'yarn.lock',
    format: 'yarn-berry',
    packages: set.packages,
    skipped: set.skipped,
    errors,
  };
}

function listEntry(path: string, entry: BerryEntry, set: PackageSet, errors: LockFileError[]): void {
  if (entry.resolution === undefined) {
    errors.push({ path, line: entry.line, message: `entry "${entry.descriptors}" has no resolution` });
    return;
  }
  const { name, range } = splitDescriptor(entry.resolution);
  const resolved = resolveRange(name, range);
  if ('version' in resolved) set.pin(resolved.name, resolved.version, entry.line);
  else set.skip(name, range, resolved.reason, entry.line);
}

/**
 * What a resolution's range (`npm:1.2.3`, `npm:other@1.2.3` for an alias, `workspace:.`, `patch:…`, a
 * bare `1.2.3` inside a patch, …) installs.
 */
function resolveRange(name: string, range: string): Resolved {
  const protocol = range.slice(0, range.indexOf(':') + 1);
  const reference = range.slice(protocol.length);
  if (protocol === 'npm:') {
    const exact = reference.split('::', 1)[0] ?? '';
    const alias = exact.lastIndexOf('@') > 0 ? splitDescriptor(exact) : { name, range: exact };
    return isExactSemver(alias.range) ? { name: alias.name, version: alias.range } : { reason: 'unpinned' };
  }
  // A range with a protocol holds a `:`, which no exact version does.
  if (isExactSemver(range)) return { name, version: range };
  if (protocol === 'workspace:') return { reason: reference === '.' ? 'root-project' : 'workspace' };
  if (protocol === 'patch:') return resolvePatch(reference);
  return { reason: nonRegistryReason(range) ?? 'unsupported' };
}

/** `patch:lodash@npm%3A4.17.21#./patches/…` installs lodash 4.17.21, patched: the advisories still apply. */
function resolvePatch(reference: string): Resolved {
  const hash = reference.indexOf('#');
  let patched: string;
  try {
    patched = decodeURIComponent(hash === -1 ? reference : reference.slice(0, hash));
  } catch {
    return { reason: 'unsupported' };
  }
  const inner = splitDescriptor(patched);
  return inner.range.startsWith('patch:') ? { reason: 'unsupported' } : resolveRange(inner.name, inner.range);
}
