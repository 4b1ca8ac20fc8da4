// Account, sites, dependency uploads, starts and Deep against the service simulator.
import { describe, expect, it } from 'vitest';
import { isDeepNotApproved } from '../../src/api/unshown-fields/deep-fields.ts';
import { readAffectsYou } from '../../src/api/unshown-fields/dependency-fields.ts';
import { API_KEY, USER_AGENT } from './harness.ts';
import { SITE_URL, collect, keyFor, useSimulator } from './sim-world.ts';
import { expectSpecFields } from './spec-fields.ts';

const w = useSimulator();

describe('account and sites', () => {
  it('reads who the key is and the allowance', async () => {
    const me = await w.client.me();
    expect(Object.keys(me)).toEqual(
      expect.arrayContaining(['user', 'workspace', 'credential', 'capabilities']),
    );
    const allowance = await w.client.allowance();
    expectSpecFields(allowance, 'allowance');
    expect(typeof allowance.freeSiteVisible).toBe('boolean');
    expect(typeof allowance.canSwitchFreeSite).toBe('boolean');
    expect(w.lastRequest()?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(w.lastRequest()?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('adds a site once, lists it and reads its status', async () => {
    const first = await w.client.addSite({ url: SITE_URL, name: 'Shop', idempotencyKey: keyFor('add-site') });
    const again = await w.client.addSite({
      url: `${SITE_URL}/`,
      idempotencyKey: keyFor('add-site', 'again'),
    });
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.site.id).toBe(first.site.id);
    const sites = await collect(w.client.sites({ limit: 1 }));
    expect(sites.map((site) => site.id)).toEqual([first.site.id]);
    sites.forEach((site) => expectSpecFields(site, 'site'));
    const status = await w.client.siteStatus(String(first.site.id));
    expectSpecFields(status, 'siteStatus');
    expect(w.lastRequest()?.path).toBe(`/api/cli/v1/agent/sites/${String(first.site.id)}/status`);
  });

  it('uploads pinned packages and reads which advisories affect them', async () => {
    const siteId = w.addSite();
    const upload = await w.client.uploadDependencies(siteId, {
      packages: [{ ecosystem: 'npm', name: 'lodash', version: '4.17.20' }],
      sources: ['package-lock.json'],
      idempotencyKey: keyFor('dependencies', 'sha256:abc'),
    });
    expect([upload.siteId, upload.packageCount, upload.sources]).toEqual([siteId, 1, ['package-lock.json']]);
    expectSpecFields(upload, 'dependencyUpload');
    expect(readAffectsYou(upload.affectsYou)).toHaveLength(upload.affectsYouCount);
  });
});

describe('a start whose answer was lost', () => {
  it('is retried with the same key, replayed, and charged once', async () => {
    const siteId = w.addSite();
    w.sim.control.inject({ method: 'POST', path: '/agent/sites/*/pulse', kind: 'reset', after: true });
    const start = await w.client.startPulse(siteId, { idempotencyKey: keyFor('pulse') });
    expect(start.replayed).toBe(true);
    expect(w.sim.control.charges()).toBe(1);
    const starts = w.sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/pulse'));
    expect(starts).toHaveLength(2);
    expect(new Set(starts.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it('is not retried when it is an ownership verify', async () => {
    const siteId = w.addSite();
    const issued = await w.client.issueVerification(siteId, {
      method: 'dns',
      idempotencyKey: keyFor('verify-issue'),
    });
    w.sim.control.inject({ method: 'POST', path: /\/verify$/, kind: 'reset', after: true });
    await expect(w.client.checkVerification(siteId, issued.verificationId)).rejects.toMatchObject({
      failure: 'network',
    });
    expect(w.sim.requests.filter((r) => r.path.endsWith('/verify'))).toHaveLength(1);
  });
});

describe('Deep', () => {
  it('proves ownership, prepares, waits for approval, then starts', async () => {
    const siteId = w.addSite();
    const issued = await w.client.issueVerification(siteId, {
      method: 'dns',
      idempotencyKey: keyFor('verify-issue'),
    });
    expectSpecFields(issued, 'verification');
    expect([typeof issued.value, typeof issued.location]).toEqual(['string', 'string']);
    w.sim.control.publishProof(issued.verificationId);
    const verified = await w.client.checkVerification(siteId, issued.verificationId);
    expect(verified.state).toBe('verified');
    expect('value' in verified || 'location' in verified).toBe(false);
    const operation = await w.client.prepareDeep(siteId, {
      verificationId: issued.verificationId,
      idempotencyKey: keyFor('deep-prepare'),
    });
    expectSpecFields(operation, 'deepOperation');
    expect(operation.approvalState).toBe('pending');
    const refused = await w.client.startDeep(operation.operationId).catch((e: unknown) => e);
    expect(isDeepNotApproved(refused)).toBe(true);
    w.sim.control.approveDeep(operation.operationId);
    w.sim.control.inject({
      path: '/agent/deep-operations/*/start',
      kind: 'rate-limit',
      retryAfterSeconds: 3,
    });
    const start = await w.client.startDeep(operation.operationId);
    expect(start.replayed).toBe(false);
    expect(w.sleeps).toEqual([3_000]); // a refusal did not run, so it is retried
    expect(w.lastRequest()?.body).toBeUndefined();
  });
});

describe('a Deep start whose answer was lost', () => {
  it('is not retried: it may have started a paid scan', async () => {
    const siteId = w.addSite();
    const issued = await w.client.issueVerification(siteId, {
      method: 'file',
      idempotencyKey: keyFor('verify-issue'),
    });
    w.sim.control.publishProof(issued.verificationId);
    await w.client.checkVerification(siteId, issued.verificationId);
    const operation = await w.client.prepareDeep(siteId, {
      verificationId: issued.verificationId,
      idempotencyKey: keyFor('deep-prepare'),
    });
    w.sim.control.approveDeep(operation.operationId);
    w.sim.control.inject({ path: '/agent/deep-operations/*/start', kind: 'reset', after: true });
    await expect(w.client.startDeep(operation.operationId)).rejects.toMatchObject({ failure: 'network' });
    expect(w.sim.requests.filter((r) => r.path.endsWith('/start'))).toHaveLength(1);
    expect(w.sim.control.charges()).toBe(1);
  });
});
