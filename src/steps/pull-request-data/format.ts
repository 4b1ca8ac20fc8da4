// The pull request's data that an untrusted `pull_request` run hands a trusted `workflow_run` run: one JSON
// file and copies of the lock files, nothing else. The reading side treats every byte as hostile, so the
// rules of the format (names, bounds, the shape of the JSON) live here, pure, for both sides.
import { GateRejection } from '../../errors.ts';
import { lockFileSource } from '../../lockfiles/names.ts';

export const DATA_FILE = 'pull-request.json';
export const LOCK_FILES_FOLDER = 'lock-files';
export const DATA_FORMAT = 'security-scan-action/pull-request-data@1';

/** Bounds on what the trusted run reads; far above a real pull request's data. */
export const LIMITS = {
  dataFileBytes: 2 * 1024 * 1024,
  lockFileBytes: 64 * 1024 * 1024,
  totalBytes: 256 * 1024 * 1024,
  /** GitHub lists at most 3,000 files of a pull request. */
  changedFiles: 3000,
  lockFiles: 500,
  /** Files and folders in the data folder, so a maze of empty folders costs little. */
  entries: 5000,
  pathChars: 1024,
  depth: 32,
} as const;

export interface PullRequestData {
  readonly format: typeof DATA_FORMAT;
  /** `owner/name` of the repository the pull request is opened against. */
  readonly repository: string;
  readonly pullRequest: number;
  readonly headSha: string;
  readonly baseSha: string | null;
  readonly changedFiles: readonly string[];
  /** Repository-relative paths of the lock files copied under `lock-files/`. */
  readonly lockFiles: readonly string[];
}

/**
 * The data is malformed or does not match the run that reads it: names the part and what is accepted.
 * It comes from an untrusted run, so data that does not hold up fails the gate (it may be forged).
 */
export class PullRequestDataError extends GateRejection {}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Why a path from the data is not a plain relative path inside its folder, or null when it is. */
export function unsafePath(path: string): string | null {
  if (path === '' || path.length > LIMITS.pathChars) return `is empty or over ${LIMITS.pathChars} characters`;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return 'holds a control character or a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return "has an empty, '.' or '..' segment";
  if (segments.length > LIMITS.depth) return `is deeper than ${LIMITS.depth} folders`;
  return null;
}

/** Parses the data file's text; every problem is a PullRequestDataError naming the field. */
export function parsePullRequestData(text: string): PullRequestData {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw fail(`${DATA_FILE} is not JSON (${(error as Error).message.slice(0, 100)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fail(`${DATA_FILE} is not a JSON object`);
  const o = value as Record<string, unknown>;
  if (o.format !== DATA_FORMAT) throw fail(`${DATA_FILE}: 'format' is not '${DATA_FORMAT}'`);
  const repository = field(
    o,
    'repository',
    (v) => typeof v === 'string' && /^[\w.-]+\/[\w.-]+$/.test(v),
    'owner/name',
  );
  const pullRequest = field(
    o,
    'pullRequest',
    (v) => Number.isSafeInteger(v) && (v as number) > 0,
    'a positive whole number',
  );
  const headSha = field(o, 'headSha', (v) => typeof v === 'string' && SHA.test(v), 'a commit sha');
  const baseSha = field(
    o,
    'baseSha',
    (v) => v === null || (typeof v === 'string' && SHA.test(v)),
    'a commit sha or null',
  );
  return {
    format: DATA_FORMAT,
    repository: repository as string,
    pullRequest: pullRequest as number,
    headSha: headSha as string,
    baseSha: baseSha as string | null,
    changedFiles: paths(o, 'changedFiles', LIMITS.changedFiles, () => null),
    lockFiles: paths(o, 'lockFiles', LIMITS.lockFiles, (p) =>
      lockFileSource(p) === null ? 'is not a lock-file name' : null,
    ),
  };
}

function field(
  o: Record<string, unknown>,
  name: string,
  ok: (v: unknown) => boolean,
  accepted: string,
): unknown {
  if (!ok(o[name])) throw fail(`${DATA_FILE}: '${name}' is not ${accepted}`);
  return o[name];
}

function paths(
  o: Record<string, unknown>,
  name: string,
  max: number,
  extra: (path: string) => string | null,
): string[] {
  const list = o[name];
  if (!Array.isArray(list) || list.length > max)
    throw fail(`${DATA_FILE}: '${name}' is not a list of at most ${max} paths`);
  return list.map((path, i) => {
    const why = typeof path === 'string' ? (unsafePath(path) ?? extra(path)) : 'is not a string';
    if (why) throw fail(`${DATA_FILE}: '${name}' entry ${i + 1} ${why}`);
    return path as string;
  });
}

export const fail = (message: string): PullRequestDataError =>
  new PullRequestDataError(`The pull request's data cannot be used: ${message}.`);
