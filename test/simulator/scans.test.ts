import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, CODE_HEADER, demoBaselineScanId, demoSiteId, finishedPulse } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

const FINDING = {
  code: 'HDR-PASTAA',
  severity: 'medium',
  state: 'attention',
  category: 'headers',
  title: 'An old problem',
  meaning: 'm',
} as const;

const start = (key: string, siteId = demoSiteId, extra: object = {}) =>
  call(sim, 'POST', `/agent/sites/${siteId}/pulse`, { body: { idempotencyKey: key, ...extra } });

describe('POST /agent/sites/{id}/pulse', () => {
  it('starts a queued scan and charges the allowance once for a repeated key', async () => {
    const first = await start('pulse-1');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      scan: { status: 'queued', kind: 'pulse', assessmentLevel: 'pulse', baselineRunId: demoBaselineScanId },
      charged: { scans: 1 },
      replayed: false,
    });
    expect(first.body.data.allowance.pulse.remaining).toBe(4);
    const replay = await start('pulse-1');
    expect(replay.body.data.replayed).toBe(true);
    expect(replay.body.data.scan.id).toBe(first.body.data.scan.id);
    expect(sim.control.charges()).toBe(1);
    expect(sim.control.state.scans.size).toBe(2);
  });

  it('answers 402 with a next step and link when the allowance is used up, and charges nothing', async () => {
    sim.control.setAllowance({ pulse: 0 });
    const res = await start('pulse-2');
    expect(res.status).toBe(402);
    expect(res.body.details).toMatchObject({ agentCode: 'ALLOWANCE_EXHAUSTED' });
    expect(res.body.details.nextStep).toContain('free-site-switch');
    expect(res.body.details.webUrl).toMatch(/\/billing$/);
    expect(sim.control.charges()).toBe(0);
  });

  it('takes a given baselineScanId and refuses an unknown one', async () => {
    const other = sim.control.addSite('https://other.example.com');
    expect((await start('b1', demoSiteId, { baselineScanId: 'scan_424242' })).status).toBe(404);
    const scanOfOther = await start('b2', other);
    const res = await start('b3', demoSiteId, { baselineScanId: scanOfOther.body.data.scan.id });
    expect(res.status).toBe(400);
  });
});

describe('GET /agent/scans/{id}', () => {
  it('moves queued -> running -> final over polls with progress and the suggested wait', async () => {
    const site = sim.control.addSite('https://slow.example.com', {
      pollsToFinish: 3,
      suggestedPollAfterSeconds: 7,
    });
    const scanId = (await start('s1', site)).body.data.scan.id;
    const first = await call(sim, 'GET', `/agent/scans/${scanId}`);
    expect(first.body.data).toMatchObject({ status: 'running', suggestedPollAfterSeconds: 7, outcome: null });
    expect(first.body.data.progress).toMatchObject({ percent: 33, phase: 'testing' });
    expect((await call(sim, 'GET', `/agent/scans/${scanId}`)).body.data.status).toBe('running');
    const last = await call(sim, 'GET', `/agent/scans/${scanId}`);
    expect(last.body.data).toMatchObject({
      status: 'succeeded',
      progress: null,
      suggestedPollAfterSeconds: null,
    });
    expect(last.body.data.finishedAt).toEqual(expect.any(String));
  });

  it('ends in the configured final status with the shapes of PRODUCT.md', async () => {
    sim.control.setFinalStatus(demoSiteId, 'incomplete');
    const scanId = await finishedPulse(sim, demoSiteId, 'f1');
    const res = await call(sim, 'GET', `/agent/scans/${scanId}`);
    expect(res.body.data).toMatchObject({
      status: 'incomplete',
      open: { critical: 0, high: 1, medium: 1, low: 1, info: 0 },
      findingCount: 4,
      coverage: { percent: 60 },
    });
    expect(res.body.data.caveats).toHaveLength(1);
    sim.control.setFinalStatus(demoSiteId, 'failed');
    const failed = await finishedPulse(sim, demoSiteId, 'f2');
    expect((await call(sim, 'GET', `/agent/scans/${failed}`)).body.data).toMatchObject({
      status: 'failed',
      findingCount: 0,
    });
  });

  it('also moves on legacy /runs/{id} polls', async () => {
    const scanId = (await start('l1')).body.data.scan.id;
    expect((await call(sim, 'GET', `/runs/${scanId}`)).body.data.status).toBe('running');
    expect((await call(sim, 'GET', `/runs/${scanId}`)).body.data.status).toBe('succeeded');
  });
});

