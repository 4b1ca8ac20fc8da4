import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({
    keys: [
      { key: 'svk_all', permissions: ['read', 'sites', 'pulse', 'deep', 'local'] },
      { key: 'svk_read', permissions: ['read'] },
    ],
  });
});
afterEach(() => sim.close());

describe('envelope and routing', () => {
  it('answers success as { data, error: null } on the loopback url without the API prefix', async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await call(sim, 'GET', '/agent/allowance', { key: 'svk_all' });
    expect(res.status).toBe(200);
    expect(res.body.error).toBeNull();
    expect(res.body.data).toMatchObject({ accessSource: 'community', accountingMode: 'unmetered' });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  });

  it('refuses an unsupported version in the path with 400', async () => {
    const res = await call(sim, 'GET', '/api/cli/v2/agent/me', { key: 'svk_all' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ data: null, errorCode: 'UNSUPPORTED_VERSION' });
    expect(res.body.details.requestId).toMatch(/^req_/);
  });

  it('answers unknown routes and unknown resources with a 404 envelope', async () => {
    const route = await call(sim, 'GET', '/agent/nothing-here', { key: 'svk_all' });
    expect(route.status).toBe(404);
    expect(route.body.errorCode).toBe('ROUTE_NOT_FOUND');
    const outside = await call(sim, 'GET', '/api/other', { key: 'svk_all' });
    expect(outside.status).toBe(404);
    const scan = await call(sim, 'GET', '/agent/scans/scan_999999', { key: 'svk_all' });
    expect(scan.status).toBe(404);
    expect(scan.body).toMatchObject({ data: null, errorCode: 'NOT_FOUND' });
    expect(scan.body.details).toMatchObject({
      agentCode: 'NOT_FOUND',
      retryAfterSeconds: null,
      webUrl: null,
    });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await call(sim, 'POST', '/agent/sites', { key: 'svk_all', raw: '{"url":' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('INVALID_JSON');
  });
});

describe('keys and permissions', () => {
  it('answers 401 without a key, with an unknown key, and with a revoked key', async () => {
    expect((await call(sim, 'GET', '/agent/me', { key: null })).status).toBe(401);
    const unknown = await call(sim, 'GET', '/agent/me', { key: 'svk_nobody' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ data: null, errorCode: 'UNAUTHENTICATED' });
    const revoke = await call(sim, 'DELETE', '/me', { key: 'svk_read' });
    expect(revoke.body.data).toEqual({ revoked: true });
    expect((await call(sim, 'GET', '/agent/me', { key: 'svk_read' })).status).toBe(401);
    expect((await call(sim, 'GET', '/agent/me', { key: 'svk_all' })).status).toBe(200);
    sim.control.expireKey('svk_all');
    const expired = await call(sim, 'GET', '/agent/me', { key: 'svk_all' });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toContain('expired');
  });

  it('answers 403 naming the missing permission', async () => {
    const res = await call(sim, 'POST', '/agent/sites', {
      key: 'svk_read',
      body: { url: 'a.example', idempotencyKey: 'k' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('sites');
    expect(res.body.details.nextStep).toContain('sites');
    const both = await call(sim, 'POST', '/agent/free-site-switch', { key: 'svk_read', body: {} });
    expect(both.body.error).toContain('sites, pulse');
  });

  it('limits a key with siteIds to those sites', async () => {
    const other = sim.control.addSite('https://other.example.com');
    sim.control.addKey('svk_ci', ['read', 'pulse'], ['site_000001']);
    const denied = await call(sim, 'GET', `/agent/sites/${other}/status`, { key: 'svk_ci' });
    expect(denied.status).toBe(403);
    const allowed = await call(sim, 'GET', '/agent/sites/site_000001/status', { key: 'svk_ci' });
    expect(allowed.status).toBe(200);
    const list = await call(sim, 'GET', '/agent/sites', { key: 'svk_ci' });
    expect(list.body.data.items.map((s: { id: string }) => s.id)).toEqual(['site_000001']);
  });

  it('describes the key on /agent/me and /me without echoing it', async () => {
    const agent = await call(sim, 'GET', '/agent/me', { key: 'svk_read' });
    expect(Object.keys(agent.body.data)).toEqual(['user', 'workspace', 'credential', 'capabilities']);
    expect(agent.body.data.capabilities.deep).toBe(false);
    const legacy = await call(sim, 'GET', '/me', { key: 'svk_read' });
    expect(Object.keys(legacy.body.data)).toEqual(['user', 'workspace', 'key']);
    expect(JSON.stringify(legacy.body)).not.toContain('svk_read');
  });
});

describe('request recording', () => {
  it('records method, path, query, headers and the parsed body of every API request', async () => {
    await call(sim, 'POST', '/agent/sites?x=1', {
      key: 'svk_all',
      body: { url: 'https://r.example', idempotencyKey: 'r1' },
    });
    const recorded = sim.requests.at(-1);
    expect(recorded).toMatchObject({
      method: 'POST',
      path: '/api/cli/v1/agent/sites',
      query: { x: '1' },
      body: { url: 'https://r.example', idempotencyKey: 'r1' },
    });
    expect(recorded?.headers.authorization).toBe('Bearer svk_all');
  });
});

describe('control.addSite', () => {
  it('updates the site at an existing address with the options given', async () => {
    const id = sim.control.addSite('https://staging.example.com/', {
      finalStatus: 'cancelled',
      pollsToFinish: 1,
    });
    expect(id).toBe('site_000001');
    const site = sim.control.state.sites.get(id);
    expect(site?.behaviour).toMatchObject({ finalStatus: 'cancelled', pollsToFinish: 1 });
    expect(site?.templates).toHaveLength(4);
  });
});
