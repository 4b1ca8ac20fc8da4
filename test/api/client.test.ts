// Every route of the spec, checked on the wire: method, path under /api/cli/v1, query, body and headers.
import { describe, expect, it } from 'vitest';
import { createDeviceSignIn } from '../../src/api/client.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { API_KEY, clientFor, harness, track } from './harness.ts';
import { sendData, startTinyServer } from './tiny-server.ts';

/** Fits every route's shape check: a list page, a document part, or any object. */
const ANY_DATA = { items: [], nextCursor: null, complete: true };

async function drain(iterable: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of iterable) void _;
}

type Row = readonly [
  name: string,
  call: (c: ServiceClient) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
];

interface Case {
  readonly name: string;
  readonly call: (c: ServiceClient) => Promise<unknown>;
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

function cases(rows: readonly Row[]): Case[] {
  return rows.map(([name, call, method, url, body]) => ({ name, call, method, url, body }));
}

const KEY = { idempotencyKey: 'ssa-op-1' };

const AGENT = cases([
  ['me', (c) => c.me(), 'GET', '/agent/me'],
  ['allowance', (c) => c.allowance(), 'GET', '/agent/allowance'],
  [
    'monitor',
    (c) => drain(c.monitor({ view: 'sites', days: 7, siteId: 's1' })),
    'GET',
    '/agent/monitor?view=sites&days=7&siteId=s1',
  ],
  ['monitorPage', (c) => c.monitorPage({ q: 'lodash' }, 'c9'), 'GET', '/agent/monitor?q=lodash&cursor=c9'],
  ['sites', (c) => drain(c.sites({ limit: 10 })), 'GET', '/agent/sites?limit=10'],
  [
    'addSite',
    (c) => c.addSite({ url: 'https://a.example', ...KEY }),
    'POST',
    '/agent/sites',
    { url: 'https://a.example', ...KEY },
  ],
  ['siteStatus', (c) => c.siteStatus('s1'), 'GET', '/agent/sites/s1/status'],
  [
    'uploadDependencies',
    (c) =>
      c.uploadDependencies('s1', {
        packages: [{ ecosystem: 'npm', name: 'a', version: '1.0.0' }],
        sources: ['package-lock.json'],
        ...KEY,
      }),
    'POST',
    '/agent/sites/s1/dependencies',
    { packages: [{ ecosystem: 'npm', name: 'a', version: '1.0.0' }], sources: ['package-lock.json'], ...KEY },
  ],
  [
    'startPulse',
    (c) => c.startPulse('s1', { ...KEY, baselineScanId: 'b1' }),
    'POST',
    '/agent/sites/s1/pulse',
    { ...KEY, baselineScanId: 'b1' },
  ],
  [
    'issueVerification',
    (c) => c.issueVerification('s1', { method: 'dns', ...KEY }),
    'POST',
    '/agent/sites/s1/deep-verifications',
    { method: 'dns', ...KEY },
  ],
  [
    'checkVerification',
    (c) => c.checkVerification('s1', 'v1'),
    'POST',
    '/agent/sites/s1/deep-verifications/v1/verify',
  ],
  [
    'prepareDeep',
    (c) => c.prepareDeep('s1', { verificationId: 'v1', ...KEY }),
    'POST',
    '/agent/sites/s1/deep-operations',
    { verificationId: 'v1', ...KEY },
  ],
  ['startDeep', (c) => c.startDeep('op1'), 'POST', '/agent/deep-operations/op1/start'],
  [
    'switchFreeSite',
    (c) => c.switchFreeSite({ removeSiteId: 's2', confirmRemoval: true, ...KEY }),
    'POST',
    '/agent/free-site-switch',
    { removeSiteId: 's2', confirmRemoval: true, ...KEY },
  ],
  [
    'scans',
    (c) => drain(c.scans({ siteId: 's1', kind: 'pulse', status: 'succeeded' })),
    'GET',
    '/agent/scans?siteId=s1&kind=pulse&status=succeeded',
  ],
  ['scan', (c) => c.scan('r1'), 'GET', '/agent/scans/r1'],
  [
    'findings',
    (c) => drain(c.findings('r1', { severity: 'high', all: true })),
    'GET',
    '/agent/scans/r1/findings?severity=high&all=true',
  ],
  ['finding', (c) => c.finding('r1', 'f1'), 'GET', '/agent/scans/r1/findings/f1'],
  [
    'repairBrief',
    (c) => drain(c.repairBrief('r1', { findingId: 'f1' })),
    'GET',
    '/agent/scans/r1/repair-brief?findingId=f1',
  ],
  ['comparison', (c) => c.comparison('r1'), 'GET', '/agent/scans/r1/comparison'],
  [
    'recheckDns',
    (c) => c.recheckDns('r1', { findingId: 'f1', ...KEY }),
    'POST',
    '/agent/scans/r1/dns-rechecks',
    { findingId: 'f1', ...KEY },
  ],
  ['latestDnsRecheck', (c) => c.latestDnsRecheck('r1'), 'GET', '/agent/scans/r1/dns-rechecks/latest'],
  [
    'startQuickCheck',
    (c) => c.startQuickCheck({ url: 'https://a.example', ...KEY }),
    'POST',
    '/agent/quick-checks',
    { url: 'https://a.example', ...KEY },
  ],
  ['quickCheck', (c) => c.quickCheck('q1'), 'GET', '/agent/quick-checks/q1'],
  [
    'startRepositoryCheck',
    (c) => c.startRepositoryCheck({ url: 'https://github.com/o/r', mode: 'app', depth: 'free', ...KEY }),
    'POST',
    '/agent/repository-checks',
    { url: 'https://github.com/o/r', mode: 'app', depth: 'free', ...KEY },
  ],
  ['repositoryCheck', (c) => c.repositoryCheck('k1'), 'GET', '/agent/repository-checks/k1'],
  [
    'searchDocs',
    (c) => c.searchDocs('ownership proof', 5),
    'GET',
    '/agent/docs/search?query=ownership+proof&limit=5',
  ],
  ['docsPage', (c) => drain(c.docsPage('/guides/deep')), 'GET', '/agent/docs/page?path=%2Fguides%2Fdeep'],
  [
    'authorizeLocalAssessment',
    (c) =>
      c.authorizeLocalAssessment('p1', {
        cliVersion: '1.0.0',
        scannerVersion: '1.0.0',
        rulesetVersion: '2026.1.0',
        reportSchemaVersion: '1.0.0',
        checks: ['git-history'],
      }),
    'POST',
    '/projects/p1/local-assessments/authorize',
    {
      cliVersion: '1.0.0',
      scannerVersion: '1.0.0',
      rulesetVersion: '2026.1.0',
      reportSchemaVersion: '1.0.0',
      checks: ['git-history'],
    },
  ],
]);

const LEGACY = cases([
  ['me', (c) => c.legacy.me(), 'GET', '/me'],
  ['revokeKey', (c) => c.legacy.revokeKey(), 'DELETE', '/me'],
  ['projects', (c) => c.legacy.projects(), 'GET', '/projects'],
  ['projectStatus', (c) => c.legacy.projectStatus('p1'), 'GET', '/projects/p1/status'],
  [
    'startPulse',
    (c) => c.legacy.startPulse('p1', 'k'),
    'POST',
    '/projects/p1/pulse',
    { idempotencyKey: 'k' },
  ],
  ['startDeep', (c) => c.legacy.startDeep('p1', 'k'), 'POST', '/projects/p1/deep', { idempotencyKey: 'k' }],
  [
    'runs',
    (c) => c.legacy.runs({ projectId: 'p1', kind: 'box', limit: 5 }),
    'GET',
    '/runs?projectId=p1&kind=box&limit=5',
  ],
  ['run', (c) => c.legacy.run('r1'), 'GET', '/runs/r1'],
  [
    'findings',
    (c) => c.legacy.findings('r1', { state: 'attention' }),
    'GET',
    '/runs/r1/findings?state=attention',
  ],
  ['finding', (c) => c.legacy.finding('r1', 'f1'), 'GET', '/runs/r1/findings/f1'],
  ['repairBrief', (c) => c.legacy.repairBrief('r1', { agent: 'x' }), 'GET', '/runs/r1/repair-brief?agent=x'],
  ['comparison', (c) => c.legacy.comparison('r1'), 'GET', '/runs/r1/comparison'],
]);

const FINDING_ROUTES = ['findings', 'finding', 'comparison'];

async function recordCall(call: Case['call']) {
  const server = track(await startTinyServer((_, response) => sendData(response, ANY_DATA)));
  await call(clientFor(harness(server)));
  expect(server.seen).toHaveLength(1);
  const [seen] = server.seen;
  if (!seen) throw new Error('no request');
  return seen;
}

describe.each([
  ['agent', AGENT, true],
  ['legacy', LEGACY, false],
] as const)('%s routes', (_, routes, agent) => {
  it.each(routes)('$name', async ({ name, call, method, url, body }) => {
    const seen = await recordCall(call);
    expect([seen.method, seen.url]).toEqual([method, `/api/cli/v1${url}`]);
    expect(seen.body === '' ? undefined : JSON.parse(seen.body)).toEqual(body);
    expect(seen.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const withCodes = agent && FINDING_ROUTES.includes(name);
    expect(seen.headers['x-service-agent-features']).toBe(withCodes ? 'finding-code' : undefined);
  });
});

describe('device sign-in', () => {
  it('asks for a code and polls for the key without sending any key', async () => {
    const server = track(
      await startTinyServer((request, response) =>
        sendData(
          response,
          request.url.endsWith('/code')
            ? { deviceCode: 'd1', userCode: 'ABCD' }
            : { status: 'approved', apiKey: 'svk_new' },
        ),
      ),
    );
    const { apiKey: _noKey, ...options } = harness(server).options;
    const signIn = track(createDeviceSignIn(options));
    await expect(signIn.requestDeviceCode({ clientName: 'ci', scopes: ['pulse'] })).resolves.toMatchObject({
      deviceCode: 'd1',
    });
    await expect(signIn.pollDeviceToken('d1')).resolves.toEqual({ status: 'approved', apiKey: 'svk_new' });
    expect(server.seen.map((s) => [s.method, s.url, JSON.parse(s.body), s.headers.authorization])).toEqual([
      ['POST', '/api/cli/v1/device/code', { clientName: 'ci', scopes: ['pulse'] }, undefined],
      ['POST', '/api/cli/v1/device/token', { deviceCode: 'd1' }, undefined],
    ]);
  });
});
