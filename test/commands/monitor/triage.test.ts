import { describe, expect, it } from 'vitest';
import { nextMemory, parseMemory, type Memory } from '../../../src/commands/monitor/memory.ts';
import { gateOutcomes, monitorQuery } from '../../../src/commands/monitor/monitor.ts';
import { advisoryView, orderAdvisories, triage } from '../../../src/commands/monitor/triage.ts';
import type { MonitorItem } from '../../../src/api/types-operations.ts';
import type { AdvisoryView } from '../../../src/render/monitor-model.ts';
import type { MonitorOptions } from '../../../src/commands/monitor/spec.ts';
import { counted } from '../../../src/plural.ts';

const view = (id: string, over: Partial<AdvisoryView> = {}): AdvisoryView => ({
  id,
  title: `Advisory ${id}`,
  severity: 'low',
  kind: 'vulnerability',
  exploited: false,
  publishedAt: '2026-11-01T00:00:00Z',
  withdrawnAt: null,
  url: null,
  packages: [],
  sites: [],
  ...over,
});

const memory = (ids: Record<string, string>): Memory => ({
  schemaVersion: 1,
  entries: Object.fromEntries(
    Object.entries(ids).map(([id, seenAt]) => [id, { reportedAt: seenAt, seenAt }]),
  ),
});

describe('triage', () => {
  it('without a memory reports every current advisory as new', () => {
    const t = triage([view('A'), view('B', { withdrawnAt: '2026-11-02' })], null);
    expect(t.fresh.map((a) => a.id)).toEqual(['A']);
    expect(t.withdrawn).toEqual([]);
    expect(t.missing).toEqual([]);
  });

  it('reports only what was not remembered, a listed withdrawal of a remembered one, and the missing', () => {
    const t = triage(
      [view('A'), view('B'), view('C', { withdrawnAt: '2026-11-02' }), view('D', { withdrawnAt: 'x' })],
      memory({ A: '2026-11-03', C: '2026-11-03', E: '2026-11-02', F: '2026-11-01' }),
    );
    expect(t.fresh.map((a) => a.id)).toEqual(['B']);
    expect(t.withdrawn.map((a) => a.id)).toEqual(['C']);
    expect(t.alreadyReported).toBe(1);
    // Longest unseen first, so every remembered advisory gets its turn of the bounded lookups.
    expect(t.missing).toEqual(['F', 'E']);
  });

  it('orders exploited first, then by severity, then newest first', () => {
    const ordered = orderAdvisories([
      view('low-new', { publishedAt: '2026-11-05' }),
      view('critical', { severity: 'critical' }),
      view('low-old', { publishedAt: '2026-10-01' }),
      view('exploited-medium', { severity: 'medium', exploited: true }),
      view('unknown', { severity: 'unknown' }),
    ]);
    expect(ordered.map((a) => a.id)).toEqual([
      'exploited-medium',
      'critical',
      'low-new',
      'low-old',
      'unknown',
    ]);
  });

  it('reads a monitor item tolerantly', () => {
    const item = {
      id: 'SVA-1',
      title: 'T',
      severity: 'high',
      kind: 'vulnerability',
      exploited: true,
      publishedAt: '2026-11-01',
      provenance: [{ url: 'javascript:alert(1)' }, 'junk'],
      references: ['https://ref.example/1'],
      packages: [{ ecosystem: 'npm', name: 'lodash' }, { ecosystem: 'npm', name: 'lodash' }, 7],
      sites: [{ siteId: 's1', name: 'Shop' }, { siteId: 's2' }, { name: 'Shop' }],
    } as unknown as MonitorItem;
    expect(advisoryView(item)).toMatchObject({
      url: 'https://ref.example/1',
      packages: ['npm lodash'],
      sites: ['Shop', 's2'],
      withdrawnAt: null,
    });
  });
});

describe('memory', () => {
  it('round-trips and refuses corrupt or foreign state', () => {
    const m = memory({ A: '2026-11-01' });
    expect(parseMemory(JSON.stringify(m))).toEqual(m);
    expect(parseMemory('{not json')).toBeNull();
    expect(parseMemory(JSON.stringify({ ...m, schemaVersion: 2 }))).toBeNull();
    expect(parseMemory(JSON.stringify({ schemaVersion: 1, entries: { A: { reportedAt: 1 } } }))).toBeNull();
    expect(parseMemory('[]')).toBeNull();
  });

  it('remembers what was reported, refreshes what was seen, forgets what was withdrawn', () => {
    const next = nextMemory(
      memory({ A: '2026-11-01', B: '2026-11-01', C: '2026-11-01' }),
      { reported: ['D'], seen: ['A', 'X'], withdrawnIds: ['B'] },
      '2026-11-09',
    );
    expect(next.entries).toEqual({
      A: { reportedAt: '2026-11-01', seenAt: '2026-11-09' },
      C: { reportedAt: '2026-11-01', seenAt: '2026-11-01' },
      D: { reportedAt: '2026-11-09', seenAt: '2026-11-09' },
    });
  });

  it('keeps the dashboard number until a run finds another or none, and drops a malformed one', () => {
    const m = { ...memory({ A: '2026-11-01' }), dashboard: 42 };
    expect(parseMemory(JSON.stringify(m))).toEqual(m);
    expect(parseMemory(JSON.stringify({ ...m, dashboard: '42' }))).toEqual(memory({ A: '2026-11-01' }));
    expect(parseMemory(JSON.stringify({ ...m, dashboard: -1 }))).toEqual(memory({ A: '2026-11-01' }));
    const run = { reported: [], seen: [], withdrawnIds: [] };
    expect(nextMemory(m, run, '2026-11-09').dashboard).toBe(42);
    expect(nextMemory(m, { ...run, dashboard: 43 }, '2026-11-09').dashboard).toBe(43);
    expect(nextMemory(m, { ...run, dashboard: null }, '2026-11-09')).not.toHaveProperty('dashboard');
  });
});

describe('gate and query', () => {
  it('fails on new advisories at or above fail-on, ignorable by advisory id', () => {
    const outcomes = gateOutcomes([view('A', { severity: 'critical', exploited: true }), view('B')], 'high');
    expect(outcomes).toEqual([
      {
        level: 'fail',
        group: counted('new advisory', 'at or above high', 'new advisories'),
        item: 'critical exploited A: Advisory A',
        ignoreIds: ['A'],
        row: 'monitor advisory A',
      },
    ]);
    expect(gateOutcomes([view('A', { severity: 'critical' })], 'never')).toEqual([]);
  });

  it('sends only the filters that are set', () => {
    const settings: MonitorOptions = {
      view: 'sites',
      kind: 'all',
      ecosystem: 'npm',
      severity: 'all',
      days: null,
      query: '',
      createIssues: false,
      issues: 'per-advisory',
      issueLabels: [],
    };
    expect(monitorQuery(settings, null)).toEqual({
      view: 'sites',
      kind: 'all',
      ecosystem: 'npm',
      severity: 'all',
    });
    expect(monitorQuery({ ...settings, days: 7, query: 'log4j' }, 's1')).toMatchObject({
      days: 7,
      q: 'log4j',
      siteId: 's1',
    });
  });
});
