// Every way a scan can end, end to end: not waited for, not started, incomplete, failed, compared without
// the service's comparison, judged in full on a push, and a PR comment that turns green.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finding,
  runOnPullRequest,
  siteWithBaseline,
  startWorld,
  stickyComments,
  type World,
} from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const starts = () => world.service.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/pulse'));

describe('how a scan ends', () => {
  it('with wait: false reports the started scan and passes', async () => {
    const url = 'https://nowait.example.com';
    world.service.control.addSite(url, { findings: [finding('XSS-AAAAAA', 'critical')] as never });
    const run = await runOnPullRequest(world, { site: url, wait: 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs['scan-id']).toMatch(/\S/);
    expect(run.outputs['scan-status']).toBe('queued');
    expect(run.outputs['scan-url']).toMatch(/^http/);
    expect(run.summary).toMatch(/Wait.*not waiting for the scan/);
  });

  it('with scan: none starts nothing and says so', async () => {
    const url = 'https://noscan.example.com';
    world.service.control.addSite(url);
    const before = starts().length;
    const run = await runOnPullRequest(world, { site: url, scan: 'none' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(starts()).toHaveLength(before);
    expect(run.outputs['scan-id']).toBe('');
    expect(run.summary).toMatch(/Scan.*not started \(input 'scan' is 'none'\)/);
  });

  it('fails an incomplete scan unless allow-incomplete, and still judges its findings', async () => {
    const url = 'https://partial.example.com';
    world.service.control.addSite(url, { findings: [finding('HDR-AAAAAA', 'low')] as never });
    world.service.control.setFinalStatus(url, 'incomplete');
    const strict = await runOnPullRequest(world, { site: url });
    expect(strict.exitCode, strict.stdout).toBe(1);
    expect(strict.stdout).toMatch(/::error::Security scan failed: the scan is incomplete/);
    expect(strict.outputs['scan-status']).toBe('incomplete');

    const lenient = await runOnPullRequest(
      world,
      { site: url, 'allow-incomplete': 'true' },
      { env: { GITHUB_RUN_ID: '5001' } },
    );
    expect(lenient.exitCode, lenient.stdout).toBe(0);
    expect(JSON.parse(lenient.outputs['open-findings'] ?? '{}')).toMatchObject({ low: 1 });
  });

  it('fails a failed scan with its status', async () => {
    const url = 'https://broken.example.com';
    world.service.control.addSite(url);
    world.service.control.setFinalStatus(url, 'failed');
    const run = await runOnPullRequest(world, { site: url });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/::error::Security scan not judged: the scan ended failed/);
    expect(run.outputs['scan-status']).toBe('failed');
    expect(run.outputs.verdict).toBe('error');
  });

  it('computes new and fixed from the baseline findings when the comparison has an error', async () => {
    const url = 'https://nocompare.example.com';
    const baseline = await siteWithBaseline(
      world,
      url,
      [finding('HDR-AAAAAA', 'medium'), finding('CKE-BBBBBB', 'low')],
      [finding('HDR-AAAAAA', 'medium'), finding('TLS-CCCCCC', 'high')],
    );
    world.service.control.setComparisonError(url, 'baseline scan was purged');
    const run = await runOnPullRequest(world, { site: url, baseline });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['new-findings']).toBe('1');
    expect(run.outputs['fixed-findings']).toBe('1');
    expect(run.report?.findings).toMatchObject({ comparedBy: 'baseline-findings' });
    expect(run.stdout).toMatch(/1 new finding at or above high/);
  });

  it('judges all open findings on a push, only new ones on a pull request', async () => {
    const url = 'https://scope.example.com';
    const old = [finding('TLS-CCCCCC', 'high')];
    const baseline = await siteWithBaseline(world, url, old, old);
    const onPr = await runOnPullRequest(world, { site: url, baseline });
    expect(onPr.exitCode, onPr.stdout).toBe(0);
    const onPush = await runOnPullRequest(
      world,
      { site: url },
      { eventName: 'push', event: { ref: 'refs/heads/main' }, env: { GITHUB_RUN_ID: '5002' } },
    );
    expect(onPush.exitCode, onPush.stdout).toBe(1);
    expect(onPush.stdout).toMatch(/::error::Security scan failed: 1 finding at or above high/);
  });

  it('fetches every part of the repair brief into a file', async () => {
    const url = 'https://brief.example.com';
    const many = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'].map((c) =>
      finding(`HDR-${c}`, 'low', `Header ${c}`),
    );
    world.service.control.addSite(url, { findings: many as never });
    const run = await runOnPullRequest(world, { site: url, 'repair-brief': 'claude-code' });
    expect(run.exitCode, run.stdout).toBe(0);
    const file = run.outputs['repair-brief-file'] ?? '';
    expect(file).toMatch(/\.md$/);
    const brief = readFileSync(file, 'utf8');
    for (const c of ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE'])
      expect(brief).toContain(`Header ${c}`);
    const parts = world.service.requests.filter((r) => r.path.endsWith('/repair-brief'));
    expect(parts.length).toBeGreaterThan(1);
  });

  it('updates a failing PR comment in place when the PR turns green', async () => {
    const url = 'https://turns-green.example.com';
    const baseline = await siteWithBaseline(world, url, [], [finding('XSS-DDDDDD', 'high')]);
    const inputs = { site: url, baseline };
    const identityCalls = () =>
      world.github.requests.filter((r) => r.path === '/user' || r.path === '/graphql').length;
    const asked = identityCalls();
    const failing = await runOnPullRequest(world, inputs, { env: { GITHUB_RUN_ID: '6001' } });
    expect(failing.exitCode, failing.stdout).toBe(1);
    // The marker holds the site's identity, worked out from the input.
    const ours = () =>
      stickyComments(world).filter((c) => c.body.includes(':scan:turns-green.example.com -->'));
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('failed');
    // No comment held the marker yet, so who the token writes as was never asked (a GraphQL call that
    // Octokit spaces like a write); the update asks, to edit only the token's own comment.
    expect(identityCalls()).toBe(asked);

    world.service.control.setSiteFindings(url, []);
    const green = await runOnPullRequest(world, inputs, { env: { GITHUB_RUN_ID: '6002' } });
    expect(green.exitCode, green.stdout).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('passed');
    expect(identityCalls()).toBeGreaterThan(asked);
    // Against the same baseline (never the pull request's own failing scan), nothing changed.
    expect(ours()[0]?.body).toContain('**No change** against the baseline');
    expect(ours()[0]?.body).not.toContain('**New');
  });
});
