// Two commits of the repository as GitHub's compare API relates them (`GET /repos/{o}/{r}/compare/{base}...{head}`):
// whether head is ahead of base, behind it, diverged from it or the same commit, and their merge base.
import type { RunContext } from './context.ts';
import type { Octokit } from './octokit.ts';

export type CompareStatus = 'ahead' | 'behind' | 'diverged' | 'identical';

export interface Comparison {
  readonly status: CompareStatus;
  readonly aheadBy: number;
  readonly behindBy: number;
  readonly mergeBase: string;
}

const STATUSES: readonly string[] = ['ahead', 'behind', 'diverged', 'identical'];

/** Throws what Octokit throws (a 404 when a commit is unknown or the two share no history). */
export async function compareCommits(
  octokit: Octokit,
  ctx: Pick<RunContext, 'owner' | 'repo'>,
  base: string,
  head: string,
): Promise<Comparison> {
  const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
    owner: ctx.owner,
    repo: ctx.repo,
    basehead: `${base}...${head}`,
    // Only the relation is needed: one commit per page keeps the answer small.
    per_page: 1,
  });
  if (!STATUSES.includes(data.status)) throw new Error(`GitHub's compare answered status '${data.status}'`);
  return {
    status: data.status,
    aheadBy: data.ahead_by,
    behindBy: data.behind_by,
    mergeBase: data.merge_base_commit.sha,
  };
}
