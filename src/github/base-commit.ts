// The commit a pull request (or a merge queue group) is judged against: which paths the change touches,
// and a file's text at the base. Read with git (the base fetched when the checkout is shallow), else through
// GitHub's API (the pull request's files and the contents route at the base commit).
import type { RunContext } from './context.ts';
import { explainGitHubError, type Octokit } from './octokit.ts';
import { pullFilesApi } from './pull-files.ts';

export interface BaseCommit {
  readonly sha: string;
  readonly via: 'git' | 'GitHub API';
  /** Paths the change adds, modifies, deletes or renames (both names); every other file is the same. */
  readonly changed: ReadonlySet<string>;
  /**
   * Files renamed by the change: name at the head → name at the base. Absent when not known (git skipped
   * rename detection past `diff.renameLimit`): a file that is new at the head may then be a renamed one.
   */
  readonly renames?: ReadonlyMap<string, string>;
  /** A file's text at the base; null when it is not there (or over `maxBytes`). */
  fileAt(path: string, maxBytes: number): Promise<string | null>;
}

type GitHubClient = (token: string) => Promise<Octokit>;

/**
 * The base, or null with the reason when this run has none (not a change event) or it cannot be read.
 * Called once per run (see `lazyBaseCommit`): every judge of "new" sees the same base.
 */
export async function openBaseCommit(
  ctx: RunContext,
  token: string,
  githubClient: GitHubClient,
): Promise<{ readonly base: BaseCommit | null; readonly why: string }> {
  const sha = ctx.baseSha;
  if (sha === null) return { base: null, why: 'this run is not for a pull request or a merge queue group' };
  // git (node:child_process) loads only for a run that compares with a base.
  const { blobAt, changedSince, ensureCommit, renamesSince } = await import('../workspace/git-commit.ts');
  if (await ensureCommit(ctx.workspace, sha)) {
    const changed = await changedSince(ctx.workspace, sha);
    if (changed !== null) {
      const fileAt = (path: string, maxBytes: number) => blobAt(ctx.workspace, sha, path, maxBytes);
      const renames = changed.size > 0 ? await renamesSince(ctx.workspace, sha) : new Map<string, string>();
      return { base: { sha, via: 'git', changed, ...(renames ? { renames } : {}), fileAt }, why: '' };
    }
  }
  const cannot = `the base commit ${sha.slice(0, 12)} is not in the checkout and could not be fetched`;
  if (ctx.pullNumber === null)
    return { base: null, why: `${cannot} (use actions/checkout with fetch-depth: 0)` };
  if (token === '') return { base: null, why: `${cannot}, and the github-token input is empty` };
  const api = pullFilesApi(await githubClient(token), ctx);
  let changes;
  try {
    changes = await api.listChanges(ctx.pullNumber);
  } catch (error) {
    return {
      base: null,
      why: `${cannot}: ${explainGitHubError(error, 'reading the pull request files', ctx, 'pull-requests: read')}`,
    };
  }
  const changed = new Set(
    changes.flatMap((c) => [c.filename, ...(c.previousFilename ? [c.previousFilename] : [])]),
  );
  const renames = new Map(
    changes.flatMap((c) => (c.previousFilename ? [[c.filename, c.previousFilename] as const] : [])),
  );
  return {
    base: { sha, via: 'GitHub API', changed, renames, fileAt: (path, max) => api.fileAt(path, sha, max) },
    why: '',
  };
}

export type OpenBase = () => Promise<{ readonly base: BaseCommit | null; readonly why: string }>;

/** Opens the base at most once per run, on first use. */
export function lazyBaseCommit(ctx: RunContext, token: string, githubClient: GitHubClient): OpenBase {
  let opened: ReturnType<typeof openBaseCommit> | null = null;
  return () => (opened ??= openBaseCommit(ctx, token, githubClient));
}
