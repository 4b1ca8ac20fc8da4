import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, jitteredBackoffMs, waitBeforeRetry } from '../../src/api/retry.ts';
import type { AttemptFault, RetryMode } from '../../src/api/retry.ts';

const policy = {
  ...DEFAULT_RETRY_POLICY,
  baseDelayMs: 1_000,
  maxDelayMs: 8_000,
  maxAttempts: 5,
  totalMs: 60_000,
};
const refused = (requestedWaitMs: number | null): AttemptFault => ({ kind: 'refused', requestedWaitMs });
const ask = (fault: AttemptFault, mode: RetryMode, attempt = 1, elapsedMs = 0) =>
  waitBeforeRetry({ fault, mode, attempt, elapsedMs }, policy, () => 0.5);

describe('waitBeforeRetry', () => {
  it('waits what a refusal asks, or backs off when it asks nothing', () => {
    expect(ask(refused(4_000), 'idempotent')).toBe(4_000);
    expect(ask(refused(null), 'idempotent', 2)).toBe(1_000);
  });

  it('retries 5xx and broken answers only for idempotent requests', () => {
    for (const fault of [{ kind: 'server-error' }, { kind: 'broken' }] as const) {
      expect(ask(fault, 'idempotent')).toBe(500);
      expect(ask(fault, 'refusal-only')).toBeNull();
      expect(ask(fault, 'never')).toBeNull();
    }
  });

  it('retries a refusal for refusal-only requests, never for never', () => {
    expect(ask(refused(1_000), 'refusal-only')).toBe(1_000);
    expect(ask(refused(1_000), 'never')).toBeNull();
  });

  it('stops at the attempt bound, the total bound, and a wait over the cap', () => {
    expect(ask(refused(1_000), 'idempotent', 5)).toBeNull();
    expect(ask(refused(1_000), 'idempotent', 1, 59_500)).toBeNull();
    expect(ask(refused(1_000), 'idempotent', 1, 59_000)).toBe(1_000);
    expect(ask(refused(policy.maxRetryAfterMs + 1), 'idempotent')).toBeNull();
  });
});

describe('jitteredBackoffMs', () => {
  it('draws from zero up to a doubling ceiling, capped', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => jitteredBackoffMs(attempt, policy, () => 0.999))).toEqual([
      999, 1_998, 3_996, 7_992, 7_992, 7_992,
    ]);
    expect(jitteredBackoffMs(3, policy, () => 0)).toBe(0);
  });
});
