import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

const control = (method: string, path: string, body?: unknown) =>
  call(sim, method, `/__sim${path}`, { key: null, body });

describe('controls over HTTP under /__sim', () => {
  it('drive faults, keys, sites and allowance without a key, and are not recorded as API requests', async () => {
    expect((await control('POST', '/faults', { kind: 'rate-limit', path: '/agent/me' })).body).toEqual({
      ok: true,
      result: null,
    });
    expect((await call(sim, 'GET', '/agent/me')).status).toBe(429);
    await control('POST', '/keys', { key: 'svk_http', permissions: ['read'] });
    expect((await call(sim, 'GET', '/agent/me', { key: 'svk_http' })).status).toBe(200);
    const site = await control('POST', '/sites', {
      url: 'https://ctl.example.com',
      finalStatus: 'failed',
      pollsToFinish: 1,
    });
    expect(site.body.result.siteId).toMatch(/^site_/);
    const past = await control('POST', `/sites/${site.body.result.siteId}/past-scans`, { daysAgo: 3 });
    expect(past.body.result.id).toMatch(/^scan_/);
    await control('PUT', '/allowance', { pulse: 0 });
    expect(
      (await call(sim, 'POST', `/agent/sites/${demoSiteId}/pulse`, { body: { idempotencyKey: 'x' } })).status,
    ).toBe(402);
    expect(sim.requests.every((r) => !r.path.startsWith('/__sim'))).toBe(true);
    expect((await control('GET', '/charges')).body.result).toEqual({ charges: 0 });
  });

  it('approve a Deep operation and publish a proof', async () => {
    const base = `/agent/sites/${demoSiteId}`;
    const proof = await call(sim, 'POST', `${base}/deep-verifications`, {
      body: { method: 'meta', idempotencyKey: 'v' },
    });
    const verificationId = proof.body.data.verificationId;
    await control('POST', `/verifications/${verificationId}/publish`);
    await call(sim, 'POST', `${base}/deep-verifications/${verificationId}/verify`);
    const op = await call(sim, 'POST', `${base}/deep-operations`, {
      body: { verificationId, idempotencyKey: 'o' },
    });
    await control('POST', `/deep-operations/${op.body.data.operationId}/approve`);
    expect((await call(sim, 'POST', `/agent/deep-operations/${op.body.data.operationId}/start`)).status).toBe(
      200,
    );
  });

  it('expose the state and requests as JSON', async () => {
    await call(sim, 'GET', '/agent/sites');
    const state = await control('GET', '/state');
    expect(state.body.result.sites[demoSiteId].url).toBe('https://staging.example.com');
    const requests = await control('GET', '/requests');
    expect(requests.body.result).toHaveLength(1);
    await control('DELETE', '/requests');
    expect(sim.requests).toHaveLength(0);
  });

  it('answer 404 for an unknown control and 400 for an unknown id', async () => {
    expect((await control('POST', '/nothing')).status).toBe(404);
    const bad = await control('POST', '/deep-operations/dop_404/approve');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('dop_404');
    const badFault = await control('POST', '/faults', { kind: 'explode', path: '/agent/me' });
    expect(badFault.status).toBe(400);
    expect(badFault.body.error).toContain('rate-limit');
    expect((await control('POST', '/faults', { kind: 'reset' })).status).toBe(400);
  });
});
