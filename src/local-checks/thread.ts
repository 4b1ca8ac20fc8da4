// The local checks in a worker thread. They read and match every file of the checkout (seconds of CPU on a
// large repository), which on the main thread would hold up the scan's polls, the cancellation signal and
// every timer. The worker gets plain data and sends back the run; a worker that fails, or stops without a
// run, rejects: never an empty run, which would pass what was not checked.
import { Worker } from 'node:worker_threads';
import type { LocalCheckRun } from './index.ts';
import type { LocalCheckId } from './types.ts';

export interface ThreadRequest {
  readonly workspace: string;
  readonly checks: readonly LocalCheckId[];
  /** The run's fingerprint key (`fingerprintKey`): the head's run and the base's share it. */
  readonly fingerprintKey: Uint8Array;
  /** git-history's range on a change; the whole history without it. */
  readonly history?: { readonly since: string; readonly until: string };
  /** The run's clock when the work is handed over: the worker measures the history bound from it. */
  readonly startedAt: number;
}

/** What the worker posts: the run, or why there is none. */
export type ThreadAnswer =
  { readonly ok: true; readonly run: LocalCheckRun } | { readonly ok: false; readonly message: string };

/**
 * The worker's module: `thread-worker.ts` beside this file in the sources; in dist/, where ncc bundles
 * it as an entry of its own (scripts/build.ts), `local-checks-worker.js` beside the chunk holding this.
 */
export function workerEntry(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './thread-worker.ts' : './local-checks-worker.js', here);
}

/**
 * How long a cancelled worker has to stop its git read (killing git) before it is ended: its answer is not
 * waited for (the runner's grace period is short), only its child process is given the chance to go.
 */
const ABORT_GRACE_MS = 250;

/** The message that asks the worker to stop (thread-worker.ts). */
export const ABORT = 'abort';

/** Runs the checks in a worker; `signal` rejects at once, and ends the worker (see ABORT_GRACE_MS). */
export function runLocalChecksInThread(
  request: ThreadRequest,
  signal: AbortSignal,
  entry: URL = workerEntry(),
): Promise<LocalCheckRun> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: request });
    let settled = false;
    const settle = (done: () => void, graceMs = 0) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      done();
      if (graceMs === 0) {
        void worker.terminate();
        return;
      }
      worker.postMessage(ABORT);
      setTimeout(() => void worker.terminate(), graceMs);
    };
    const onAbort = () => settle(() => reject(abortReason(signal)), ABORT_GRACE_MS);
    signal.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (answer: ThreadAnswer) =>
      settle(() =>
        answer.ok ? resolve(answer.run) : reject(new Error(`the local checks failed: ${answer.message}`)),
      ),
    );
    worker.on('error', (error: Error) =>
      settle(() => reject(new Error(`the local checks' worker failed: ${error.message}`))),
    );
    worker.on('exit', (code) =>
      settle(() =>
        reject(new Error(`the local checks' worker stopped (exit code ${code}) without a result`)),
      ),
    );
  });
}

/** What the run was aborted with (`cancelled by SIGINT`), as the waits and requests throw it. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}
