// When to try a request again, and after how long. Pure: the transport passes in what happened, the
// elapsed time and the random source, and gets back a wait or "stop".

/**
 * - `idempotent`: GETs and requests carrying an idempotency key; a repeat cannot act twice.
 * - `refusal-only`: a keyless request that must not run twice; retried only when the service refused it
 *   with 429/503 (it was not executed), never after a 5xx or a lost answer.
 * - `never`: not even then (the ownership `verify`, which spends one of a limited number of attempts).
 */
export type RetryMode = 'idempotent' | 'refusal-only' | 'never';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  readonly maxAttempts: number;
  /** Bound on one call, waits included: no retry starts a wait that would end after it. */
  readonly totalMs: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A service asking for a longer wait than this is not retried: its error reports the wait instead. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  totalMs: 180_000,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 90_000,
};

/** What went wrong in one attempt, as far as retrying cares. */
export type AttemptFault =
  /** 429 or 503: the service refused without executing; it may say how long to wait. */
  | { readonly kind: 'refused'; readonly requestedWaitMs: number | null }
  /** Another 5xx: the request may or may not have run. */
  | { readonly kind: 'server-error' }
  /** No usable answer: reset, timeout, a cut-off or non-JSON body. */
  | { readonly kind: 'broken' };

export interface RetryQuestion {
  readonly fault: AttemptFault;
  readonly mode: RetryMode;
  /** The attempt that just failed, counted from 1. */
  readonly attempt: number;
  readonly elapsedMs: number;
}

/** The wait in ms before the next attempt, or null to stop and report the failure. */
export function waitBeforeRetry(
  question: RetryQuestion,
  policy: RetryPolicy,
  random: () => number,
): number | null {
  const { fault, mode, attempt, elapsedMs } = question;
  if (mode === 'never' || attempt >= policy.maxAttempts) return null;
  let waitMs: number;
  if (fault.kind === 'refused') {
    if (fault.requestedWaitMs !== null && fault.requestedWaitMs > policy.maxRetryAfterMs) return null;
    waitMs = fault.requestedWaitMs ?? jitteredBackoffMs(attempt, policy, random);
  } else {
    if (mode !== 'idempotent') return null;
    waitMs = jitteredBackoffMs(attempt, policy, random);
  }
  return elapsedMs + waitMs > policy.totalMs ? null : waitMs;
}

/** Exponential backoff with full jitter: spreads the retries of many jobs hit by the same outage. */
export function jitteredBackoffMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}
