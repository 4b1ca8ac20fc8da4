// The local checks' worker seen from a scan, end to end: a worker that crashes or fails while the scan
// runs ends the run in `error` at once (never a pass), a busy worker leaves the polls, the wait's timeout
// and a cancellation on time. The worker is one of the test's own (a data: URL, through the run's
// `localChecksWorker` seam); everything else is the real run against the simulators.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { requestsTo, runOnPullRequest, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
afterEach(() => {
  world.clock.onSleep = null;
});

const EMPTY_RUN =
  '{ results: [], filesScanned: 0, skipped: [], perCheck: {}, notes: [], secrets: new Map() }';
/** A worker that keeps its thread busy for `ms`, then does `answer` (JavaScript). */
const busyThen = (ms: number, answer: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';
   const until = Date.now() + ${ms};
   while (Date.now() < until) {}
   ${answer}`)}`,
  );
const answers = (ms: number) => busyThen(ms, `parentPort.postMessage({ ok: true, run: ${EMPTY_RUN} });`);

const checkout = () => writeCheckout({ 'README.md': '# shop\n' }, { root: world.scratch });
const INPUTS = { 'local-checks': 'tracked-secrets', comment: 'never' };
const lineOf = (stdout: string, pattern: RegExp) =>
  stdout.split('\n').findIndex((line) => pattern.test(line));
/** The scan's status reads (GET /agent/scans/{id}, exactly: not its findings, nor a longer id). */
const pollsOf = (scanId: string) =>
  requestsTo(world, `/agent/scans/${scanId}`).filter((r) => r.path.endsWith(`/agent/scans/${scanId}`)).length;

describe('the local checks worker during a scan', () => {
  it.each([
    ['crashes', busyThen(150, 'process.exit(1);'), /worker stopped \(exit code 1\) without a result/],
    ['throws', busyThen(150, "throw new Error('out of memory');"), /worker failed: out of memory/],
    [
      'reports a failure',
      busyThen(150, "parentPort.postMessage({ ok: false, message: 'EACCES: src/' });"),
      /the local checks failed: EACCES: src\//,
    ],
  ])('that %s ends the run in error at once, keeping the scan', async (_, worker, why) => {
    const url = `https://worker-${Math.random().toString(36).slice(2, 8)}.example.com`;
    // A scan that would run for the whole wait: the run stops at the failure, not at the wait's end.
    world.service.control.addSite(url, { pollsToFinish: 100_000 });
    const run = await runOnPullRequest(
      world,
      { site: url, ...INPUTS },
      { workspace: checkout(), localChecksWorker: worker },
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(why);
    const scanId = run.outputs['scan-id'] ?? '';
    expect(scanId).not.toBe('');
    // Stopped mid-wait: neither at the scan's end nor at the wait's timeout (which a run that waited on reaches).
    expect(run.report).toMatchObject({
      scan: { id: scanId, timedOut: false, status: expect.stringMatching(/^(queued|running)$/) },
      localChecks: null,
    });
    expect(pollsOf(scanId)).toBeGreaterThan(0);
  });

  it('leaves the polls running while the checks keep their thread busy', async () => {
    const url = 'https://busy-worker.example.com';
    world.service.control.addSite(url, { pollsToFinish: 5 });
    const began = performance.now();
    const run = await runOnPullRequest(
      world,
      { site: url, ...INPUTS },
      { workspace: checkout(), localChecksWorker: answers(600) },
    );
    expect(run.outputs.verdict, run.stdout).toBe('pass');
    // The scan was polled to its end while the checks ran, and the verdict waited for both.
    expect(lineOf(run.stdout, /^succeeded/)).toBeGreaterThan(-1);
    expect(lineOf(run.stdout, /^succeeded/)).toBeLessThan(lineOf(run.stdout, /^Local checks: 1 ran/));
    expect(pollsOf(run.outputs['scan-id'] ?? '')).toBeGreaterThanOrEqual(4);
    expect(performance.now() - began).toBeGreaterThan(600);
    expect(run.report).toMatchObject({
      scan: { status: 'succeeded' },
      localChecks: { ran: ['tracked-secrets'] },
    });
  });

  it('times the wait out on time while the checks run, and still judges them', async () => {
    const url = 'https://busy-timeout.example.com';
    world.service.control.addSite(url, { pollsToFinish: 100_000 });
    const run = await runOnPullRequest(
      world,
      { site: url, ...INPUTS, 'wait-timeout-minutes': '1' },
      { workspace: checkout(), localChecksWorker: answers(400) },
    );
    expect(lineOf(run.stdout, /Stopped waiting after 1 minute/)).toBeLessThan(
      lineOf(run.stdout, /^Local checks: 1 ran/),
    );
    expect(run.report).toMatchObject({
      scan: { timedOut: true },
      localChecks: { ran: ['tracked-secrets'], results: [] },
    });
  });

  it('on a cancellation, ends a busy worker at once and keeps the scan', async () => {
    const url = 'https://busy-cancel.example.com';
    world.service.control.addSite(url, { pollsToFinish: 100_000 });
    const controller = new AbortController();
    let sleeps = 0;
    world.clock.onSleep = () => {
      if (++sleeps === 2) controller.abort(new Error('cancelled by SIGTERM'));
    };
    const began = performance.now();
    const run = await runOnPullRequest(
      world,
      { site: url, ...INPUTS },
      { workspace: checkout(), signal: controller.signal, localChecksWorker: answers(20_000) },
    );
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(run.outputs.verdict).toBe('error');
    expect(run.summary).toContain('cancelled');
    expect(run.report).toMatchObject({ scan: { id: run.outputs['scan-id'] }, localChecks: null });
  });
});
