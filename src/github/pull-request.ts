// One pull request as GitHub shows it now: whether it is open, its head (commit and repository), its base
// (repository, branch and that branch's commit) and how many files it changes.
import type { RunContext } from './context.ts';
import type { Octokit } from './octokit.ts';

export interface PullRequestState {
  readonly state: string;
  readonly headSha: string;
  /** `owner/name` of the repository the pull request is opened against. */
  readonly baseRepo: string;
  /** `owner/name` of the repository its head is in (a fork's); null when GitHub no longer has it. */
  readonly headRepo?: string | null;
  /** The branch it goes into, and that branch's commit now. */
  readonly baseRef?: string;
  readonly baseSha?: string;
  readonly changedFiles?: number;
}

/** The pull request of the run's repository, or null when it has no pull request of that number. */
export async function readPullRequest(
  octokit: Octokit,
  ctx: RunContext,
  pullNumber: number,
): Promise<PullRequestState | null> {
  try {
    const { data } = await octokit.rest.pulls.get({
      owner: ctx.owner,
      repo: ctx.repo,
      pull_number: pullNumber,
    });
    return {
      state: data.state,
      headSha: data.head.sha,
      baseRepo: data.base.repo.full_name,
      headRepo: data.head.repo?.full_name ?? null,
      baseRef: data.base.ref,
      baseSha: data.base.sha,
      changedFiles: data.changed_files,
    };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
