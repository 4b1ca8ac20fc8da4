// The repository-check command end to end: dist/index.js against the service simulator and the GitHub
// stand-in, with listed URLs and with `auto` on a pull request whose base is a real git commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../../simulator/github-runner.ts';
import { API_KEY, PR, runOnPullRequest, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const CHECKS = '/api/cli/v1/agent/repository-checks';
const started = () =>
  world.service.requests
    .filter((r) => r.method === 'POST' && r.path === CHECKS)
    .map((r) => r.body as Record<string, unknown>);
const checkedUrls = (from: number) =>
  started()
    .slice(from)
    .map((b) => b.url);
const repositoryCheck = (inputs: Record<string, string>, options = {}) =>
  runOnPullRequest(world, { command: 'repository-check', comment: 'never', ...inputs }, options);

const workflow = (...uses: string[]) =>
  `on: pull_request\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join('')}`;

/** A checkout whose base commit holds `base` and whose head (the checkout) holds `head`. */
function gitCheckout(
  base: Record<string, string>,
  head: Record<string, string>,
): { dir: string; baseSha: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir })
      .toString()
      .trim();
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git('add', '-A');
  };
  git('init', '-q', '-b', 'main');
  write(base);
  git('commit', '-q', '--allow-empty', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  write(head);
  git('commit', '-q', '-m', 'head');
  return { dir, baseSha };
}

const prEvent = (baseSha: string) => ({
  pull_request: {
    number: PR,
    head: { repo: { full_name: 'octo-org/octo-repo' } },
    base: { repo: { full_name: 'octo-org/octo-repo' }, sha: baseSha },
  },
});

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

