// The trend step with a client of its own: what it reads, in how many requests, within its budget, and
// that a failure is a line in the log and the summary, never a thrown error (but for cancellation).
import { describe, expect, it } from 'vitest';
import type { HistoryScan } from '../../src/api/client-history.ts';
import type { OpenCounts } from '../../src/api/unshown-fields/scan-fields.ts';
import { newRunState, type RunState } from '../../src/runtime/state.ts';
import {
  recordTrend,
  TREND_BUDGET_MS,
  TREND_CONCURRENCY,
  type TrendDeps,
} from '../../src/steps/scan-trend.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';

const counts = (high: number): OpenCounts => ({ critical: 0, high, medium: 0, low: 0, info: 0 });
const scan = (n: number): HistoryScan => ({
  id: `s${n}`,
  createdAt: `2026-11-${String(n).padStart(2, '0')}T10:00:00Z`,
  finishedAt: null,
  webUrl: null,
});

function finishedRun(): RunState {
  const state = newRunState('scan', new Date('2026-11-27T10:00:00Z'));
  state.site = { id: 'site_1', label: 'https://a.example', webUrl: null };
  state.policy = { ...DEFAULT_POLICY, failOn: 'medium' };
  state.scan = {
    id: 'own',
    kind: 'pulse',
    status: 'succeeded',
    webUrl: null,
    replayed: false,
    baselineId: null,
    progressPercent: null,
    coveragePercent: 100,
    caveats: [],
    timedOut: false,
  };
  state.findings = { new: [], fixed: [], open: [], openBySeverity: counts(5), comparedBy: 'none' };
  return state;
}

interface Fake {
  deps: TrendDeps;
  lines: string[];
  details: string[];
  bounds: number[];
  inFlight: number[];
}

function fake(listed: HistoryScan[], over: Partial<TrendDeps> = {}, stepMs = 0): Fake {
  let clock = 0;
  let flying = 0;
  const f: Fake = { lines: [], details: [], bounds: [], inFlight: [], deps: undefined as never };
  f.deps = {
    settings: { route: 'agent', policy: DEFAULT_POLICY },
    state: finishedRun(),
    toolkit: { info: (m) => f.lines.push(m), debug: (m) => f.lines.push(`debug: ${m}`) },
    signal: new AbortController().signal,
    now: () => clock,
    client: {
      succeededScans: async (_site, _kind, _limit, within) => {
        f.bounds.push(within ?? -1);
        clock += stepMs;
        return listed;
      },
      openCounts: async (id, within) => {
        f.bounds.push(within ?? -1);
        f.details.push(id);
        f.inFlight.push(++flying);
        await new Promise((resolve) => setImmediate(resolve));
        flying--;
        clock += stepMs;
        return counts(Number(id.slice(1)));
      },
    },
    ...over,
  };
  return f;
}

describe('recordTrend', () => {
  it('reads one detail per listed scan but its own, a few at a time, oldest first in the view', async () => {
    const listed = [{ ...scan(0), id: 'own' }, ...Array.from({ length: 19 }, (_, i) => scan(19 - i))];
    const f = fake(listed);
    await recordTrend(f.deps);
    expect(f.details).toHaveLength(19);
    expect(f.details).not.toContain('own');
    expect(Math.max(...f.inFlight)).toBeLessThanOrEqual(TREND_CONCURRENCY);
    const trend = f.deps.state.trend;
    expect(trend?.failOn).toBe('medium');
    expect(trend?.points.map((p) => p.scanId).slice(0, 2)).toEqual(['s1', 's2']);
    expect(trend?.points.at(-1)).toMatchObject({ scanId: 'own', open: counts(5) });
    expect(trend?.points[0]?.at).toBe('2026-11-01T10:00:00.000Z');
  });

  it('puts the run’s own succeeded scan first when the list does not show it yet', async () => {
    const f = fake([scan(2)]);
    await recordTrend(f.deps);
    expect(f.deps.state.trend?.points.map((p) => p.scanId)).toEqual(['s2', 'own']);
    expect(f.deps.state.trend?.points[1]?.at).toBe(new Date(0).toISOString());
  });

  it('records nothing with fewer than two scans, and reads no detail', async () => {
    const f = fake([{ ...scan(1), id: 'own' }]);
    await recordTrend(f.deps);
    expect(f.deps.state.trend).toBeNull();
    expect(f.details).toEqual([]);
    expect(f.lines).toContain('debug: Trend chart: fewer than two succeeded scans of this kind.');
  });

  it('reads nothing on the legacy route or without a finished scan', async () => {
    for (const f of [
      fake([scan(1), scan(2)], { settings: { route: 'legacy', policy: DEFAULT_POLICY } }),
      fake([scan(1), scan(2)]),
    ]) {
      if (f.deps.settings.route !== 'legacy') f.deps.state.findings = null;
      await recordTrend(f.deps);
      expect(f.bounds).toEqual([]);
      expect(f.deps.state.trend).toBeUndefined();
    }
  });

  it('gives each request the time left, and starts none after the budget', async () => {
    const f = fake([scan(1), scan(2), scan(3), scan(4), scan(5), scan(6)], {}, TREND_BUDGET_MS / 4);
    await recordTrend(f.deps);
    expect(f.bounds[0]).toBe(TREND_BUDGET_MS);
    expect(f.bounds[1]).toBe((TREND_BUDGET_MS * 3) / 4);
    // The first batch (the run's own scan and three details) ends at the budget: no second batch starts.
    expect(f.details).toEqual(['s1', 's2', 's3']);
    expect(f.deps.state.trend).toBeUndefined();
    expect(f.lines).toContain(
      'Trend chart left out: scan history not read (it took longer than 20 seconds); the verdict does not depend on it.',
    );
    expect(f.deps.state.skipped).toEqual([
      { what: 'Trend chart', why: expect.stringContaining('20 seconds') },
    ]);
  });

  it('leaves the chart out when a scan’s detail has no open counts', async () => {
    const f = fake([scan(1), scan(2)]);
    f.deps = { ...f.deps, client: { ...f.deps.client, openCounts: async () => null } };
    await recordTrend(f.deps);
    expect(f.deps.state.trend).toBeUndefined();
    expect(f.deps.state.skipped[0]?.why).toContain('carries no open counts');
  });

  it('lets a cancellation through as a cancellation', async () => {
    const controller = new AbortController();
    const cancelled = new Error('cancelled');
    const f = fake([], { signal: controller.signal });
    f.deps = {
      ...f.deps,
      client: {
        ...f.deps.client,
        succeededScans: async () => {
          controller.abort(cancelled);
          throw cancelled;
        },
      },
    };
    await expect(recordTrend(f.deps)).rejects.toBe(cancelled);
    expect(f.deps.state.skipped).toEqual([]);
  });
});
