// The client against the service simulator: every route once, typed results read as the spec says, and
// the retry rules against the simulator's own faults (a lost start answer is replayed, not charged twice).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator } from '../../simulator/server.ts';
import type { ServiceSimulator } from '../../simulator/server.ts';
import { isDeepNotApproved, readAffectsYou, readChanges, readOpenCounts } from '../../src/api/assumed.ts';
import { createDeviceSignIn, createServiceClient } from '../../src/api/client.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { ServiceError } from '../../src/api/errors.ts';
import { idempotencyKey } from '../../src/api/idempotency.ts';
import type { ScanDetail } from '../../src/api/types.ts';
import { expectSpecFields } from './spec-fields.ts';

const API_KEY = 'svk_test';
const SITE_URL = 'https://shop.example.com';
const CODE = /^[A-Z]{2,5}-[A-Z0-9]{6}$/;
const FINDINGS = [
  {
    code: 'HDR-3K9Q2A',
    severity: 'high',
    state: 'attention',
    category: 'headers',
    title: 'No CSP',
    meaning: 'Scripts can be injected.',
  },
  {
    code: 'DNS-7P2M4X',
    severity: 'medium',
    state: 'attention',
    category: 'dns',
    title: 'No SPF',
    meaning: 'Mail can be spoofed.',
  },
  {
    code: 'TLS-5B8N1C',
    severity: 'info',
    state: 'pass',
    category: 'tls',
    title: 'TLS 1.3',
    meaning: 'Modern TLS.',
  },
] as const;

let sim: ServiceSimulator;
let client: ServiceClient;
let sleeps: number[];

const keyFor = (operation: string, extra?: string) =>
  idempotencyKey({ runId: '4242', jobId: 'security', site: SITE_URL }, operation, extra);