describe('GET /agent/scans', () => {
  it('lists newest first with filters and cursors', async () => {
    const other = sim.control.addSite('https://other.example.com');
    const a = (await start('a')).body.data.scan.id;
    const b = (await start('b', other)).body.data.scan.id;
    const all = await call(sim, 'GET', '/agent/scans');
    expect(all.body.data.items.map((s: { id: string }) => s.id)).toEqual([b, a, demoBaselineScanId]);
    const bySite = await call(sim, 'GET', `/agent/scans?siteId=${demoSiteId}&status=succeeded`);
    expect(bySite.body.data.items.map((s: { id: string }) => s.id)).toEqual([demoBaselineScanId]);
    const paged = await call(sim, 'GET', '/agent/scans?limit=1');
    expect(paged.body.data.nextCursor).toEqual(expect.any(String));
    const next = await call(sim, 'GET', `/agent/scans?limit=1&cursor=${paged.body.data.nextCursor}`);
    expect(next.body.data.items[0].id).toBe(a);
    expect((await call(sim, 'GET', '/agent/scans?kind=deep')).status).toBe(400);
    expect((await call(sim, 'GET', '/agent/scans?kind=box')).body.data.items).toEqual([]);
  });

  it('lists a history of past scans by date, each with its own open counts and times', async () => {
    const now = (await start('now')).body.data.scan.id;
    const high = { ...FINDING, severity: 'high' } as const;
    const old = sim.control.addPastScan(demoSiteId, { daysAgo: 9, findings: [high, FINDING] });
    const failed = sim.control.addPastScan(demoSiteId, { daysAgo: 2, status: 'failed', findings: [high] });
    const ids = await call(sim, 'GET', `/agent/scans?siteId=${demoSiteId}`);
    expect(ids.body.data.items.map((s: { id: string }) => s.id)).toEqual([
      now,
      demoBaselineScanId,
      failed,
      old,
    ]);
    const detail = (await call(sim, 'GET', `/agent/scans/${old}`)).body.data;
    expect(detail).toMatchObject({ status: 'succeeded', open: { high: 1, medium: 1 }, findingCount: 2 });
    expect(Date.parse(detail.finishedAt) - Date.parse(detail.createdAt)).toBe(300_000);
    expect((await call(sim, 'GET', `/agent/scans/${failed}`)).body.data).toMatchObject({ findingCount: 0 });
    expect(() =>
      sim.control.addPastScan(demoSiteId, { daysAgo: 1, findings: [{ ...FINDING, code: 'bad' }] }),
    ).toThrow('must look like');
  });
});

