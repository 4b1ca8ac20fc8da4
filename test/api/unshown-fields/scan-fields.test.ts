import { describe, expect, it } from 'vitest';
import {
  readCoveragePercent,
  readOpenCounts,
  readProgress,
  readScanSnapshot,
} from '../../../src/api/unshown-fields/scan-fields.ts';

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
