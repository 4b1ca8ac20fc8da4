// Pulse and Deep through the legacy routes, and Deep on the agent route through approval, denial and expiry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOnPullRequest, startWorld, verifiedSite as verifiedSiteIn, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
afterEach(() => {
  world.clock.onSleep = null;
});

const high = [
  {
    code: 'SQL-AAAAAA',
    severity: 'high',
    state: 'attention',
    category: 'injection',
    title: 'SQL error leak',
    meaning: 'm',
  },
];

const verifiedSite = (url: string) => verifiedSiteIn(world, url, high);

const operationOf = (siteId: string) =>
  [...world.service.control.state.deepOperations.values()].find((o) => o.siteId === siteId);

/** Decides the site's Deep operation the first time the run waits after preparing it (its approval wait). */
function decideDeep(siteId: string, decide: (operationId: string) => void): void {
  world.clock.onSleep = () => {
    const op = operationOf(siteId);
    if (!op) return;
    world.clock.onSleep = null;
    decide(op.id);
  };
}

describe('legacy routes', () => {
  it('runs a Pulse on a project id and gates on its findings', async () => {
    const projectId = world.service.control.addSite('https://legacy-pulse.example.com', {
      findings: high as never,
    });
    const run = await runOnPullRequest(world, {
      site: projectId,
      route: 'legacy',
      'fail-scope': 'all',
      comment: 'never',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['scan-status']).toBe('succeeded');
    expect(
      world.service.requests.some(
        (r) => r.method === 'POST' && r.path.endsWith(`/projects/${projectId}/pulse`),
      ),
    ).toBe(true);
  });

  it('runs the release Deep with a CI key', async () => {
    const projectId = world.service.control.addSite('https://legacy-deep.example.com', { findings: [] });
    const run = await runOnPullRequest(world, {
      site: projectId,
      route: 'legacy',
      scan: 'deep',
      'fail-on': 'critical',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.report).toMatchObject({ scan: { kind: 'deep', status: 'succeeded' } });
  });

  it('refuses a URL as the site on the legacy route before any request', async () => {
    const run = await runOnPullRequest(world, { site: 'https://x.example.com', route: 'legacy' });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("must be a project id on route 'legacy'");
  });
});

describe('Deep on the agent route', () => {
  it('shows the approval link, waits for approval, then scans', async () => {
    const { siteId, verificationId } = await verifiedSite('https://deep-approved.example.com');
    decideDeep(siteId, (id) => world.service.control.approveDeep(id));
    const run = await runOnPullRequest(world, {
      site: siteId,
      scan: 'deep',
      'verification-id': verificationId,
      'approval-timeout-minutes': '1',
      'fail-scope': 'all',
      comment: 'never',
    });
    expect(run.outputs['approval-url']).toMatch(/^http/);
    expect(run.stdout).toMatch(/Waiting for approval at http\S+; next try in 10 s/);
    expect(run.stdout).toMatch(/::notice title=Deep scan waiting for approval::http/);
    expect(run.outputs['scan-status']).toBe('succeeded');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 finding at or above high');
  });

  it('never sends a start whose answer was lost again, and finds the scan it started', async () => {
    const { siteId, verificationId } = await verifiedSite('https://deep-lost.example.com');
    // Approved, and the next start runs but its answer is cut off on the way back.
    decideDeep(siteId, (id) => {
      world.service.control.approveDeep(id);
      world.service.control.inject({ path: '/agent/deep-operations/*/start', kind: 'reset', after: true });
    });
    const run = await runOnPullRequest(world, {
      site: siteId,
      scan: 'deep',
      'verification-id': verificationId,
      'fail-scope': 'all',
      comment: 'never',
    });
    world.service.control.clearFaults();
    const op = operationOf(siteId);
    const ofOp = world.service.requests.filter(
      (r) => r.path.includes(op?.id ?? '?') || (r.path.endsWith('/agent/scans') && r.query.siteId === siteId),
    );
    // The lookup follows the lost start, and no start is sent after it.
    const lookup = ofOp.findIndex(
      (r) => r.path.endsWith('/agent/scans') && r.query.kind === 'box' && r.query.status === undefined,
    );
    expect(lookup).toBeGreaterThan(0);
    expect(ofOp.slice(lookup).some((r) => r.path.endsWith('/start'))).toBe(false);
    expect(run.stdout).toMatch(/The Deep start's answer was lost .*; scan \S+ is the Deep it started/);
    expect(run.outputs['scan-id']).toBe(op?.startedScanId);
    expect(run.outputs['scan-status']).toBe('succeeded');
  });

  it.each([
    ['denies it', 'denied', 'the Deep operation was denied at the approval page'],
    ['lets it expire', 'expired', 'the Deep operation expired before anyone approved it'],
  ] as const)('fails with the reason when the person %s', async (_, decision, message) => {
    const { siteId, verificationId } = await verifiedSite(`https://deep-${decision}.example.com`);
    decideDeep(siteId, (id) =>
      decision === 'denied' ? world.service.control.denyDeep(id) : world.service.control.expireDeep(id),
    );
    const run = await runOnPullRequest(world, {
      site: siteId,
      scan: 'deep',
      'verification-id': verificationId,
      comment: 'never',
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(message);
    expect(run.outputs['scan-id']).toBe('');
    expect(run.outputs['approval-url']).toMatch(/^http/);
  });

  it('fails when nobody approves in time, naming the approval page', async () => {
    const { siteId, verificationId } = await verifiedSite('https://deep-timeout.example.com');
    const run = await runOnPullRequest(world, {
      site: siteId,
      scan: 'deep',
      'verification-id': verificationId,
      'approval-timeout-minutes': '0.03',
      comment: 'never',
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('was not approved within approval-timeout-minutes');
  });

  it('explains what a Deep needs without a verification id', async () => {
    const run = await runOnPullRequest(world, {
      site: 'https://deep-noproof.example.com',
      scan: 'deep',
      comment: 'never',
    });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("needs 'verification-id'");
  });
});

describe('service refusals', () => {
  it('explains a 402 for a used-up allowance with the service next step', async () => {
    world.service.control.setAllowance({ pulse: 0 });
    // On a re-run the preflight lets the start go (it may replay the first attempt's), so the 402 comes.
    const run = await runOnPullRequest(
      world,
      { site: 'https://no-allowance.example.com', comment: 'never' },
      { env: { GITHUB_RUN_ATTEMPT: '2' } },
    );
    world.service.control.setAllowance({ pulse: 1000 });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('HTTP 402');
    expect(run.summary).toContain('Next step');
  });
});
