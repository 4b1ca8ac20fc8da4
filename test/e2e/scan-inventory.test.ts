// Lock-file inventories inside `scan`, end to end: the upload the service receives, advisories on the
// lines of the lock files, the gate, SARIF, and a broken file that does not stop the others.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { PR, runOnPullRequest, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  // The pull request adds the lock files: their packages are new against its base.
  world.github.pullFiles.set(PR, [
    { filename: 'package-lock.json', status: 'added' },
    { filename: 'requirements.txt', status: 'added' },
  ]);
  world.service.control.addAdvisory({
    id: 'SVA-TEST-0001',
    title: 'minimist: prototype pollution',
    severity: 'high',
    packages: [{ ecosystem: 'npm', name: 'minimist', fixedIn: '1.2.6' }],
  });
  world.service.control.addAdvisory({
    id: 'SVA-TEST-0002',
    title: 'urllib3: proxy headers leak',
    severity: 'medium',
    packages: [{ ecosystem: 'pypi', name: 'urllib3', fixedIn: '1.26.18' }],
  });
});
afterAll(() => world.close());

const PACKAGE_LOCK = `${JSON.stringify(
  {
    name: 'shop',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'shop', version: '1.0.0', dependencies: { minimist: '^1.2.0' } },
      'node_modules/left-pad': {
        version: '1.3.0',
        resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
      },
      'node_modules/minimist': {
        version: '1.2.5',
        resolved: 'https://registry.npmjs.org/minimist/-/minimist-1.2.5.tgz',
      },
    },
  },
  null,
  2,
)}\n`;

/** A workspace outside git: the walk finds the lock files. */
const workspace = (files: Record<string, string>) =>
  writeCheckout(files, { git: false, root: world.scratch });

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const uploads = () =>
  world.service.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/dependencies'));