describe('findings', () => {
  it('lists attention findings by default, every state with all=true, and filters state and severity', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'x');
    const list = async (query: string) =>
      (await call(sim, 'GET', `/agent/scans/${scanId}/findings${query}`)).body.data.items.map(
        (f: { title: string; severity: string }) => f.severity,
      );
    expect(await list('')).toEqual(['high', 'medium', 'low']);
    expect(await list('?all=true')).toEqual(['high', 'medium', 'low', 'info']);
    expect(await list('?state=information')).toEqual(['info']);
    expect(await list('?severity=medium')).toEqual(['medium']);
    expect((await call(sim, 'GET', `/agent/scans/${scanId}/findings?all=yes`)).status).toBe(400);
    expect((await call(sim, 'GET', `/agent/scans/${scanId}/findings?severity=urgent`)).status).toBe(400);
  });

  it('pages findings with cursors, each with its run, kind and link', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'y');
    const first = await call(sim, 'GET', `/agent/scans/${scanId}/findings?all=true&limit=3`);
    expect(first.body.data.items).toHaveLength(3);
    expect(first.body.data.items[0]).toMatchObject({
      runId: scanId,
      kind: 'pulse',
      evidenceTrust: 'redacted',
      evidenceTruncated: false,
    });
    expect(first.body.data.items[0].webUrl).toContain(scanId);
    const second = await call(
      sim,
      'GET',
      `/agent/scans/${scanId}/findings?all=true&limit=3&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data).toMatchObject({ nextCursor: null });
    expect(second.body.data.items).toHaveLength(1);
    const ids = [...first.body.data.items, ...second.body.data.items].map((f: { id: string }) => f.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('adds code only with the finding-code feature header, on the list and the single finding', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'z');
    const plain = await call(sim, 'GET', `/agent/scans/${scanId}/findings`);
    expect(plain.body.data.items[0]).not.toHaveProperty('code');
    const coded = await call(sim, 'GET', `/agent/scans/${scanId}/findings`, { headers: CODE_HEADER });
    expect(coded.body.data.items[0].code).toBe('CORS-4J7X2C');
    const id = coded.body.data.items[0].id;
    const single = await call(sim, 'GET', `/agent/scans/${scanId}/findings/${id}`, { headers: CODE_HEADER });
    expect(single.body.data).toMatchObject({ id, code: 'CORS-4J7X2C', severity: 'high' });
    expect((await call(sim, 'GET', `/agent/scans/${scanId}/findings/${id}`)).body.data).not.toHaveProperty(
      'code',
    );
    expect((await call(sim, 'GET', `/agent/scans/${scanId}/findings/fnd_none`)).status).toBe(404);
  });

  it('gives each finished scan findings from the site templates of that moment', async () => {
    sim.control.setSiteFindings(demoSiteId, [
      {
        code: 'ABC-123456',
        severity: 'critical',
        state: 'attention',
        category: 'x',
        title: 'Only one',
        meaning: 'm',
      },
    ]);
    const scanId = await finishedPulse(sim, demoSiteId, 't');
    const res = await call(sim, 'GET', `/agent/scans/${scanId}/findings`, { headers: CODE_HEADER });
    expect(res.body.data.items).toMatchObject([{ code: 'ABC-123456', fix: null, evidence: [], steps: [] }]);
    expect(() =>
      sim.control.setSiteFindings(demoSiteId, [{ ...res.body.data.items[0], code: 'bad' }]),
    ).toThrow();
  });
});

describe('comparison', () => {
  it('compares with the previous succeeded scan: one new, one fixed, three unchanged, matched by code', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'c1');
    const res = await call(sim, 'GET', `/agent/scans/${scanId}/comparison`, { headers: CODE_HEADER });
    expect(res.body.data).toMatchObject({ runId: scanId, baselineRunId: demoBaselineScanId, error: null });
    const changes = res.body.data.changes.map(
      (c: { change: string; finding: { code: string } }) => `${c.change}:${c.finding.code}`,
    );
    expect(changes.sort()).toEqual([
      'fixed:TLS-7H2K4M',
      'new:CORS-4J7X2C',
      'unchanged:DNS-5R8T1B',
      'unchanged:HDR-3K9Q2A',
      'unchanged:INF-2B6N8P',
    ]);
    const plain = await call(sim, 'GET', `/agent/scans/${scanId}/comparison`);
    expect(plain.body.data.changes[0].finding).not.toHaveProperty('code');
  });

  it('answers 409 without a baseline and before the scan finished, and carries a configured error', async () => {
    const site = sim.control.addSite('https://fresh.example.com');
    const fresh = await finishedPulse(sim, site, 'n1');
    const none = await call(sim, 'GET', `/agent/scans/${fresh}/comparison`);
    expect(none.status).toBe(409);
    expect(none.body.errorCode).toBe('NO_BASELINE');
    const running = (await start('n2')).body.data.scan.id;
    expect((await call(sim, 'GET', `/agent/scans/${running}/comparison`)).body.errorCode).toBe(
      'SCAN_NOT_FINISHED',
    );
    sim.control.setComparisonError(demoSiteId, 'Baseline used another scanner version.');
    const done = await finishedPulse(sim, demoSiteId, 'n3');
    const errored = await call(sim, 'GET', `/agent/scans/${done}/comparison`);
    expect(errored.body.data).toMatchObject({ error: 'Baseline used another scanner version.', changes: [] });
  });

  it('reports the last comparison in the site status', async () => {
    await finishedPulse(sim, demoSiteId, 'c2');
    const status = await call(sim, 'GET', `/agent/sites/${demoSiteId}/status`);
    expect(status.body.data.lastComparison).toMatchObject({ new: 1, fixed: 1, unchanged: 3 });
  });
});

describe('repair brief', () => {
  it('comes in parts with nextCursor and complete', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'r1');
    const first = await call(sim, 'GET', `/agent/scans/${scanId}/repair-brief?agent=claude-code`);
    expect(first.body.data).toMatchObject({ scanId, saved: true, complete: false });
    expect(first.body.data.findingIds).toHaveLength(2);
    expect(first.body.data.markdown).toContain('claude-code');
    const second = await call(
      sim,
      'GET',
      `/agent/scans/${scanId}/repair-brief?agent=claude-code&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data).toMatchObject({ complete: true, nextCursor: null });
    expect(second.body.data.findingIds).toHaveLength(1);
  });

  it('narrows to one finding and refuses an unknown assistant', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'r2');
    const findings = await call(sim, 'GET', `/agent/scans/${scanId}/findings`);
    const id = findings.body.data.items[1].id;
    const one = await call(sim, 'GET', `/agent/scans/${scanId}/repair-brief?findingId=${id}`);
    expect(one.body.data).toMatchObject({ findingIds: [id], complete: true });
    const bad = await call(sim, 'GET', `/agent/scans/${scanId}/repair-brief?agent=notepad`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('claude-code');
  });
});

