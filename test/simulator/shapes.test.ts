// Every resource carries the fields the spec marks "always present" (agent API), read from live answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call, demoSiteId, finishedPulse } from './helpers.ts';

const SCAN_SUMMARY = [
  'id',
  'kind',
  'projectId',
  'target',
  'status',
  'mode',
  'createdAt',
  'finishedAt',
  'webPath',
  'assessmentLevel',
  'headline',
  'webUrl',
  'suggestedPollAfterSeconds',
];
const SCAN_DETAIL = [
  ...SCAN_SUMMARY,
  'baselineRunId',
  'open',
  'findingCount',
  'progress',
  'coverage',
  'caveats',
  'outcome',
];
const FINDING = [
  'id',
  'runId',
  'kind',
  'severity',
  'state',
  'category',
  'title',
  'meaning',
  'fix',
  'confidence',
  'evidence',
  'sources',
  'steps',
  'webPath',
  'webUrl',
  'evidenceTrust',
  'evidenceTruncated',
];
const SITE_ITEM = [
  'id',
  'name',
  'status',
  'baseDomain',
  'latestPulse',
  'latestDeep',
  'latestBox',
  'webPath',
  'webUrl',
];
const ALLOWANCE = [
  'accessSource',
  'accountingMode',
  'pulse',
  'deep',
  'creditBalance',
  'freeSiteId',
  'freeSiteVisible',
  'canSwitchFreeSite',
];
const MONITOR_ITEM = [
  'id',
  'title',
  'source',
  'kind',
  'severity',
  'provenance',
  'tech',
  'packages',
  'sites',
  'publishedAt',
  'exploited',
  'ids',
  'references',
  'attribution',
];
const START_RESULT = ['scan', 'charged', 'allowance', 'replayed'];

let sim: ServiceSimulator;
let scanId: string;
beforeAll(async () => {
  sim = await startServiceSimulator();
  scanId = await finishedPulse(sim, demoSiteId, 'shape');
});
afterAll(() => sim.close());

function expectFields(value: object, fields: string[]): void {
  for (const field of fields) expect(value, field).toHaveProperty(field);
}

describe('resource shapes', () => {
  it('scans, findings, sites and allowance', async () => {
    const list = await call(sim, 'GET', '/agent/scans');
    expectFields(list.body.data.items[0], SCAN_SUMMARY);
    expectFields((await call(sim, 'GET', `/agent/scans/${scanId}`)).body.data, SCAN_DETAIL);
    const findings = await call(sim, 'GET', `/agent/scans/${scanId}/findings`);
    expectFields(findings.body.data.items[0], FINDING);
    expect(findings.body.data).toHaveProperty('nextCursor');
    expectFields((await call(sim, 'GET', '/agent/sites')).body.data.items[0], SITE_ITEM);
    expectFields((await call(sim, 'GET', '/agent/allowance')).body.data, ALLOWANCE);
    const status = await call(sim, 'GET', `/agent/sites/${demoSiteId}/status`);
    expectFields(status.body.data, [
      'site',
      'latestPulse',
      'latestDeep',
      'latestBox',
      'lastComparison',
      'caveats',
    ]);
  });

  it('start result, comparison, repair brief and DNS recheck', async () => {
    expectFields(
      (await call(sim, 'POST', `/agent/sites/${demoSiteId}/pulse`, { body: { idempotencyKey: 's' } })).body
        .data,
      START_RESULT,
    );
    expectFields((await call(sim, 'GET', `/agent/scans/${scanId}/comparison`)).body.data, [
      'runId',
      'baselineRunId',
      'error',
      'changes',
      'webUrl',
    ]);
    expectFields((await call(sim, 'GET', `/agent/scans/${scanId}/repair-brief`)).body.data, [
      'scanId',
      'findingIds',
      'saved',
      'markdown',
      'nextCursor',
      'complete',
      'webUrl',
    ]);
    const findings = await call(sim, 'GET', `/agent/scans/${scanId}/findings?severity=low`);
    const recheck = await call(sim, 'POST', `/agent/scans/${scanId}/dns-rechecks`, {
      body: { findingId: findings.body.data.items[0].id, idempotencyKey: 'r' },
    });
    expectFields(recheck.body.data, [
      'scanId',
      'findingIds',
      'pending',
      'checkedAt',
      'outcomes',
      'nextAllowedAt',
      'failedAt',
      'originalGradeUnchanged',
    ]);
  });

  it('monitor, dependencies, checks, docs, device and Deep resources', async () => {
    const monitor = await call(sim, 'GET', '/agent/monitor');
    expectFields(monitor.body.data.items[0], MONITOR_ITEM);
    const deps = await call(sim, 'POST', `/agent/sites/${demoSiteId}/dependencies`, {
      body: { idempotencyKey: 'd', sources: ['poetry.lock'], packages: [] },
    });
    expectFields(deps.body.data, [
      'siteId',
      'receivedAt',
      'sources',
      'packageCount',
      'affectsYouCount',
      'affectsYou',
      'webUrl',
    ]);
    const quick = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://q.example.com', idempotencyKey: 'q' },
    });
    expectFields(quick.body.data, [
      'checkId',
      'status',
      'reused',
      'headline',
      'summary',
      'checks',
      'webUrl',
      'suggestedPollAfterSeconds',
    ]);
    const repo = await call(sim, 'POST', '/agent/repository-checks', {
      body: { url: 'https://github.com/a/b', idempotencyKey: 'g' },
    });
    expectFields(repo.body.data, [
      'checkId',
      'status',
      'reused',
      'repository',
      'mode',
      'kind',
      'verdict',
      'appRisk',
      'score',
      'summary',
      'plainSummary',
      'findings',
      'moreFindings',
      'coverage',
      'failure',
      'webUrl',
      'suggestedPollAfterSeconds',
    ]);
    const page = await call(sim, 'GET', '/agent/docs/page?path=/docs/scans/deep');
    expectFields(page.body.data, [
      'path',
      'title',
      'description',
      'url',
      'markdownUrl',
      'markdown',
      'nextCursor',
      'complete',
    ]);
    const device = await call(sim, 'POST', '/device/code', { key: null, body: {} });
    expectFields(device.body.data, [
      'deviceCode',
      'userCode',
      'verificationUri',
      'verificationUriComplete',
      'expiresIn',
      'interval',
    ]);
    const proof = await call(sim, 'POST', `/agent/sites/${demoSiteId}/deep-verifications`, {
      body: { method: 'dns', idempotencyKey: 'v' },
    });
    expectFields(proof.body.data, [
      'verificationId',
      'siteId',
      'origin',
      'method',
      'state',
      'expiresAt',
      'verifiedUntil',
      'attemptsRemaining',
      'retryAfterSeconds',
      'value',
      'location',
    ]);
    sim.control.publishProof(proof.body.data.verificationId);
    await call(
      sim,
      'POST',
      `/agent/sites/${demoSiteId}/deep-verifications/${proof.body.data.verificationId}/verify`,
    );
    const op = await call(sim, 'POST', `/agent/sites/${demoSiteId}/deep-operations`, {
      body: { verificationId: proof.body.data.verificationId, idempotencyKey: 'o' },
    });
    expectFields(op.body.data, [
      'operationId',
      'siteId',
      'origin',
      'assessmentLevel',
      'verificationId',
      'cost',
      'allowance',
      'approvalState',
      'approvalUrl',
      'expiresAt',
    ]);
  });
});
