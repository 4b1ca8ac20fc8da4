// What a new user reads, end to end: a run that judged nothing says "Not judged", why and with no policy
// section, in the job summary and the PR comment; a failing pull request's comment states the gate apart
// from the scan, names and marks every item that fails the gate without a baseline, and gives packages
// their fixed version and lock-file line and local results their message; its "Full report" link is the job's
// page where GitHub gives the job's id, else the run's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/render/model.ts';
import { md } from '../../src/render/untrusted.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { finding, runOnPullRequest, startWorld, type ActionRun, type World } from './harness.ts';
import { addHighAdvisories, commentsFor, npmLock, pullRequest } from './gate-harness.ts';
import { gitCheckout } from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  addHighAdvisories(world, { 'SVA-WORDS-0001': 'qs' });
});
afterAll(() => world.close());

const lines = (markdown: string) => markdown.split('\n');
const rowOf = (markdown: string, text: string) =>
  lines(markdown).find((l) => l.startsWith('|') && l.includes(text)) ?? '';

function expectNotJudgedSummary(run: ActionRun, why: RegExp): void {
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.outputs.verdict).toBe('error');
  const [first, second] = lines(run.summary);
  expect(first).toMatch(/^## ⚠️ Not judged: Security scan gave no verdict/);
  expect(second).toMatch(why);
  expect(run.summary).toContain('not a security finding');
  expect(run.summary).not.toContain('### Policy');
}

describe('a run that judged nothing', () => {
  it('a mistyped fail-on: the summary leads with the input, and shows no policy', async () => {
    const run = await runOnPullRequest(world, { site: 'https://typo.example.com', 'fail-on': 'hihg' });
    expectNotJudgedSummary(run, /^\*\*Why:\*\* .*fail-on.*hihg/);
  });

  it('a site the service does not know: the same in the summary and the PR comment', async () => {
    const run = await runOnPullRequest(world, { site: 'site_words_unknown', comment: 'always' });
    expectNotJudgedSummary(run, /^\*\*Why:\*\* .*HTTP 404/);
    const body = commentsFor(world, 'site_words_unknown').at(-1)?.body ?? '';
    expect(lines(body)[2]).toMatch(/^### ⚠️ Not judged: Security gate gave no verdict/);
    expect(lines(body)[3]).toMatch(/^\*\*Why:\*\* .*HTTP 404/);
    expect(body).not.toMatch(/Policy|failed/);
  });
});

const SECRET = fakeSecrets(31).stripeLiveKey ?? '';

describe('the PR comment of a failing pull request without a baseline', () => {
  it('leads with the gate, names and marks every failing item, with fixed versions, lines and messages', async () => {
    const site = 'https://words.example.com';
    world.service.control.addSite(site, {
      findings: [finding('XSS-W1W1W1', 'high', 'Reflected input'), finding('INF-W2W2W2', 'low')] as never,
    });
    const { dir, baseSha } = gitCheckout(
      world,
      { 'README.md': '# Shop\n' },
      {
        'package-lock.json': npmLock({ qs: '6.5.2' }),
        'src/payments.ts': `export const stripe = '${SECRET}';\n`,
      },
    );
    const run = await pullRequest(
      world,
      { site, dependencies: 'auto', 'local-checks': 'tracked-secrets', comment: 'always' },
      { workspace: dir, baseSha },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const report = run.report as unknown as RunReport;
    const body = commentsFor(world, 'words.example.com').at(-1)?.body ?? '';

    // The gate's verdict, then the scan's own status as a separate statement.
    expect(lines(body)[2]).toMatch(/^### ❌ Security gate failed · /);
    expect(lines(body)[2]).not.toMatch(/succeeded/);
    expect(body).toMatch(/^The scan \[[^\]]+\]\([^)]+\): succeeded/m);

    // Every item that fails the gate is named under its reason, though there is no baseline.
    expect(body).toContain('**No baseline yet**');
    expect(body).toMatch(/^ {2}- high XSS-W1W1W1: Reflected input$/m);
    expect(body).toMatch(/^ {2}- high SVA-WORDS-0001: npm qs@&#8203;6\.5\.2/m);
    expect(body).toMatch(/^ {2}- critical tracked-secrets\/[^:]+: src\/payments\.ts:1 /m);
    expect(body).toContain('**Open findings (2)**');

    // …and marked in the tables; the finding under the threshold is not.
    expect(rowOf(body, 'XSS-W1W1W1')).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(rowOf(body, 'INF-W2W2W2')).toMatch(/^\| {2}\| /);
    const pkg = rowOf(body, 'qs@');
    expect(pkg).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(pkg).toContain('| 9\\.9.9 |');
    expect(pkg).toMatch(
      new RegExp(
        `\\[package-lock\\.json:\\d+\\]\\([^)]+/blob/${report.source?.sha}/package-lock\\.json#L\\d+\\)`,
      ),
    );
    const secret = report.localChecks?.results[0];
    const localRow = rowOf(body, 'src/payments.ts:1');
    expect(localRow).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(localRow).toContain(`| ${md(secret?.message ?? '?', 200)} |`);
    expect(body).not.toContain(SECRET);

    expect(body).toMatch(/\[Full report and job summary\]\([^)]+\/actions\/runs\/\d+\)/);
  });
});

describe("the comment's link to the full report", () => {
  const runs = [9101, 9102];
  const inputs = { site: 'https://job-link.example.com', comment: 'always' };
  const jobsOf = (runId: number) =>
    [
      { id: 555, name: 'lint', status: 'in_progress' as const, runner_name: 'GitHub Actions 1' },
      { id: 777, name: 'security (web)', status: 'in_progress' as const, runner_name: 'GitHub Actions 2' },
      { id: 778, name: 'security (api)', status: 'completed' as const, runner_name: 'GitHub Actions 2' },
    ].map((j) => ({ ...j, id: j.id + runId }));

  it("links this job's page, found among the attempt's jobs by its runner", async () => {
    world.service.control.addSite(inputs.site, { findings: [] as never });
    world.github.jobs.set(`${runs[0]}/1`, jobsOf(runs[0] ?? 0));
    const run = await runOnPullRequest(world, inputs, { env: { GITHUB_RUN_ID: String(runs[0]) } });
    const body = commentsFor(world, 'job-link.example.com').at(-1)?.body ?? '';
    expect(body, run.stdout).toContain(
      `[Full report and job summary](https://github.com/octo-org/octo-repo/actions/runs/${runs[0]}/job/${777 + (runs[0] ?? 0)})`,
    );
    expect(
      world.github.requests.some((r) => r.path.endsWith(`/actions/runs/${runs[0]}/attempts/1/jobs`)),
    ).toBe(true);
  });

  it("falls back to the run's page, silently, when the token may not read the jobs", async () => {
    world.github.jobs.set(`${runs[1]}/1`, jobsOf(runs[1] ?? 0));
    world.github.inject({ path: '/actions/runs/*/attempts/*/jobs', kind: 'forbidden', times: 1 });
    const run = await runOnPullRequest(world, inputs, { env: { GITHUB_RUN_ID: String(runs[1]) } });
    const body = commentsFor(world, 'job-link.example.com').at(-1)?.body ?? '';
    expect(body, run.stdout).toContain(
      `[Full report and job summary](https://github.com/octo-org/octo-repo/actions/runs/${runs[1]})`,
    );
    expect(
      world.github.requests.some((r) => r.path.endsWith(`/actions/runs/${runs[1]}/attempts/1/jobs`)),
    ).toBe(true);
    expect(run.stdout).not.toMatch(/::warning::.*jobs/i);
    expect(run.exitCode).toBe(0);
  });
});
