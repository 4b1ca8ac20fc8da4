// The policy knobs end to end, one run each against the simulators: min-coverage, on-timeout, the per-kind
// thresholds, dependency-scopes (from the base commit's policy file) and fail-on-unfixable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { PR, runOnPullRequest, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  // The pull request adds the files: what is found in them is new against its base.
  world.github.pullFiles.set(PR, [
    { filename: 'package-lock.json', status: 'added' },
    { filename: 'src/config.ts', status: 'added' },
  ]);
  world.service.control.addAdvisory({
    id: 'SVA-KNOB-0001',
    title: 'minimist: prototype pollution',
    severity: 'high',
    packages: [{ ecosystem: 'npm', name: 'minimist', fixedIn: '1.2.6' }],
  });
  world.service.control.addAdvisory({
    id: 'SVA-KNOB-0002',
    title: 'left-pad: no fix published',
    severity: 'high',
    packages: [{ ecosystem: 'npm', name: 'left-pad', fixedIn: null }],
  });
});
afterAll(() => world.close());

/** A lock file pinning one package, marked development-only or not. */
const lockFile = (name: string, version: string, dev: boolean) =>
  `${JSON.stringify(
    {
      name: 'shop',
      version: '1.0.0',
      lockfileVersion: 3,
      packages: {
        '': { name: 'shop', version: '1.0.0' },
        [`node_modules/${name}`]: {
          version,
          resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`,
          ...(dev ? { dev: true } : {}),
        },
      },
    },
    null,
    2,
  )}\n`;

const workspace = (files: Record<string, string>) =>
  writeCheckout(files, { git: false, root: world.scratch });

describe('policy knobs', () => {
  it('min-coverage fails a scan that covered less, naming the knob', async () => {
    const url = 'https://coverage.example.com';
    world.service.control.addSite(url, { findings: [] });
    world.service.control.setFinalStatus(url, 'incomplete');
    const inputs = { site: url, 'allow-incomplete': 'true', comment: 'never' };
    const below = await runOnPullRequest(world, { ...inputs, 'min-coverage': '80' });
    expect(below.exitCode, below.stdout).toBe(1);
    expect(below.stdout).toContain('the scan covered 60%, below min-coverage 80%');
    const above = await runOnPullRequest(world, { ...inputs, 'min-coverage': '60' });
    expect(above.exitCode, above.stdout).toBe(0);
  });

  it('on-timeout: warn passes a timed-out wait with a warning, the scan id and link still reported', async () => {
    const url = 'https://slow-knob.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000, suggestedPollAfterSeconds: 1 });
    const run = await runOnPullRequest(world, {
      site: url,
      'wait-timeout-minutes': '0.03',
      'on-timeout': 'warn',
      comment: 'never',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.outputs['scan-id']).not.toBe('');
    expect(run.outputs['scan-url']).toMatch(/^http/);
    expect(run.summary).toContain('on-timeout: warn');
  });

  it('fail-on-dependencies judges affected packages apart from fail-on', async () => {
    const dir = workspace({ 'package-lock.json': lockFile('minimist', '1.2.5', false) });
    const inputs = { site: 'https://deps-threshold.example.com', dependencies: 'package-lock.json' };
    const relaxed = await runOnPullRequest(
      world,
      { ...inputs, 'fail-on-dependencies': 'critical' },
      { workspace: dir },
    );
    expect(relaxed.exitCode, relaxed.stdout).toBe(0);
    expect(relaxed.outputs['affected-packages']).toBe('1');
    const strict = await runOnPullRequest(
      world,
      { ...inputs, 'fail-on': 'never', 'fail-on-dependencies': 'high' },
      { workspace: dir },
    );
    expect(strict.exitCode, strict.stdout).toBe(1);
    expect(strict.stdout).toContain('1 new affected package at or above high (fail-on-dependencies)');
  });

  it('fail-on-local-checks judges local results apart from fail-on', async () => {
    const dir = writeCheckout(
      { 'src/config.ts': `export const stripe = '${fakeSecrets(11).stripeLiveKey}';\n` },
      { root: world.scratch },
    );
    const inputs = { site: 'https://local-threshold.example.com', 'local-checks': 'tracked-secrets' };
    const off = await runOnPullRequest(
      world,
      { ...inputs, 'fail-on-local-checks': 'never' },
      { workspace: dir },
    );
    expect(off.exitCode, off.stdout).toBe(0);
    const on = await runOnPullRequest(
      world,
      { ...inputs, 'fail-on': 'never', 'fail-on-local-checks': 'high' },
      { workspace: dir },
    );
    expect(on.exitCode, on.stdout).toBe(1);
    expect(on.stdout).toMatch(/local check results? at or above high \(fail-on-local-checks\)/);
  });

  it('dependency-scopes: runtime in the base policy file reports a development package without failing', async () => {
    const policy = 'dependency-scopes: runtime\n';
    const dir = workspace({ 'package-lock.json': lockFile('minimist', '1.2.5', true), 'knobs.yml': policy });
    world.github.contents.set(`${'b'.repeat(40)}:knobs.yml`, policy);
    const inputs = { site: 'https://dev-scope.example.com', dependencies: 'package-lock.json' };
    const run = await runOnPullRequest(world, { ...inputs, 'policy-file': 'knobs.yml' }, { workspace: dir });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.summary).toContain('development packages (dependency-scopes: runtime)');
    expect(run.summary).toMatch(/minimist@\S*1\.2\.5 \(development\) \|/);
    const all = await runOnPullRequest(world, inputs, { workspace: dir });
    expect(all.exitCode, all.stdout).toBe(1);
  });

  it('fail-on-unfixable: false reports an advisory without a fixed version without failing', async () => {
    const dir = workspace({ 'package-lock.json': lockFile('left-pad', '1.3.0', false) });
    const inputs = { site: 'https://unfixable.example.com', dependencies: 'package-lock.json' };
    const lenient = await runOnPullRequest(
      world,
      { ...inputs, 'fail-on-unfixable': 'false' },
      { workspace: dir },
    );
    expect(lenient.exitCode, lenient.stdout).toBe(0);
    expect(lenient.summary).toContain('no fixed version (fail-on-unfixable: false)');
    const strict = await runOnPullRequest(world, inputs, { workspace: dir });
    expect(strict.exitCode, strict.stdout).toBe(1);
  });
});
