// A scan's local work (the lock files and the local checks), done while the service scans, so a run takes
// about the longer of the two rather than their sum. Everything of it that can end the run in `error` is
// settled before the scan starts (`prepareLocalWork`: the inputs, the route, the checkout, the service's
// authorization of the local checks); reading the lock files, their upload and the checks then run beside
// the wait (`besideTheScan`). The spec orders neither the dependency upload nor the local checks against a
// scan's start, on either route (the legacy route has no upload); it asks only that admitted checks start
// by the admission's `startBy`, which the checks' run asks again past it (src/steps/local-assessment.ts).
import { prepareInventory } from '../../steps/inventory.ts';
import { authorizeLocalChecks } from '../../steps/local-assessment.ts';
import { heldLog } from '../../runtime/held-log.ts';
import type { CommandDeps } from '../deps.ts';
import type { ScanSettings } from './spec.ts';
import { deferLists, insertDeferred, markLists } from './deferred-lists.ts';
import type { SiteRef } from './route.ts';

type Part = (signal: AbortSignal) => Promise<void>;

export interface LocalWork {
  /** Both parts at once; the first failure stops the other, and is thrown once both have settled. */
  run(signal: AbortSignal): Promise<void>;
  /** Puts what the parts recorded into the run state where the sequential order had it (once). */
  record(): void;
  /** Writes the log lines the parts printed while they ran beside the scan, lock files first. */
  releaseLog(): Promise<void>;
}

export async function prepareLocalWork(deps: CommandDeps<ScanSettings>, site: SiteRef): Promise<LocalWork> {
  // The scan flow records into the state from here on; the parts, which came before it, into lists of
  // their own, put back in their place at the end: the report stays the sequential order's.
  const mark = markLists(deps.state);
  const lockFiles = deferLists(deps.state);
  const checks = deferLists(deps.state);
  const record = () => insertDeferred(deps.state, mark, [lockFiles, checks]);
  // Their log lines too: printed as they came, they would land inside the wait's log group.
  const logs = [heldLog(deps.toolkit), heldLog(deps.toolkit)] as const;
  const releaseLog = async () => {
    for (const log of logs) await log.release();
  };
  try {
    const upload = await prepareInventory(
      { ...deps, state: lockFiles.state, toolkit: logs[0].toolkit },
      site,
      deps.settings.route,
    );
    const check = await authorizeLocalChecks(
      { ...deps, state: checks.state, toolkit: logs[1].toolkit },
      site,
    );
    const parts = [upload, check].filter((part): part is Part => part !== null);
    const run = (signal: AbortSignal) => {
      for (const log of logs) log.hold();
      return runParts(parts, signal);
    };
    return { run, record, releaseLog };
  } catch (error) {
    record();
    throw error;
  }
}

async function runParts(parts: readonly Part[], signal: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const either = AbortSignal.any([signal, stop.signal]);
  await Promise.allSettled(
    parts.map((part) =>
      part(either).catch((error: unknown) => {
        stop.abort(error);
        throw error;
      }),
    ),
  );
  if (stop.signal.aborted) throw stop.signal.reason;
}

/**
 * Runs the scan flow, and the local work beside it from the moment the scan has started (after the flow,
 * when it starts none: `scan: none`, or a failure before the start). A failure of the local work stops the
 * wait at once: the run cannot pass, and the scan goes on at the service (a re-run's start replays it under
 * the same idempotency key). A failure of the flow lets the local work finish first, as it had finished
 * before the scan in the sequential order. Cancelled or not, what both recorded reaches the state.
 */
export async function besideTheScan(
  signal: AbortSignal,
  work: LocalWork | null,
  flow: (signal: AbortSignal, onStarted: () => void) => Promise<void>,
): Promise<void> {
  if (work === null) return flow(signal, () => undefined);
  const stop = new AbortController();
  let local: Promise<void> | null = null;
  const begin = (): Promise<void> => {
    if (local === null) {
      local = work.run(signal).catch((error: unknown) => {
        stop.abort(error);
        throw error;
      });
      // Awaited below; until then its failure is seen through `stop`, not as an unhandled rejection.
      local.catch(() => undefined);
    }
    return local;
  };
  try {
    try {
      await flow(AbortSignal.any([signal, stop.signal]), () => void begin());
    } catch (error) {
      if (stop.signal.aborted) throw stop.signal.reason;
      await begin().catch(() => undefined);
      throw error;
    }
    await begin();
  } finally {
    work.record();
    await work.releaseLog();
  }
}
