// The GitHub REST edge. @actions/github is imported only when there is something to post, which keeps
// it out of the cold start of runs that do not comment.
import type { ThrottlingOptions } from '@octokit/plugin-throttling';
import type { Timeouts } from '../api/bounded-request.ts';
import type { RunContext } from './context.ts';
import { GITHUB_TIMEOUTS, GitHubTimeout, githubRequestOptions } from './fetch.ts';
import { identityApi, tokenLogin } from './identity.ts';
import type { DashboardApi } from './dashboard-issue.ts';
import type { JobsApi } from './job-link.ts';
import type { CommentApi } from './sticky-comment.ts';
import { errorMessage, GitHubCallFailed } from '../errors.ts';

export type Octokit = ReturnType<(typeof import('@actions/github'))['getOctokit']>;

/**
 * How Octokit's plugins pace requests, on timers of their own outside the run's clock. The defaults are
 * GitHub's advice; a test running many actions in one process spaces nothing.
 */
export interface OctokitPacing {
  /** A retry waits (retry number squared) times this; 1 s by default. */
  readonly retryAfterBaseMs?: number;
  /** The throttling plugin's groups spacing writes (1 s) and writes that notify (3 s), process-wide by default. */
  readonly throttleGroups?: Pick<ThrottlingOptions, 'write' | 'notifications'>;
}

/** Retries after a primary or secondary rate limit, at most this many times per request. */
const RATE_LIMIT_RETRIES = 2;

/**
 * The GitHub client factory the composition root passes in: an Octokit on the run's API, with GitHub's
 * own retry (5xx and network errors, with backoff) and throttling (primary and secondary rate limits,
 * following Retry-After) plugins. Every try is bounded by `timeouts` (GITHUB_TIMEOUTS unless a test
 * shortens them): a stalled call fails as a network error, is retried, and ends as a GitHubTimeout.
 */
export async function createOctokit(
  token: string,
  apiUrl: string,
  pacing: OctokitPacing = {},
  timeouts: Partial<Timeouts> = {},
): Promise<Octokit> {
  const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([
    import('@actions/github'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ]);
  const again = (_after: number, _options: unknown, _octokit: unknown, retryCount: number) =>
    retryCount < RATE_LIMIT_RETRIES;
  return getOctokit(
    token,
    {
      baseUrl: apiUrl,
      ...githubRequestOptions(apiUrl, { ...GITHUB_TIMEOUTS, ...timeouts }),
      throttle: { onRateLimit: again, onSecondaryRateLimit: again, ...pacing.throttleGroups },
      retry: { retryAfterBaseValue: pacing.retryAfterBaseMs ?? 1_000 },
    },
    retry,
    throttling,
  );
}

/** A create is not re-sent by Octokit's retry: create-once.ts looks first whether it landed. */
const ONCE = { retries: 0 };

export function commentApi(octokit: Octokit, ctx: RunContext): CommentApi {
  const repo = { owner: ctx.owner, repo: ctx.repo };
  return {
    listComments: (issueNumber) =>
      octokit.paginate(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issueNumber,
        per_page: 100,
      }),
    author: () => tokenLogin(identityApi(octokit)),
    createComment: async (issueNumber, body) => {
      await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, request: ONCE });
    },
    updateComment: async (commentId, body) => {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
    },
  };
}

/** The jobs of this run attempt, for the link to this job (`actions: read`). */
export function jobsApi(octokit: Octokit, ctx: RunContext): JobsApi {
  return {
    listJobs: () =>
      octokit.paginate(octokit.rest.actions.listJobsForWorkflowRunAttempt, {
        owner: ctx.owner,
        repo: ctx.repo,
        run_id: Number(ctx.runId),
        attempt_number: ctx.runAttempt ?? 1,
        per_page: 100,
      }),
  };
}

/** The per-advisory issues' API, with the reads and edits the dashboard needs. */
export function issueApi(octokit: Octokit, ctx: RunContext): DashboardApi {
  const repo = { owner: ctx.owner, repo: ctx.repo };
  return {
    author: () => tokenLogin(identityApi(octokit)),
    listIssues: (labels) =>
      octokit.paginate(octokit.rest.issues.listForRepo, {
        ...repo,
        state: 'all',
        ...(labels.length > 0 ? { labels: labels.join(',') } : {}),
        per_page: 100,
      }),
    createIssue: async ({ title, body, labels }) =>
      (await octokit.rest.issues.create({ ...repo, title, body, labels: [...labels], request: ONCE })).data,
    commentOnIssue: async (number, body) => {
      await octokit.rest.issues.createComment({ ...repo, issue_number: number, body });
    },
    getIssue: async (number) => {
      try {
        return (await octokit.rest.issues.get({ ...repo, issue_number: number })).data;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 410) return null;
        throw error;
      }
    },
    updateIssue: async (number, change) => {
      await octokit.rest.issues.update({ ...repo, issue_number: number, ...change });
    },
    closeIssue: async (number) => {
      await octokit.rest.issues.update({
        ...repo,
        issue_number: number,
        state: 'closed',
        state_reason: 'not_planned',
      });
    },
  };
}

/**
 * Turns a refusal from GitHub into a sentence that says what to change. `readNeeds`: the permission a read
 * needs (`pull-requests: read`), for a call that only reads; a fork's token may read, so its 403 is that.
 */
export function explainGitHubError(
  error: unknown,
  what: string,
  ctx: RunContext,
  readNeeds?: string,
): string {
  const timeout = gitHubTimeout(error);
  if (timeout) return `${what} failed: ${timeout.message}, on every try.`;
  const status = (error as { status?: number }).status;
  if (status === 429 || (status === 403 && isRateLimit(error))) {
    return `${what} failed (${status}): GitHub's rate limit; it works again after a wait, no permission is missing.`;
  }
  if (status === 403 && readNeeds) {
    return `${what} refused (403): the token may not read it; give the job ${readNeeds}.`;
  }
  if (status === 403 && ctx.fromFork) {
    return `${what} skipped: the token of a pull request from a fork may only read (GitHub's rule for forks).`;
  }
  if (status === 403) {
    return `${what} refused (403): give the job the permission it needs (pull-requests: write for comments, issues: write for issues).`;
  }
  if (status === 401) return `${what} refused (401): the github-token input is missing or invalid.`;
  const message = errorMessage(error).split('\n')[0];
  return `${what} failed${status ? ` (${status})` : ''}: ${message}`;
}

/**
 * A GitHub call the command cannot go on without: its failure becomes a GitHubCallFailed that says what to
 * change (explainGitHubError; `readNeeds` as there).
 */
export async function requireGitHub<T>(
  what: string,
  ctx: RunContext,
  call: () => Promise<T>,
  readNeeds?: string,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new GitHubCallFailed(explainGitHubError(error, what, ctx, readNeeds), { cause: error });
  }
}

/** The time limit behind a failure: Octokit wraps what the fetch threw as the cause of its own error. */
function gitHubTimeout(error: unknown): GitHubTimeout | null {
  if (error instanceof GitHubTimeout) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof GitHubTimeout ? cause : null;
}

/** A 403 that is GitHub's primary or secondary rate limit, not a missing permission. */
function isRateLimit(error: unknown): boolean {
  const { response, message } = error as {
    response?: { headers?: Record<string, unknown> };
    message?: unknown;
  };
  const headers = response?.headers ?? {};
  return (
    headers['retry-after'] !== undefined ||
    headers['x-ratelimit-remaining'] === '0' ||
    (typeof message === 'string' && /rate limit/i.test(message))
  );
}
