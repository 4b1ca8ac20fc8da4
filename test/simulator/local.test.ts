import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { LOCAL_CHECK_IDS } from '../../simulator/service/spec.ts';
import { call, demoSiteId } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({
    keys: [
      { key: 'svk_local', permissions: ['read', 'local'] },
      { key: 'svk_read', permissions: ['read'] },
    ],
  });
});
afterEach(() => sim.close());

const valid = {
  cliVersion: '1.4.0',
  scannerVersion: '2.0.0-beta.1',
  rulesetVersion: '2026.11.0',
  reportSchemaVersion: '1.0.0',
  checks: ['tracked-secrets', 'git-history', 'source-maps'],
};
const authorize = (body: unknown, key = 'svk_local', site = demoSiteId) =>
  call(sim, 'POST', `/projects/${site}/local-assessments/authorize`, { key, body });

describe('POST /projects/{id}/local-assessments/authorize', () => {
  it('answers an admission with per-check decisions and a start-by time ahead', async () => {
    sim.control.setLocalCheck('git-history', 'disabled');
    sim.control.setLocalCheck('source-maps', 'unsupported');
    const res = await authorize(valid);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ projectId: demoSiteId, policyVersion: '1.0.0' });
    expect(res.body.data.checks).toEqual([
      { id: 'tracked-secrets', allowed: true, reason: 'available' },
      { id: 'git-history', allowed: false, reason: 'disabled' },
      { id: 'source-maps', allowed: false, reason: 'unsupported' },
    ]);
    expect(res.body.data.startBy).toMatch(/Z$/);
    expect(Date.parse(res.body.data.startBy)).toBeGreaterThan(Date.now());
  });

  it('accepts all ten checks', async () => {
    const res = await authorize({ ...valid, checks: [...LOCAL_CHECK_IDS] });
    expect(res.body.data.checks).toHaveLength(10);
  });

  it.each([
    ['an extra property', { ...valid, repository: 'x' }, 'repository'],
    ['a missing version', { ...valid, cliVersion: undefined }, 'cliVersion'],
    ['a version without three numbers', { ...valid, scannerVersion: '2.0' }, 'scannerVersion'],
    ['a version with a bad suffix', { ...valid, rulesetVersion: '1.0.0+build' }, 'rulesetVersion'],
    [
      'a version over 40 characters',
      { ...valid, reportSchemaVersion: `1.0.0-${'a'.repeat(35)}` },
      'reportSchemaVersion',
    ],
    ['no checks', { ...valid, checks: [] }, 'checks'],
    ['an unknown check', { ...valid, checks: ['dns'] }, 'checks'],
    ['a repeated check', { ...valid, checks: ['git-history', 'git-history'] }, 'checks'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const res = await authorize(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(field);
  });

  it('needs the local permission and a known project', async () => {
    expect((await authorize(valid, 'svk_read')).status).toBe(403);
    expect((await authorize(valid, 'svk_local', 'site_404')).status).toBe(404);
  });
});
