// The preflight end to end: the key's permissions and the month's free scans are read before any work, so
// a run that cannot succeed stops at once, says why and where to change it, and spends nothing.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { requestsTo, runInWorld, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
const made: string[] = [];
afterAll(async () => {
  await world.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const LOCK_FILE = JSON.stringify({
  name: 'app',
  lockfileVersion: 3,
  packages: { '': { name: 'app' }, 'node_modules/left-pad': { version: '1.3.0' } },
});
beforeEach(() => world.service.control.setAllowance({ pulse: 1000, deep: 100 }));

const QUIET = { dependencies: 'none', 'local-checks': 'none' };
const mutating = (from: number) => world.service.requests.slice(from).filter((r) => r.method !== 'GET');

describe('preflight', () => {
  it('stops at once when the key lacks the permission the scan needs, naming it and where to grant it', async () => {
    world.service.control.addKey('svk_readonly_Pq4Ws8', ['read', 'sites']);
    const before = world.service.requests.length;
    const run = await runInWorld(world, {
      ...QUIET,
      site: 'https://perm.example.com',
      'api-key': 'svk_readonly_Pq4Ws8',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Security scan not judged: The API key lacks the permission 'pulse' \(to start a Pulse scan\)/,
    );
    expect(run.summary).toMatch(/where keys are managed/);
    expect(run.outputs.verdict).toBe('error');
    expect(mutating(before)).toEqual([]);
  });

  it('says the free scans are used up before the start instead of after a 402, and starts nothing', async () => {
    world.service.control.setAllowance({ pulse: 0 });
    const charges = world.service.control.charges();
    const before = world.service.requests.length;
    const run = await runInWorld(world, { ...QUIET, site: 'https://spent.example.com' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/This month's free Pulse scans are used up .*nothing was started/);
    expect(world.service.requests.slice(before).some((r) => r.path.endsWith('/pulse'))).toBe(false);
    expect(world.service.control.charges()).toBe(charges);
    expect(run.outputs['allowance-remaining']).toBe('0');
  });

  it('on a re-run goes on with a warning: the start replays the first attempt or is refused', async () => {
    world.service.control.setAllowance({ pulse: 0 });
    const run = await runInWorld(
      world,
      { ...QUIET, site: 'https://rerun.example.com' },
      { env: { GITHUB_RUN_ATTEMPT: '2' } },
    );
    expect(run.stdout).toMatch(/::warning::This month's free Pulse scans are used up.*attempt 2 of the run/);
    expect(requestsTo(world, '/agent/sites/').some((r) => r.path.endsWith('/pulse'))).toBe(true);
  });

  it('shows what is left in the summary and the allowance-remaining output', async () => {
    world.service.control.setAllowance({ pulse: 4 });
    const run = await runInWorld(world, { ...QUIET, site: 'https://left.example.com' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['allowance-remaining']).toBe('4');
    expect(run.summary).toMatch(
      /Free Pulse scans left this month: \*\*4 of \d+\*\* \(read before this run's scan; they reset on \d{4}-\d{2}-\d{2}\)/,
    );
  });

  it('skips the lock-file upload and the local checks, each with a warning, for a key without sites and local', async () => {
    world.service.control.addKey('svk_pulseonly_Tb5Vn1', ['read', 'pulse']);
    const site = world.service.control.addSite('https://pulse-only.example.com');
    const workspace = writeCheckout({ 'package-lock.json': LOCK_FILE });
    made.push(workspace);
    const before = world.service.requests.length;
    const run = await runInWorld(world, { site, 'api-key': 'svk_pulseonly_Tb5Vn1' }, { workspace });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::Local checks not run: the API key lacks the 'local' permission/);
    expect(run.stdout).toMatch(
      /::warning::Dependency upload not run: the API key lacks the 'sites' permission/,
    );
    expect(run.summary).toMatch(/Dependency upload: not authorized/);
    const paths = world.service.requests.slice(before).map((r) => r.path);
    expect(paths.some((p) => p.endsWith('/authorize') || p.endsWith('/dependencies'))).toBe(false);
  });

  it('says nothing about the upload when there is no lock file to upload', async () => {
    const site = world.service.control.addSite('https://no-locks.example.com');
    const run = await runInWorld(world, { site, 'api-key': 'svk_pulseonly_Tb5Vn1', 'local-checks': 'none' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).not.toContain('::warning::');
  });

  it('is not run on the legacy route, which has neither route', async () => {
    const site = world.service.control.addSite('https://legacy-preflight.example.com');
    const before = world.service.requests.length;
    await runInWorld(world, { ...QUIET, site, route: 'legacy' });
    const paths = world.service.requests.slice(before).map((r) => r.path);
    expect(paths.some((p) => p.includes('/agent/'))).toBe(false);
  });
});
