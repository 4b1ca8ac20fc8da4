// Quick and repository checks, docs, advisories, the free site, local assessment and device sign-in against
// the service simulator.
import { describe, expect, it } from 'vitest';
import { createDeviceSignIn } from '../../src/api/client.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { USER_AGENT } from './harness.ts';
import { SITE_URL, collect, keyFor, useSimulator } from './sim-world.ts';
import { expectSpecFields } from './spec-fields.ts';

const w = useSimulator();

describe('checks, docs, monitor and the free site', () => {
  it('runs a quick check and a repository check to the end', async () => {
    const quick = await w.client.startQuickCheck({ url: SITE_URL, idempotencyKey: keyFor('quick') });
    let polled = await w.client.quickCheck(quick.checkId);
    for (let i = 0; i < 10 && !['succeeded', 'failed'].includes(polled.status); i++)
      polled = await w.client.quickCheck(quick.checkId);
    expect(polled.status).toBe('succeeded');
    expectSpecFields(polled, 'quickCheck');
    const repo = await w.client.startRepositoryCheck({
      url: 'https://github.com/octo/tool',
      mode: 'app',
      idempotencyKey: keyFor('repo'),
    });
    let check = await w.client.repositoryCheck(repo.checkId);
    for (let i = 0; i < 10 && !['succeeded', 'failed'].includes(check.status); i++)
      check = await w.client.repositoryCheck(repo.checkId);
    expect(['succeeded', 'failed']).toContain(check.status);
    expectSpecFields(check, 'repositoryCheck');
  });

  it('searches the docs and reads a page in parts', async () => {
    const search = await w.client.searchDocs('ownership', 3);
    expectSpecFields(search, 'docsSearch');
    const found = search.results[0]?.path;
    const path = typeof found === 'string' ? found : '/';
    const parts = await collect(w.client.docsPage(path));
    parts.forEach((part) => expectSpecFields(part, 'docsPage'));
    expect(parts.at(-1)?.complete).toBe(true);
  });

  it('lists advisories page after page', async () => {
    w.sim.control.addAdvisory({ id: 'GHSA-aaaa', title: 'One', severity: 'high' });
    w.sim.control.addAdvisory({ id: 'GHSA-bbbb', title: 'Two', severity: 'low' });
    const page = await w.client.monitorPage({ view: 'latest', limit: 1 });
    expectSpecFields(page, 'monitorResult');
    const items = await collect(w.client.monitor({ view: 'latest', limit: 1 }));
    expect(items.map((item) => item.id).sort()).toEqual(['GHSA-aaaa', 'GHSA-bbbb']);
    items.forEach((item) => expectSpecFields(item, 'monitorItem'));
  });

  it('switches the free site', async () => {
    const siteId = w.addSite();
    const result = await w.client.switchFreeSite({
      removeSiteId: siteId,
      confirmRemoval: true,
      idempotencyKey: keyFor('switch'),
    });
    expectSpecFields(result, 'freeSiteSwitch');
    expect(result.removedSiteId).toBe(siteId);
  });
});

describe('local assessment and device sign-in', () => {
  it('authorizes a local assessment', async () => {
    const siteId = w.addSite();
    const admission = await w.client.authorizeLocalAssessment(siteId, {
      cliVersion: '0.1.0',
      scannerVersion: '0.1.0',
      rulesetVersion: '1.0.0',
      reportSchemaVersion: '1.0.0',
      checks: ['tracked-secrets', 'git-history'],
    });
    expectSpecFields(admission, 'admission');
    expect(admission.checks.map((c) => c.id)).toEqual(['tracked-secrets', 'git-history']);
    expect(admission.startBy).toMatch(/Z$/);
  });

  it('signs in a device without a key', async () => {
    const signIn = createDeviceSignIn({ ...systemClock, baseUrl: w.sim.url, userAgent: USER_AGENT });
    try {
      const code = await signIn.requestDeviceCode({ clientName: 'ci', scopes: ['pulse', 'sites'] });
      expectSpecFields(code, 'deviceCode');
      await expect(signIn.pollDeviceToken(code.deviceCode)).resolves.toMatchObject({ status: 'pending' });
      w.sim.control.approveDevice(code.userCode);
      w.sim.control.advanceTime(code.interval);
      const answer = await signIn.pollDeviceToken(code.deviceCode);
      expect(answer.status).toBe('approved');
      expect(
        w.sim.requests.every(
          (r) => !r.path.startsWith('/api/cli/v1/device') || r.headers.authorization === undefined,
        ),
      ).toBe(true);
    } finally {
      await signIn.close();
    }
  });
});
