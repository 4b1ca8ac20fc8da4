// The local work beside the scan, end to end: what can end the run in `error` is asked before the scan
// starts, the lock files and the local checks run while it is polled, the report keeps the sequential
// order, and a cancellation in the overlapped phase keeps the scan and what the local work finished.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { PR, requestsTo, runOnPullRequest, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  world.github.pullFiles.set(PR, [
    { filename: 'package-lock.json', status: 'added' },
    { filename: 'src/config.ts', status: 'added' },
  ]);
});
afterAll(() => world.close());
afterEach(() => {
  world.clock.onSleep = null;
  world.service.control.clearFaults();
});

const secrets = fakeSecrets(23);
const PACKAGE_LOCK = `${JSON.stringify({
  name: 'shop',
  lockfileVersion: 3,
  packages: {
    '': { name: 'shop', version: '1.0.0' },
    'node_modules/left-pad': { version: '1.3.0' },
  },
})}\n`;

/** A git checkout with a lock file and a tracked credential (the pull request adds both). */
const checkout = () =>
  writeCheckout(
    {
      'package-lock.json': PACKAGE_LOCK,
      'src/config.ts': `export const stripe = '${secrets.stripeLiveKey}';\n`,
    },
    { root: world.scratch },
  );

const LOCAL = { dependencies: 'auto', 'local-checks': 'tracked-secrets', comment: 'never' };

/** The index in the service's request log of the first request matching. */
const indexOf = (test: (path: string, method: string) => boolean) =>
  world.service.requests.findIndex((r) => test(r.path, r.method));

const lineOf = (stdout: string, pattern: RegExp) =>
  stdout.split('\n').findIndex((line) => pattern.test(line));

describe('the local work beside the scan', () => {
  it('authorizes before the start, then uploads and checks while the scan is polled', async () => {
    const url = 'https://overlap.example.com';
    world.service.control.addSite(url, { pollsToFinish: 5 });
    // The upload answers late: meanwhile the scan is polled to its end.
    world.service.control.inject({ kind: 'slow', path: '/agent/sites/*/dependencies', delayMs: 400 });
    const before = world.service.requests.length;
    const run = await runOnPullRequest(world, { site: url, ...LOCAL }, { workspace: checkout() });
    expect(run.outputs.verdict, run.stdout).toBe('fail');

    const at = (test: (path: string, method: string) => boolean) => {
      const index = indexOf((path, method) => test(path, method));
      expect(index).toBeGreaterThanOrEqual(before);
      return index;
    };
    const authorized = at((path) => path.endsWith('/local-assessments/authorize'));
    const started = at((path, method) => method === 'POST' && path.endsWith('/pulse'));
    const uploaded = at((path) => path.endsWith('/dependencies'));
    expect(authorized).toBeLessThan(started);
    expect(started).toBeLessThan(uploaded);
    const scanId = run.outputs['scan-id'] ?? '';
    const polls = requestsTo(world, `/agent/scans/${scanId}`).filter((r) =>
      r.path.endsWith(`/agent/scans/${scanId}`),
    );
    expect(polls.length).toBeGreaterThanOrEqual(4);

    // The scan was polled to its end while the upload was still out, and started before the checks ended.
    const { stdout } = run;
    expect(lineOf(stdout, /^succeeded/)).toBeGreaterThan(-1);
    expect(lineOf(stdout, /^succeeded/)).toBeLessThan(lineOf(stdout, /^Dependencies: /));
    expect(lineOf(stdout, /^Scan \S+ started/)).toBeLessThan(lineOf(stdout, /^Local checks: 1 ran/));
    // Their log lines wait for the wait's group to close, instead of landing inside it.
    const waitGroup = lineOf(stdout, /^::group::Waiting for scan/);
    const waitEnd = waitGroup + lineOf(stdout.split('\n').slice(waitGroup).join('\n'), /^::endgroup::/);
    expect(waitGroup).toBeGreaterThan(-1);
    expect(lineOf(stdout, /^Dependencies: /)).toBeGreaterThan(waitEnd);
    expect(lineOf(stdout, /^Local checks: 1 ran/)).toBeGreaterThan(waitEnd);
    expect(run.report).toMatchObject({
      scan: { id: scanId, status: 'succeeded' },
      dependencies: { uploaded: true, packageCount: 1 },
      localChecks: {
        ran: ['tracked-secrets'],
        results: [expect.objectContaining({ file: 'src/config.ts' })],
      },
    });
  });

  it('lists what the local work skipped and noted where the sequential order had it', async () => {
    const url = 'https://order.example.com';
    world.service.control.addSite(url);
    // Outside git and without a lock file: the lock files are skipped and the checks note the walk, both
    // after the scan flow's own `wait: false` in time, before it in the report.
    const workspace = writeCheckout({ 'README.md': '# shop\n' }, { git: false, root: world.scratch });
    const run = await runOnPullRequest(world, { site: url, ...LOCAL, wait: 'false' }, { workspace });
    const report = run.report as { skipped: { what: string }[]; warnings: string[] };
    expect(report.skipped.map((s) => s.what)).toEqual(['Dependency upload', 'Wait']);
    expect(report.warnings[0]).toMatch(/^Local checks: not a git checkout/);
  });

  it('on a cancellation while the upload is out, ends at once and keeps the scan and what was read', async () => {
    const url = 'https://cancel-overlap.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000 });
    world.service.control.inject({ kind: 'slow', path: '/agent/sites/*/dependencies', delayMs: 5_000 });
    const controller = new AbortController();
    let sleeps = 0;
    world.clock.onSleep = () => {
      if (++sleeps === 3) controller.abort(new Error('cancelled by SIGINT'));
    };
    const began = performance.now();
    const run = await runOnPullRequest(
      world,
      { site: url, ...LOCAL },
      { workspace: checkout(), signal: controller.signal },
    );
    expect(performance.now() - began).toBeLessThan(4_000);
    expect(run.outputs.verdict).toBe('error');
    expect(run.summary).toContain('cancelled');
    expect(run.outputs['scan-id']).not.toBe('');
    // The lock file was read (its upload never answered); the checks had finished or not, never half.
    expect(run.report).toMatchObject({
      scan: { id: run.outputs['scan-id'] },
      dependencies: { uploaded: false, files: [expect.objectContaining({ path: 'package-lock.json' })] },
    });
  });

  it('refuses named checks the service will not authorize before any scan starts', async () => {
    const url = 'https://refused-local.example.com';
    world.service.control.addSite(url);
    world.service.control.inject({
      kind: 'internal-error',
      path: '/projects/*/local-assessments/authorize',
      times: 20,
    });
    const before = world.service.requests.length;
    const run = await runOnPullRequest(world, { site: url, ...LOCAL }, { workspace: checkout() });
    expect(run.outputs.verdict).toBe('error');
    const since = world.service.requests.slice(before);
    expect(since.some((r) => r.method === 'POST' && r.path.endsWith('/pulse'))).toBe(false);
    expect(since.some((r) => r.path.endsWith('/dependencies'))).toBe(false);
  });
});

