import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/github/context.ts';
import { explainGitHubError } from '../../src/github/octokit.ts';

const ctx = { fromFork: false } as RunContext;
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
});
