import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

const pulse = (idempotencyKey: string) =>
  call(sim, 'POST', `/agent/sites/${demoSiteId}/pulse`, { body: { idempotencyKey } });

describe('fault injection', () => {
  it('answers 429 with Retry-After and details.retryAfterSeconds for `times` requests, without running the route', async () => {
    sim.control.inject({
      kind: 'rate-limit',
      method: 'POST',
      path: '/agent/sites/*/pulse',
      times: 2,
      retryAfterSeconds: 3,
    });
    for (const attempt of [1, 2]) {
      const res = await pulse('k');
      expect(res.status, `attempt ${attempt}`).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(res.body).toMatchObject({
        data: null,
        errorCode: 'RATE_LIMITED',
        details: { retryAfterSeconds: 3 },
      });
    }
    expect(sim.control.charges()).toBe(0);
    expect((await pulse('k')).status).toBe(200);
    expect(sim.control.charges()).toBe(1);
  });

  it('matches method and path: other methods and routes are untouched', async () => {
    sim.control.inject({ kind: 'internal-error', method: 'POST', path: '/agent/sites/*/pulse' });
    expect((await call(sim, 'GET', '/agent/sites')).status).toBe(200);
    const res = await pulse('m');
    expect(res.status).toBe(500);
    expect(res.body.errorCode).toBe('INTERNAL_ERROR');
  });

  it('answers 503 with Retry-After, and matches full paths, ** and regular expressions', async () => {
    sim.control.inject({ kind: 'unavailable', path: '/api/cli/v1/agent/allowance', retryAfterSeconds: 0 });
    sim.control.inject({ kind: 'unavailable', path: '/agent/**' });
    sim.control.inject({ kind: 'unavailable', path: /\/me$/ });
    const first = await call(sim, 'GET', '/agent/allowance');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('0');
    expect((await call(sim, 'GET', '/agent/scans/scan_000001')).status).toBe(503);
    expect((await call(sim, 'GET', '/me')).status).toBe(503);
    expect((await call(sim, 'GET', '/me')).status).toBe(200);
  });

  it('resets the connection before the route runs: nothing is charged', async () => {
    sim.control.inject({ kind: 'reset', path: '/agent/sites/*/pulse' });
    await expect(pulse('r')).rejects.toThrow();
    expect(sim.control.charges()).toBe(0);
    expect(sim.requests.at(-1)?.path).toBe(`/api/cli/v1/agent/sites/${demoSiteId}/pulse`);
  });

  it('resets after the route ran with after: true; the retry with the same key replays and charges once', async () => {
    sim.control.inject({ kind: 'reset', path: '/agent/sites/*/pulse', after: true });
    await expect(pulse('after')).rejects.toThrow();
    expect(sim.control.charges()).toBe(1);
    const retry = await pulse('after');
    expect(retry.body.data.replayed).toBe(true);
    expect(sim.control.charges()).toBe(1);
  });

  it('sends truncated JSON, before the route or spoiling its real answer', async () => {
    sim.control.inject({ kind: 'truncated-json', path: '/agent/sites', method: 'POST', after: true });
    const res = await call(sim, 'POST', '/agent/sites', {
      body: { url: 'https://cut.example.com', idempotencyKey: 'c' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('string');
    expect(() => JSON.parse(res.body as string)).toThrow();
    expect((res.body as string).startsWith('{"data":{"site"')).toBe(true);
    expect(sim.control.state.sites.size).toBe(2);
  });

  it('sends an HTML error page with the configured status', async () => {
    sim.control.inject({ kind: 'html-error', path: '/agent/me', status: 504 });
    const res = await call(sim, 'GET', '/agent/me');
    expect(res.status).toBe(504);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain('<html>');
  });

  it('labels the route JSON answer as HTML with wrong-content-type after the route ran', async () => {
    sim.control.inject({ kind: 'wrong-content-type', path: '/agent/me', after: true });
    const res = await call(sim, 'GET', '/agent/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toMatchObject({ error: null, data: expect.any(Object) });
  });

  it('stalls a body half-way with stalled-body, then drops the connection', async () => {
    sim.control.inject({ kind: 'stalled-body', path: '/agent/me', delayMs: 300 });
    const res = await fetch(`${sim.url}/api/cli/v1/agent/me`, {
      headers: { authorization: 'Bearer svk_demo' },
    });
    expect(res.status).toBe(200);
    const started = Date.now();
    await expect(res.text()).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('delays a slow answer and then answers normally', async () => {
    sim.control.inject({ kind: 'slow', path: '/agent/me', delayMs: 2000 });
    const aborted = fetch(`${sim.url}/api/cli/v1/agent/me`, {
      headers: { authorization: 'Bearer svk_demo' },
      signal: AbortSignal.timeout(100),
    });
    await expect(aborted).rejects.toThrow();
    sim.control.inject({ kind: 'slow', path: '/agent/me', delayMs: 1 });
    expect((await call(sim, 'GET', '/agent/me')).status).toBe(200);
  });

  it('clears faults that were not used up', async () => {
    sim.control.inject({ kind: 'internal-error', path: '/agent/me', times: 5 });
    sim.control.clearFaults();
    expect((await call(sim, 'GET', '/agent/me')).status).toBe(200);
  });
});