describe('DNS rechecks', () => {
  it('rechecks a DNS finding, then answers 409 with a wait until nextAllowedAt', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'd1');
    const findings = await call(sim, 'GET', `/agent/scans/${scanId}/findings`);
    const dns = findings.body.data.items.find((f: { category: string }) => f.category === 'dns');
    const first = await call(sim, 'POST', `/agent/scans/${scanId}/dns-rechecks`, {
      body: { findingId: dns.id, idempotencyKey: 'r-1' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ scanId, findingIds: [dns.id], pending: null, failedAt: null });
    expect(first.body.data.outcomes[0].result).toBe('still_present');
    const early = await call(sim, 'POST', `/agent/scans/${scanId}/dns-rechecks`, {
      body: { findingId: dns.id, idempotencyKey: 'r-2' },
    });
    expect(early.status).toBe(409);
    expect(early.body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.headers.get('retry-after')).toBe(String(early.body.details.retryAfterSeconds));
    sim.control.setSiteFindings(demoSiteId, []);
    sim.control.advanceTime(301);
    const later = await call(sim, 'POST', `/agent/scans/${scanId}/dns-rechecks`, {
      body: { findingId: dns.id, idempotencyKey: 'r-3' },
    });
    expect(later.body.data.outcomes[0].result).toBe('fixed');
    const latest = await call(sim, 'GET', `/agent/scans/${scanId}/dns-rechecks/latest`);
    expect(latest.body.data.checkedAt).toBe(later.body.data.checkedAt);
  });

  it('refuses a finding that is not about DNS with 409', async () => {
    const scanId = await finishedPulse(sim, demoSiteId, 'd2');
    const findings = await call(sim, 'GET', `/agent/scans/${scanId}/findings`);
    const res = await call(sim, 'POST', `/agent/scans/${scanId}/dns-rechecks`, {
      body: { findingId: findings.body.data.items[0].id, idempotencyKey: 'r-4' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('RECHECK_UNAVAILABLE');
    expect((await call(sim, 'GET', `/agent/scans/${scanId}/dns-rechecks/latest`)).status).toBe(404);
  });
});