beforeEach(async () => {
  sim = await startServiceSimulator({
    keys: [{ key: API_KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }],
    seed: 'empty',
  });
  sleeps = [];
  client = createServiceClient({
    baseUrl: sim.url,
    apiKey: API_KEY,
    userAgent: 'security-scan-action/0.1.0 (test)',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
});

afterEach(async () => {
  await client.close();
  await sim.close();
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

function addSite(): string {
  return sim.control.addSite(SITE_URL, { findings: [...FINDINGS], pollsToFinish: 1 });
}

async function finishedScan(scanId: string): Promise<ScanDetail> {
  for (let poll = 0; poll < 10; poll++) {
    const scan = await client.scan(scanId);
    if (!['queued', 'running', 'cancelling'].includes(scan.status)) return scan;
  }
  throw new Error(`scan ${scanId} did not finish`);
}

async function finishedPulse(siteId: string, operation = 'pulse'): Promise<ScanDetail> {
  const start = await client.startPulse(siteId, { idempotencyKey: keyFor(operation) });
  return finishedScan(String(start.scan.id));
}

const lastRequest = () => sim.requests.at(-1);

describe('account and sites', () => {
  it('reads who the key is and the allowance', async () => {
    const me = await client.me();
    expect(Object.keys(me)).toEqual(
      expect.arrayContaining(['user', 'workspace', 'credential', 'capabilities']),
    );
    const allowance = await client.allowance();
    expectSpecFields(allowance, 'allowance');
    expect(typeof allowance.freeSiteVisible).toBe('boolean');
    expect(typeof allowance.canSwitchFreeSite).toBe('boolean');
    expect(lastRequest()?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(lastRequest()?.headers['user-agent']).toBe('security-scan-action/0.1.0 (test)');
  });

  it('adds a site once, lists it and reads its status', async () => {
    const first = await client.addSite({ url: SITE_URL, name: 'Shop', idempotencyKey: keyFor('add-site') });
    const again = await client.addSite({ url: `${SITE_URL}/`, idempotencyKey: keyFor('add-site', 'again') });
    expect([first.created, again.created]).toEqual([true, false]);
    expect(again.site.id).toBe(first.site.id);
    const sites = await collect(client.sites({ limit: 1 }));
    expect(sites.map((site) => site.id)).toEqual([first.site.id]);
    sites.forEach((site) => expectSpecFields(site, 'site'));
    const status = await client.siteStatus(String(first.site.id));
    expectSpecFields(status, 'siteStatus');
    expect(lastRequest()?.path).toBe(`/api/cli/v1/agent/sites/${String(first.site.id)}/status`);
  });

  it('uploads pinned packages and reads which advisories affect them', async () => {
    const siteId = addSite();
    const upload = await client.uploadDependencies(siteId, {
      packages: [{ ecosystem: 'npm', name: 'lodash', version: '4.17.20' }],
      sources: ['package-lock.json'],
      idempotencyKey: keyFor('dependencies', 'sha256:abc'),
    });
    expect([upload.siteId, upload.packageCount, upload.sources]).toEqual([siteId, 1, ['package-lock.json']]);
    expectSpecFields(upload, 'dependencyUpload');
    expect(readAffectsYou(upload.affectsYou)).toHaveLength(upload.affectsYouCount);
  });
});

describe('Pulse scans', () => {
  it('starts, waits, and reads findings with codes, one finding, the brief and the scans list', async () => {
    const siteId = addSite();
    const start = await client.startPulse(siteId, { idempotencyKey: keyFor('pulse') });
    expectSpecFields(start, 'startResult');
    expect(start.replayed).toBe(false);
    const scan = await finishedScan(String(start.scan.id));
    expectSpecFields(scan, 'scanDetail');
    expect(scan.status).toBe('succeeded');
    expect(readOpenCounts(scan.open)).toMatchObject({ high: 1, medium: 1 });
    const listed = await collect(client.scans({ siteId, kind: 'pulse' }));
    expect(listed.map((s) => s.id)).toContain(scan.id);
    listed.forEach((summary) => expectSpecFields(summary, 'scanSummary'));
    const findings = await collect(client.findings(scan.id, { all: true, limit: 1 }));
    expect(findings).toHaveLength(FINDINGS.length);
    expect(findings.every((f) => CODE.test(f.code ?? ''))).toBe(true);
    findings.forEach((finding) => expectSpecFields(finding, 'finding'));
    const [first] = findings;
    const one = await client.finding(scan.id, first?.id ?? '');
    expect(one.code).toBe(first?.code);
    const brief = await collect(client.repairBrief(scan.id));
    expect(brief.at(-1)?.complete).toBe(true);
    brief.forEach((part) => expectSpecFields(part, 'repairBriefPart'));
    expect(brief.map((part) => part.markdown).join('')).toContain('No CSP');
  });

  it('compares a recheck with its baseline', async () => {
    const siteId = addSite();
    const baseline = await finishedPulse(siteId, 'pulse-1');
    sim.control.setSiteFindings(
      siteId,
      [FINDINGS[0], FINDINGS[2]].map((f) => ({ ...f })),
    );
    const start = await client.startPulse(siteId, {
      idempotencyKey: keyFor('pulse-2'),
      baselineScanId: baseline.id,
    });
    const recheck = await finishedScan(String(start.scan.id));
    const comparison = await client.comparison(recheck.id);
    expectSpecFields(comparison, 'comparison');
    const changes = readChanges(comparison.changes);
    expect(changes.find((c) => c.change === 'fixed')?.finding?.code).toBe('DNS-7P2M4X');
    expect(lastRequest()?.headers['x-service-agent-features']).toBe('finding-code');
  });

  it('re-runs the DNS check of a DNS finding and reads the latest recheck', async () => {
    const siteId = addSite();
    const scan = await finishedPulse(siteId);
    const dns = (await collect(client.findings(scan.id))).find((f) => f.category === 'dns');
    const recheck = await client.recheckDns(scan.id, {
      findingId: dns?.id ?? '',
      idempotencyKey: keyFor('dns', dns?.id),
    });
    expectSpecFields(recheck, 'dnsRecheck');
    expect(recheck.findingIds).toEqual([dns?.id]);
    await expect(client.latestDnsRecheck(scan.id)).resolves.toMatchObject({ scanId: scan.id });
  });
});

describe('a start whose answer was lost', () => {
  it('is retried with the same key, replayed, and charged once', async () => {
    const siteId = addSite();
    sim.control.inject({ method: 'POST', path: '/agent/sites/*/pulse', kind: 'reset', after: true });
    const start = await client.startPulse(siteId, { idempotencyKey: keyFor('pulse') });
    expect(start.replayed).toBe(true);
    expect(sim.control.charges()).toBe(1);
    const starts = sim.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/pulse'));
    expect(starts).toHaveLength(2);
    expect(new Set(starts.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it('is not retried when it is an ownership verify', async () => {
    const siteId = addSite();
    const issued = await client.issueVerification(siteId, {
      method: 'dns',
      idempotencyKey: keyFor('verify-issue'),
    });
    sim.control.inject({ method: 'POST', path: /\/verify$/, kind: 'reset', after: true });
    await expect(client.checkVerification(siteId, issued.verificationId)).rejects.toMatchObject({
      failure: 'network',
    });
    expect(sim.requests.filter((r) => r.path.endsWith('/verify'))).toHaveLength(1);
  });
});

describe('the simulator’s faults', () => {
  it('retries a GET that got no answer in time', async () => {
    const impatient = createServiceClient({
      baseUrl: sim.url,
      apiKey: API_KEY,
      userAgent: 'security-scan-action/0.1.0 (test)',
      timeouts: { headersMs: 200 },
      sleep: async () => {},
    });
    sim.control.inject({ path: '/agent/me', kind: 'slow', delayMs: 1_000 });
    try {
      await expect(impatient.me()).resolves.toHaveProperty('user');
    } finally {
      await impatient.close();
    }
    expect(sim.requests.filter((r) => r.path.endsWith('/agent/me'))).toHaveLength(2);
  });

  it('waits the Retry-After of a rate limit and a capacity refusal', async () => {
    sim.control.inject({ path: '/agent/me', kind: 'rate-limit', retryAfterSeconds: 4 });
    sim.control.inject({ path: '/agent/allowance', kind: 'unavailable', retryAfterSeconds: 2 });
    await client.me();
    await client.allowance();
    expect(sleeps).toEqual([4_000, 2_000]);
  });

  it('retries a 500, a cut-off body and an HTML page on a GET', async () => {
    for (const kind of ['internal-error', 'truncated-json', 'html-error'] as const) {
      sim.control.inject({ path: '/agent/me', kind });
    }
    await expect(client.me()).resolves.toHaveProperty('user');
    expect(sleeps).toHaveLength(3);
  });
});

describe('Deep', () => {
  it('proves ownership, prepares, waits for approval, then starts', async () => {
    const siteId = addSite();
    const issued = await client.issueVerification(siteId, {
      method: 'dns',
      idempotencyKey: keyFor('verify-issue'),
    });
    expectSpecFields(issued, 'verification');
    expect([typeof issued.value, typeof issued.location]).toEqual(['string', 'string']);
    sim.control.publishProof(issued.verificationId);
    const verified = await client.checkVerification(siteId, issued.verificationId);
    expect(verified.state).toBe('verified');
    expect('value' in verified || 'location' in verified).toBe(false);
    const operation = await client.prepareDeep(siteId, {
      verificationId: issued.verificationId,
      idempotencyKey: keyFor('deep-prepare'),
    });
    expectSpecFields(operation, 'deepOperation');
    expect(operation.approvalState).toBe('pending');
    const refused = await client.startDeep(operation.operationId).catch((e: unknown) => e);
    expect(isDeepNotApproved(refused)).toBe(true);
    sim.control.approveDeep(operation.operationId);
    sim.control.inject({ path: '/agent/deep-operations/*/start', kind: 'rate-limit', retryAfterSeconds: 3 });
    const start = await client.startDeep(operation.operationId);
    expect(start.replayed).toBe(false);
    expect(sleeps).toEqual([3_000]); // a refusal did not run, so it is retried
    expect(lastRequest()?.body).toBeUndefined();
  });
});

describe('checks, docs, monitor and the free site', () => {
  it('runs a quick check and a repository check to the end', async () => {
    const quick = await client.startQuickCheck({ url: SITE_URL, idempotencyKey: keyFor('quick') });
    let polled = await client.quickCheck(quick.checkId);
    for (let i = 0; i < 10 && !['succeeded', 'failed'].includes(polled.status); i++)
      polled = await client.quickCheck(quick.checkId);
    expect(polled.status).toBe('succeeded');
    expectSpecFields(polled, 'quickCheck');
    const repo = await client.startRepositoryCheck({
      url: 'https://github.com/octo/tool',
      mode: 'app',
      idempotencyKey: keyFor('repo'),
    });
    let check = await client.repositoryCheck(repo.checkId);
    for (let i = 0; i < 10 && !['succeeded', 'failed'].includes(check.status); i++)
      check = await client.repositoryCheck(repo.checkId);
    expect(['succeeded', 'failed']).toContain(check.status);
    expectSpecFields(check, 'repositoryCheck');
  });

  it('searches the docs and reads a page in parts', async () => {
    const search = await client.searchDocs('ownership', 3);
    expectSpecFields(search, 'docsSearch');
    const path = String(search.results[0]?.path ?? '/');
    const parts = await collect(client.docsPage(path));
    parts.forEach((part) => expectSpecFields(part, 'docsPage'));
    expect(parts.at(-1)?.complete).toBe(true);
  });

  it('lists advisories page after page', async () => {
    sim.control.addAdvisory({ id: 'GHSA-aaaa', title: 'One', severity: 'high' });
    sim.control.addAdvisory({ id: 'GHSA-bbbb', title: 'Two', severity: 'low' });
    const page = await client.monitorPage({ view: 'latest', limit: 1 });
    expectSpecFields(page, 'monitorResult');
    const items = await collect(client.monitor({ view: 'latest', limit: 1 }));
    expect(items.map((item) => item.id).sort()).toEqual(['GHSA-aaaa', 'GHSA-bbbb']);
    items.forEach((item) => expectSpecFields(item, 'monitorItem'));
  });

  it('switches the free site', async () => {
    const siteId = addSite();
    const result = await client.switchFreeSite({
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
    const siteId = addSite();
    const admission = await client.authorizeLocalAssessment(siteId, {
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
    const signIn = createDeviceSignIn({ baseUrl: sim.url, userAgent: 'security-scan-action/0.1.0 (test)' });
    try {
      const code = await signIn.requestDeviceCode({ clientName: 'ci', scopes: ['pulse', 'sites'] });
      expectSpecFields(code, 'deviceCode');
      await expect(signIn.pollDeviceToken(code.deviceCode)).resolves.toMatchObject({ status: 'pending' });
      sim.control.approveDevice(code.userCode);
      sim.control.advanceTime(code.interval);
      const answer = await signIn.pollDeviceToken(code.deviceCode);
      expect(answer.status).toBe('approved');
      expect(
        sim.requests.every(
          (r) => !r.path.startsWith('/api/cli/v1/device') || r.headers.authorization === undefined,
        ),
      ).toBe(true);
    } finally {
      await signIn.close();
    }
  });
});

describe('legacy routes', () => {
  async function finishedRun(projectId: string, operation: string) {
    const started = await client.legacy.startPulse(projectId, keyFor(operation));
    expect(started.kind).toBe('pulse');
    for (let poll = 0; poll < 10; poll++) {
      const run = await client.legacy.run(started.id);
      if (!['queued', 'running', 'cancelling'].includes(run.status)) return run;
    }
    throw new Error(`run ${started.id} did not finish`);
  }

  it('starts Pulses and reads runs, findings, brief and comparison', async () => {
    const projectId = addSite();
    expect((await client.legacy.projects()).map((p) => p.id)).toEqual([projectId]);
    await expect(client.legacy.projectStatus(projectId)).resolves.toHaveProperty('caveats');
    await finishedRun(projectId, 'legacy-pulse-1');
    const run = await finishedRun(projectId, 'legacy-pulse-2');
    expect((await client.legacy.runs({ projectId })).map((r) => r.id)).toContain(run.id);
    const findings = await client.legacy.findings(run.id, { all: true });
    expect(findings.length).toBe(FINDINGS.length);
    await expect(client.legacy.finding(run.id, findings[0]?.id ?? '')).resolves.toHaveProperty('title');
    await expect(client.legacy.repairBrief(run.id)).resolves.toHaveProperty('markdown');
    const comparison = await client.legacy.comparison(run.id);
    expect(readChanges(comparison.changes).every((c) => c.change === 'unchanged')).toBe(true);
    expect(sim.requests.every((r) => r.headers['x-service-agent-features'] === undefined)).toBe(true);
  });

  it('reads who the key is, then revokes it', async () => {
    await expect(client.legacy.me()).resolves.toHaveProperty('key');
    await expect(client.legacy.revokeKey()).resolves.toEqual({ revoked: true });
    const failure = await client.legacy.me().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe(401);
  });
});

describe('a Deep start whose answer was lost', () => {
  it('is not retried: it may have started a paid scan', async () => {
    const siteId = addSite();
    const issued = await client.issueVerification(siteId, {
      method: 'file',
      idempotencyKey: keyFor('verify-issue'),
    });
    sim.control.publishProof(issued.verificationId);
    await client.checkVerification(siteId, issued.verificationId);
    const operation = await client.prepareDeep(siteId, {
      verificationId: issued.verificationId,
      idempotencyKey: keyFor('deep-prepare'),
    });
    sim.control.approveDeep(operation.operationId);
    sim.control.inject({ path: '/agent/deep-operations/*/start', kind: 'reset', after: true });
    await expect(client.startDeep(operation.operationId)).rejects.toMatchObject({ failure: 'network' });
    expect(sim.requests.filter((r) => r.path.endsWith('/start'))).toHaveLength(1);
    expect(sim.control.charges()).toBe(1);
  });
});
