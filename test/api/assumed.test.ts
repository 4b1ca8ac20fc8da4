import { describe, expect, it } from 'vitest';
import {
  isDeepNotApproved,
  readAffectsYou,
  readChanges,
  readCoveragePercent,
  readDeviceToken,
  readOpenCounts,
  readDeepRefusal,
  readProgress,
  readScanSnapshot,
  readSiteObject,
  readQuickCheckItems,
  readRecheckOutcomes,
  isRecheckTooSoon,
} from '../../src/api/assumed.ts';
import { ServiceError } from '../../src/api/errors.ts';

const NO_DETAILS = {
  agentCode: null,
  message: null,
  nextStep: null,
  retryAfterSeconds: null,
  webUrl: null,
  requestId: null,
};

describe('readOpenCounts', () => {
  it('reads counts by severity', () => {
    expect(readOpenCounts({ critical: 1, high: 2, medium: 3, low: 4, info: 5 })).toEqual({
      critical: 1,
      high: 2,
      medium: 3,
      low: 4,
      info: 5,
    });
  });

  it('degrades missing, wrong-typed, negative and fractional counts to 0 and ignores unknown keys', () => {
    expect(readOpenCounts({ critical: '3', high: -1, medium: 1.5, extreme: 9, low: null })).toEqual({
      critical: 0,
      high: 0,
      medium: 0,
      low: 0,
      info: 0,
    });
    expect(readOpenCounts(null)).toEqual(readOpenCounts([]));
  });
});

describe('readCoveragePercent and readProgress', () => {
  it('reads a percent between 0 and 100, null otherwise', () => {
    expect(readCoveragePercent({ percent: 82.5, pages: 10 })).toBe(82.5);
    for (const odd of [{ percent: '80' }, { percent: 120 }, { percent: -1 }, {}, null, 'x']) {
      expect(readCoveragePercent(odd)).toBeNull();
    }
  });

  it('reads progress percent and phase, each optional', () => {
    expect(readProgress({ percent: 40, phase: 'crawling' })).toEqual({ percent: 40, phase: 'crawling' });
    expect(readProgress({ phase: 7 })).toEqual({ percent: null, phase: null });
    expect(readProgress(undefined)).toEqual({ percent: null, phase: null });
  });
});

describe('readChanges', () => {
  it('reads { change, finding } items, keeping the finding as sent', () => {
    const finding = {
      id: 'f1',
      code: 'WEB-ABC123',
      severity: 'high',
      state: 'attention',
      title: 'T',
      evidence: ['e'],
      sources: [],
      steps: [],
      extra: 1,
    };
    const [change] = readChanges([{ change: 'new', finding }]);
    expect(change?.change).toBe('new');
    expect(change?.finding).toMatchObject(finding);
  });

  it('degrades unknown changes to "unknown", findings without an id to null, and fills the fields reports read', () => {
    const changes = readChanges([
      { change: 'moved', finding: { id: 'f2', severity: 5, evidence: 'one' } },
      { change: 'fixed' },
      'garbage',
    ]);
    expect(changes.map((c) => c.change)).toEqual(['unknown', 'fixed', 'unknown']);
    expect(changes[0]?.finding).toMatchObject({
      id: 'f2',
      severity: 'unknown',
      state: 'unknown',
      title: '',
      evidence: [],
    });
    expect(changes[1]?.finding).toBeNull();
    expect(readChanges({ not: 'a list' })).toEqual([]);
  });
});

describe('readAffectsYou', () => {
  it('reads affected packages', () => {
    const item = {
      advisoryId: 'GHSA-1',
      title: 'Prototype pollution',
      severity: 'high',
      package: { ecosystem: 'npm', name: 'lodash', version: '4.17.20' },
      fixedIn: '4.17.21',
      url: 'https://advisories.example/GHSA-1',
    };
    expect(readAffectsYou([item])).toEqual([item]);
  });

  it('keeps an item with missing fields, degraded, and drops what is not an object', () => {
    expect(readAffectsYou([{ severity: 'novel', package: 'lodash' }, 42])).toEqual([
      {
        advisoryId: 'unknown',
        title: '',
        severity: 'unknown',
        package: { ecosystem: 'unknown', name: 'unknown', version: 'unknown' },
        fixedIn: null,
        url: null,
      },
    ]);
  });
});

