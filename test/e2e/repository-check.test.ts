// The repository-check command with listed URLs, end to end against the service simulator and the GitHub
// stand-in; the cancellation runs the built bundle as the runner does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, PR, runInWorld, startWorld, type RunOptions, type World } from './harness.ts';
import { CHECKS, repositoryCheck as runCheck, started as startedIn } from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const started = () => startedIn(world);
const repositoryCheck = (inputs: Record<string, string>, options: RunOptions = {}) =>
  runCheck(world, inputs, options);

describe('repository-check with listed URLs', () => {
  it('fails on do_not_install, warns on caution, passes safe: one row and one outcome each', async () => {
    const { control } = world.service;
    control.setRepositoryCheck('https://github.com/e2e/bad', {
      verdict: 'do_not_install',
      summary: 'Runs a post-install script that uploads tokens.',
      findings: [{ title: 'Install script sends environment', severity: 'critical' }],
    });
    control.setRepositoryCheck('https://github.com/e2e/careful', {
      verdict: 'caution',
      summary: 'Unmaintained.',
    });
    control.setRepositoryCheck('https://github.com/e2e/fine', { verdict: 'safe' });
    const from = started().length;
    const run = await repositoryCheck({
      repositories:
        'https://github.com/e2e/fine\nhttps://github.com/e2e/careful\nhttps://github.com/e2e/bad.git\n',
      'repository-check-depth': 'deep',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.stdout).toMatch(
      /::error::Repository check failed: 1 repository the service says not to install/,
    );
    expect(run.summary).toContain('### Repository checks');
    expect(run.summary).toContain('❌ do not install');
    expect(run.summary).toContain('⚠️ caution');
    expect(run.summary).toContain('✅ safe');
    expect(run.summary).toContain('Install script sends environment');
    const bodies = started().slice(from);
    expect(bodies.map((b) => b.url)).toEqual([
      'https://github.com/e2e/fine',
      'https://github.com/e2e/careful',
      'https://github.com/e2e/bad',
    ]);
    expect(bodies.every((b) => b.depth === 'deep' && typeof b.idempotencyKey === 'string')).toBe(true);
    expect(new Set(bodies.map((b) => b.idempotencyKey)).size).toBe(3);
    expect(run.report?.repositoryChecks).toHaveLength(3);
  });

  it('warns (exit 0) when the worst is caution, and passes when all are safe', async () => {
    const warn = await repositoryCheck({ repositories: 'https://github.com/e2e/careful' });
    expect(warn.exitCode, warn.stdout).toBe(0);
    expect(warn.outputs.verdict).toBe('warn');
    expect(warn.stdout).toContain('1 repository to use with caution');
    const pass = await repositoryCheck({ repositories: 'https://github.com/e2e/fine' });
    expect(pass.exitCode, pass.stdout).toBe(0);
    expect(pass.outputs.verdict).toBe('pass');
  });

  it('names a bad URL and what is accepted, before any request', async () => {
    const from = world.service.requests.length;
    const run = await repositoryCheck({
      repositories: 'https://github.com/e2e/fine\nhttp://github.com/e2e/plain',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain(`Input 'repositories' has "http://github.com/e2e/plain"`);
    expect(run.stdout).toContain('https://HOST/OWNER/REPO');
    expect(world.service.requests.slice(from)).toHaveLength(0);
    expect(run.report).not.toBeNull();
  });

  it('explains a failure value and fails the gate', async () => {
    world.service.control.setRepositoryCheck('https://github.com/e2e/gone', { failure: 'not-found' });
    const run = await repositoryCheck({ repositories: 'https://github.com/e2e/gone' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 repository check failed');
    expect(run.summary).toContain('not-found: the repository does not exist or is not public');
  });

  it('keeps the verdict through faults on the start and the poll', async () => {
    world.service.control.setRepositoryCheck('https://github.com/e2e/flaky', { verdict: 'do_not_install' });
    world.service.control.inject({
      path: '/agent/repository-checks',
      method: 'POST',
      kind: 'unavailable',
      times: 1,
    });
    world.service.control.inject({
      path: '/agent/repository-checks',
      method: 'POST',
      kind: 'reset',
      after: true,
      times: 1,
    });
    world.service.control.inject({ path: '/agent/repository-checks/*', kind: 'internal-error', times: 1 });
    const run = await repositoryCheck({ repositories: 'https://github.com/e2e/flaky' });
    world.service.control.clearFaults();
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    expect(run.stdout).toContain('1 repository the service says not to install');
    const checks = [...world.service.requests].filter(
      (r) =>
        r.method === 'POST' &&
        r.path === CHECKS &&
        (r.body as { url?: string }).url === 'https://github.com/e2e/flaky',
    );
    expect(new Set(checks.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  });

  it('neutralises hostile service text in the log, summary and comment', async () => {
    const hostile =
      '::error::owned\n::stop-commands::x <img src=x onerror=alert(1)> @admin [click](https://evil.example) | x';
    world.service.control.setRepositoryCheck('https://github.com/e2e/hostile', {
      verdict: 'do_not_install',
      summary: hostile,
      findings: [{ title: hostile, severity: 'high' }],
      // Final at start: the claim is the text, not the wait (the SIGTERM run below polls).
      pollsToFinish: 0,
    });
    // The bundle itself: neutralising the log is the runner toolkit's work.
    const run = await repositoryCheck(
      { repositories: 'https://github.com/e2e/hostile', comment: 'always' },
      { spawn: true },
    );
    expect(run.stdout).not.toMatch(/^::error::owned/m);
    expect(run.stdout).not.toMatch(/^::stop-commands::/m);
    const comment =
      (world.github.issues.get(PR)?.comments ?? []).find((c) => c.body.includes(':repository-check:'))
        ?.body ?? '';
    expect(comment).toContain('e2e/hostile');
    for (const text of [run.summary, comment]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@admin');
      expect(text).not.toContain('](https://evil.example');
    }
  });
});

describe('repository-check that does not finish', () => {
  let slow: World;
  beforeAll(async () => {
    slow = await startWorld({
      service: { keys: [{ key: API_KEY, permissions: ['read', 'pulse'] }], checkPollsToFinish: 1000 },
    });
  });
  afterAll(() => slow.close());
  const run = (inputs: Record<string, string>, options: RunOptions = {}) =>
    runInWorld(
      slow,
      { command: 'repository-check', repositories: 'https://github.com/e2e/slow', ...inputs },
      options,
    );

  it('fails when the wait times out, still reporting the check and its link', async () => {
    const result = await run({ 'wait-timeout-minutes': '0.05' });
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*1 repository check still running when the wait ended \(raise wait-timeout-minutes to wait longer\)/,
    );
    expect(result.stdout).toMatch(/https:\/\/github\.com\/e2e\/slow: still (queued|running)/);
    expect(result.summary).toMatch(/⏳ still (queued|running)/);
    expect(result.summary).toContain('rck_');
  });

  it('writes the report with the check on SIGTERM, within the runner grace period', async () => {
    const begun = Date.now();
    const result = await run({}, { spawn: true, cancel: { signal: 'SIGTERM', when: /next poll in/ } });
    expect(Date.now() - begun).toBeLessThan(10_000);
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.summary).toContain('cancelled');
    expect(result.report).toMatchObject({ repositoryChecks: [{ url: 'https://github.com/e2e/slow' }] });
  });
});
