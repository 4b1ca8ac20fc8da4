// One requirement of a requirements file (PEP 508 as pip reads it): `name[extras] ==1.2 ; markers
// --hash=…`, `name @ url`, a bare URL or path. Pinned means a single exact `==` / `===` version.
import { excerpt } from './text.ts';
import type { SkipReason } from './types.ts';

export type Requirement =
  | { readonly kind: 'pinned'; readonly name: string; readonly version: string }
  | { readonly kind: 'skipped'; readonly name: string; readonly spec: string; readonly reason: SkipReason };

const NAME_PART = /^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*/;
const CLAUSE = /^(===|==|!=|~=|<=|>=|<|>)\s*([^\s,]+)$/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
/** The variables pip expands: `${NAME}` with capitals, digits and `_`. */
export const ENV_VARIABLE = /\$\{[A-Z0-9_]+\}/;
const LOCAL_ARCHIVE = /\.(?:whl|zip|tar\.gz|tgz|tar\.bz2|tar\.xz|tar)$/i;
/** `./`, `../`, `/`, `\`, `~`, or `.` and `..` alone. */
const PATH_START = /^(?:\.{1,2}(?:[/\\]|$)|[/\\~])/;
/** Extras after a path (`.[dev]`): pip cuts them off before it reads the path. */
const PATH_EXTRAS = /\[[^[\]]*\]$/;

/** PEP 503: the name as the index knows it (lowercase, runs of `-`, `_`, `.` as one `-`). */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/**
 * Reads one requirement (comments and options already removed); throws an Error naming what is wrong.
 * pip would replace a `${VAR}` from the environment at install time: what it installs is unknown here.
 */
export function readRequirement(requirement: string): Requirement {
  if (ENV_VARIABLE.test(requirement)) {
    const name = NAME_PART.exec(requirement)?.[1];
    const shown = name === undefined ? requirement : normalizePypiName(name);
    return { kind: 'skipped', name: shown, spec: requirement, reason: 'variable' };
  }
  if (URL_SCHEME.test(requirement) || requirement.startsWith('git+')) return fromLocation(requirement, '');
  const named = NAME_PART.exec(requirement);
  const name = normalizePypiName(named?.[1] ?? '');
  const rest = requirement.slice(named?.[0].length ?? 0);
  // Before the path rules: `name @ https://…/name-1.0.tar.gz` ends like an archive, and is a direct reference.
  if (named !== null && rest.startsWith('@')) return fromLocation(rest.slice(1).trim(), name);
  if (isLocalPath(requirement)) return fromLocation(requirement, '');
  if (named === null) throw new Error(`not a requirement: ${excerpt(requirement)}`);
  const specifiers = withoutMarkers(rest)
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  const version = pinnedVersion(specifiers, requirement);
  if (version !== null) return { kind: 'pinned', name, version };
  return { kind: 'skipped', name, spec: specifiers, reason: 'unpinned' };
}

/** pip reads a requirement that is no URL as a path once its markers and extras are cut off. */
function isLocalPath(requirement: string): boolean {
  const location = withoutMarkers(requirement).trimEnd().replace(PATH_EXTRAS, '');
  return PATH_START.test(location) || LOCAL_ARCHIVE.test(location);
}

function withoutMarkers(text: string): string {
  const semicolon = text.indexOf(';');
  return semicolon === -1 ? text : text.slice(0, semicolon);
}

function pinnedVersion(specifiers: string, text: string): string | null {
  if (specifiers === '') return null;
  let pinned: string | null = null;
  for (const clause of specifiers.split(',')) {
    const match = CLAUSE.exec(clause.trim());
    if (match === null)
      throw new Error(`invalid version specifier "${excerpt(clause.trim())}" in: ${excerpt(text)}`);
    const [, operator, version = ''] = match;
    if ((operator === '==' || operator === '===') && !version.includes('*')) pinned ??= version;
  }
  return pinned;
}

/** A URL, VCS or path requirement; its name comes from `name @`, `#egg=name` or the last path part. */
function fromLocation(location: string, name: string): Requirement {
  const markers = location.search(/\s;/);
  const spec = markers === -1 ? location : location.slice(0, markers).trimEnd();
  const reason: SkipReason = /^(?:git|hg|svn|bzr)\+/.test(spec)
    ? 'git'
    : URL_SCHEME.test(spec) && !spec.startsWith('file:')
      ? 'url'
      : 'file';
  return { kind: 'skipped', name: name === '' ? locationName(spec) : name, spec, reason };
}

/** The name a location gives: `#egg=name`, an archive `name-1.0.tar.gz`, or the last folder (extras cut). */
export function locationName(location: string): string {
  const egg = /[#&]egg=([^&\s]+)/.exec(location)?.[1];
  if (egg !== undefined) return normalizePypiName(egg);
  const path = withoutTrailingSlashes((location.split(/[?#]/, 1)[0] ?? '').replace(PATH_EXTRAS, ''));
  const last = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  if (LOCAL_ARCHIVE.test(last)) return normalizePypiName(last.split(/-\d/, 1)[0] ?? last);
  return last === '' ? location : last;
}

/** A loop, not `/[/\\]+$/`: that pattern takes quadratic time on a long run of slashes. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && (path[end - 1] === '/' || path[end - 1] === '\\')) end -= 1;
  return path.slice(0, end);
}
