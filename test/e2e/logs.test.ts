// What a user reads in the log and the summary of an ordinary run: the Actions cache's own lines folded
// into groups, no "Baseline: none" on a push that records, counted nouns that agree, and links only by the
// one link rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { pullRequest, pushToMain } from './gate-harness.ts';
import { startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
});
afterAll(() => world.close());

const lockFile = (name: string, version: string) =>
  `${JSON.stringify(
    {
      name: 'shop',
      lockfileVersion: 3,
      packages: {
        '': { name: 'shop', dependencies: { [name]: `^${version}` } },
        [`node_modules/${name}`]: { version },
      },
    },
    null,
    2,
  )}\n`;

const groupOf = (log: string, needle: string): string | undefined => {
  const lines = log.split('\n');
  const at = lines.findIndex((l) => l.includes(needle));
  const before = lines.slice(0, at);
  const opened = before.findLastIndex((l) => l.startsWith('::group::'));
  return opened > before.findLastIndex((l) => l === '::endgroup::') ? lines[opened] : undefined;
};

describe('the log of a push and of a pull request', () => {
  it('records on a push without a "Baseline: none" line, with each cache call in a group of its own', async () => {
    const url = 'https://logs-push.example.com';
    world.service.control.addSite(url, { findings: [] });
    const push = await pushToMain(world, { site: url });
    expect(push.exitCode, push.stdout).toBe(0);
    expect(push.stdout).not.toMatch(/^Baseline: /m);
    expect(push.stdout).toContain('::group::Actions cache: reading the baseline record of main');
    expect(push.stdout).toMatch(/::group::Actions cache: recording scan \S+ as the baseline of main/);
    expect(push.stdout).toMatch(/recorded as the baseline of main for later pull requests/);
    expect(groupOf(push.stdout, 'recorded as the baseline of main')).toBeUndefined();

    // A pull request compares, so it says against what.
    const pr = await pullRequest(world, { site: url });
    expect(pr.exitCode, pr.stdout).toBe(0);
    expect(pr.stdout).toMatch(/^Baseline: scan \S+ of logs-push\.example\.com, recorded by the push run/m);
    expect(groupOf(pr.stdout, 'Baseline: scan')).toBeUndefined();
  });
});

describe('counted nouns and links in a scan with one lock file', () => {
  it('says "1 pinned package", and shows a plain-http advisory address as text, not as a link', async () => {
    const url = 'https://logs-deps.example.com';
    world.service.control.addSite(url, { findings: [] });
    world.service.control.addAdvisory({
      id: 'SVA-LOGS-0001',
      title: 'solo-lib: request smuggling',
      severity: 'low',
      url: 'http://advisories.example/SVA-LOGS-0001',
      packages: [{ ecosystem: 'npm', name: 'solo-lib', fixedIn: '2.0.1' }],
    });
    const checkout = writeCheckout(
      { 'package-lock.json': lockFile('solo-lib', '2.0.0') },
      { root: world.scratch },
    );
    const run = await pushToMain(
      world,
      { site: url, dependencies: 'auto', 'sarif-file': 'scan.sarif' },
      { workspace: checkout },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      'Dependencies: 1 pinned package from 1 lock file; 1 affected by an advisory.',
    );
    expect(run.stdout).toContain('SARIF: 1 result in scan.sarif');
    expect(run.summary).toContain('1 pinned package uploaded');
    expect(run.summary).toContain('**At a glance:** 0 open findings');
    expect(run.summary).not.toMatch(/\(s\)|\(ies\)/);
    expect(run.summary).toContain('SVA-LOGS-0001: solo-lib: request smuggling');
    expect(run.summary).not.toContain('](http://advisories.example');
    expect(run.outputs['affected-packages']).toBe('1');
  });
});
