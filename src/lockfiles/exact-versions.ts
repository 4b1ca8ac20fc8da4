// What counts as an exact release of each ecosystem, and as a name its registry could hold. Only a
// package that passes both is uploaded: anything else (a range, a variable, a path turned into a
// name) would be a package that is not in the file.
import type { Ecosystem } from './types.ts';

/** Numeric identifiers have no leading zero; pre-release identifiers are numeric or alphanumeric. */
const NUMBER = '(?:0|[1-9]\\d*)';
const PRERELEASE_ID = `(?:${NUMBER}|\\d*[A-Za-z-][0-9A-Za-z-]*)`;
const BUILD_ID = '[0-9A-Za-z-]+';
const SEMVER = new RegExp(
  `^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${PRERELEASE_ID}(?:\\.${PRERELEASE_ID})*)?(?:\\+${BUILD_ID}(?:\\.${BUILD_ID})*)?$`,
);

/**
 * PEP 440 with the spellings its normalisation accepts (`v1.0`, `1.0-RC1`, `1.0.post-2`, `1!2.0+local.7`):
 * epoch, release, pre, post, dev and local parts, in that order.
 */
const PEP440 = new RegExp(
  [
    '^v?(?:\\d+!)?\\d+(?:\\.\\d+)*',
    '(?:[-_.]?(?:a|b|c|rc|alpha|beta|pre|preview)[-_.]?\\d*)?',
    '(?:-\\d+|[-_.]?(?:post|rev|r)[-_.]?\\d*)?',
    '(?:[-_.]?dev[-_.]?\\d*)?',
    '(?:\\+[a-z0-9]+(?:[-_.][a-z0-9]+)*)?$',
  ].join(''),
  'i',
);

/**
 * npm names, old ones included (capitals, and `!'()*` that new names may no longer use): characters a URL
 * path keeps as they are, not starting with `.` or `_`, an optional `@scope/` in front.
 */
const NPM_NAME = /^(?:@[A-Za-z0-9~!'()*-][\w.~!'()*-]*\/)?[A-Za-z0-9~!'()*-][\w.~!'()*-]*$/;
const NPM_NAME_MAX = 214;
/** PEP 503-normalised project names. */
const PYPI_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A semver 2.0 version as npm publishes it: no range, no `v`, no spaces. */
export function isExactSemver(version: string): boolean {
  return SEMVER.test(version);
}

/** A PEP 440 version (a wildcard or a variable is not one). */
export function isPep440Version(version: string): boolean {
  return PEP440.test(version);
}

export function isNpmPackageName(name: string): boolean {
  return name.length <= NPM_NAME_MAX && NPM_NAME.test(name);
}

export function isPypiProjectName(name: string): boolean {
  return PYPI_NAME.test(name);
}

/** Why a name and version may not be uploaded for an ecosystem, or null when they may. */
export function uploadRefusal(
  ecosystem: Ecosystem,
  name: string,
  version: string,
): 'invalid-name' | 'invalid-version' | null {
  const npm = ecosystem === 'npm';
  if (!(npm ? isNpmPackageName(name) : isPypiProjectName(name))) return 'invalid-name';
  if (!(npm ? isExactSemver(version) : isPep440Version(version))) return 'invalid-version';
  return null;
}
