// The scan command end to end against the simulators; the secret's run is the built bundle's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
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

describe('scan on a pull request', () => {
  it('fails on a new high finding, says why, and writes every report', async () => {
    const url = 'https://gate.example.com';
    const baseline = await siteWithBaseline(
      world,
      url,
      [finding('HDR-AAAAAA', 'medium')],
      [finding('HDR-AAAAAA', 'medium'), finding('TLS-BBBBBB', 'high', 'Weak TLS')],
    );
    const run = await runOnPullRequest(world, { site: url, baseline });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/::error::Security scan failed: 1 new finding at or above high/);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.outputs['new-findings']).toBe('1');
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.outputs['scan-url']).toMatch(/^https?:\/\//);
    expect(JSON.parse(run.outputs['open-findings'] ?? '{}')).toMatchObject({ high: 1, medium: 1 });
    expect(run.summary).toContain('❌ Security scan failed');
    expect(run.summary).toContain('TLS-BBBBBB');
    expect(
      run.annotations.some((a) => a.level === 'error' && a.properties.title?.includes('TLS-BBBBBB')),
    ).toBe(true);
    expect(run.report?.verdict).toMatchObject({ verdict: 'fail' });
    const comments = stickyComments(world);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('**New (1)**');
  });

  it('passes the same findings with fail-on critical', async () => {
    const url = 'https://critical-only.example.com';
    const baseline = await siteWithBaseline(world, url, [], [finding('TLS-CCCCCC', 'high')]);
    const run = await runOnPullRequest(world, {
      site: url,
      baseline,
      'fail-on': 'critical',
      comment: 'never',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs['new-findings']).toBe('1');
  });

  it('names a bad input and still writes the report and outputs', async () => {
    const run = await runOnPullRequest(world, { site: 'https://x.example.com', 'fail-on': 'severe' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain(`Input 'fail-on' is "severe"`);
    expect(run.stdout).toContain("accepted values: 'critical', 'high', 'medium', 'low', 'info', 'never'");
    expect(run.outputs.verdict).toBe('error');
    expect(run.report).not.toBeNull();
    // A configuration error stops before any request.
    expect(world.service.requests.filter((r) => JSON.stringify(r).includes('x.example.com'))).toHaveLength(0);
  });

  it('never lets the key reach the log, outputs, summary, report or comment', async () => {
    // The bundle itself: masking is the runner toolkit's work. The scan is final at start: no real poll wait.
    const url = 'https://secret-check.example.com';
    world.service.control.addSite(url, { pollsToFinish: 0 });
    const run = await runOnPullRequest(world, { site: url, comment: 'always' }, { spawn: true });
    expect(run.masked).toContain(API_KEY);
    const unmasked = run.stdout.replace(`::add-mask::${API_KEY}`, '');
    for (const text of [
      unmasked,
      run.stderr,
      run.summary,
      JSON.stringify(run.outputs),
      JSON.stringify(run.report),
    ]) {
      expect(text).not.toContain(API_KEY);
    }
    for (const c of world.github.issues.get(7)?.comments ?? []) expect(c.body).not.toContain(API_KEY);
  });
});