describe('scan with lock files', () => {
  it('uploads the pinned packages, fails on an affected package and shows it on its line', async () => {
    const dir = workspace({
      'package-lock.json': PACKAGE_LOCK,
      'requirements.txt': 'urllib3==1.26.5\nflask>=2\n',
      'yarn.lock': '# yarn lockfile v1\n\n"broken@^1":\n  version "1.0.0\n',
    });
    const before = uploads().length;
    const run = await runOnPullRequest(
      world,
      { site: 'https://deps.example.com', dependencies: 'auto', 'sarif-file': join(dir, 'out.sarif') },
      { workspace: dir },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/1 new affected package at or above high/);
    expect(run.outputs['affected-packages']).toBe('2');

    const sent = uploads().slice(before);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as {
      packages: object[];
      sources: string[];
      inventory: object;
      idempotencyKey: string;
    };
    expect(body.packages).toEqual([
      { ecosystem: 'npm', name: 'left-pad', version: '1.3.0' },
      { ecosystem: 'npm', name: 'minimist', version: '1.2.5' },
      { ecosystem: 'pypi', name: 'urllib3', version: '1.26.5' },
    ]);
    expect(body.sources).toEqual(['package-lock.json', 'requirements.txt']);
    // Names and counts only: no file content leaves the machine.
    expect(sent[0]?.rawBody).not.toContain('registry.npmjs.org');
    expect(sent[0]?.rawBody).not.toContain('flask');

    const minimistLine = lineOf(PACKAGE_LOCK, '"node_modules/minimist"');
    const onMinimist = run.annotations.find((a) => a.properties.file === 'package-lock.json');
    expect(onMinimist).toMatchObject({ level: 'error' });
    expect(onMinimist?.properties.line).toBe(String(minimistLine));
    const onUrllib3 = run.annotations.find((a) => a.properties.file === 'requirements.txt');
    expect(onUrllib3).toMatchObject({ level: 'warning' });
    expect(onUrllib3?.properties.line).toBe('1');
    expect(run.annotations.find((a) => a.properties.file === 'yarn.lock')).toMatchObject({
      level: 'warning',
      properties: expect.objectContaining({ title: 'Lock file not read' }),
    });

    expect(run.summary).toContain('### Dependencies');
    expect(run.summary).toContain('SVA-TEST-0001');
    // Each file links to the checked commit.
    expect(run.summary).toMatch(
      /\[requirements\.txt\]\(https:\/\/github\.com\/[^)]+\/requirements\.txt\) \(requirements\): 1 package, skipped: 1 unpinned/,
    );
    expect(run.summary).toMatch(
      /Not read: \[yarn\.lock:\d+\]\(https:\/\/github\.com\/[^)]+\/yarn\.lock#L\d+\)/,
    );
    // Once, in the Dependencies section: not again among the warnings.
    expect(run.summary.match(/yarn\.lock:\d+/g)).toHaveLength(1);
    expect(run.report?.dependencies).toMatchObject({ uploaded: true, packageCount: 3 });

    // yarn.lock was not read: a SARIF file without its advisories would close their alerts as fixed.
    expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
    expect(run.outputs['sarif-file']).toBe('');
    const refusal =
      'SARIF file not written: 1 lock file could not be read in full (yarn.lock). Uploaded, a file without those results would mark their open code scanning alerts fixed; with no file they stay open until a run checks everything it is asked for.';
    expect(run.annotations).toContainEqual({ level: 'warning', message: refusal, properties: {} });
    expect(run.report?.warnings).toContainEqual(refusal);
    expect(run.summary).toContain(
      'SARIF file not written: 1 lock file could not be read in full (yarn.lock).',
    );
  });

  it('writes the SARIF file of lock files read whole, with each advisory on its line', async () => {
    const dir = workspace({
      'package-lock.json': PACKAGE_LOCK,
      'requirements.txt': 'urllib3==1.26.5\n',
    });
    const run = await runOnPullRequest(
      world,
      { site: 'https://deps.example.com', dependencies: 'auto', 'sarif-file': join(dir, 'out.sarif') },
      { workspace: dir },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['sarif-file']).toBe(join(dir, 'out.sarif'));
    const sarif = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')) as {
      runs: {
        results: {
          ruleId: string;
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
          }[];
        }[];
      }[];
    };
    const located = sarif.runs[0]?.results.map((r) => [
      r.ruleId,
      r.locations[0]?.physicalLocation.artifactLocation.uri,
      r.locations[0]?.physicalLocation.region.startLine,
    ]);
    expect(located).toEqual(
      expect.arrayContaining([
        ['SVA-TEST-0001', 'package-lock.json', lineOf(PACKAGE_LOCK, '"node_modules/minimist"')],
        ['SVA-TEST-0002', 'requirements.txt', 1],
      ]),
    );
    expect(run.annotations.filter((a) => a.message.startsWith('SARIF'))).toEqual([]);
  });

  it('replays an unchanged inventory with the same key, and an ignore by advisory id lets the gate pass', async () => {
    const policy =
      "fail-on: high\nignore:\n  - id: SVA-TEST-0001\n    reason: 'not reachable from the site'\n";
    const dir = workspace({ 'package-lock.json': PACKAGE_LOCK, 'policy.yml': policy });
    // On a pull request the policy is the base commit's, read here through the contents API.
    world.github.contents.set(`${'b'.repeat(40)}:policy.yml`, policy);
    const inputs = {
      site: 'https://replay-deps.example.com',
      dependencies: 'package-lock.json',
      'policy-file': 'policy.yml',
    };
    const first = await runOnPullRequest(world, inputs, { workspace: dir });
    const second = await runOnPullRequest(world, inputs, { workspace: dir });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(second.exitCode, second.stdout).toBe(0);
    const keys = uploads()
      .slice(-2)
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(second.report?.verdict).toMatchObject({ verdict: 'pass' });
    expect(second.summary).toContain('SVA-TEST-0001');
  });

  it('skips the upload with its reason on the legacy route and when no lock file is there', async () => {
    // A checkout without lock files (an empty workspace is no checkout: an error on a pull request).
    const noLocks = workspace({ 'README.md': '# App\n' });
    const run = await runOnPullRequest(
      world,
      { site: 'https://nolocks.example.com', dependencies: 'auto' },
      { workspace: noLocks },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toMatch(/Dependency upload.*no lock file found/);
    expect(run.outputs['affected-packages']).toBe('');

    const projectId = world.service.control.addSite('https://legacy-deps.example.com', { findings: [] });
    const before = uploads().length;
    const legacy = await runOnPullRequest(
      world,
      { site: projectId, route: 'legacy', dependencies: 'auto' },
      { workspace: workspace({ 'package-lock.json': PACKAGE_LOCK }) },
    );
    expect(legacy.exitCode, legacy.stdout).toBe(0);
    expect(uploads()).toHaveLength(before);
    expect(legacy.summary).toMatch(/Dependency upload.*legacy route has no dependency upload/);
  });
});
