// The worker thread's entry (see thread.ts): runs the checks it is given and posts the run back. Built as
// an entry of its own into dist/local-checks-worker.js.
import { parentPort, workerData } from 'node:worker_threads';
import { runLocalChecks } from './index.ts';
import { ABORT, type ThreadAnswer, type ThreadRequest } from './thread.ts';
import { runFingerprint } from './value-identity.ts';

const request = workerData as ThreadRequest;
const handedOver = performance.now();
// A cancelled run asks the checks to stop, so the git-history read kills git before the thread is ended.
const stop = new AbortController();
parentPort?.on('message', (message) => {
  if (message === ABORT) stop.abort();
});

runLocalChecks(request.workspace, request.checks, {
  // The run's clock cannot cross threads: it goes on from where it stood when the work was handed over.
  now: () => request.startedAt + (performance.now() - handedOver),
  fingerprint: runFingerprint(request.fingerprintKey),
  signal: stop.signal,
  ...(request.history === undefined ? {} : { history: request.history }),
}).then(
  (run) => post({ ok: true, run }),
  (error: unknown) => post({ ok: false, message: error instanceof Error ? error.message : String(error) }),
);

function post(answer: ThreadAnswer): void {
  parentPort?.postMessage(answer);
}
