// Reading a commit other than the checkout's (a pull request's base) with git. A shallow checkout may lack
// it: then it is fetched alone (depth 1). Every function answers null (or false) where git cannot, so the
// caller can ask GitHub's API instead.
import { runGit } from './git.ts';

/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** Reads of a local object are quick; anything slower is stuck. */
export const GIT_READ = { timeoutMs: 30_000 };

/** True once the commit is in the checkout, fetching it when it is not. */
export async function ensureCommit(workspace: string, sha: string): Promise<boolean> {
  if (!COMMIT.test(sha)) return false;
  if (await hasCommit(workspace, sha)) return true;
  await runGit(workspace, ['fetch', '--no-tags', '--depth=1', 'origin', sha], {
    maxBuffer: 1024 * 1024,
    timeoutMs: FETCH_TIMEOUT_MS,
  });
  return hasCommit(workspace, sha);
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

/**
 * Paths that differ between the commit and the checkout's HEAD (both names of a rename), or null when git
 * cannot tell. Files outside this set are the same at both commits.
 */
export async function changedSince(workspace: string, sha: string): Promise<Set<string> | null> {
  const out = await runGit(
    workspace,
    ['-c', 'core.quotepath=off', 'diff', '--name-only', '--no-renames', '-z', sha, 'HEAD', '--'],
    { ...GIT_READ, maxBuffer: 64 * 1024 * 1024 },
  );
  return out === null ? null : new Set(out.toString('utf8').split('\0').filter(Boolean));
}

/**
 * The files git follows through a rename between the commit and HEAD, by their name at HEAD (→ the name at
 * the commit); null when git cannot tell or skipped rename detection (over `diff.renameLimit`, which it
 * respects): then a renamed file cannot be told from an added one.
 */
export async function renamesSince(workspace: string, sha: string): Promise<Map<string, string> | null> {
  let skipped = false;
  const out = await runGit(
    workspace,
    ['-c', 'core.quotepath=off', 'diff', '--name-status', '-M', '-z', sha, 'HEAD', '--'],
    {
      ...GIT_READ,
      maxBuffer: 64 * 1024 * 1024,
      stderr: (text) => (skipped ||= text.includes('rename detection was skipped')),
    },
  );
  if (out === null || skipped) return null;
  const fields = out.toString('utf8').split('\0');
  const renames = new Map<string, string>();
  for (let i = 0; i < fields.length - 1;) {
    const status = fields[i] ?? '';
    if (status.startsWith('R') || status.startsWith('C')) {
      if (status.startsWith('R')) renames.set(fields[i + 2] ?? '', fields[i + 1] ?? '');
      i += 3;
    } else i += 2;
  }
  return renames;
}

async function hasCommit(workspace: string, sha: string): Promise<boolean> {
  return (await runGit(workspace, ['cat-file', '-e', `${sha}^{commit}`], GIT_READ)) !== null;
}
