// Time as the run sees it: now, an abortable sleep, and every poll interval. Passed in from the
// composition root (the system clock here), so tests run the whole action on a virtual clock.
import { setTimeout as delay } from 'node:timers/promises';
export interface Clock {
  readonly now: () => number;
  /** Resolves after `ms`; rejects with the signal's reason once it aborts. */
  readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly polls: PollIntervals;
}

export interface PollTiming {
  /** Never poll faster than this, whatever the service suggests. */
  readonly floorMs: number;
  /** Never wait longer than this between polls, so progress keeps showing. */
  readonly ceilingMs: number;
  /** When the service suggests nothing. */
  readonly defaultMs: number;
}

export interface PollIntervals {
  /** A scan's status polls. */
  readonly scan: PollTiming;
  /** A quick check's and a repository check's status polls. */
  readonly checks: PollTiming;
  /** Between tries to start a Deep operation that waits for a person's approval. */
  readonly deepApprovalMs: number;
  /** Between lookups of the site's scans after a Deep start's answer was lost (the list may lag). */
  readonly deepLostStartMs: number;
}

const SERVICE_PACE: PollTiming = { floorMs: 1_000, ceilingMs: 60_000, defaultMs: 5_000 };

export const DEFAULT_POLLS: PollIntervals = {
  scan: SERVICE_PACE,
  checks: SERVICE_PACE,
  deepApprovalMs: 10_000,
  deepLostStartMs: 5_000,
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms, signal) => {
    try {
      await delay(ms, undefined, { signal });
    } catch (error) {
      // A cancellation surfaces as what the run was aborted with.
      signal?.throwIfAborted();
      throw error;
    }
  },
  polls: DEFAULT_POLLS,
};
