// The local checks' worker seen from a scan, end to end: a worker that crashes or fails while the scan
// runs ends the run in `error` at once (never a pass), a busy worker leaves the polls, the wait's timeout
// and a cancellation on time. The worker is one of the test's own (a data: URL, through the run's
// `localChecksWorker` seam); everything else is the real run against the simulators.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
/**
 * A worker of the test's own (JavaScript), as a data: URL. `hold(ms)` keeps its thread busy: it never gets
 * back to its event loop (so it hears no message either), as checks at work, without spending CPU on it.
 */
const workerOf = (source: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';
   import { existsSync, writeFileSync } from 'node:fs';
   const cell = new Int32Array(new SharedArrayBuffer(4));
   const hold = (ms) => Atomics.wait(cell, 0, 0, ms);
   ${source}`)}`,
  );
/** A worker that keeps its thread busy for `ms`, then does `answer`. */
const busyThen = (ms: number, answer: string) =>
  workerOf(`hold(${ms});
   ${answer}`);
const ANSWER = `parentPort.postMessage({ ok: true, run: ${EMPTY_RUN} });`;

/**
 * A worker that writes `busy` as it starts, keeps its thread busy until the test writes `go` (from the polls'
 * sleeps, so the checks stay busy exactly as long as the case needs; 10 s at most), then does `answer`.
 */
function busyUntilGo(answer: string) {
  const signals = mkdtempSync(join(world.scratch, 'signals-'));
  const [busy, go] = [join(signals, 'busy'), join(signals, 'go')];
  const worker = workerOf(`writeFileSync(${JSON.stringify(busy)}, '');
   const until = Date.now() + 10_000;
   while (!existsSync(${JSON.stringify(go)}) && Date.now() < until) hold(2);
   ${answer}`);
  let gone = false;
  const release = () => {
    if (!gone) writeFileSync(go, '');
    gone = true;
  };
  return { worker, isBusy: () => existsSync(busy), go: release };
}

const checkout = () => writeCheckout({ 'README.md': '# shop\n' }, { root: world.scratch });
const INPUTS = { 'local-checks': 'tracked-secrets', comment: 'never' };
const lineOf = (stdout: string, pattern: RegExp) =>
  stdout.split('\n').findIndex((line) => pattern.test(line));
/** The scan's status reads (GET /agent/scans/{id}, exactly: not its findings, nor a longer id). */
const pollsOf = (scanId: string) =>
  requestsTo(world, `/agent/scans/${scanId}`).filter((r) => r.path.endsWith(`/agent/scans/${scanId}`)).length;

describe('the local checks worker during a scan', () => {
  it.each([
    ['crashes', 'process.exit(1);', /worker stopped \(exit code 1\) without a result/],
    ['throws', "throw new Error('out of memory');", /worker failed: out of memory/],
    [
      'reports a failure',
      "parentPort.postMessage({ ok: false, message: 'EACCES: src/' });",
      /the local checks failed: EACCES: src\//,
    ],
  ])('that %s ends the run in error at once, keeping the scan', async (_, answer, why) => {
    const url = `https://worker-${Math.random().toString(36).slice(2, 8)}.example.com`;
    // A scan that would run for the whole wait: the run stops at the failure, not at the wait's end.
    world.service.control.addSite(url, { pollsToFinish: 100_000 });
    // The worker fails once the scan has been polled (its first sleep comes after the first poll).
    const { worker, go } = busyUntilGo(answer);
    world.clock.onSleep = go;
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
    const siteId = world.service.control.addSite(url, { pollsToFinish: 100_000 });
    const { worker, isBusy, go } = busyUntilGo(ANSWER);
    // Four polls while the worker is busy; then the checks answer and the scan ends at its next poll.
    let busySleeps = 0;
    world.clock.onSleep = () => {
      if (busySleeps === 4 || !isBusy() || ++busySleeps < 4) return;
      for (const scan of world.service.control.state.scans.values())
        if (scan.siteId === siteId) scan.pollsToFinish = scan.polls + 1;
      go();
    };
    const run = await runOnPullRequest(
      world,
      { site: url, ...INPUTS },
      { workspace: checkout(), localChecksWorker: worker },
    );
    expect(run.outputs.verdict, run.stdout).toBe('pass');
    expect(busySleeps).toBe(4);
    // The scan was polled to its end while the checks ran, and the verdict waited for both.
    expect(lineOf(run.stdout, /^succeeded/)).toBeGreaterThan(-1);
    expect(lineOf(run.stdout, /^succeeded/)).toBeLessThan(lineOf(run.stdout, /^Local checks: 1 ran/));
    expect(pollsOf(run.outputs['scan-id'] ?? '')).toBeGreaterThanOrEqual(5);
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
      { workspace: checkout(), localChecksWorker: busyThen(400, ANSWER) },
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
      { workspace: checkout(), signal: controller.signal, localChecksWorker: busyThen(20_000, ANSWER) },
    );
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(run.outputs.verdict).toBe('error');
    expect(run.summary).toContain('cancelled');
    expect(run.report).toMatchObject({ scan: { id: run.outputs['scan-id'] }, localChecks: null });
  });
});
