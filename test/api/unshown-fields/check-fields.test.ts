import { describe, expect, it } from 'vitest';
import {
  isRecheckTooSoon,
  readQuickCheckItems,
  readRecheckOutcomes,
} from '../../../src/api/unshown-fields/check-fields.ts';
import { ServiceError } from '../../../src/api/errors.ts';
import { NO_DETAILS } from './no-details.ts';

describe('readQuickCheckItems', () => {
  it('reads items tolerantly: unknown statuses, missing ids and severities degrade', () => {
    expect(
      readQuickCheckItems([
        { id: 'https', title: 'HTTPS', status: 'pass' },
        { title: 'Headers', status: 'attention', severity: 'high' },
        { id: 'x', status: 'exploded' },
        'junk',
      ]),
    ).toEqual([
      { id: 'https', title: 'HTTPS', status: 'pass', severity: null },
      { id: 'check-2', title: 'Headers', status: 'attention', severity: 'high' },
      { id: 'x', title: '', status: 'unknown', severity: null },
    ]);
    expect(readQuickCheckItems(null)).toEqual([]);
  });
});

describe('readRecheckOutcomes', () => {
  it('keeps the result as sent, and unknown without one', () => {
    expect(readRecheckOutcomes([{ findingId: 'f1', code: 'DNS-1', result: 'fixed' }, {}])).toEqual([
      { findingId: 'f1', code: 'DNS-1', result: 'fixed' },
      { findingId: null, code: null, result: 'unknown' },
    ]);
  });
});

describe('isRecheckTooSoon', () => {
  const conflict = (retryAfterMs: number | null) =>
    new ServiceError({
      status: 409,
      errorCode: null,
      error: 'conflict',
      details: NO_DETAILS,
      retryAfterMs,
      method: 'POST',
      route: '/agent/scans/{scanId}/dns-rechecks',
    });
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('is a 409 with a wait, or with a nextAllowedAt ahead', () => {
    expect(isRecheckTooSoon(conflict(300_000), null, now)).toBe(true);
    expect(isRecheckTooSoon(conflict(null), '2026-11-23T10:05:00Z', now)).toBe(true);
  });

  it('is not a 409 without either, nor another error', () => {
    expect(isRecheckTooSoon(conflict(null), '2026-11-23T09:55:00Z', now)).toBe(false);
    expect(isRecheckTooSoon(conflict(null), null, now)).toBe(false);
    expect(isRecheckTooSoon(new Error('x'), '2026-11-23T10:05:00Z', now)).toBe(false);
  });
});
