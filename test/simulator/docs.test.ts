import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator();
});
afterEach(() => sim.close());

describe('docs', () => {
  it('searches by words and needs a query', async () => {
    const res = await call(sim, 'GET', '/agent/docs/search?query=idempotency%20key');
    expect(res.body.data.query).toBe('idempotency key');
    expect(res.body.data.results.map((r: { path: string }) => r.path)).toEqual(['/docs/ci/github-actions']);
    expect((await call(sim, 'GET', '/agent/docs/search')).status).toBe(400);
  });

  it('serves a long page in parts joined by nextCursor', async () => {
    const first = await call(sim, 'GET', '/agent/docs/page?path=/docs/ci/github-actions');
    expect(first.body.data).toMatchObject({ title: 'Scans in GitHub Actions', complete: false });
    const second = await call(
      sim,
      'GET',
      `/agent/docs/page?path=/docs/ci/github-actions&cursor=${first.body.data.nextCursor}`,
    );
    expect(second.body.data).toMatchObject({ complete: true, nextCursor: null });
    expect(first.body.data.markdown + second.body.data.markdown).toContain('poetry.lock');
    expect((await call(sim, 'GET', '/agent/docs/page?path=/docs/none')).status).toBe(404);
  });
});
