import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({ deviceIntervalSeconds: 5, deviceExpiresInSeconds: 60 });
});
afterEach(() => sim.close());

const code = (body: unknown = {}) => call(sim, 'POST', '/device/code', { key: null, body });
const token = (deviceCode: string) => call(sim, 'POST', '/device/token', { key: null, body: { deviceCode } });

describe('device sign-in', () => {
  it('hands out a code without a key', async () => {
    const res = await code({ clientName: 'security-scan-action', scopes: ['pulse', 'local'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ expiresIn: 60, interval: 5 });
    expect(res.body.data.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(res.body.data.verificationUriComplete).toContain(res.body.data.userCode);
  });

  it('validates the code request', async () => {
    expect((await code({ clientName: 'x'.repeat(81) })).status).toBe(400);
    expect((await code({ hostname: 'h'.repeat(121) })).status).toBe(400);
    expect((await code({ scopes: ['read'] })).status).toBe(400);
    expect((await code({ scopes: ['pulse', 'sites', 'deep', 'local', 'pulse'] })).status).toBe(400);
    expect((await call(sim, 'POST', '/device/token', { key: null, body: {} })).status).toBe(400);
    expect((await token('unknown')).status).toBe(404);
  });

  it('answers pending, slow_down when polled faster than interval, then the key once approved', async () => {
    const { deviceCode, userCode } = (await code({ scopes: ['pulse', 'local'] })).body.data;
    expect((await token(deviceCode)).body.data).toEqual({ status: 'pending', interval: 5 });
    expect((await token(deviceCode)).body.data).toEqual({ status: 'slow_down', interval: 5 });
    sim.control.advanceTime(5);
    expect((await token(deviceCode)).body.data.status).toBe('pending');
    sim.control.approveDevice(userCode);
    const approved = await token(deviceCode);
    expect(approved.body.data.status).toBe('approved');
    expect(approved.body.data.apiKey).toMatch(/^svk_/);
    const key = approved.body.data.apiKey as string;
    expect((await call(sim, 'GET', '/agent/me', { key })).status).toBe(200);
    expect(
      (await call(sim, 'POST', '/projects/site_000001/local-assessments/authorize', { key, body: {} }))
        .status,
    ).toBe(400);
    expect((await call(sim, 'POST', '/agent/deep-operations/x/start', { key })).status).toBe(403);
  });

  it('answers denied and expired', async () => {
    const denied = (await code()).body.data;
    sim.control.denyDevice(denied.userCode);
    expect((await token(denied.deviceCode)).body.data).toEqual({ status: 'denied' });
    const late = (await code()).body.data;
    sim.control.advanceTime(61);
    expect((await token(late.deviceCode)).body.data).toEqual({ status: 'expired' });
  });
});
