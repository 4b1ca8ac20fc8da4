// Reading commits other than the checkout's (a pull request's base, the merge base) with git. A shallow
// checkout may lack them: then they are fetched by exact SHA, bounded in time and bytes. Every function
// answers null (or false) where git cannot, so the caller can ask GitHub's API instead or say why not.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fetchBounded, runGit, type GitOptions } from './git.ts';

/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
export const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** One commit's tree (depth 1): a large repository's, but not a runaway. */
const FETCH_MAX_BYTES = 2 * 1024 ** 3;
/** Reads of a local object are quick; anything slower is stuck. */
export const GIT_READ = { timeoutMs: 30_000 };

/** How a fetch reaches `origin`: extra environment (the token as GIT_CONFIG_*), or none. */
export type FetchEnv = GitOptions['env'];

/** True once the commit is in the checkout, fetching it alone (depth 1) when it is not. */
export async function ensureCommit(workspace: string, sha: string, env?: FetchEnv): Promise<boolean> {
  if (!COMMIT.test(sha)) return false;
  if (await hasCommit(workspace, sha)) return true;
  await fetchDepth(workspace, sha, 1, env);
  return hasCommit(workspace, sha);
}

/** Fetches `sha` and its history `depth` commits deep (deepening a shallow checkout), at most `maxBytes`. */
export function fetchDepth(
  workspace: string,
  sha: string,
  depth: number,
  env?: FetchEnv,
  maxBytes = FETCH_MAX_BYTES,
): Promise<boolean> {
  if (!COMMIT.test(sha)) return Promise.resolve(false);
  return fetchBounded(workspace, ['--no-tags', `--depth=${depth}`, 'origin', sha], {
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes,
    ...(env ? { env } : {}),
  });
}

/** A file's text at a commit already in the checkout; null when it is not there or over `maxBytes`. */
export async function blobAt(
  workspace: string,
  sha: string,
  path: string,
  maxBytes: number,
): Promise<string | null> {
  // Over the bound, the read fails on maxBuffer and the file counts as unreadable.
  const blob = await runGit(workspace, ['cat-file', 'blob', `${sha}:${path}`], {
    ...GIT_READ,
    maxBuffer: maxBytes + 1,
  });
  return blob === null ? null : blob.toString('utf8');
}

export interface Rename {
  /** The path at the base. */
  readonly from: string;
  /** The path at the head. */
  readonly to: string;
}

export interface TreeChanges {
  /** Paths that differ (both names of a rename); every other file is the same at both commits. */
  readonly changed: Set<string>;
  /** Null when git skipped rename detection (over `diff.renameLimit`, which it respects). */
  readonly renames: Rename[] | null;
}

/**
 * What differs between the commit and `head` (the checkout's HEAD by default), renames detected, or null
 * when git cannot tell. No cap on the number of files.
 */
export async function changesBetween(
  workspace: string,
  sha: string,
  head = 'HEAD',
): Promise<TreeChanges | null> {
  let renamesSkipped = false;
  const out = await runGit(
    workspace,
    ['-c', 'core.quotepath=off', 'diff', '--name-status', '-M', '--no-ext-diff', '-z', sha, head, '--'],
    {
      ...GIT_READ,
      maxBuffer: 256 * 1024 * 1024,
      stderr: (text) => (renamesSkipped ||= text.includes('rename detection was skipped')),
    },
  );
  if (out === null) return null;
  const fields = out.toString('utf8').split('\0');
  const changed = new Set<string>();
  const renames: Rename[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i] ?? '';
    if (status === '') break;
    // Renames and copies name two paths (the old one first), every other status one.
    if (status.startsWith('R') || status.startsWith('C')) {
      const from = fields[i + 1] ?? '';
      const to = fields[i + 2] ?? '';
      changed.add(from).add(to);
      if (status.startsWith('R')) renames.push({ from, to });
      i += 3;
    } else {
      changed.add(fields[i + 1] ?? '');
      i += 2;
    }
  }
  return { changed, renames: renamesSkipped ? null : renames };
}

/** The parents of a commit in the checkout as its object names them (also past a shallow boundary). */
export async function parentsOf(workspace: string, sha: string): Promise<string[] | null> {
  const out = await runGit(workspace, ['cat-file', 'commit', sha], {
    ...GIT_READ,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (out === null) return null;
  const header = out.toString('utf8').split('\n\n')[0] ?? '';
  return [...header.matchAll(/^parent ([0-9a-f]+)$/gm)].map((m) => m[1] ?? '');
}

/** The commit HEAD names, or null when the workspace is no git checkout (or git takes over `timeoutMs`). */
export async function headOf(workspace: string, timeoutMs = GIT_READ.timeoutMs): Promise<string | null> {
  const out = (await runGit(workspace, ['rev-parse', '--verify', 'HEAD^{commit}'], { timeoutMs }))
    ?.toString()
    .trim();
  return out && COMMIT.test(out) ? out : null;
}

export async function isShallow(workspace: string): Promise<boolean> {
  const answer = await runGit(workspace, ['rev-parse', '--is-shallow-repository'], GIT_READ);
  return answer?.toString('utf8').trim() === 'true';
}

/** The merge base of two commits by the checkout's own history; null in a shallow checkout (it may lie). */
export async function localMergeBase(workspace: string, a: string, b: string): Promise<string | null> {
  if (await isShallow(workspace)) return null;
  const out = (await runGit(workspace, ['merge-base', a, b], GIT_READ))?.toString().trim();
  return out && COMMIT.test(out) ? out : null;
}

/**
 * Whether every commit of `from..to` is in the checkout: none of them is a shallow boundary (whose parents
 * were not fetched) other than `from` itself. Answers the commit count too, or null when git cannot tell.
 */
export async function rangeInCheckout(
  workspace: string,
  from: string,
  to: string,
): Promise<{ readonly complete: boolean; readonly commits: number } | null> {
  if (!(await hasCommit(workspace, from)) || !(await hasCommit(workspace, to))) return null;
  const listed = await runGit(workspace, ['rev-list', `${from}..${to}`, '--'], {
    ...GIT_READ,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (listed === null) return null;
  const commits = listed.toString('utf8').split('\n').filter(Boolean);
  const shallowFile = (await runGit(workspace, ['rev-parse', '--git-path', 'shallow'], GIT_READ))
    ?.toString()
    .trim();
  const boundary = new Set(
    shallowFile
      ? (await readFile(resolve(workspace, shallowFile), 'utf8').catch(() => '')).split('\n').filter(Boolean)
      : [],
  );
  return { complete: !commits.some((c) => boundary.has(c)), commits: commits.length };
}

async function hasCommit(workspace: string, sha: string): Promise<boolean> {
  return (await runGit(workspace, ['cat-file', '-e', `${sha}^{commit}`], GIT_READ)) !== null;
}
