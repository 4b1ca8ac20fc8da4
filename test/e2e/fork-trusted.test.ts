// The fork recipe's trusted scan, trusted by construction: in real git histories served by the GitHub
// stand-in, it judges the lock files of the head commit GitHub names (never the data's word for them),
// against the merge base and the base branch's recorded baseline where its cache can read one; a pull
// request that moved on is superseded, not judged.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles } from '../../simulator/runner/checkout.ts';
import { finding, PR, requestsTo, startWorld, stickyComments, type World } from './harness.ts';
import { addHighAdvisories, npmLock, pushToMain } from './gate-harness.ts';
import {
  collectFork,
  forkHistory,
  reportFork,
  scanFork,
  trustedCheckout,
  type ForkHistory,
} from './fork-harness.ts';

let world: World;
let trusted: string;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  addHighAdvisories(world, { 'SVA-FORK-0001': 'minimist', 'SVA-FORK-0002': 'qs' });
  trusted = trustedCheckout(world);
  await recordOldProblems();
});
afterAll(() => world.close());
afterEach(() => {
  world.github.git.treeEntryLimit = 100_000;
  world.github.clearFaults();
});

const OLD = { 'package-lock.json': npmLock({ minimist: '1.2.5' }), 'README.md': '# Shop\n' };
const OLD_FINDING = finding('TLS-FORK01', 'high', 'Weak TLS');

/**
 * A site whose main branch recorded a scan with an old high finding; pull requests find it again. Recorded
 * once: the trusted scans are workflow_run runs, which record no baseline.
 */
const OLD_PROBLEMS_SITE = 'https://fork-old-problems.example.com';

async function recordOldProblems(): Promise<void> {
  world.service.control.addSite(OLD_PROBLEMS_SITE, { findings: [OLD_FINDING] as never });
  const push = await pushToMain(world, { site: OLD_PROBLEMS_SITE });
  expect(push.report?.baseline).toMatchObject({ recordedFor: 'main' });
}

/** The trusted scan of `folder`, for the head commit of `history`. */
const judge = (history: ForkHistory, folder: string, inputs: Record<string, string>) =>
  scanFork(world, folder, inputs, { headSha: history.headSha, workspace: trusted });

/** Forged data: `path` taken out of the data file's list and out of the folder. */
function leaveOut(folder: string, path: string): void {
  const dataFile = join(folder, 'pull-request.json');
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { lockFiles: string[] };
  writeFileSync(dataFile, JSON.stringify({ ...data, lockFiles: data.lockFiles.filter((p) => p !== path) }));
  rmSync(join(folder, 'lock-files', path));
}

const reasons = (run: { report: Record<string, unknown> | null }) =>
  ((run.report?.verdict as { reasons: { message: string; items: string[] }[] }).reasons ?? []).map(
    (r) => `${r.message}: ${r.items.join(', ')}`,
  );
const uploaded = (from: number) =>
  JSON.stringify(
    requestsTo(world, '/agent/sites')
      .slice(from)
      .filter((r) => r.path.endsWith('/dependencies'))
      .map((r) => r.body),
  );

