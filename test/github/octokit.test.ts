import { describe, expect, it } from 'vitest';
import type { GitHubFaultSpec } from '../../simulator/github/faults.ts';
import { startGitHubStandIn } from '../../simulator/github/stand-in.ts';
import { UNPACED } from '../../simulator/runner/in-process.ts';
import type { RunContext } from '../../src/github/context.ts';
import { commentApi, createOctokit, explainGitHubError } from '../../src/github/octokit.ts';
import { upsertStickyComment } from '../../src/github/sticky-comment.ts';
import { closeAfter } from '../support/cleanup.ts';

const ctx = { fromFork: false, owner: 'octo-org', repo: 'octo-repo' } as RunContext;
const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  Object.assign(new Error(message), { status, response: { headers } });

describe('explainGitHubError', () => {
  it('names a secondary rate limit (403 with Retry-After) as a wait, not a missing permission', () => {
    const error = refusal(403, 'You have exceeded a secondary rate limit.', { 'retry-after': '60' });
    const text = explainGitHubError(error, 'PR comment', ctx);
    expect(text).toContain("GitHub's rate limit");
    expect(text).not.toContain('permission it needs');
  });

  it('names a primary rate limit (403, none remaining) and a 429 as a wait', () => {
    const primary = refusal(403, 'API rate limit exceeded', { 'x-ratelimit-remaining': '0' });
    expect(explainGitHubError(primary, 'Issue creation', ctx)).toMatch(
      /^Issue creation failed \(403\): GitHub's rate limit/,
    );
    expect(explainGitHubError(refusal(429, 'Too many requests'), 'PR comment', ctx)).toContain(
      "GitHub's rate limit",
    );
  });

  it('still asks for the permission on a plain 403', () => {
    const text = explainGitHubError(
      refusal(403, 'Resource not accessible by integration'),
      'PR comment',
      ctx,
    );
    expect(text).toContain('give the job the permission it needs');
  });

  it('names the read permission a refused read needs, on a fork too: the fork rule forbids writes only', () => {
    const forbidden = refusal(403, 'Resource not accessible by integration');
    for (const fromFork of [false, true]) {
      const text = explainGitHubError(
        forbidden,
        'Listing the changed files',
        { fromFork } as RunContext,
        'pull-requests: read',
      );
      expect(text).toBe(
        'Listing the changed files refused (403): the token may not read it; give the job pull-requests: read.',
      );
    }
    // A write on a fork is still the fork rule.
    expect(explainGitHubError(forbidden, 'PR comment', { fromFork: true } as RunContext)).toContain(
      "GitHub's rule for forks",
    );
  });
});

// Concurrent: each test idles seconds on undici's coarse timer (a 0.2 s limit ends after 0.5 to 1 s), and
// each has a stand-in of its own.
describe.concurrent('a GitHub call that gets no answer', () => {
  const PR = 7;
  const COMMENTS = `/issues/${PR}/comments`;
  const MARKER = '<!-- security-scan-action:scan:stall.example.com -->';

  /**
   * The stand-in with `faults`, and the comment API of an Octokit whose tries wait 0.2 s for headers. Closed
   * with the file: the end of one concurrent test would close another's.
   */
  async function stalling(...faults: GitHubFaultSpec[]) {
    const github = closeAfter('file', await startGitHubStandIn({ pullRequests: [PR] }));
    for (const fault of faults) github.inject(fault);
    const octokit = await createOctokit('ghs_write', github.url, UNPACED, { headersMs: 200, bodyMs: 200 });
    const api = commentApi(octokit, ctx);
    const calls = (method: string) =>
      github.requests.filter((r) => r.method === method && r.path.endsWith(COMMENTS)).length;
    const sticky = () => github.issues.get(PR)?.comments.filter((c) => c.body.includes(MARKER)) ?? [];
    return { api, calls, sticky };
  }

  it('ends after its tries within the bound, as a failure naming GitHub and the limit', async () => {
    const { api, calls } = await stalling({ kind: 'stall', method: 'GET', path: COMMENTS, times: 10 });
    const started = Date.now();
    const error: unknown = await api.listComments(PR).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    // Four tries (Octokit's retry adds three), each ended by undici's timer of about a second.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(calls('GET')).toBe(4);
    expect(explainGitHubError(error, 'PR comment', ctx)).toBe(
      `PR comment failed: GitHub's API did not answer within 0.2 s (GET /repos/octo-org/octo-repo${COMMENTS}), on every try.`,
    );
  });

  it.each([
    ['before the route ran', false],
    ['after the route ran (the comment landed, its answer did not come)', true],
  ])(
    'writes the sticky comment once through one stalled list and one stalled create %s',
    async (_, after) => {
      const { api, calls, sticky } = await stalling(
        { kind: 'stall', method: 'GET', path: COMMENTS },
        { kind: 'stall', method: 'POST', path: COMMENTS, after },
      );
      const outcome = await upsertStickyComment(api, {
        issueNumber: PR,
        marker: MARKER,
        body: `${MARKER}\nfail`,
        mode: 'always',
        changed: true,
        failed: true,
      });
      expect(outcome).toBe('created');
      expect(sticky()).toHaveLength(1);
      expect(calls('POST')).toBe(after ? 1 : 2);
    },
  );
});
