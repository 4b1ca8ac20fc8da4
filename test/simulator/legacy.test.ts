import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, CODE_HEADER, demoBaselineScanId, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({
    keys: [
      { key: 'svk_demo', permissions: ['read', 'sites', 'pulse', 'deep', 'local'] },
      { key: 'svk_ci_deep', permissions: ['read', 'deep'], siteIds: [demoSiteId] },
    ],
  });
});
afterEach(() => sim.close());

async function finishedRun(path: string, key = 'svk_demo'): Promise<string> {
  const start = await call(sim, 'POST', path, { key, body: { idempotencyKey: path } });
  expect(start.status).toBe(201);
  await call(sim, 'GET', `/runs/${start.body.data.id}`, { key });
  await call(sim, 'GET', `/runs/${start.body.data.id}`, { key });
  return start.body.data.id;
}

describe('legacy routes', () => {
  it('lists projects and their status', async () => {
    const projects = await call(sim, 'GET', '/projects');
    expect(projects.body.data.items[0]).toMatchObject({ id: demoSiteId, baseDomain: 'staging.example.com' });
    const status = await call(sim, 'GET', `/projects/${demoSiteId}/status`);
    expect(Object.keys(status.body.data).sort()).toEqual(
      ['caveats', 'lastComparison', 'latestBox', 'latestDeep', 'latestPulse', 'project'].sort(),
    );
  });

  it('starts a Pulse with 201 and replays it for the same key with one charge', async () => {
    const first = await call(sim, 'POST', `/projects/${demoSiteId}/pulse`, {
      body: { idempotencyKey: 'lp' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      kind: 'pulse',
      status: 'queued',
      baselineRunId: demoBaselineScanId,
    });
    const again = await call(sim, 'POST', `/projects/${demoSiteId}/pulse`, {
      body: { idempotencyKey: 'lp' },
    });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(sim.control.charges()).toBe(1);
  });

  it('starts a release Deep (kind box) with a CI key allowed for Deep on that site', async () => {
    const runId = await finishedRun(`/projects/${demoSiteId}/deep`, 'svk_ci_deep');
    const run = await call(sim, 'GET', `/runs/${runId}`, { key: 'svk_ci_deep' });
    expect(run.body.data).toMatchObject({ kind: 'box', status: 'succeeded', assessmentLevel: 'deep' });
    const other = sim.control.addSite('https://other.example.com');
    expect(
      (
        await call(sim, 'POST', `/projects/${other}/deep`, {
          key: 'svk_ci_deep',
          body: { idempotencyKey: 'o' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(sim, 'POST', `/projects/${demoSiteId}/pulse`, {
          key: 'svk_ci_deep',
          body: { idempotencyKey: 'p' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists runs with filters, findings without agent-only fields, brief and comparison', async () => {
    const runId = await finishedRun(`/projects/${demoSiteId}/pulse`);
    const runs = await call(sim, 'GET', `/runs?projectId=${demoSiteId}&kind=pulse&limit=1`);
    expect(runs.body.data.items.map((r: { id: string }) => r.id)).toEqual([runId]);
    const findings = await call(sim, 'GET', `/runs/${runId}/findings?all=true`, { headers: CODE_HEADER });
    expect(findings.body.data.items).toHaveLength(4);
    expect(findings.body.data.items[0]).not.toHaveProperty('evidenceTrust');
    expect(findings.body.data.items[0].code).toBe('CORS-4J7X2C');
    const one = await call(sim, 'GET', `/runs/${runId}/findings/${findings.body.data.items[0].id}`);
    expect(one.body.data).not.toHaveProperty('code');
    const brief = await call(sim, 'GET', `/runs/${runId}/repair-brief?agent=copilot`);
    expect(brief.body.data).toMatchObject({ runId, saved: true });
    expect(brief.body.data.findingIds).toHaveLength(3);
    expect(brief.body.data).not.toHaveProperty('nextCursor');
    const comparison = await call(sim, 'GET', `/runs/${runId}/comparison`);
    expect(comparison.body.data).toMatchObject({ runId, baselineRunId: demoBaselineScanId });
    expect(comparison.body.data.changes).toHaveLength(5);
  });
});
