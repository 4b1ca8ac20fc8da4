import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

async function ids(query: string): Promise<string[]> {
  const res = await call(sim, 'GET', `/agent/monitor${query}`);
  expect(res.status).toBe(200);
  return res.body.data.items.map((item: { id: string }) => item.id);
}

describe('GET /agent/monitor', () => {
  it('lists current advisories newest first with the result fields', async () => {
    const res = await call(sim, 'GET', '/agent/monitor');
    expect(Object.keys(res.body.data)).toEqual(['items', 'nextCursor', 'limitations']);
    expect(res.body.data.items.map((i: { id: string }) => i.id)).toEqual([
      'SVA-2026-0001',
      'SVA-2026-0005',
      'SVA-2026-0002',
      'SVA-2026-0004',
      'SVA-2026-0003',
    ]);
    expect(res.body.data.items[0]).toMatchObject({
      kind: 'vulnerability',
      severity: 'high',
      exploited: false,
      withdrawnAt: null,
    });
    expect(res.body.data.limitations.length).toBeGreaterThan(0);
  });

  it('filters by view: sites matches technologies and uploaded packages, following technologies only', async () => {
    expect(await ids('?view=sites')).toEqual(['SVA-2026-0002']);
    await call(sim, 'POST', `/agent/sites/${demoSiteId}/dependencies`, {
      body: {
        idempotencyKey: 'd',
        sources: ['yarn.lock'],
        packages: [{ ecosystem: 'npm', name: 'lodash', version: '4.17.20' }],
      },
    });
    expect(await ids('?view=sites')).toEqual(['SVA-2026-0001', 'SVA-2026-0002']);
    expect(await ids('?view=following')).toEqual(['SVA-2026-0002']);
    expect(await ids('?view=exploited')).toEqual(['SVA-2026-0003']);
    const item = (await call(sim, 'GET', '/agent/monitor?view=sites')).body.data.items[0];
    expect(item.sites).toEqual([
      { siteId: demoSiteId, name: 'Staging', reason: 'package', match: 'lodash@4.17.20' },
    ]);
  });

  it('filters by kind, ecosystem, severity, q, days, siteId and advisoryId', async () => {
    expect(await ids('?kind=malicious_package')).toEqual(['SVA-2026-0003']);
    expect(await ids('?ecosystem=pypi')).toEqual(['SVA-2026-0004']);
    expect(await ids('?severity=low')).toEqual(['SVA-2026-0005']);
    expect(await ids('?q=LODASH')).toEqual(['SVA-2026-0001']);
    expect(await ids('?q=CVE-2021-23017')).toEqual(['SVA-2026-0002']);
    expect(await ids('?days=7')).toEqual(['SVA-2026-0001', 'SVA-2026-0005']);
    expect(await ids(`?siteId=${demoSiteId}`)).toEqual(['SVA-2026-0002']);
    expect(await ids('?advisoryId=GHSA-35jh-r3h4-6jhm')).toEqual(['SVA-2026-0001']);
  });

  it('refuses bad filter values with 400 and an unknown site with 404', async () => {
    for (const query of [
      'view=mine',
      'kind=worm',
      'ecosystem=maven',
      'severity=severe',
      'days=-1',
      'limit=x',
    ]) {
      expect((await call(sim, 'GET', `/agent/monitor?${query}`)).status).toBe(400);
    }
    expect((await call(sim, 'GET', '/agent/monitor?siteId=site_404')).status).toBe(404);
  });

  it('pages with cursors', async () => {
    const first = await call(sim, 'GET', '/agent/monitor?limit=3');
    const second = await call(sim, 'GET', `/agent/monitor?limit=3&cursor=${first.body.data.nextCursor}`);
    expect(first.body.data.items).toHaveLength(3);
    expect(second.body.data).toMatchObject({ nextCursor: null });
    expect(second.body.data.items).toHaveLength(2);
  });

  it('shows added advisories and drops withdrawn ones (still found by id)', async () => {
    sim.control.addAdvisory({
      id: 'SVA-NEW',
      title: 'New nginx issue',
      severity: 'critical',
      tech: ['nginx'],
    });
    expect(await ids('?view=sites')).toEqual(['SVA-NEW', 'SVA-2026-0002']);
    sim.control.withdrawAdvisory('SVA-2026-0002');
    expect(await ids('?view=sites')).toEqual(['SVA-NEW']);
    const withdrawn = await call(sim, 'GET', '/agent/monitor?advisoryId=SVA-2026-0002');
    expect(withdrawn.body.data.items[0].withdrawnAt).toEqual(expect.any(String));
  });
});