describe('readDeviceToken', () => {
  it('reads waiting answers with their interval, defaulting a bad interval to 5 s', () => {
    expect(readDeviceToken({ status: 'pending', interval: 3 })).toEqual({
      status: 'pending',
      intervalSeconds: 3,
    });
    expect(readDeviceToken({ status: 'slow_down', interval: '10' })).toEqual({
      status: 'slow_down',
      intervalSeconds: 5,
    });
  });

  it('reads the key after approval, and only a key with the svk_ prefix', () => {
    expect(readDeviceToken({ status: 'approved', apiKey: 'svk_abc' })).toEqual({
      status: 'approved',
      apiKey: 'svk_abc',
    });
    expect(readDeviceToken({ status: 'approved', apiKey: 'abc' })).toEqual({ status: 'unknown' });
  });

  it('reads expired and denied, and anything else as unknown', () => {
    expect(readDeviceToken({ status: 'denied' })).toEqual({ status: 'denied' });
    expect(readDeviceToken({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(readDeviceToken({ status: 'teapot' })).toEqual({ status: 'unknown' });
    expect(readDeviceToken(null)).toEqual({ status: 'unknown' });
  });
});

describe('isDeepNotApproved', () => {
  const error = (status: number, route: string) =>
    new ServiceError({
      status,
      errorCode: 'CONFLICT',
      error: 'x',
      details: NO_DETAILS,
      retryAfterMs: null,
      method: 'POST',
      route,
    });

  it('is a 409 on the Deep start route only', () => {
    expect(isDeepNotApproved(error(409, '/agent/deep-operations/{operationId}/start'))).toBe(true);
    expect(isDeepNotApproved(error(409, '/agent/sites/{siteId}/pulse'))).toBe(false);
    expect(isDeepNotApproved(error(402, '/agent/deep-operations/{operationId}/start'))).toBe(false);
    expect(isDeepNotApproved(new Error('409'))).toBe(false);
  });
});

describe('readDeepRefusal', () => {
  const refusal = (errorCode: string, error: string, agentCode: string | null = null) =>
    readDeepRefusal(
      new ServiceError({
        status: 409,
        errorCode,
        error,
        details: { ...NO_DETAILS, agentCode },
        retryAfterMs: null,
        method: 'POST',
        route: '/agent/deep-operations/{operationId}/start',
      }),
    );

  it('reads denial and expiry from the code, the agent code or the message; anything else is pending', () => {
    expect(refusal('DEEP_OPERATION_DENIED', 'No')).toBe('denied');
    expect(refusal('CONFLICT', 'The operation has expired.')).toBe('expired');
    expect(refusal('CONFLICT', 'x', 'operation_denied')).toBe('denied');
    expect(refusal('CONFLICT', 'Waiting for approval.')).toBe('pending');
  });
});

describe('readSiteObject', () => {
  it('reads the site list item names and degrades a missing or empty field to null', () => {
    expect(readSiteObject({ id: 'site_1', name: 'Shop', webUrl: 'https://x/app', extra: 1 })).toEqual({
      id: 'site_1',
      name: 'Shop',
      webUrl: 'https://x/app',
    });
    expect(readSiteObject({ id: '', baseDomain: 'shop.example.com' })).toEqual({
      id: null,
      name: 'shop.example.com',
      webUrl: null,
    });
    expect(readSiteObject('nonsense')).toEqual({ id: null, name: null, webUrl: null });
  });
});

describe('readScanSnapshot', () => {
  it("reads a start result's scan object with the scan detail's names, defaulting what is missing", () => {
    expect(
      readScanSnapshot(
        { id: 'scan_1', status: 'running', progress: { percent: 40, phase: 'crawl' }, open: { high: 2 } },
        'start',
      ),
    ).toMatchObject({
      id: 'scan_1',
      kind: 'unknown',
      status: 'running',
      webUrl: null,
      suggestedPollAfterSeconds: null,
      progressPercent: 40,
      phase: 'crawl',
      caveats: [],
      open: { critical: 0, high: 2 },
    });
  });

  it('reads box as Deep, and a status or kind it does not know as unknown', () => {
    expect(readScanSnapshot({ id: 's', kind: 'box', status: 'succeeded' }, 'x')).toMatchObject({
      kind: 'deep',
      status: 'succeeded',
    });
    expect(readScanSnapshot({ id: 's', kind: 'crawl', status: 'paused' }, 'x')).toMatchObject({
      kind: 'unknown',
      status: 'unknown',
    });
  });

  it('refuses a scan without an id, naming the answer it came in', () => {
    expect(() => readScanSnapshot({ status: 'queued' }, 'Pulse start answer')).toThrow(
      "the service's Pulse start answer carries no scan id",
    );
  });
});

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
