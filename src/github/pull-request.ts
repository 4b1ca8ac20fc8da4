// One pull request as GitHub shows it now: whether it is open, its head commit and its base repository.
import type { RunContext } from './context.ts';
import type { Octokit } from './octokit.ts';

export interface PullRequestState {
  readonly state: string;
  readonly headSha: string;
  /** `owner/name` of the repository the pull request is opened against. */
  readonly baseRepo: string;
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
    return { state: data.state, headSha: data.head.sha, baseRepo: data.base.repo.full_name };
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
