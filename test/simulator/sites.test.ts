import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

describe('POST /agent/sites', () => {
  it('adds a site once and returns the existing one for the same address, however written', async () => {
    const first = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'https://New.Example.com/', idempotencyKey: 'a' },
    });
    expect(first.body.data.created).toBe(true);
    expect(first.body.data.site).toMatchObject({ baseDomain: 'new.example.com', status: 'active' });
    const again = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'HTTPS://new.example.com:443', idempotencyKey: 'b' },
    });
    expect(again.body.data).toMatchObject({ created: false, site: { id: first.body.data.site.id } });
    const demo = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'staging.example.com/', idempotencyKey: 'c' },
    });
    expect(demo.body.data).toMatchObject({ created: false, site: { id: demoSiteId } });
  });

  it('replays the first answer for a repeated idempotency key', async () => {
    const body = { url: 'https://one.example.com', idempotencyKey: 'same' };
    const first = await call(sim, 'POST', '/agent/sites', { body });
    const replay = await call(sim, 'POST', '/agent/sites', {
      body: { ...body, url: 'https://two.example.com' },
    });
    expect(replay.body).toEqual(first.body);
    expect(sim.control.state.sites.size).toBe(2);
  });

  it('refuses missing fields and bad addresses with 400', async () => {
    const noKey = await call(sim, 'POST', '/agent/sites', { body: { url: 'https://x.example.com' } });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error).toContain('idempotencyKey');
    const noUrl = await call(sim, 'POST', '/agent/sites', { body: { idempotencyKey: 'k' } });
    expect(noUrl.body.error).toContain('url');
    const ftp = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'ftp://x.example.com', idempotencyKey: 'k2' },
    });
    expect(ftp.status).toBe(400);
  });

  it('answers 402 when the plan holds no more sites', async () => {
    await sim.close();
    sim = await startServiceSimulator({ siteLimit: 1 });
    const res = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'https://more.example.com', idempotencyKey: 'm' },
    });
    expect(res.status).toBe(402);
    expect(res.body.details).toMatchObject({ agentCode: 'SITE_LIMIT_REACHED' });
    expect(res.body.details.webUrl).toContain('/billing');
  });
});

describe('GET /agent/sites and site status', () => {
  it('pages the site list with limit and nextCursor', async () => {
    sim.control.addSite('https://b.example.com');
    sim.control.addSite('https://c.example.com');
    const first = await call(sim, 'GET', '/agent/sites?limit=2');
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.items[0]).toMatchObject({
      id: demoSiteId,
      latestPulse: { status: 'succeeded' },
      latestBox: null,
    });
    const second = await call(sim, 'GET', `/agent/sites?limit=2&cursor=${first.body.data.nextCursor}`);
    expect(second.body.data).toMatchObject({ items: [{ baseDomain: 'c.example.com' }], nextCursor: null });
    expect((await call(sim, 'GET', '/agent/sites?limit=0')).status).toBe(400);
    expect((await call(sim, 'GET', '/agent/sites?cursor=bogus')).status).toBe(400);
  });

  it('reports the status of a site with its relevant advisories', async () => {
    const res = await call(sim, 'GET', `/agent/sites/${demoSiteId}/status`);
    expect(res.body.data).toMatchObject({
      site: { id: demoSiteId },
      latestPulse: { id: 'scan_000001' },
      lastComparison: null,
    });
    expect(res.body.data.relevant.map((a: { id: string }) => a.id)).toEqual(['SVA-2026-0002']);
    expect(res.body.data.relevantTotal).toBe(1);
    expect((await call(sim, 'GET', '/agent/sites/site_404/status')).status).toBe(404);
  });
});