describe('the built bundle', () => {
  it('runs the local checks in its own worker file beside the wait', async () => {
    // ncc's second entry (scripts/build.ts), which the scan's chunk starts from beside itself.
    expect(existsSync(join(import.meta.dirname, '..', '..', 'dist', 'local-checks-worker.js'))).toBe(true);
    const url = 'https://bundle-overlap.example.com';
    // One real poll interval (a second) to run beside.
    world.service.control.addSite(url, { pollsToFinish: 2 });
    const run = await runOnPullRequest(
      world,
      { site: url, ...LOCAL },
      { workspace: checkout(), spawn: true },
    );
    expect(run.outputs.verdict, run.stderr).toBe('fail');
    expect(run.report).toMatchObject({
      dependencies: { uploaded: true },
      localChecks: { results: [expect.objectContaining({ file: 'src/config.ts' })] },
    });
  });

  it('on SIGTERM in the overlapped phase, ends the worker and reports within seconds', async () => {
    const url = 'https://bundle-cancel.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000, suggestedPollAfterSeconds: 30 });
    const files: Record<string, string> = { 'package-lock.json': PACKAGE_LOCK };
    // A few hundred milliseconds of checks: lines the secret rules weigh (a token-like value under a keyword
    // name) cost the checks ten times what plain ones do, so a hundred files do, where plain ones took
    // thousands (whose writing cost seconds of CPU).
    for (let i = 0; i < 100; i++) {
      const lines = Array.from(
        { length: 200 },
        (_, j) => `export const apiToken${j} = 'Zq8Lr2Wm4Tx${i}x${j}Qp';`,
      );
      files[`src/m${i}.ts`] = `${lines.join('\n')}\n`;
    }
    // Outside git (a walk), so the tree is quick to write.
    const workspace = writeCheckout(files, { git: false, root: world.scratch });
    const began = Date.now();
    const run = await runOnPullRequest(
      world,
      { site: url, ...LOCAL },
      { workspace, spawn: true, cancel: { signal: 'SIGTERM', when: /next poll in/ } },
    );
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(run.outputs.verdict).toBe('error');
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.summary).toContain('cancelled');
  });
});
