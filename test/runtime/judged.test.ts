import { describe, expect, it } from 'vitest';
import { SPECS } from '../../src/commands/registry.ts';
import { outputsOf } from '../../src/render/outputs.ts';
import { judgedParts } from '../../src/runtime/judged.ts';
import { COMMANDS } from '../../src/settings/choices.ts';
import { report } from '../render/fixtures.ts';
import { runContext } from '../support/run-context.ts';

const HEAD = 'c'.repeat(40);
const ctx = runContext;

describe('judgedParts', () => {
  it("names a pull request scan's pull request, its head and the site", () => {
    const parts = judgedParts(
      report(),
      ctx({
        eventName: 'pull_request',
        pullNumber: 7,
        headSha: HEAD,
        baseSha: 'b'.repeat(40),
        changedFiles: 4,
      }),
      'web.example.com/app',
      true,
    );
    expect(parts).toEqual({
      pullRequest: {
        number: 7,
        headSha: HEAD,
        baseSha: 'b'.repeat(40),
        changedFiles: 4,
        siteKey: 'web.example.com/app',
      },
      judged: {
        event: 'pull_request',
        sha: HEAD,
        siteKey: 'web.example.com/app',
        siteSlug: 'web.example.com_app-e00a6f9823',
      },
    });
    expect(outputsOf({ ...report(), ...parts }, 'r')['site-slug']).toBe('web.example.com_app-e00a6f9823');
    expect(outputsOf({ ...report(), ...parts }, 'r')['pull-request-number']).toBe('7');
  });

  it("keeps the fork recipe's pull request, judged at the data's head", () => {
    const pullRequest = { number: 9, headSha: HEAD, baseSha: null, changedFiles: 1, siteKey: 's' };
    const parts = judgedParts(
      report({ pullRequest }),
      ctx({ eventName: 'workflow_run', headSha: HEAD }),
      's',
      true,
    );
    expect(parts.pullRequest).toBe(pullRequest);
    expect(parts.judged).toMatchObject({ event: 'workflow_run', sha: HEAD });
  });

  it('judges a merge queue group at its head, a push at its commit, and names no pull request there', () => {
    const group = judgedParts(report(), ctx({ eventName: 'merge_group', headSha: HEAD }), 's', true);
    expect(group).toMatchObject({ pullRequest: null, judged: { event: 'merge_group', sha: HEAD } });
    const pushed = judgedParts(report(), ctx({}), 's', true);
    expect(pushed).toMatchObject({ pullRequest: null, judged: { event: 'push', sha: 'a'.repeat(40) } });
  });

  it('names no pull request for a command whose spec does not judge one (all but scan)', () => {
    expect(COMMANDS.filter((c) => SPECS[c].judgesPullRequest)).toEqual(['scan']);
    const parts = judgedParts(
      report({ command: 'monitor' }),
      ctx({ eventName: 'pull_request', pullNumber: 7, headSha: HEAD }),
      'all-sites',
      SPECS.monitor.judgesPullRequest === true,
    );
    expect(parts.pullRequest).toBeNull();
    expect(parts.judged?.siteSlug).toBe('all-sites');
  });
});
