// The transport's retry rules against the service simulator's own faults.
import { describe, expect, it } from 'vitest';
import { createServiceClient } from '../../src/api/client.ts';
import { API_KEY, USER_AGENT } from './harness.ts';
import { useSimulator } from './sim-world.ts';

const w = useSimulator();

describe('the simulator’s faults', () => {
  it('retries a GET that got no answer in time', async () => {
    const impatient = createServiceClient({
      baseUrl: w.sim.url,
      apiKey: API_KEY,
      userAgent: USER_AGENT,
      timeouts: { headersMs: 200 },
      sleep: async () => {},
      now: () => Date.now(),
    });
    // undici checks its time limits on a timer of about a second: the answer must come well after that.
    w.sim.control.inject({ path: '/agent/me', kind: 'slow', delayMs: 5_000 });
    try {
      await expect(impatient.me()).resolves.toHaveProperty('user');
    } finally {
      await impatient.close();
    }
    expect(w.sim.requests.filter((r) => r.path.endsWith('/agent/me'))).toHaveLength(2);
  });

  it('waits the Retry-After of a rate limit and a capacity refusal', async () => {
    w.sim.control.inject({ path: '/agent/me', kind: 'rate-limit', retryAfterSeconds: 4 });
    w.sim.control.inject({ path: '/agent/allowance', kind: 'unavailable', retryAfterSeconds: 2 });
    await w.client.me();
    await w.client.allowance();
    expect(w.sleeps).toEqual([4_000, 2_000]);
  });

  it('retries a 500, a cut-off body and an HTML page on a GET', async () => {
    for (const kind of ['internal-error', 'truncated-json', 'html-error'] as const) {
      w.sim.control.inject({ path: '/agent/me', kind });
    }
    await expect(w.client.me()).resolves.toHaveProperty('user');
    expect(w.sleeps).toHaveLength(3);
  });
});
