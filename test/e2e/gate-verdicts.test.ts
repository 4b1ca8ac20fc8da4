// The reason table of the verdict, end to end: each way a run can end gives the verdict PRODUCT.md names
// for it. `error` (exit 1, "not judged") for what could not be judged; warn-only turns fail and error
// into warn, the reason still named. Rows tested elsewhere: a bad input (scan.test.ts), a failed scan, an
// incomplete one (scan-outcomes.test.ts), a timeout (scan-reliability.test.ts, policy-knobs.test.ts), a key
// lacking the scan's permission or a default part's (preflight.test.ts), a refused comment
// (scan-reliability.test.ts), a fork without the key (fork-pull-requests.test.ts).
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  finding,
  requestsTo,
  runInWorld,
  runOnPullRequest,
  startWorld,
  type ActionRun,
  type World,
} from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());
afterEach(() => world.service.control.clearFaults());

const QUIET = { dependencies: 'none', 'local-checks': 'none' };
/** A workspace with nothing in it, as a job without actions/checkout has (removed with the world). */
const emptyWorkspace = () => mkdtempSync(join(world.scratch, 'no-checkout-'));

function notJudged(run: ActionRun, because: RegExp): void {
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.outputs.verdict).toBe('error');
  expect(run.stdout).toMatch(/::error::Security scan not judged: /);
  expect(run.stdout).toMatch(because);
  expect(run.summary).not.toBe('');
  expect(run.report).toMatchObject({ verdict: { verdict: 'error' } });
}

describe('the service cannot judge the run: error', () => {
  it('a key the service refuses (401)', async () => {
    world.service.control.addKey('svk_expired_Hn3Kd8', ['read', 'sites', 'pulse']);
    world.service.control.expireKey('svk_expired_Hn3Kd8');
    const site = world.service.control.addSite('https://refused-key.example.com');
    const run = await runInWorld(world, { ...QUIET, site, 'api-key': 'svk_expired_Hn3Kd8' });
    notJudged(run, /HTTP 401/);
  });

  it('a site the service does not know', async () => {
    const run = await runInWorld(world, { ...QUIET, site: 'site_doesnotexist' });
    notJudged(run, /HTTP 404/);
  });

  it('an outage that outlasts the retries', async () => {
    const url = 'https://down.example.com';
    world.service.control.addSite(url);
    world.service.control.inject({ path: '/agent/sites/*/pulse', kind: 'unavailable', times: 100 });
    const run = await runInWorld(world, { ...QUIET, site: url });
    notJudged(run, /HTTP 503/);
  });

  it('a scan the service cancelled', async () => {
    const url = 'https://cancelled.example.com';
    world.service.control.addSite(url);
    world.service.control.setFinalStatus(url, 'cancelled');
    const run = await runInWorld(world, { ...QUIET, site: url });
    notJudged(run, /the scan ended cancelled/);
    expect(run.outputs['scan-status']).toBe('cancelled');
  });
});

describe('lock files and local checks without a checkout', () => {
  it('is an error when dependencies names lock files, before any request', async () => {
    const url = 'https://named-locks.example.com';
    world.service.control.addSite(url);
    const before = requestsTo(world, '/agent/sites').length;
    const run = await runInWorld(
      world,
      { site: url, dependencies: 'package-lock.json', 'local-checks': 'none' },
      { workspace: emptyWorkspace() },
    );
    notJudged(run, /The workspace holds no checkout, but input 'dependencies' names lock files/);
    expect(run.stdout).toContain('add actions/checkout before this step');
    expect(requestsTo(world, '/agent/sites').length).toBe(before);
  });

  it('is an error when local-checks names checks', async () => {
    const url = 'https://named-checks.example.com';
    world.service.control.addSite(url);
    const run = await runInWorld(
      world,
      { site: url, dependencies: 'none', 'local-checks': 'tracked-secrets' },
      { workspace: emptyWorkspace() },
    );
    notJudged(run, /input 'local-checks' names checks/);
  });

  it('is an error on a pull request with the default inputs', async () => {
    const url = 'https://pr-no-checkout.example.com';
    world.service.control.addSite(url);
    const run = await runOnPullRequest(
      world,
      { site: url, dependencies: 'auto', 'local-checks': 'all', comment: 'never' },
      { workspace: emptyWorkspace() },
    );
    notJudged(run, /a pull_request run judges the change's lock files and files/);
  });

  it('is a notice on a release Deep with the default inputs, and the scan is judged', async () => {
    const site = world.service.control.addSite('https://release-deep.example.com');
    const run = await runInWorld(
      world,
      { site, scan: 'deep', route: 'legacy' },
      { workspace: emptyWorkspace(), eventName: 'release', event: { release: { tag_name: 'v1.0.0' } } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'notice',
        properties: expect.objectContaining({ title: 'Lock files and local checks not read' }),
      }),
    );
    expect(run.summary).toMatch(/Lock files and local checks.*the workspace holds no checkout/);
    expect(run.outputs['scan-status']).toBe('succeeded');
  });
});

describe('a key without the permission for a part', () => {
  it('is an error for local checks the inputs name, before any scan starts', async () => {
    world.service.control.addKey('svk_nolocal_Jm2Qs7', ['read', 'sites', 'pulse']);
    const site = world.service.control.addSite('https://no-local.example.com');
    const before = requestsTo(world, '/agent/sites/').filter((r) => r.path.endsWith('/pulse')).length;
    const run = await runInWorld(world, {
      site,
      dependencies: 'none',
      'local-checks': 'tracked-secrets',
      'api-key': 'svk_nolocal_Jm2Qs7',
    });
    notJudged(
      run,
      /The API key lacks the permission 'local' \(to run the local checks named in `local-checks`\)/,
    );
    const after = requestsTo(world, '/agent/sites/').filter((r) => r.path.endsWith('/pulse')).length;
    expect(after).toBe(before);
  });

  it('is an error for lock files the inputs name', async () => {
    world.service.control.addKey('svk_nosites_Xc4Rf1', ['read', 'pulse', 'local']);
    const site = world.service.control.addSite('https://no-sites.example.com');
    const run = await runInWorld(world, {
      site,
      dependencies: 'package-lock.json',
      'local-checks': 'none',
      'api-key': 'svk_nosites_Xc4Rf1',
    });
    notJudged(
      run,
      /The API key lacks the permission 'sites' \(to upload the lock files named in `dependencies`\)/,
    );
  });
});

describe('warn-only', () => {
  it('turns a fail into warn, exit 0, with the reason named', async () => {
    const url = 'https://warn-only-fail.example.com';
    world.service.control.addSite(url, { findings: [finding('TLS-WARNED', 'high')] as never });
    const run = await runInWorld(world, { ...QUIET, site: url, 'warn-only': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.stdout).toMatch(
      /::warning::Security scan found problems \(warn-only\): 1 finding at or above high/,
    );
  });

  it('turns an error into warn, exit 0, with the reason named', async () => {
    const url = 'https://warn-only-error.example.com';
    world.service.control.addSite(url);
    world.service.control.setFinalStatus(url, 'failed');
    const run = await runInWorld(world, { ...QUIET, site: url, 'warn-only': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.stdout).toMatch(
      /::warning::Security scan found problems \(warn-only\): the scan ended failed/,
    );
  });
});
