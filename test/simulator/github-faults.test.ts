import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '../../simulator/github/stand-in.ts';

let github: GitHubStandIn;
beforeEach(async () => {
  github = await startGitHubStandIn({ pullRequests: [7], writeTokens: ['ghs_write'] });
});
afterEach(() => github.close());

const comment = (body: string, signal?: AbortSignal) =>
  fetch(`${github.url}/repos/octo-org/octo-repo/issues/7/comments`, {
    method: 'POST',
    headers: { authorization: 'token ghs_write', 'content-type': 'application/json' },
    body: JSON.stringify({ body }),
    signal,
  });
const comments = () => github.issues.get(7)?.comments.map((c) => c.body) ?? [];

describe('GitHub stand-in faults', () => {
  it('answers a secondary rate limit (403 with Retry-After) without running the route, `times` times', async () => {
    github.inject({ kind: 'secondary-rate-limit', method: 'POST', path: '/issues/*/comments', times: 2 });
    for (const attempt of [1, 2]) {
      const res = await comment('hi');
      expect(res.status, `attempt ${attempt}`).toBe(403);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toMatchObject({ message: expect.stringContaining('secondary rate limit') });
    }
    expect(comments()).toEqual([]);
    expect((await comment('hi')).status).toBe(201);
    expect(comments()).toEqual(['hi']);
  });

  it('answers 429, 5xx and 403 with their statuses, and matches the method', async () => {
    github.inject({ kind: 'rate-limit', path: '/issues/*/comments', retryAfterSeconds: 4 });
    github.inject({ kind: 'server-error', path: '/issues/*/comments', status: 503 });
    github.inject({ kind: 'forbidden', method: 'POST', path: '/issues/*/comments' });
    const limited = await comment('a');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '4']);
    expect((await comment('b')).status).toBe(503);
    expect((await comment('c')).status).toBe(403);
    expect(github.issues.get(7)?.comments).toEqual([]);
  });

  it('loses the answer after the route ran with `after`: the comment exists, the caller saw a dropped connection', async () => {
    github.inject({ kind: 'reset', method: 'POST', path: '/issues/*/comments', after: true });
    await expect(comment('kept')).rejects.toThrow();
    expect(comments()).toEqual(['kept']);
  });

  it('never answers a stalled call: before the route nothing lands, `after` it the comment does', async () => {
    github.inject({ kind: 'stall', method: 'POST', path: '/issues/*/comments' });
    github.inject({ kind: 'stall', method: 'POST', path: '/issues/*/comments', after: true });
    await expect(comment('lost', AbortSignal.timeout(300))).rejects.toThrow(/timeout/i);
    expect(comments()).toEqual([]);
    await expect(comment('kept', AbortSignal.timeout(300))).rejects.toThrow(/timeout/i);
    expect(comments()).toEqual(['kept']);
    expect(github.requests).toHaveLength(2);
    expect((await comment('answered')).status).toBe(201);
  });

  it('closes with a stalled call still waiting, which then fails', async () => {
    github.inject({ kind: 'stall', path: '/issues/*/comments' });
    const waiting = comment('held');
    await vi.waitFor(() => expect(github.requests).toHaveLength(1));
    await github.close();
    await expect(waiting).rejects.toThrow();
  });

  it('refuses a kind it cannot write', () => {
    expect(() => github.inject({ kind: 'melt' as never, path: '/issues' })).toThrow(
      /Unknown fault kind melt/,
    );
  });
});