describe('a fork pull request into the default branch', () => {
  it('passes a docs-only change over old problems: the recorded baseline and the merge base are used', async () => {
    const site = OLD_PROBLEMS_SITE;
    const history = forkHistory(world, OLD, { 'README.md': '# Shop\n\nHow to run it.\n' });
    const run = await judge(history, await collectFork(world, history), { site, dependencies: 'auto' });
    expect(run.exitCode, JSON.stringify(run.report?.baseline)).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.report?.baseline).toMatchObject({ source: 'base-branch', branch: 'main' });
    expect(run.report?.dependencies).toMatchObject({ affected: [{ name: 'minimist', isNew: false }] });
    expect(run.summary).toContain('Still open, already on the base branch');
    expect(run.outputs['pull-request-number']).toBe(String(PR));
  });

  it('fails one that adds a vulnerable package, compared with the merge base though main gained it since', async () => {
    const site = OLD_PROBLEMS_SITE;
    const history = forkHistory(
      world,
      OLD,
      { 'package-lock.json': npmLock({ minimist: '1.2.5', qs: '6.5.2' }) },
      { mainAfter: { 'package-lock.json': npmLock({ minimist: '1.2.5', qs: '6.5.2' }) } },
    );
    const run = await judge(history, await collectFork(world, history), { site, dependencies: 'auto' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(reasons(run)).toEqual([
      expect.stringMatching(/^1 new affected package at or above high: .*qs@6\.5\.2/),
    ]);
    const compared = world.github.requests.filter((r) => r.path.includes('/compare/'));
    expect(compared.at(-1)?.path).toContain(`${history.baseSha}...${history.headSha}`);
  });
});

describe('data that does not match the head commit', () => {
  it('fails data that leaves out a lock file the head has: that file is read from GitHub', async () => {
    const site = OLD_PROBLEMS_SITE;
    const history = forkHistory(world, OLD, {
      'web/package-lock.json': npmLock({ qs: '6.5.2' }),
    });
    const folder = await collectFork(world, history);
    leaveOut(folder, 'web/package-lock.json');
    const from = requestsTo(world, '/agent/sites').length;
    const run = await judge(history, folder, { site, dependencies: 'auto' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(reasons(run).join('\n')).toMatch(/qs@6\.5\.2/);
    expect(uploaded(from)).toContain('qs');
    expect(run.stdout).toContain(
      "web/package-lock.json: left out of the pull request's data; read from GitHub instead.",
    );
  });

  it('reads a lock file whose bytes are not the head’s blob from GitHub; the forged bytes are never used', async () => {
    const site = OLD_PROBLEMS_SITE;
    const history = forkHistory(world, OLD, {
      'package-lock.json': npmLock({ minimist: '1.2.5', qs: '6.5.2' }),
    });
    const folder = await collectFork(world, history);
    writeFileSync(
      join(folder, 'lock-files', 'package-lock.json'),
      npmLock({ minimist: '1.2.5', left: '1.0.0' }),
    );
    const from = requestsTo(world, '/agent/sites').length;
    const run = await judge(history, folder, { site, dependencies: 'auto' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain("package-lock.json: not the head commit’s bytes in the pull request's data");
    expect(uploaded(from)).toContain('qs');
    expect(uploaded(from)).not.toContain('left');
    expect(world.github.requests.some((r) => r.path.includes('/git/blobs/'))).toBe(true);
  });

  it('fails when a lock file the data left out cannot be read from GitHub either: it counts as new', async () => {
    const site = OLD_PROBLEMS_SITE;
    const history = forkHistory(world, OLD, { 'web/package-lock.json': npmLock({ left: '1.0.0' }) });
    const folder = await collectFork(world, history);
    leaveOut(folder, 'web/package-lock.json');
    world.github.inject({ kind: 'server-error', status: 503, path: '/git/blobs/*', times: 50 });
    const run = await judge(history, folder, { site, dependencies: 'auto', 'sarif-file': 'fork.sarif' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(reasons(run)).toEqual([
      expect.stringMatching(
        /^1 lock file of the head commit that could not be read \(counted as new\): web\/package-lock\.json: reading it from GitHub failed \(503\)/,
      ),
    ]);
    // Its advisories are not known: a SARIF file without them would close their alerts as fixed.
    expect(run.report?.dependencies).toMatchObject({ unread: ['web/package-lock.json'] });
    expect(run.outputs['sarif-file']).toBe('');
    expect(run.report?.warnings).toContainEqual(
      expect.stringMatching(
        /^SARIF file not written: 1 lock file could not be read in full \(web\/package-lock\.json\)/,
      ),
    );
  });

  it('fails data of a pull request from another fork than the run GitHub names', async () => {
    const history = forkHistory(world, OLD, { 'README.md': 'x\n' });
    const folder = await collectFork(world, history);
    world.github.pulls.set(PR, { ...history.pull, headRepo: 'mallory/octo-repo' });
    const before = world.service.requests.length;
    const run = await judge(history, folder, { site: 'https://fork-other.example.com' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.stdout).toMatch(/pull request #7 comes from mallory\/octo-repo, not from someone\/octo-repo/);
    expect(world.service.requests.length).toBe(before);
  });
});

describe("the head commit's tree", () => {
  const NESTED = {
    'web/app/package-lock.json': npmLock({ qs: '6.5.2' }),
    'docs/a.md': 'a\n',
    'docs/b.md': 'b\n',
  };

  /** The fork's head holds NESTED; GitHub lists at most `treeEntryLimit` entries of a tree at once. */
  async function nestedFork(site: string, treeEntryLimit: number) {
    world.service.control.addSite(site, { findings: [] });
    const history = forkHistory(world, { 'README.md': '# Shop\n' }, NESTED);
    const folder = await collectFork(world, history);
    world.github.git.treeEntryLimit = treeEntryLimit;
    const marks = { github: world.github.requests.length, service: world.service.requests.length };
    return { run: await judge(history, folder, { site, dependencies: 'auto' }), marks };
  }

  it('is walked folder by folder when GitHub truncates the recursive listing', async () => {
    // The whole tree has 7 entries; no folder has more than 3.
    const { run, marks } = await nestedFork('https://fork-walked.example.com', 3);
    expect(run.stdout).not.toMatch(/truncated/);
    expect(reasons(run).join('\n')).toMatch(/qs@6\.5\.2/);
    const listings = world.github.requests.slice(marks.github).filter((r) => r.path.includes('/git/trees/'));
    // The head: the whole tree (cut), its top folder, then docs and web whole; the merge base: one listing.
    expect(listings).toHaveLength(5);
  });

  it('fails closed when even one folder is listed only in part', async () => {
    const { run, marks } = await nestedFork('https://fork-truncated.example.com', 2);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(/only in part \(truncated\), even one level at a time/);
    expect(world.service.requests.length).toBe(marks.service);
  });
});

describe('a pull request that moved on', () => {
  it('is superseded: not judged, verdict warn, exit 0, said; report skips it the same way', async () => {
    const site = 'https://fork-moved.example.com';
    world.service.control.addSite(site, { findings: [OLD_FINDING] as never });
    const history = forkHistory(world, OLD, { 'README.md': 'v1\n' });
    const folder = await collectFork(world, history);
    const scanned = await judge(history, folder, { site });
    const newer = commitFiles(history.dir, { 'README.md': 'v2\n' }, 'a newer push');
    world.github.pulls.set(PR, { ...history.pull, headSha: newer });
    const before = world.service.requests.length;
    const late = await judge(history, folder, { site });
    expect(late.exitCode, late.stdout).toBe(0);
    expect(late.outputs.verdict).toBe('warn');
    expect(late.stdout).toMatch(new RegExp(`pull request #7 is now at ${newer}, not at ${history.headSha}`));
    expect(late.summary).toMatch(/skipped \(not failing\)/);
    expect(world.service.requests.length).toBe(before);
    const report = await reportFork(world, scanned.outputs['report-file'] ?? '', history.headSha);
    expect(report.exitCode, report.stdout).toBe(0);
    expect(report.outputs.verdict).toBe('warn');
    expect(report.stdout).toMatch(/the newer push gets its own run/);
    expect(stickyComments(world)).toEqual([]);
  });
});

describe('a fork pull request into a branch other than the default', () => {
  it('is judged without a baseline, and the summary says why', async () => {
    const site = 'https://fork-release.example.com';
    world.service.control.addSite(site, { findings: [OLD_FINDING] as never });
    // release recorded a baseline, which a workflow_run run on main cannot read from the Actions cache.
    const push = await pushToMain(
      world,
      { site },
      { event: { ref: 'refs/heads/release' }, env: { GITHUB_REF: 'refs/heads/release' } },
    );
    expect(push.report?.baseline).toMatchObject({ recordedFor: 'release' });
    const history = forkHistory(world, OLD, { 'README.md': 'x\n' }, { baseRef: 'release' });
    const run = await judge(history, await collectFork(world, history), { site });
    expect(run.report?.baseline).toMatchObject({ scanId: null, source: 'none' });
    expect((run.report?.baseline as { note: string }).note).toMatch(
      /reads only the Actions cache of main, and pull request #7 goes into release: judged without a baseline/,
    );
    expect(run.summary).toMatch(/reads only the Actions cache of main/);
    expect(run.exitCode).toBe(1);
    expect(reasons(run).join('\n')).toMatch(/no baseline to compare with/);
  });
});
