// Waits for a scan to reach a final status, at the pace the service suggests, within a deadline.
export const FINAL_STATUSES = ['succeeded', 'incomplete', 'failed', 'cancelled'];

export interface PollTiming {
  /** Never poll faster than this, whatever the service suggests. */
  readonly floorMs: number;
  /** Never wait longer than this between polls, so progress keeps showing. */
  readonly ceilingMs: number;
  /** When the service suggests nothing. */
  readonly defaultMs: number;
}

export const POLL_TIMING: PollTiming = { floorMs: 1_000, ceilingMs: 60_000, defaultMs: 5_000 };

export interface Polled {
  readonly status: string;
  readonly suggestedPollAfterSeconds?: number | null;
}

export interface WaitOptions<T extends Polled> {
  readonly first: T;
  readonly poll: () => Promise<T>;
  readonly timeoutMs: number;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly signal: AbortSignal;
  readonly onPoll: (latest: T, elapsedMs: number, nextPollMs: number | null) => void;
  readonly timing?: PollTiming;
  /**
   * How long to wait after a poll that failed before polling again, or null to give up with the error.
   * The scan goes on at the service while a poll is refused (a long 429) or lost, so the wait survives it.
   */
  readonly retryPollAfter?: (error: unknown) => number | null;
  readonly onPollFailed?: (error: unknown, nextPollMs: number) => void;
}

export interface WaitResult<T> {
  readonly latest: T;
  readonly timedOut: boolean;
}

export function nextPollMs(suggestedSeconds: number | null | undefined, timing: PollTiming): number {
  const suggested =
    typeof suggestedSeconds === 'number' && Number.isFinite(suggestedSeconds)
      ? suggestedSeconds * 1000
      : timing.defaultMs;
  return Math.min(timing.ceilingMs, Math.max(timing.floorMs, suggested));
}

export async function waitForFinal<T extends Polled>(options: WaitOptions<T>): Promise<WaitResult<T>> {
  const timing = options.timing ?? POLL_TIMING;
  const started = options.now();
  let latest = options.first;
  for (;;) {
    const elapsed = options.now() - started;
    if (FINAL_STATUSES.includes(latest.status)) {
      options.onPoll(latest, elapsed, null);
      return { latest, timedOut: false };
    }
    const remaining = options.timeoutMs - elapsed;
    if (remaining <= 0) return { latest, timedOut: true };
    const delay = Math.min(nextPollMs(latest.suggestedPollAfterSeconds, timing), remaining);
    options.onPoll(latest, elapsed, delay);
    await options.sleep(delay, options.signal);
    latest = (await pollSurvivingFailures(options, timing, started)) ?? latest;
  }
}

/** The next reading, or null when the deadline came while polls kept failing. */
async function pollSurvivingFailures<T extends Polled>(
  options: WaitOptions<T>,
  timing: PollTiming,
  started: number,
): Promise<T | null> {
  for (;;) {
    try {
      return await options.poll();
    } catch (error) {
      const asked = options.retryPollAfter?.(error) ?? null;
      if (asked === null || options.signal.aborted) throw error;
      const remaining = options.timeoutMs - (options.now() - started);
      if (remaining <= 0) return null;
      const wait = Math.min(Math.max(asked, timing.floorMs), remaining);
      options.onPollFailed?.(error, wait);
      await options.sleep(wait, options.signal);
    }
  }
}
