// The local checks in a worker thread: the same run as in this thread (secret identities under the shared
// key included), and a worker that fails, crashes or is cancelled rejects at once, never with an empty run.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLocalChecks } from '../../src/local-checks/index.ts';
import { runLocalChecksInThread, type ThreadRequest } from '../../src/local-checks/thread.ts';
import { fingerprintKey, runFingerprint } from '../../src/local-checks/value-identity.ts';
import { removeAfter } from '../support/cleanup.ts';
import { fakeSecrets } from './fake-secrets.ts';

const KEY = fakeSecrets(52).stripeLiveKey ?? '';

function tree(files: Record<string, string>): string {
  const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-thread-')));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A worker of the test's own, as a data: URL. */
const worker = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(source)}`);

const request = (workspace: string): ThreadRequest => ({
  workspace,
  checks: ['tracked-secrets', 'container-values'],
  fingerprintKey: fingerprintKey(),
  startedAt: 0,
});

describe('runLocalChecksInThread', () => {
  it('gives the run of this thread, with each secret identified under the shared key', async () => {
    const root = tree({
      'src/config.ts': `export const stripe = '${KEY}';\n`,
      'docker-compose.yml': `services:\n  api:\n    environment:\n      STRIPE_KEY: ${KEY}\n`,
    });
    const asked = request(root);
    const threaded = await runLocalChecksInThread(asked, new AbortController().signal);
    const here = await runLocalChecks(root, asked.checks, {
      now: () => 0,
      fingerprint: runFingerprint(asked.fingerprintKey),
    });
    expect(threaded.results).toEqual(here.results);
    expect(threaded.filesScanned).toBe(2);
    // The identities stay keyed by the very result objects they belong to.
    expect(threaded.results.map((r) => threaded.secrets.get(r))).toEqual(
      here.results.map((r) => here.secrets.get(r)),
    );
    expect(threaded.secrets.size).toBe(here.secrets.size);
    expect(threaded.secrets.size).toBeGreaterThan(1);
  });

  it('rejects with the failure a worker reports', async () => {
    const failing = worker(
      "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ ok: false, message: 'EACCES: no read' });",
    );
    await expect(
      runLocalChecksInThread(request('/nowhere'), new AbortController().signal, failing),
    ).rejects.toThrow('the local checks failed: EACCES: no read');
  });

  it('rejects when the worker throws or exits without a result', async () => {
    const signal = new AbortController().signal;
    await expect(
      runLocalChecksInThread(request('/nowhere'), signal, worker("throw new Error('boom');")),
    ).rejects.toThrow("the local checks' worker failed: boom");
    await expect(
      runLocalChecksInThread(request('/nowhere'), signal, worker('process.exit(3);')),
    ).rejects.toThrow('stopped (exit code 3) without a result');
  });

  it('ends a busy worker as soon as the run is cancelled', async () => {
    const controller = new AbortController();
    // Its thread never gets back to its event loop (deaf to the abort message), as checks at work, though
    // blocked rather than spinning, so no core is spent on it.
    const blocked = worker('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);');
    const busy = runLocalChecksInThread(request('/nowhere'), controller.signal, blocked);
    const started = performance.now();
    setTimeout(() => controller.abort(new Error('cancelled by SIGINT')), 50);
    await expect(busy).rejects.toThrow('cancelled by SIGINT');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('asks a cancelled worker to stop (its git read kills git) before ending it', async () => {
    const marker = join(tree({}), 'stopped');
    const controller = new AbortController();
    const listening = worker(
      `import { parentPort } from 'node:worker_threads'; import { writeFileSync } from 'node:fs';
       parentPort.on('message', (m) => { if (m === 'abort') writeFileSync(${JSON.stringify(marker)}, 'yes'); });`,
    );
    const run = runLocalChecksInThread(request('/nowhere'), controller.signal, listening);
    setTimeout(() => controller.abort(new Error('cancelled by SIGINT')), 100);
    await expect(run).rejects.toThrow('cancelled by SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(marker)).toBe(true);
  });

  it('starts nothing once cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by SIGTERM'));
    expect(() => runLocalChecksInThread(request('/nowhere'), controller.signal)).toThrow(
      'cancelled by SIGTERM',
    );
  });
});