describe('POST /agent/sites/{id}/dependencies', () => {
  const upload = (body: unknown) => call(sim, 'POST', `/agent/sites/${demoSiteId}/dependencies`, { body });

  it('records the packages and names the advisories that affect them', async () => {
    const res = await upload({
      idempotencyKey: 'deps-1',
      sources: ['package-lock.json', 'requirements.txt'],
      packages: [
        { ecosystem: 'npm', name: 'lodash', version: '4.17.20' },
        { ecosystem: 'npm', name: 'express', version: '4.19.2' },
        { ecosystem: 'pypi', name: 'requests', version: '2.32.3' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ siteId: demoSiteId, packageCount: 3, affectsYouCount: 1 });
    expect(res.body.data.affectsYou[0]).toMatchObject({
      advisoryId: 'SVA-2026-0001',
      severity: 'high',
      package: { ecosystem: 'npm', name: 'lodash', version: '4.17.20' },
      fixedIn: '4.17.21',
    });
    expect(sim.control.state.sites.get(demoSiteId)?.packages).toHaveLength(3);
  });

  it('validates sources and package items', async () => {
    const badSource = await upload({ idempotencyKey: 'd1', sources: ['Gemfile.lock'], packages: [] });
    expect(badSource.status).toBe(400);
    expect(badSource.body.error).toContain('package-lock.json');
    const badEcosystem = await upload({
      idempotencyKey: 'd2',
      sources: ['yarn.lock'],
      packages: [{ ecosystem: 'maven', name: 'x', version: '1' }],
    });
    expect(badEcosystem.body.error).toContain('packages[0].ecosystem');
    const noVersion = await upload({
      idempotencyKey: 'd3',
      sources: ['yarn.lock'],
      packages: [{ ecosystem: 'npm', name: 'x' }],
    });
    expect(noVersion.body.error).toContain('version');
    const noPackages = await upload({ idempotencyKey: 'd4', sources: ['yarn.lock'] });
    expect(noPackages.body.error).toContain('packages');
  });
});

describe('allowance and free-site switch', () => {
  it('refuses a switch without confirmRemoval (400) or with false (409)', async () => {
    const missing = await call(sim, 'POST', '/agent/free-site-switch', {
      body: { removeSiteId: demoSiteId, idempotencyKey: 's1' },
    });
    expect(missing.status).toBe(400);
    const refused = await call(sim, 'POST', '/agent/free-site-switch', {
      body: { removeSiteId: demoSiteId, idempotencyKey: 's2', confirmRemoval: false },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('CONFIRMATION_REQUIRED');
    const unknownCheck = await call(sim, 'POST', '/agent/free-site-switch', {
      body: { removeSiteId: demoSiteId, checkId: 'qck_404', idempotencyKey: 's4', confirmRemoval: true },
    });
    expect(unknownCheck.status).toBe(404);
    expect(sim.control.state.sites.get(demoSiteId)?.removed).toBe(false);
  });

  it('removes the site, frees its Pulse and starts a replacement from a quick check', async () => {
    await call(sim, 'POST', `/agent/sites/${demoSiteId}/pulse`, { body: { idempotencyKey: 'p' } });
    sim.control.setAllowance({ pulse: 0 });
    const check = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://next.example.com', idempotencyKey: 'q' },
    });
    const res = await call(sim, 'POST', '/agent/free-site-switch', {
      body: {
        removeSiteId: demoSiteId,
        checkId: check.body.data.checkId,
        idempotencyKey: 's3',
        confirmRemoval: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      removedSiteId: demoSiteId,
      removedSiteHost: 'staging.example.com',
      replayed: false,
    });
    expect(res.body.data.startedScanId).toMatch(/^scan_/);
    expect(res.body.data.charged).toMatchObject({ scans: 1 });
    const sites = await call(sim, 'GET', '/agent/sites');
    expect(sites.body.data.items.map((s: { baseDomain: string }) => s.baseDomain)).toEqual([
      'next.example.com',
    ]);
    const replay = await call(sim, 'POST', '/agent/free-site-switch', {
      body: {
        removeSiteId: demoSiteId,
        checkId: check.body.data.checkId,
        idempotencyKey: 's3',
        confirmRemoval: true,
      },
    });
    expect(replay.body.data).toMatchObject({ replayed: true, startedScanId: res.body.data.startedScanId });
    expect(sim.control.charges()).toBe(2);
  });
});
