// Which commit a pull request is compared with, in real git histories on a bare origin: GitHub's merge
// commit against its first parent, a checkout of the head against the merge base (main moved on since the
// branch point), a merge queue group against its base_sha, a checkout that is not the change's code as an
// error; shallow clones fetched by exact SHA (with the persisted credential, or the token through the
// environment), GitHub's file list cut at 3,000 and git-history that cannot read the change's commits.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloneAt,
  pullRequestRepository,
  type PullRequestHistory,
  type PullRequestRepository,
} from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { runInWorld, startWorld, WRITE_TOKEN, type World } from './harness.ts';
import { nextRunId, npmLock, pullRequest } from './gate-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  for (const [id, name] of [
    ['SVA-BASE-0001', 'minimist'],
    ['SVA-BASE-0002', 'qs'],
  ] as const) {
    world.service.control.addAdvisory({
      id,
      title: `${name}: prototype pollution`,
      severity: 'high',
      packages: [{ ecosystem: 'npm', name, fixedIn: '9.9.9' }],
    });
  }
});
afterAll(() => world.close());

const OLD_SECRET = fakeSecrets(31).stripeLiveKey ?? '';
const NEW_SECRET = fakeSecrets(32).stripeLiveKey ?? '';
const CHECKED = { dependencies: 'auto', 'local-checks': 'tracked-secrets' };

/**
 * main with an old vulnerable package and an old secret; after the branch point main fixes both, so a
 * head that still holds them did not bring them.
 */
const MAIN_MOVED_ON: PullRequestHistory = {
  base: {
    'package-lock.json': npmLock({ minimist: '1.2.5' }),
    'src/config.ts': `export const stripe = '${OLD_SECRET}';\n`,
    'README.md': '# Shop\n',
  },
  head: [{ 'docs/usage.md': '# Usage\n' }],
  mainAfter: [
    { 'package-lock.json': npmLock({ minimist: '9.9.9' }) },
    { 'src/config.ts': 'export const stripe = process.env.STRIPE_KEY;\n' },
  ],
};

/** The same history, with a pull request that adds a vulnerable package and a secret of its own. */
const ADDS_PROBLEMS: PullRequestHistory = {
  ...MAIN_MOVED_ON,
  head: [
    { 'web/package-lock.json': npmLock({ qs: '6.5.2' }) },
    { 'src/payments.ts': `export const stripe = '${NEW_SECRET}';\n` },
  ],
};

const built = new Map<PullRequestHistory, PullRequestRepository>();

/**
 * A repository on the stand-in: its compare route answers from this origin. Built once per history: runs
 * only fetch from the origin, each into a clone of its own.
 */
function repository(history: PullRequestHistory) {
  const repo = built.get(history) ?? pullRequestRepository(world.scratch, history);
  built.set(history, repo);
  world.github.git.repository = repo.origin;
  return repo;
}

const addSite = (name: string) => {
  const site = `https://${name}.example.com`;
  world.service.control.addSite(site, { findings: [] });
  return site;
};

const reasonsOf = (run: { report: Record<string, unknown> | null }) =>
  (run.report?.verdict as { reasons: { level: string; message: string; items: string[] }[] }).reasons;

const gitConfig = (dir: string) => readFileSync(join(dir, '.git', 'config'), 'utf8');

