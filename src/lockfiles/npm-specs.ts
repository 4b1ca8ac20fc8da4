// What an npm-family lock file says about where a package comes from: a registry version, or a git
// repository, a tarball, a local folder, a link or a workspace (counted, never uploaded).
import { isExactSemver } from './exact-versions.ts';
import type { SkipReason } from './types.ts';

const GIT_PREFIX = /^(?:git\+|git:|github:|gitlab:|bitbucket:|gist:|ssh:)/;
const SCP_LIKE_GIT = /^[\w.-]+@[\w.-]+:/;
const GITHUB_SHORTHAND = /^[\w.-]+\/[\w.-]+(?:#.*)?$/;
const GIT_HOST_URL = /^https?:\/\/(?:codeload\.github\.com|github\.com|gitlab\.com|bitbucket\.org)\//;

/** `@scope/name@range` → name and range; a descriptor without a range has range ''. */
export function splitDescriptor(descriptor: string): { name: string; range: string } {
  const at = descriptor.indexOf('@', 1);
  if (at === -1) return { name: descriptor, range: '' };
  return { name: descriptor.slice(0, at), range: descriptor.slice(at + 1) };
}

/** Why a dependency spec or resolved location is not a registry package, or null when it may be one. */
export function nonRegistryReason(spec: string): SkipReason | null {
  if (spec.startsWith('link:') || spec.startsWith('portal:')) return 'link';
  if (spec.startsWith('file:')) return 'file';
  if (spec.startsWith('workspace:')) return 'workspace';
  if (GIT_PREFIX.test(spec) || SCP_LIKE_GIT.test(spec)) return 'git';
  if (/^https?:\/\//.test(spec))
    return GIT_HOST_URL.test(spec) || /\.git(?:#|$)/.test(spec) ? 'git' : 'tarball';
  if (/^(?:\.{1,2}\/|\/|~\/)/.test(spec)) return 'file';
  if (GITHUB_SHORTHAND.test(spec)) return 'git';
  return null;
}

/**
 * Whether a `resolved` URL is a registry tarball of this very package, as opposed to a tarball
 * dependency that merely has a version inside. Registries name the file `…/name/-/base-1.2.3.tgz` (npm,
 * Yarn's mirror, Verdaccio, Nexus, Azure Artifacts, CodeArtifact) or, for a scoped package, also
 * `…/@scope/name/-/@scope/name-1.2.3.tgz` (GitLab's `/api/v4/…/packages/npm/`, Artifactory's
 * `/api/npm/<repo>/`); the scope's `/` may be written `%2f`; GitHub Packages serves
 * `…/download/name/1.2.3/…`.
 */
export function isRegistryTarball(url: string, name: string, version: string): boolean {
  return (
    isNpmTarballPath(url, name, version) ||
    url.includes(`/download/${name}/${version}/`) ||
    isEncodedTarballPath(url, name, version)
  );
}

/**
 * The slow path, for the shapes the fast one does not take: a scope in the file name, escapes, and
 * cnpm's `…/name/download/name-1.2.3.tgz` (npmmirror and the registries built on cnpm).
 */
function isEncodedTarballPath(url: string, name: string, version: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return false;
  let path: string;
  try {
    path = decodeURIComponent(url.slice(0, queryOrFragment(url)));
  } catch {
    return false;
  }
  const base = name.slice(name.lastIndexOf('/') + 1);
  return ['-', 'download'].some(
    (folder) =>
      path.endsWith(`/${name}/${folder}/${base}-${version}.tgz`) ||
      path.endsWith(`/${name}/${folder}/${name}-${version}.tgz`),
  );
}

/** Checked from the end without building strings: it runs once per package of a 50k-package lock file. */
function isNpmTarballPath(url: string, name: string, version: string): boolean {
  let at = (url.endsWith('.tgz') ? url.length : queryOrFragment(url)) - 4;
  if (!url.startsWith('.tgz', at)) return false;
  at -= version.length + 1;
  if (url.charCodeAt(at) !== 45 || !url.startsWith(version, at + 1)) return false;
  const base = name.lastIndexOf('/') + 1;
  at -= name.length - base;
  if (!sameText(url, at, name, base) || !url.startsWith('/-/', at - 3)) return false;
  at -= 3 + name.length;
  return url.charCodeAt(at - 1) === 47 && url.startsWith(name, at);
}

/** Where the path of a URL ends: at its `?` or `#`, or at its end. */
function queryOrFragment(url: string): number {
  const query = url.indexOf('?');
  const fragment = url.indexOf('#');
  return Math.min(query === -1 ? url.length : query, fragment === -1 ? url.length : fragment);
}

/** Whether `text` at `at` holds `source` from `from` to its end. */
function sameText(text: string, at: number, source: string, from: number): boolean {
  for (let i = from; i < source.length; i += 1) {
    if (text.charCodeAt(at + i - from) !== source.charCodeAt(i)) return false;
  }
  return at >= 0;
}

/**
 * Why an installed package is not a registry one, from its version (which may be a URL or a path) and
 * its `resolved` location; null for a registry package. Bundled packages have no `resolved` (''), which
 * names no source, so their version decides.
 */
export function installedSourceReason(name: string, version: string, resolved: string): SkipReason | null {
  const pinned = isExactSemver(version);
  if (pinned && isRegistryTarball(resolved, name, version)) return null;
  const byVersion = nonRegistryReason(version);
  if (byVersion !== null) return byVersion;
  const byResolved = nonRegistryReason(resolved);
  if (byResolved !== null && byResolved !== 'tarball') return byResolved;
  if (!pinned) return 'unpinned';
  return byResolved === 'tarball' ? 'tarball' : null;
}
