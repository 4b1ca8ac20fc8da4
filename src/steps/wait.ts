// Waits for a scan or a check to reach a final status, at the pace the service suggests, within a deadline.
import { ServiceError, TransportError } from '../api/errors.ts';
import type { PollTiming } from '../runtime/clock.ts';
import type { Toolkit } from '../runtime/toolkit.ts';
export const FINAL_STATUSES = ['succeeded', 'incomplete', 'failed', 'cancelled'];

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
  readonly timing: PollTiming;
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
  const { timing } = options;
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

export interface PollingDeps {
  readonly toolkit: Toolkit;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly signal: AbortSignal;
}

export interface LoggedWait<T extends Polled> {
  readonly first: T;
  readonly poll: () => Promise<T>;
  readonly timeoutMs: number;
  readonly timing: PollTiming;
  /** How a reading shows in the log; its status by default. */
  readonly describe?: (latest: T) => string;
}

/** waitForFinal with the log every command shows: each reading, and a failed poll that is waited out. */
export function waitAndLog<T extends Polled>(
  deps: PollingDeps,
  what: string,
  wait: LoggedWait<T>,
): Promise<WaitResult<T>> {
  const describe = wait.describe ?? ((latest: T) => latest.status);
  return waitForFinal({
    first: wait.first,
    poll: wait.poll,
    timeoutMs: wait.timeoutMs,
    timing: wait.timing,
    sleep: deps.sleep,
    now: deps.now,
    signal: deps.signal,
    retryPollAfter: (error) => pollRetryWait(error, wait.timing.defaultMs),
    onPollFailed: (error, next) =>
      deps.toolkit.warning(
        `Reading ${what} failed (${describeFailure(error)}); it goes on at the service, polling again in ${seconds(next)} s`,
      ),
    onPoll: (latest, elapsedMs, next) =>
      deps.toolkit.info(
        `${describe(latest)}, ${seconds(elapsedMs)} s elapsed${next === null ? '' : `, next poll in ${seconds(next)} s`}`,
      ),
  });
}

/** After the client's own retries: a refusal or an outage is waited out; any other answer is final. */
function pollRetryWait(error: unknown, defaultMs: number): number | null {
  if (error instanceof TransportError) return defaultMs;
  if (!(error instanceof ServiceError)) return null;
  if (error.status === 429 || error.status === 503) return error.retryAfterMs ?? defaultMs;
  return error.status >= 500 ? defaultMs : null;
}

function describeFailure(error: unknown): string {
  if (error instanceof ServiceError) {
    const wait = error.retryAfterMs ? `, retry after ${Math.ceil(error.retryAfterMs / 1000)} s` : '';
    return `HTTP ${error.status}${wait}`;
  }
  return error instanceof TransportError ? error.describe() : String(error);
}

const seconds = (ms: number) => Math.round(ms / 1000);
