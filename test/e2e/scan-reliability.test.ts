// What a run must do whatever happens: replay instead of a second charge, time out with the scan's id,
// write everything on cancellation, keep the verdict through faults (a GitHub that never answers among
// them), neutralise hostile text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finding,
  PR,
  pullRequestEvent,
  runOnPullRequest,
  startWorld,
  stickyComments,
  type World,
} from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

describe('scan reliability', () => {
  it('replays a re-run of the job: one charge, one sticky comment updated in place', async () => {
    const url = 'https://rerun.example.com';
    world.service.control.addSite(url, { findings: [finding('XSS-AAAAAA', 'high')] as never });
    const before = world.service.control.charges();
    const first = await runOnPullRequest(world, { site: url, comment: 'always' });
    const commentsAfterFirst = stickyComments(world).filter((c) =>
      c.body.includes(first.outputs['scan-id'] ?? '?'),
    );
    const second = await runOnPullRequest(world, { site: url, comment: 'always' });
    expect(second.outputs['scan-id']).toBe(first.outputs['scan-id']);
    expect(world.service.control.charges() - before).toBe(1);
    expect(second.summary).toContain('replayed');
    expect(commentsAfterFirst).toHaveLength(1);
    expect(
      stickyComments(world).filter((c) => c.body.includes(first.outputs['scan-id'] ?? '?')),
    ).toHaveLength(1);
  });

  it('fails a wait timeout with the scan id and link', async () => {
    const url = 'https://slow.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000, suggestedPollAfterSeconds: 1 });
    const run = await runOnPullRequest(world, {
      site: url,
      'wait-timeout-minutes': '0.03',
      comment: 'never',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.outputs['scan-url']).toMatch(/^http/);
    expect(run.stdout).toContain('the wait timed out');
    expect(run.summary).toContain(run.outputs['scan-id'] ?? '?');
  });

  it('on SIGTERM stops waiting and writes the summary, outputs and report within seconds', async () => {
    const url = 'https://cancelled.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000, suggestedPollAfterSeconds: 30 });
    const started = Date.now();
    const run = await runOnPullRequest(
      world,
      { site: url, comment: 'never' },
      { spawn: true, cancel: { signal: 'SIGTERM', when: /next poll in/ } },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.summary).toContain('cancelled');
    expect(run.report).toMatchObject({ verdict: { verdict: 'error' } });
  });

  it('keeps the verdict through faults on every route it uses', async () => {
    const url = 'https://faulty.example.com';
    world.service.control.addSite(url, { findings: [finding('CSP-AAAAAA', 'high')] as never });
    for (const [path, kind] of [
      ['/agent/sites', 'reset'],
      ['/agent/sites/*/pulse', 'unavailable'],
      ['/agent/scans/*', 'internal-error'],
      ['/agent/scans/*/findings', 'truncated-json'],
      ['/agent/scans/*/comparison', 'html-error'],
      ['/agent/scans', 'rate-limit'],
    ] as const) {
      world.service.control.inject({ path, kind, times: 1 });
    }
    const run = await runOnPullRequest(world, { site: url, comment: 'never', 'fail-scope': 'all' });
    world.service.control.clearFaults();
    expect(run.outputs.verdict).toBe('fail');
    expect(run.stdout).toContain('1 finding at or above high');
  });

  it('waits out a poll refused past the client retries: the scan goes on, and so does the wait', async () => {
    const url = 'https://throttled.example.com';
    world.service.control.addSite(url, {
      findings: [finding('CSP-BBBBBB', 'high')] as never,
      pollsToFinish: 2,
    });
    // Five refusals exhaust the client's attempts on one poll; the wait polls again after Retry-After.
    world.service.control.inject({ path: '/agent/scans/*', method: 'GET', kind: 'rate-limit', times: 5 });
    const run = await runOnPullRequest(world, { site: url, comment: 'never', 'fail-scope': 'all' });
    world.service.control.clearFaults();
    expect(run.stdout).toMatch(
      /::warning::Reading scan \S+ failed \(HTTP 429, retry after 1 s\); it goes on at the service/,
    );
    expect(run.outputs['scan-status']).toBe('succeeded');
    expect(run.stdout).toContain('1 finding at or above high');
  });

  it('neutralises hostile titles in the log, summary, annotations and comment', async () => {
    const url = 'https://hostile.example.com';
    const hostile =
      '::error::owned\n::stop-commands::x <img src=x onerror=alert(1)> @admin [click](https://evil.example) | x';
    // Final at start: the claim is the text, not the wait (the SIGTERM run above polls).
    world.service.control.addSite(url, {
      findings: [finding('XSS-HOSTIL', 'high', hostile)] as never,
      pollsToFinish: 0,
    });
    // The bundle itself: neutralising the log is the runner toolkit's work.
    const run = await runOnPullRequest(
      world,
      { site: url, comment: 'always', 'fail-scope': 'all' },
      { spawn: true },
    );
    expect(run.stdout).not.toMatch(/^::error::owned/m);
    expect(run.stdout).not.toMatch(/^::stop-commands::/m);
    const comment =
      stickyComments(world).find((c) => c.body.includes(run.outputs['scan-id'] ?? '?'))?.body ?? '';
    for (const text of [run.summary, comment]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@admin');
      expect(text).not.toContain('](https://evil.example');
    }
    expect(comment).not.toBe('');
  });

  it('treats a refused comment on a fork as a warning; the verdict stands on the findings', async () => {
    const url = 'https://fork.example.com';
    world.service.control.addSite(url, { findings: [] });
    const run = await runOnPullRequest(
      world,
      { site: url, comment: 'always', 'github-token': 'ghs_readonly' },
      { event: pullRequestEvent(true) },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.stdout).toMatch(
      /::warning::PR comment skipped: the token of a pull request from a fork may only read/,
    );
  });

  it('finishes a pull-request scan whose comment calls stall, warning that GitHub did not answer', async () => {
    const url = 'https://github-stalls.example.com';
    world.service.control.addSite(url, { findings: [finding('CSP-CCCCCC', 'high')] as never });
    world.github.inject({ kind: 'stall', path: `/issues/${PR}/comments`, times: 100 });
    const run = await runOnPullRequest(
      world,
      { site: url, comment: 'always', 'fail-scope': 'all' },
      { githubTimeouts: STALL_LIMITS },
    );
    world.github.clearFaults();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', 'scan-status': 'succeeded' });
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.report).toMatchObject({ verdict: { verdict: 'fail' } });
    expect(run.stdout).toContain('1 finding at or above high');
    expect(run.stdout).toContain(
      `::warning::PR comment failed: GitHub's API did not answer within 0.2 s (GET /repos/octo-org/octo-repo/issues/${PR}/comments), on every try.`,
    );
    expect(commentsOf(run)).toHaveLength(0);
  });

  it('writes the comment once when GitHub keeps the answer to its create', async () => {
    const url = 'https://github-stalls-once.example.com';
    world.service.control.addSite(url, { findings: [] });
    world.github.inject({ kind: 'stall', method: 'POST', path: `/issues/${PR}/comments`, after: true });
    const run = await runOnPullRequest(
      world,
      { site: url, comment: 'always' },
      { githubTimeouts: STALL_LIMITS },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('PR comment: created');
    expect(commentsOf(run)).toHaveLength(1);
  });
});

/** GitHub's limits shortened, so a stalled call ends in about a second (undici's timer resolution). */
const STALL_LIMITS = { headersMs: 200, bodyMs: 200 };

const commentsOf = (run: { outputs: Record<string, string> }) =>
  stickyComments(world).filter((c) => c.body.includes(run.outputs['scan-id'] ?? '?'));
