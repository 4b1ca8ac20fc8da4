// One verdict for a matrix of sites, end to end: each matrix job scans its site with `comment: never` and
// its report file is "uploaded"; the report job gets them as download-artifact with merge-multiple leaves
// them (one folder) and gives one verdict, one job summary and, on a pull request, one sticky comment.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextRunId } from './gate-harness.ts';
import {
  finding,
  PR,
  runInWorld,
  startWorld,
  stickyComments,
  WRITE_TOKEN,
  type ActionRun,
  type World,
} from './harness.ts';

const HEAD = '1'.repeat(40);
const MERGE_HEAD = '2'.repeat(40);
const PUSHED = '3'.repeat(40);
const WEB = 'https://web.matrix.example.com';
const API = 'https://api.matrix.example.com';
const ADMIN = 'https://admin.matrix.example.com';
const FAILING = 'https://failing.matrix.example.com';
const SITES = [WEB, API, ADMIN];

type Event = { eventName: string; event: Record<string, unknown>; env?: Record<string, string> };

const pullRequest = (headSha = HEAD): Event => ({
  eventName: 'pull_request',
  event: {
    pull_request: {
      number: PR,
      head: { sha: headSha, repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
    },
  },
});
const mergeGroup: Event = {
  eventName: 'merge_group',
  event: { merge_group: { base_sha: 'b'.repeat(40), head_sha: MERGE_HEAD, base_ref: 'refs/heads/main' } },
  env: { GITHUB_SHA: MERGE_HEAD, GITHUB_REF: 'refs/heads/gh-readonly-queue/main/pr-7' },
};
const push: Event = {
  eventName: 'push',
  event: {},
  env: { GITHUB_SHA: PUSHED, GITHUB_REF: 'refs/heads/main' },
};

let world: World;
beforeAll(async () => {
  world = await startWorld();
  for (const site of SITES) world.service.control.addSite(site, { findings: [] });
  world.service.control.addSite(FAILING, { findings: [finding('HDR-3K9Q2A', 'high')] as never });
});
afterAll(async () => {
  await world.close();
});
afterEach(() => {
  world.github.issues.get(PR)?.comments.splice(0);
});

/** One workflow run: its matrix jobs (one a site) and the report job, sharing the run id. */
function workflowRun(on: Event) {
  const env = { GITHUB_RUN_ID: nextRunId(), GITHUB_WORKFLOW: 'security', ...on.env };
  const options = { eventName: on.eventName, event: on.event, env };
  return {
    scan: (site: string) =>
      runInWorld(
        world,
        { site, comment: 'never', dependencies: 'none', 'local-checks': 'none', 'github-token': WRITE_TOKEN },
        { ...options, env: { ...env, GITHUB_JOB: 'scan' } },
      ),
    report: (reportFile: string, inputs: Record<string, string> = {}, how: { spawn?: boolean } = {}) =>
      runInWorld(
        world,
        {
          command: 'report',
          'api-key': '',
          'base-url': '',
          'report-file': reportFile,
          'expected-sites': SITES.join('\n'),
          'github-token': WRITE_TOKEN,
          comment: 'always',
          ...inputs,
        },
        { ...options, ...how, env: { ...env, GITHUB_JOB: 'report' } },
      ),
  };
}

/** What download-artifact with merge-multiple leaves: every job's report file in one folder. */
function downloaded(scans: readonly ActionRun[]): string {
  const folder = mkdtempSync(join(world.scratch, 'ssa-reports-'));
  for (const scan of scans) {
    const file = scan.outputs['report-file'] ?? '';
    copyFileSync(file, join(folder, basename(file)));
  }
  return folder;
}

const scanAll = async (run: ReturnType<typeof workflowRun>, sites: readonly string[]) => {
  const scans: ActionRun[] = [];
  for (const site of sites) scans.push(await run.scan(site));
  return scans;
};

describe('a matrix of sites on a pull request', () => {
  it('passes when every site passes: one comment, one summary with a line per site', async () => {
    const run = workflowRun(pullRequest());
    const scans = await scanAll(run, SITES);
    expect(scans.map((s) => s.outputs['site-slug'])).toEqual([
      'web.matrix.example.com',
      'api.matrix.example.com',
      'admin.matrix.example.com',
    ]);
    expect(scans[0]?.report).toMatchObject({
      schemaVersion: '1.1.0',
      pullRequest: { number: PR, headSha: HEAD, siteKey: 'web.matrix.example.com' },
      judged: { event: 'pull_request', sha: HEAD, siteKey: 'web.matrix.example.com' },
    });
    expect(stickyComments(world)).toEqual([]);
    const report = await run.report(downloaded(scans));
    expect(report.exitCode, report.stdout).toBe(0);
    expect(report.outputs.verdict).toBe('pass');
    const [comment, ...more] = stickyComments(world);
    expect(more).toEqual([]);
    expect(comment?.body).toContain('<!-- security-scan-action:report:sites:security -->');
    expect(comment?.body).toMatch(/### ✅ Security gate passed: 3 sites/);
    for (const site of ['web', 'api', 'admin'])
      expect(report.summary).toMatch(new RegExp(`\\| ${site}\\.matrix\\.example\\.com \\| ✅ pass \\|`));
    expect(report.summary).toContain(`For pull request #7 at ${HEAD}.`);
  });

  it('fails when one site fails, and updates the same comment', async () => {
    const run = workflowRun(pullRequest());
    await run.report(downloaded(await scanAll(run, SITES)));
    const scans = await scanAll(run, [WEB, API, FAILING]);
    const report = await run.report(downloaded(scans), { 'expected-sites': [WEB, API, FAILING].join('\n') });
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('fail');
    expect(report.stdout).toMatch(/::error::Security report failed: 1 site failing the gate/);
    expect(report.summary).toMatch(/\| failing\.matrix\.example\.com \| ❌ fail \|/);
    // Each site's section shows the policy that judged it; the report job's own fail-on judged nothing.
    expect(report.summary.match(/^#### Policy$/gm)).toHaveLength(3);
    expect(report.summary).not.toMatch(/^### Policy$/m);
    const [comment, ...more] = stickyComments(world);
    expect(more).toEqual([]);
    expect(comment?.body).toMatch(/### ❌ Security gate failed: 3 sites/);
    expect(comment?.body).toContain('HDR-3K9Q2A');
  });

  it('is not judged when a site has no report (a cancelled job), never a silent pass', async () => {
    const run = workflowRun(pullRequest());
    const scans = await scanAll(run, [WEB, API]);
    // As the runner runs it: the built bundle in its own process.
    const report = await run.report(downloaded(scans), {}, { spawn: true });
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('error');
    expect(report.stdout).toMatch(/::error::Security report not judged: 1 expected site without a report/);
    expect(report.summary).toMatch(/\| admin\.matrix\.example\.com \| ⛔ no report \|/);
    expect(stickyComments(world)[0]?.body).toMatch(/Not judged/);
  });

  it('is not judged with a report of a site it does not expect', async () => {
    const run = workflowRun(pullRequest());
    const scans = await scanAll(run, [WEB, API, ADMIN, FAILING]);
    const report = await run.report(downloaded(scans));
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('error');
    expect(report.stdout).toMatch(/1 report of a site that 'expected-sites' does not list/);
    expect(report.summary).toMatch(/\| failing\.matrix\.example\.com \| ⛔ not expected \|/);
  });

  it('turns the combined verdict into a warning with warn-only, naming the failing site', async () => {
    const run = workflowRun(pullRequest());
    const scans = await scanAll(run, [WEB, FAILING]);
    const report = await run.report(downloaded(scans), {
      'expected-sites': [WEB, FAILING].join('\n'),
      'warn-only': 'true',
    });
    expect(report.exitCode).toBe(0);
    expect(report.outputs.verdict).toBe('warn');
    expect(report.stdout).toMatch(/::warning::.*1 site failing the gate/);
  });

  it('refuses reports of another head commit: nothing posted', async () => {
    const older = workflowRun(pullRequest('9'.repeat(40)));
    const run = workflowRun(pullRequest());
    const scans = [...(await scanAll(run, [WEB, API])), await older.scan(ADMIN)];
    const report = await run.report(downloaded(scans));
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('error');
    expect(report.stdout).toMatch(
      /Not reported: the report of admin\.matrix\.example\.com judged 9{40}, but this run is for 1{40}/,
    );
    expect(stickyComments(world)).toEqual([]);
  });

  it("requires 'expected-sites' for a folder, naming the input", async () => {
    const run = workflowRun(pullRequest());
    const report = await run.report(downloaded(await scanAll(run, [WEB])), { 'expected-sites': '' });
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('error');
    expect(report.stdout).toMatch(
      /::error::.*Input 'expected-sites' is required when 'report-file' is a folder/,
    );
  });

  it("exits with a single report's verdict, posting that site's own comment", async () => {
    const run = workflowRun(pullRequest());
    const [scan] = await scanAll(run, [FAILING]);
    const report = await run.report(scan?.outputs['report-file'] ?? '', { 'expected-sites': '' });
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('fail');
    const [comment] = stickyComments(world);
    expect(comment?.body).toContain('<!-- security-scan-action:scan:failing.matrix.example.com -->');
  });
});

describe("a matrix of sites on a fork's pull request", () => {
  it('passes with every scan skipped for want of the key; the refused comment is a warning', async () => {
    const fork = pullRequest();
    const head = (fork.event.pull_request as { head: { repo: { full_name: string } } }).head;
    head.repo.full_name = 'someone/octo-repo';
    const run = workflowRun(fork);
    const scans: ActionRun[] = [];
    for (const site of SITES)
      scans.push(
        await runInWorld(
          world,
          { site, 'api-key': '', comment: 'never', 'github-token': 'ghs_read' },
          { eventName: fork.eventName, event: fork.event },
        ),
      );
    expect(scans.map((s) => s.outputs['site-slug'])).toEqual(SITES.map((s) => s.slice('https://'.length)));
    expect(scans.map((s) => s.report?.runSkipped)).toEqual(SITES.map(() => expect.stringMatching(/Skipped/)));
    const report = await run.report(downloaded(scans), { 'github-token': 'ghs_read' });
    expect(report.exitCode, report.stdout).toBe(0);
    expect(report.outputs.verdict).toBe('pass');
    expect(report.stdout).toMatch(/::warning::PR comment/);
    expect(stickyComments(world)).toEqual([]);
  });
});

describe('a matrix of sites in a merge queue and on a push', () => {
  it('matches reports by merge_group.head_sha and posts no comment', async () => {
    const run = workflowRun(mergeGroup);
    const scans = await scanAll(run, SITES);
    expect(scans[0]?.report).toMatchObject({ judged: { event: 'merge_group', sha: MERGE_HEAD } });
    const report = await run.report(downloaded(scans));
    expect(report.exitCode, report.stdout).toBe(0);
    expect(report.summary).toContain(`For the merge\\_group run at ${MERGE_HEAD}.`);
    expect(stickyComments(world)).toEqual([]);
    const pr = workflowRun(pullRequest());
    const mixed = await run.report(downloaded([...scans.slice(0, 2), ...(await scanAll(pr, [ADMIN]))]));
    expect(mixed.outputs.verdict).toBe('error');
    expect(mixed.stdout).toMatch(/judged 1{40}, but this merge_group run is for 2{40}/);
  });

  it('writes the summary only on a push, and exits with the combined verdict', async () => {
    const run = workflowRun(push);
    const scans = await scanAll(run, [WEB, API, FAILING]);
    const report = await run.report(downloaded(scans), { 'expected-sites': [WEB, API, FAILING].join('\n') });
    expect(report.exitCode).toBe(1);
    expect(report.outputs.verdict).toBe('fail');
    expect(report.summary).toMatch(/## ❌ Security gate failed: 3 sites/);
    expect(report.summary).toContain(`For the push run at ${PUSHED}.`);
    expect(stickyComments(world)).toEqual([]);
    const refused = await run.report(downloaded(scans), { 'pull-request-number': '7' });
    expect(refused.stdout).toMatch(
      /Input 'pull-request-number' is read on pull_request and workflow_run runs only/,
    );
  });
});