describe('compared like with like', () => {
  it('compares a checkout of the head with the merge base: nothing main did since counts as the change', async () => {
    const repo = repository(MAIN_MOVED_ON);
    const dir = cloneAt(world.scratch, repo.origin, repo.headSha);
    const run = await pullRequest(
      world,
      { site: addSite('head-checkout'), ...CHECKED },
      {
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
      },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.report?.dependencies).toMatchObject({ affected: [{ name: 'minimist', isNew: false }] });
    expect(run.report?.localChecks).toMatchObject({ results: [{ file: 'src/config.ts', isNew: false }] });
    // The one-commit-deep clone learnt the merge base from GitHub and fetched that commit alone.
    const compare = world.github.requests.filter((r) => r.path.includes('/compare/'));
    expect(compare.at(-1)?.path).toContain(`${repo.baseSha}...${repo.headSha}`);
    expect(execFileSync('git', ['cat-file', '-t', repo.branchPoint], { cwd: dir }).toString().trim()).toBe(
      'commit',
    );
  });

  it("compares GitHub's merge commit with its first parent, naming only what the pull request adds", async () => {
    const repo = repository(ADDS_PROBLEMS);
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha);
    const run = await pullRequest(
      world,
      { site: addSite('merge-checkout'), ...CHECKED },
      {
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
      },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    const items = reasonsOf(run)
      .flatMap((r) => r.items)
      .join('\n');
    expect(items).toContain('qs@6.5.2');
    expect(items).toContain('src/payments.ts');
    expect(items).not.toContain('minimist');
  });

  it('compares a merge queue group with merge_group.base_sha', async () => {
    const repo = repository(ADDS_PROBLEMS);
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha);
    const run = await runInWorld(
      world,
      { site: addSite('merge-group'), 'github-token': WRITE_TOKEN, ...CHECKED },
      {
        eventName: 'merge_group',
        event: {
          merge_group: { base_sha: repo.baseSha, head_sha: repo.mergeSha, base_ref: 'refs/heads/main' },
        },
        workspace: dir,
        env: {
          ...world.cache?.env,
          GITHUB_REF: 'refs/heads/gh-readonly-queue/main/pr-7',
          GITHUB_RUN_ID: nextRunId(),
        },
      },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const items = reasonsOf(run)
      .flatMap((r) => r.items)
      .join('\n');
    expect(items).toContain('qs@6.5.2');
    expect(items).toContain('src/payments.ts');
    expect(items).not.toContain('minimist');
  });

  it('does not judge lock files and local checks of a pull_request_target run on the base branch', async () => {
    const repo = repository(ADDS_PROBLEMS);
    const dir = cloneAt(world.scratch, repo.origin, repo.baseSha);
    const run = await pullRequest(
      world,
      { site: addSite('target-checkout'), ...CHECKED },
      {
        eventName: 'pull_request_target',
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
      },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    const [reason] = reasonsOf(run);
    expect(reason).toMatchObject({ level: 'error' });
    expect(reason?.message).toContain("the checkout is not the pull request's code");
    expect(reason?.items.map((i) => i.split(':')[0])).toEqual(['Lock files', 'Local checks']);
    expect(reason?.items[0]).toContain("'pull_request'");
    expect(reason?.items[0]).toContain('fork recipe');
    // Nothing of the base branch was read, sent or judged as the pull request's.
    expect(run.report?.localChecks ?? null).toBeNull();
    expect(run.report?.dependencies ?? null).toBeNull();
  });
});

describe('never passes what was not compared', () => {
  it('takes files past GitHub’s 3,000 as changed: a new package and a new secret past the cut fail', async () => {
    const repo = repository(ADDS_PROBLEMS);
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha);
    // The base cannot be fetched: GitHub's file list is all there is.
    execFileSync('git', ['remote', 'remove', 'origin'], { cwd: dir });
    const listed = Array.from({ length: 3000 }, (_, i) => ({
      filename: `docs/page-${i}.md`,
      status: 'added',
    }));
    const pastTheCut = ['web/package-lock.json', 'src/payments.ts'].map((filename) => ({
      filename,
      status: 'added',
    }));
    world.github.pullFiles.set(7, [...listed, ...pastTheCut]);
    for (const [path, text] of Object.entries(MAIN_MOVED_ON.base)) {
      world.github.contents.set(`${repo.baseSha}:${path}`, text);
    }
    const before = world.github.requests.length;
    const run = await pullRequest(
      world,
      { site: addSite('cut-list'), ...CHECKED },
      {
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
        changedFiles: 3002,
      },
    );
    world.github.pullFiles.delete(7);
    expect(run.exitCode, run.stdout).toBe(1);
    const items = reasonsOf(run)
      .flatMap((r) => r.items)
      .join('\n');
    expect(items).toContain('qs@6.5.2');
    expect(items).toContain('src/payments.ts');
    expect(run.summary).toContain("GitHub listed 3000 of the pull request's 3002 changed files");
    // Files the list names as added are not asked for at the base; the lock file past the cut is.
    const readAtBase = world.github.requests
      .slice(before)
      .flatMap((r) => /\/contents\/(.+)$/.exec(r.path)?.[1] ?? [])
      .map((p) => decodeURIComponent(p))
      .sort();
    expect(readAtBase).toEqual(['package-lock.json', 'web/package-lock.json']);
  });

  it('fetches a shallow base by SHA with the credential actions/checkout persisted, leaving .git/config as it was', async () => {
    // The pull request commits a secret and takes it out again; main took its own old secret out too.
    const repo = repository({
      ...MAIN_MOVED_ON,
      head: [
        { 'web/package-lock.json': npmLock({ qs: '6.5.2' }) },
        { 'src/payments.ts': `export const stripe = '${NEW_SECRET}';\n` },
        { 'src/payments.ts': 'export const stripe = process.env.STRIPE_KEY;\n' },
      ],
    });
    const persisted = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46cGVyc2lzdGVk';
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha, { persistedHeader: persisted });
    const before = gitConfig(dir);
    const run = await pullRequest(
      world,
      { site: addSite('persisted'), dependencies: 'auto', 'local-checks': 'tracked-secrets,git-history' },
      { workspace: dir, baseSha: repo.baseSha, headSha: repo.headSha },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(gitConfig(dir)).toBe(before);
    // The persisted header is reused: the token is never made into a second one.
    const tokenHeader = Buffer.from(`x-access-token:${WRITE_TOKEN}`).toString('base64');
    expect(run.masked).not.toContain(tokenHeader);
    // git-history read the pull request's own commits, fetched by SHA: its secret, not main's old one.
    const history = (
      run.report?.localChecks as { results: { checkId: string; file: string; isNew?: boolean }[] }
    ).results.filter((r) => r.checkId === 'git-history');
    expect(history.map((r) => [r.file, r.isNew])).toEqual([['src/payments.ts', true]]);
    // The whole range was read: nothing is left not judged.
    expect(reasonsOf(run).map((r) => r.level)).toEqual(['fail', 'fail']);
  });

  it('passes the token through the environment when no credential is persisted, masked, never written', async () => {
    const repo = repository(MAIN_MOVED_ON);
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha);
    const before = gitConfig(dir);
    const run = await pullRequest(
      world,
      { site: addSite('token-env'), ...CHECKED },
      {
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
      },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(gitConfig(dir)).toBe(before);
    const tokenHeader = Buffer.from(`x-access-token:${WRITE_TOKEN}`).toString('base64');
    expect(run.masked).toContain(tokenHeader);
    expect(run.stdout).not.toContain(tokenHeader);
  });

  it('does not judge git-history on a one-commit-deep checkout whose commits cannot be fetched', async () => {
    const repo = repository(ADDS_PROBLEMS);
    const dir = cloneAt(world.scratch, repo.origin, repo.mergeSha);
    execFileSync('git', ['remote', 'remove', 'origin'], { cwd: dir });
    world.github.pullFiles.set(7, [{ filename: 'docs/usage.md', status: 'added' }]);
    const run = await pullRequest(
      world,
      { site: addSite('one-deep'), 'local-checks': 'git-history' },
      {
        workspace: dir,
        baseSha: repo.baseSha,
        headSha: repo.headSha,
      },
    );
    world.github.pullFiles.delete(7);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    const [reason] = reasonsOf(run);
    expect(reason).toMatchObject({ level: 'error', message: '1 local check not judged' });
    expect(reason?.items[0]).toMatch(/^git-history: /);
  });
});