describe('repository-check with listed URLs', () => {
  it('fails on do_not_install, warns on caution, passes safe: one row and one outcome each', async () => {
    const { control } = world.service;
    control.setRepositoryCheck('https://github.com/e2e/bad', {
      verdict: 'do_not_install',
      summary: 'Runs a post-install script that uploads tokens.',
      findings: [{ title: 'Install script sends environment', severity: 'critical' }],
    });
    control.setRepositoryCheck('https://github.com/e2e/careful', {
      verdict: 'caution',
      summary: 'Unmaintained.',
    });
    control.setRepositoryCheck('https://github.com/e2e/fine', { verdict: 'safe' });
    const from = started().length;
    const run = await repositoryCheck({
      repositories:
        'https://github.com/e2e/fine\nhttps://github.com/e2e/careful\nhttps://github.com/e2e/bad.git\n',
      'repository-check-depth': 'deep',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.stdout).toMatch(
      /::error::Security scan failed: 1 repository\(ies\) the service says not to install/,
    );
    expect(run.summary).toContain('### Repository checks');
    expect(run.summary).toContain('❌ do not install');
    expect(run.summary).toContain('⚠️ caution');
    expect(run.summary).toContain('✅ safe');
    expect(run.summary).toContain('Install script sends environment');
    const bodies = started().slice(from);
    expect(bodies.map((b) => b.url)).toEqual([
      'https://github.com/e2e/fine',
      'https://github.com/e2e/careful',
      'https://github.com/e2e/bad',
    ]);
    expect(bodies.every((b) => b.depth === 'deep' && typeof b.idempotencyKey === 'string')).toBe(true);
    expect(new Set(bodies.map((b) => b.idempotencyKey)).size).toBe(3);
    expect(run.report?.repositoryChecks).toHaveLength(3);
  });

  it('warns (exit 0) when the worst is caution, and passes when all are safe', async () => {
    const warn = await repositoryCheck({ repositories: 'https://github.com/e2e/careful' });
    expect(warn.exitCode, warn.stdout).toBe(0);
    expect(warn.outputs.verdict).toBe('warn');
    expect(warn.stdout).toContain('1 repository(ies) to use with caution');
    const pass = await repositoryCheck({ repositories: 'https://github.com/e2e/fine' });
    expect(pass.exitCode, pass.stdout).toBe(0);
    expect(pass.outputs.verdict).toBe('pass');
  });

  it('names a bad URL and what is accepted, before any request', async () => {
    const from = world.service.requests.length;
    const run = await repositoryCheck({
      repositories: 'https://github.com/e2e/fine\nhttp://github.com/e2e/plain',
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain(`Input 'repositories' has "http://github.com/e2e/plain"`);
    expect(run.stdout).toContain('https://HOST/OWNER/REPO');
    expect(world.service.requests.slice(from)).toHaveLength(0);
    expect(run.report).not.toBeNull();
  });

  it('explains a failure value and fails the gate', async () => {
    world.service.control.setRepositoryCheck('https://github.com/e2e/gone', { failure: 'not-found' });
    const run = await repositoryCheck({ repositories: 'https://github.com/e2e/gone' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 repository check(s) failed');
    expect(run.summary).toContain('not-found: the repository does not exist or is not public');
  });

  it('keeps the verdict through faults on the start and the poll', async () => {
    world.service.control.setRepositoryCheck('https://github.com/e2e/flaky', { verdict: 'do_not_install' });
    world.service.control.inject({
      path: '/agent/repository-checks',
      method: 'POST',
      kind: 'unavailable',
      times: 1,
    });
    world.service.control.inject({
      path: '/agent/repository-checks',
      method: 'POST',
      kind: 'reset',
      after: true,
      times: 1,
    });
    world.service.control.inject({ path: '/agent/repository-checks/*', kind: 'internal-error', times: 1 });
    const run = await repositoryCheck({ repositories: 'https://github.com/e2e/flaky' });
    world.service.control.clearFaults();
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    expect(run.stdout).toContain('1 repository(ies) the service says not to install');
    const checks = [...world.service.requests].filter(
      (r) =>
        r.method === 'POST' &&
        r.path === CHECKS &&
        (r.body as { url?: string }).url === 'https://github.com/e2e/flaky',
    );
    expect(new Set(checks.map((r) => (r.body as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
  });

  it('neutralises hostile service text in the log, summary and comment', async () => {
    const hostile =
      '::error::owned\n::stop-commands::x <img src=x onerror=alert(1)> @admin [click](https://evil.example) | x';
    world.service.control.setRepositoryCheck('https://github.com/e2e/hostile', {
      verdict: 'do_not_install',
      summary: hostile,
      findings: [{ title: hostile, severity: 'high' }],
    });
    const run = await repositoryCheck({ repositories: 'https://github.com/e2e/hostile', comment: 'always' });
    expect(run.stdout).not.toMatch(/^::error::owned/m);
    expect(run.stdout).not.toMatch(/^::stop-commands::/m);
    const comment =
      (world.github.issues.get(PR)?.comments ?? []).find((c) => c.body.includes(':repository-check:'))
        ?.body ?? '';
    expect(comment).toContain('e2e/hostile');
    for (const text of [run.summary, comment]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@admin');
      expect(text).not.toContain('](https://evil.example');
    }
  });
});

describe('repository-check auto on a pull request', () => {
  it('checks only repositories the pull request newly uses; skips local and docker references', async () => {
    const { dir, baseSha } = gitCheckout(BASE, HEAD);
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
    const { dir: origin, baseSha } = gitCheckout(BASE, HEAD);
    const dir = mkdtempSync(join(tmpdir(), 'ssa-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin}`, dir]);
    const from = started().length;
    const run = await repositoryCheck({ repositories: 'auto' }, { workspace: dir, event: prEvent(baseSha) });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).not.toContain('reading it through the GitHub API');
    expect(checkedUrls(from)).toEqual(NEW_ON_HEAD);
  });

  it('stops with what to change when neither git nor the API can give the base', async () => {
    const { dir } = gitCheckout({}, HEAD);
    const run = await repositoryCheck(
      { repositories: 'auto', 'github-token': '' },
      { workspace: dir, event: prEvent('d'.repeat(40)) },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('could not read the base commit dddddddddddd');
    expect(run.stdout).toContain('fetch-depth: 0');
  });

  it('reads the base through the GitHub API when the checkout lacks the base commit', async () => {
    const { dir } = gitCheckout({}, HEAD);
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
    const { dir, baseSha } = gitCheckout(BASE, {
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

  it('says why it checks nothing outside a pull request', async () => {
    const from = started().length;
    const run = await runAction({
      eventName: 'push',
      inputs: {
        command: 'repository-check',
        'api-key': API_KEY,
        'base-url': world.service.url,
        repositories: 'auto',
      },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toContain("this 'push' run is not a pull request");
    expect(started().length).toBe(from);
  });
});
