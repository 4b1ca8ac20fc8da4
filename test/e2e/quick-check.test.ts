// The quick-check command end to end: dist/index.js against the simulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type RunOptions, type World, requestsTo, runInWorld } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const quickCheck = (url: string, extra: Record<string, string> = {}, options: RunOptions = {}) =>
  runInWorld(world, { command: 'quick-check', url, ...extra }, options);

describe('quick-check', () => {
  it('reports a row per result, warns on results that need attention, and sets the outputs', async () => {
    const run = await quickCheck('https://quick.example.com');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.outputs['report-file']).not.toBe('');
    expect(run.summary).toContain('### Quick check');
    expect(run.summary).toContain('| ✅ pass | HTTPS is enforced |');
    expect(run.summary).toContain('| ⚠️ attention | Security headers are incomplete |');
    expect(run.summary).toContain('1 quick-check result needing attention');
    expect(run.report?.quickCheck).toMatchObject({ status: 'succeeded', reused: false, timedOut: false });
    const [start] = requestsTo(world, '/agent/quick-checks').filter((r) => r.method === 'POST');
    expect(start?.body).toMatchObject({ url: 'https://quick.example.com' });
    expect((start?.body as { idempotencyKey?: string }).idempotencyKey).toBeTruthy();
  });

  it('says when the service reused an earlier check of the address', async () => {
    const run = await quickCheck('https://quick.example.com', {}, { env: { GITHUB_RUN_ID: '5151' } });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.report?.quickCheck).toMatchObject({ reused: true });
    expect(run.summary).toContain('an earlier check of this address (not run again)');
    expect(run.stdout).toContain('reused an earlier check of this address');
  });

  it('fails on a result at or above fail-on, and passes it with fail-on critical', async () => {
    const url = 'https://severe.example.com';
    world.service.control.setQuickCheck(url, {
      checks: [
        { id: 'cookies', title: 'Session cookie without Secure', status: 'attention', severity: 'high' },
      ],
    });
    const failing = await quickCheck(url);
    expect(failing.exitCode, failing.stdout).toBe(1);
    expect(failing.stdout).toContain('1 quick-check result at or above high');
    expect(failing.summary).toContain('high cookies: Session cookie without Secure');
    const passing = await quickCheck(url, { 'fail-on': 'critical' }, { env: { GITHUB_RUN_ID: '5152' } });
    expect(passing.exitCode, passing.stdout).toBe(0);
    expect(passing.outputs.verdict).toBe('warn');
  });

  it('fails a check that failed on the service', async () => {
    const url = 'https://broken-check.example.com';
    world.service.control.setQuickCheck(url, { finalStatus: 'failed' });
    const run = await quickCheck(url);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 quick check that failed on the service');
  });

  it('neutralises hostile text from the service in the summary and the log', async () => {
    const url = 'https://hostile-check.example.com';
    const hostile = '::error::pwned <img src=x onerror=alert(1)> @octocat [x](https://evil.example)';
    world.service.control.setQuickCheck(url, {
      summary: hostile,
      checks: [{ id: 'x', title: hostile, status: 'attention' }],
    });
    const run = await quickCheck(url);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).not.toMatch(/^::error::pwned/m);
    expect(run.summary).not.toContain('<img');
    expect(run.summary).not.toContain('@octocat');
    expect(run.summary).not.toContain('](https://evil.example');
  });

  it('rides out a brief outage and names a refusal it cannot wait for', async () => {
    const url = 'https://flaky-check.example.com';
    world.service.control.inject({
      kind: 'unavailable',
      path: '/agent/quick-checks/*',
      retryAfterSeconds: 1,
    });
    const recovered = await quickCheck(url);
    expect(recovered.exitCode, recovered.stdout).toBe(0);
    expect(recovered.report?.quickCheck).toMatchObject({ status: 'succeeded' });
    world.service.control.inject({ kind: 'rate-limit', path: '/agent/quick-checks', retryAfterSeconds: 600 });
    const refused = await quickCheck('https://limited-check.example.com');
    expect(refused.exitCode, refused.stdout).toBe(1);
    expect(refused.stdout).toContain('HTTP 429');
    expect(refused.outputs.verdict).toBe('error');
    expect(refused.report).not.toBeNull();
  });

  it('reports the started check when the job is cancelled while it waits', async () => {
    const url = 'https://cancelled-check.example.com';
    world.service.control.inject({ kind: 'slow', path: '/agent/quick-checks/*', delayMs: 5000 });
    const run = await quickCheck(
      url,
      {},
      { spawn: true, cancel: { signal: 'SIGINT', when: /next poll in/ } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.summary).toContain('cancelled');
    expect(run.report?.quickCheck).toMatchObject({ url, status: 'queued' });
  });

  it('names the missing url input before any request', async () => {
    const before = world.service.requests.length;
    const run = await quickCheck('');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain("Input 'url' is required for command 'quick-check'");
    expect(world.service.requests.length).toBe(before);
  });
});
