// The CLI 0.2 routes against the service simulator.
import { describe, expect, it } from 'vitest';
import { readChanges } from '../../src/api/unshown-fields/comparison-fields.ts';
import { ServiceError } from '../../src/api/errors.ts';
import { FINDINGS, keyFor, useSimulator } from './sim-world.ts';

const w = useSimulator();

describe('legacy routes', () => {
  async function finishedRun(projectId: string, operation: string) {
    const started = await w.client.legacy.startPulse(projectId, keyFor(operation));
    expect(started.kind).toBe('pulse');
    for (let poll = 0; poll < 10; poll++) {
      const run = await w.client.legacy.run(started.id);
      if (!['queued', 'running', 'cancelling'].includes(run.status)) return run;
    }
    throw new Error(`run ${started.id} did not finish`);
  }

  it('starts Pulses and reads runs, findings, brief and comparison', async () => {
    const projectId = w.addSite();
    expect((await w.client.legacy.projects()).map((p) => p.id)).toEqual([projectId]);
    await expect(w.client.legacy.projectStatus(projectId)).resolves.toHaveProperty('caveats');
    await finishedRun(projectId, 'legacy-pulse-1');
    const run = await finishedRun(projectId, 'legacy-pulse-2');
    expect((await w.client.legacy.runs({ projectId })).map((r) => r.id)).toContain(run.id);
    const findings = await w.client.legacy.findings(run.id, { all: true });
    expect(findings.length).toBe(FINDINGS.length);
    await expect(w.client.legacy.finding(run.id, findings[0]?.id ?? '')).resolves.toHaveProperty('title');
    await expect(w.client.legacy.repairBrief(run.id)).resolves.toHaveProperty('markdown');
    const comparison = await w.client.legacy.comparison(run.id);
    expect(readChanges(comparison.changes).every((c) => c.change === 'unchanged')).toBe(true);
    expect(w.sim.requests.every((r) => r.headers['x-service-agent-features'] === undefined)).toBe(true);
  });

  it('reads who the key is, then revokes it', async () => {
    await expect(w.client.legacy.me()).resolves.toHaveProperty('key');
    await expect(w.client.legacy.revokeKey()).resolves.toEqual({ revoked: true });
    const failure = await w.client.legacy.me().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe(401);
  });
});
