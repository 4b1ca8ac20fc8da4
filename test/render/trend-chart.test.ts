// The summary's trend chart: one series over the site's last succeeded scans, labels from dates only.
import { describe, expect, it } from 'vitest';
import { seriesValue, trendChart, trendLabels, trendSection } from '../../src/render/trend-chart.ts';
import type { TrendPoint, TrendView } from '../../src/render/trend-model.ts';
import { summaryOf } from '../support/summary.ts';
import { report } from './fixtures.ts';

const open = (critical: number, high: number, medium = 0, low = 0, info = 0) => ({
  critical,
  high,
  medium,
  low,
  info,
});

const point = (at: string | null, counts = open(0, 1), over: Partial<TrendPoint> = {}): TrendPoint => ({
  scanId: `s_${at ?? 'none'}`,
  at,
  webUrl: 'https://app.example.com/scans/s_1',
  open: counts,
  ...over,
});

const trend = (points: TrendPoint[], over: Partial<TrendView> = {}): TrendView => ({
  kind: 'pulse',
  failOn: 'high',
  points,
  ...over,
});

describe('trendSection', () => {
  it('draws the open findings at or above fail-on, oldest first, with the numbers below', () => {
    const view = trend([
      point('2026-11-20T10:00:00.000Z', open(1, 2, 3)),
      point('2026-11-21T10:00:00.000Z', open(0, 1, 3, 1)),
      point('2026-11-22T10:00:00.000Z', open(0, 0, 2)),
    ]);
    expect(trendSection({ trend: view })).toBe(
      [
        '### Trend',
        'Open at or above high over the last 3 succeeded Pulse scans of the site, oldest first.',
        [
          '```mermaid',
          'xychart-beta',
          '  title "Open at or above high, Pulse scans"',
          '  x-axis ["20 Nov", "21 Nov", "22 Nov"]',
          '  y-axis "Open findings" 0 --> 3',
          '  line [3, 1, 0]',
          '```',
        ].join('\n'),
        [
          '| Scan | critical | high | medium | low | info | Open at or above high |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          '| [20 Nov](https://app.example.com/scans/s_1) | 1 | 2 | 3 | 0 | 0 | 3 |',
          '| [21 Nov](https://app.example.com/scans/s_1) | 0 | 1 | 3 | 1 | 0 | 1 |',
          '| [22 Nov](https://app.example.com/scans/s_1) | 0 | 0 | 2 | 0 | 0 | 0 |',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('shows nothing with fewer than two scans, or with no trend', () => {
    expect(trendSection({ trend: trend([point('2026-11-20T10:00:00.000Z')]) })).toBe('');
    expect(trendSection({ trend: trend([]) })).toBe('');
    expect(trendSection({ trend: null })).toBe('');
    expect(trendSection({})).toBe('');
  });

  it('shows nothing for a kind or threshold that is not the action’s own (a forged report file)', () => {
    const points = [point('2026-11-20T10:00:00.000Z'), point('2026-11-21T10:00:00.000Z')];
    expect(trendSection({ trend: trend(points, { kind: 'x"]\n```' as never }) })).toBe('');
    expect(trendSection({ trend: trend(points, { failOn: 'high"\n```' as never }) })).toBe('');
    expect(trendChart(trend(points, { failOn: 'toString' as never }))).toBe('');
  });

  it('keeps the y axis open when every count is zero', () => {
    const view = trend([
      point('2026-11-20T10:00:00.000Z', open(0, 0)),
      point('2026-11-21T10:00:00.000Z', open(0, 0)),
    ]);
    expect(trendChart(view)).toContain('y-axis "Open findings" 0 --> 1');
  });

  it('counts every open finding with fail-on never, and names Deep scans', () => {
    const view = trend(
      [point('2026-11-20T10:00:00.000Z', open(0, 1, 2, 3, 4)), point('2026-11-21T10:00:00.000Z', open(1, 0))],
      { failOn: 'never', kind: 'deep' },
    );
    expect(trendChart(view)).toContain('  title "Open findings, Deep scans"');
    expect(trendChart(view)).toContain('  line [10, 1]');
  });

  it('sits after the findings in the job summary', () => {
    const view = trend([point('2026-11-20T10:00:00.000Z'), point('2026-11-21T10:00:00.000Z')]);
    const summary = summaryOf(report({ trend: view }));
    expect(summary.indexOf('### Trend')).toBeGreaterThan(summary.indexOf('### Findings'));
    expect(summary).toContain('```mermaid\nxychart-beta');
    expect(summaryOf(report())).not.toContain('mermaid');
  });
});

describe('seriesValue', () => {
  it('adds the severities that reach the threshold', () => {
    const p = point(null, open(1, 2, 3, 4, 5));
    expect(seriesValue(p, 'critical')).toBe(1);
    expect(seriesValue(p, 'medium')).toBe(6);
    expect(seriesValue(p, 'info')).toBe(15);
    expect(seriesValue(p, 'never')).toBe(15);
  });

  it('counts a value a report file holds that is not a count as zero', () => {
    expect(seriesValue(point(null, { ...open(1, 1), high: '7' as never }), 'high')).toBe(1);
  });
});

describe('trendLabels', () => {
  it('gives the UTC day, and the time where two scans share a day', () => {
    expect(
      trendLabels([
        { at: '2026-11-20T23:30:00.000Z' },
        { at: '2026-11-21T08:05:00.000Z' },
        { at: '2026-11-21T14:45:00.000Z' },
      ]),
    ).toEqual(['20 Nov', '21 Nov 08:05', '21 Nov 14:45']);
  });

  it('adds the year when the scans span years, and a number where two share a minute', () => {
    expect(
      trendLabels([
        { at: '2025-12-31T10:00:00.000Z' },
        { at: '2026-01-02T10:00:10.000Z' },
        { at: '2026-01-02T10:00:50.000Z' },
      ]),
    ).toEqual(['31 Dec 2025', '2 Jan 2026 10:00', '2 Jan 2026 10:00 (2)']);
  });

  it('says "no date" for a scan without one, each label still distinct', () => {
    expect(trendLabels([{ at: null }, { at: 'yesterday' }, { at: '2026-11-21T10:00:00Z' }])).toEqual([
      'no date',
      'no date (2)',
      '21 Nov',
    ]);
  });
});
