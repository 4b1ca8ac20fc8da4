// The repository-check command with `repositories: auto`, end to end: a real git checkout with a base and a
// head commit, the pull_request event's base sha, the service simulator and the GitHub stand-in.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PR, runInWorld, startWorld, type World } from './harness.ts';
import {
  checkedUrls as checkedIn,
  gitCheckout,
  prEvent,
  repositoryCheck as runCheck,
  started as startedIn,
  workflow,
} from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const started = () => startedIn(world);
const checkedUrls = (from: number) => checkedIn(world, from);
const repositoryCheck = (inputs: Record<string, string>, options = {}) => runCheck(world, inputs, options);

const BASE = {
  '.github/workflows/ci.yml': workflow('actions/checkout@v4', 'known/tool@v1'),
  'README.md': 'hello\n',
};
const HEAD = {
  '.github/workflows/ci.yml': workflow(
    'actions/checkout@v5',
    'New-Org/scanner@v2',
    './.github/actions/local',
    'docker://alpine:3.20',
  ),
  '.github/workflows/release.yml': workflow('known/tool/sub@v1', 'composite-dep/lib@v1'),
  '.github/actions/local/action.yml':
    'runs:\n  using: composite\n  steps:\n    - uses: composite-dep/lib@v1\n',
};
const NEW_ON_HEAD = ['https://github.com/composite-dep/lib', 'https://github.com/new-org/scanner'];

describe('repository-check auto on a pull request', () => {
  it('checks only repositories the pull request newly uses; skips local and docker references', async () => {
    const { dir, baseSha } = gitCheckout(world, BASE, HEAD);
    const from = started().length;
    const run = await repositoryCheck({ repositories: 'auto' }, { workspace: dir, event: prEvent(baseSha) });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(checkedUrls(from)).toEqual(NEW_ON_HEAD);
    expect(run.summary).toContain('.github/workflows/ci.yml:7');
    expect(run.summary).toContain('./.github/actions/local');
    expect(run.summary).toContain('alpine:3.20: a container image');
    expect(run.report?.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: '.github/workflows/ci.yml:9 uses docker://alpine:3.20' }),
      ]),
    );
  });

  it('fetches the base commit alone into a shallow checkout', async () => {
    const { dir: origin, baseSha } = gitCheckout(world, BASE, HEAD);
    const dir = mkdtempSync(join(world.scratch, 'ssa-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin}`, dir]);
    const from = started().length;
    const run = await repositoryCheck({ repositories: 'auto' }, { workspace: dir, event: prEvent(baseSha) });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).not.toContain('reading it through the GitHub API');
    expect(checkedUrls(from)).toEqual(NEW_ON_HEAD);
  });

  it('stops with what to change when neither git nor the API can give the base', async () => {
    const { dir } = gitCheckout(world, {}, HEAD);
    const run = await repositoryCheck(
      { repositories: 'auto', 'github-token': '' },
      { workspace: dir, event: prEvent('d'.repeat(40)) },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('could not read the base commit dddddddddddd');
    expect(run.stdout).toContain('fetch-depth: 0');
  });

  it('reads the base through the GitHub API when the checkout lacks the base commit', async () => {
    const { dir } = gitCheckout(world, {}, HEAD);
    const baseSha = 'c'.repeat(40);
    world.github.pullFiles.set(PR, [
      { filename: '.github/workflows/ci.yml', status: 'modified' },
      { filename: '.github/workflows/release.yml', status: 'added' },
      { filename: '.github/actions/local/action.yml', status: 'added' },
    ]);
    world.github.contents.set(`${baseSha}:.github/workflows/ci.yml`, BASE['.github/workflows/ci.yml']);
    const from = started().length;
    const run = await repositoryCheck({ repositories: 'auto' }, { workspace: dir, event: prEvent(baseSha) });
    world.github.pullFiles.delete(PR);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('reading it through the GitHub API');
    expect(checkedUrls(from)).toEqual(NEW_ON_HEAD);
  });

  it('fails a newly used repository the service says not to install, on its workflow line', async () => {
    world.service.control.setRepositoryCheck('https://github.com/evil-org/stealer', {
      verdict: 'do_not_install',
    });
    const { dir, baseSha } = gitCheckout(world, BASE, {
      '.github/workflows/ci.yml': workflow('actions/checkout@v4', 'known/tool@v1', 'evil-org/stealer@v1'),
    });
    const run = await repositoryCheck({ repositories: 'auto' }, { workspace: dir, event: prEvent(baseSha) });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('https://github.com/evil-org/stealer (.github/workflows/ci.yml:8)');
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'error',
        properties: expect.objectContaining({ file: '.github/workflows/ci.yml', line: '8' }),
      }),
    );
  });

  it('says why it checks nothing outside a pull request or a merge queue', async () => {
    const from = started().length;
    const run = await runInWorld(
      world,
      { command: 'repository-check', repositories: 'auto' },
      { eventName: 'push' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toContain("this 'push' run is neither");
    expect(started().length).toBe(from);
  });

  it('compares a merge queue group with its base', async () => {
    const { dir, baseSha } = gitCheckout(world, BASE, HEAD);
    const from = started().length;
    const run = await repositoryCheck(
      { repositories: 'auto' },
      { workspace: dir, eventName: 'merge_group', event: { merge_group: { base_sha: baseSha } } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(checkedUrls(from)).toEqual(NEW_ON_HEAD);
  });
});
