// The job summary's trend chart end to end: the site's last succeeded scans of the kind from the service's
// history, drawn after several scans, absent with one or on the legacy route, and an optional extra whose
// outage leaves the chart out and the verdict as it was.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/render/model.ts';
import { finding, requestsTo, runInWorld, startWorld, type ActionRun, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
afterEach(() => world.service.control.clearFaults());

const HIGH = finding('TLS-HHHHHH', 'high', 'Weak TLS');
const CRITICAL = finding('SQL-CCCCCC', 'critical', 'SQL injection');
const MEDIUM = finding('HDR-MMMMMM', 'medium', 'No CSP');

/** A site with three past Pulse scans (3, 2 and 1 days ago) and a failed one; its next scan finds HIGH. */
function siteWithHistory(url: string): string[] {
  const { control } = world.service;
  control.addSite(url, { findings: [HIGH as never] });
  const past = [
    control.addPastScan(url, { daysAgo: 3, findings: [CRITICAL, HIGH, MEDIUM] as never }),
    control.addPastScan(url, { daysAgo: 2, findings: [HIGH, MEDIUM] as never }),
    control.addPastScan(url, { daysAgo: 1, findings: [MEDIUM] as never }),
  ];
  control.addPastScan(url, { daysAgo: 1, status: 'failed' });
  control.addPastScan(url, { daysAgo: 1, kind: 'box', findings: [CRITICAL] as never });
  return past;
}

/** A push run; a second scan of one site in this file needs a run id of its own (else it replays). */
const scanOn = (url: string, inputs: Record<string, string> = {}, runId?: string) =>
  runInWorld(
    world,
    { site: url, dependencies: 'none', 'local-checks': 'none', ...inputs },
    runId === undefined ? {} : { env: { GITHUB_RUN_ID: runId } },
  );

const reportOf = (run: ActionRun) => run.report as unknown as RunReport;

const historyReads = (siteId: string) =>
  requestsTo(world, '/agent/scans').filter(
    (r) => r.path.endsWith('/agent/scans') && r.query.siteId === siteId,
  );

describe('the trend chart', () => {
  it('draws the site’s succeeded Pulse scans after several, the run’s own last, in a bounded number of reads', async () => {
    const url = 'https://trend-many.example.com';
    const past = siteWithHistory(url);
    const run = await scanOn(url);
    expect(run.exitCode, run.stdout).toBe(1);
    const ownId = run.outputs['scan-id'] ?? '';
    const points = reportOf(run).trend?.points ?? [];
    expect(points.map((p) => p.scanId)).toEqual([...past, ownId]);
    expect(points.map((p) => p.open.critical + p.open.high)).toEqual([2, 1, 0, 1]);
    expect(run.summary).toContain('### Trend');
    expect(run.summary).toMatch(/```mermaid\nxychart-beta\n/);
    expect(run.summary).toContain('  line [2, 1, 0, 1]');
    // One label a day: the three past days and today's run.
    expect(run.summary).toMatch(/ {2}x-axis \[("\d{1,2} [A-Z][a-z]{2}", ){3}"\d{1,2} [A-Z][a-z]{2}"\]\n/);
    const siteId = reportOf(run).site?.id ?? '';
    expect(historyReads(siteId)).toHaveLength(1);
    expect(historyReads(siteId)[0]?.query).toMatchObject({ kind: 'pulse', status: 'succeeded', limit: '20' });
    // One detail per past scan; the run's own counts come from its findings.
    for (const id of past) expect(requestsTo(world, `/agent/scans/${id}`)).toHaveLength(1);
  });

  it('is absent with a single succeeded scan', async () => {
    const url = 'https://trend-one.example.com';
    world.service.control.addSite(url, { findings: [MEDIUM as never] });
    const run = await scanOn(url);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reportOf(run).trend ?? null).toBeNull();
    expect(run.summary).not.toContain('mermaid');
    expect(run.stdout).toContain('Trend chart: fewer than two succeeded scans');
  });

  it('is absent on the legacy route, which reads no history', async () => {
    const url = 'https://trend-legacy.example.com';
    siteWithHistory(url);
    const projectId = world.service.control.addSite(url);
    const run = await scanOn(projectId, { route: 'legacy' });
    expect(run.outputs['scan-status']).toBe('succeeded');
    expect(run.summary).not.toContain('mermaid');
    expect(historyReads(projectId)).toHaveLength(0);
  });

  it('is left out when the history cannot be read, with the verdict unchanged', async () => {
    const urls = ['https://trend-outage-a.example.com', 'https://trend-outage-b.example.com'];
    const [calm, outage] = urls;
    siteWithHistory(calm ?? '');
    const past = siteWithHistory(outage ?? '');
    const expected = await scanOn(calm ?? '');
    world.service.control.inject({ kind: 'unavailable', path: '/agent/scans', method: 'GET', times: 10 });
    const listDown = await scanOn(outage ?? '');
    world.service.control.clearFaults();
    world.service.control.inject({ kind: 'internal-error', path: `/agent/scans/${past[1]}`, times: 10 });
    const detailDown = await scanOn(outage ?? '', {}, '8802');
    expect(requestsTo(world, `/agent/scans/${past[1]}`).length).toBeGreaterThan(1);
    for (const run of [listDown, detailDown]) {
      expect(run.exitCode, run.stdout).toBe(expected.exitCode);
      expect(run.outputs.verdict).toBe(expected.outputs.verdict);
      // The same reasons; their rows hold finding ids, which differ from one site to the other.
      const reasons = (r: typeof run) => reportOf(r).verdict.reasons.map(({ rows: _rows, ...x }) => x);
      expect(reasons(run)).toEqual(reasons(expected));
      expect(run.summary).not.toContain('mermaid');
      expect(run.summary).toMatch(
        /- Trend chart: scan history not read \(.+\); the verdict does not depend on it/,
      );
      expect(run.stdout).toContain('Trend chart left out: scan history not read');
    }
    expect(expected.summary).toContain('```mermaid');
  });
});
