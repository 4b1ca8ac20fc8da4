// command: report over report files someone edited: a forged verdict, another repository's report, and
// hostile text in every string that reaches the log, the summary and the comment.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRunId } from './gate-harness.ts';
import { finding, PR, runInWorld, startWorld, stickyComments, WRITE_TOKEN, type World } from './harness.ts';

const HEAD = '1'.repeat(40);
const WEB = 'https://web.hostile.example.com';
const FAILING = 'https://failing.hostile.example.com';
const on = {
  eventName: 'pull_request',
  event: {
    pull_request: {
      number: PR,
      head: { sha: HEAD, repo: { full_name: 'octo-org/octo-repo' } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'octo-org/octo-repo' } },
    },
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a report file edited as a forger would
type Edited = Record<string, any>;

let world: World;
beforeAll(async () => {
  world = await startWorld();
  world.service.control.addSite(WEB, { findings: [] });
  world.service.control.addSite(FAILING, { findings: [finding('HDR-3K9Q2A', 'high')] as never });
});
afterAll(async () => {
  await world.close();
});

function jobs() {
  const env = { GITHUB_RUN_ID: nextRunId(), GITHUB_WORKFLOW: 'security' };
  return {
    scan: async (site: string) => {
      const run = await runInWorld(
        world,
        { site, comment: 'never', dependencies: 'none', 'local-checks': 'none', 'github-token': WRITE_TOKEN },
        { ...on, env: { ...env, GITHUB_JOB: 'scan' } },
      );
      return JSON.parse(readFileSync(run.outputs['report-file'] ?? '', 'utf8')) as Edited;
    },
    report: (folder: string, sites: readonly string[]) =>
      runInWorld(
        world,
        {
          command: 'report',
          'api-key': '',
          'base-url': '',
          'report-file': folder,
          'expected-sites': sites.join('\n'),
          'github-token': WRITE_TOKEN,
          comment: 'always',
        },
        { ...on, env: { ...env, GITHUB_JOB: 'report' } },
      ),
  };
}

const folderOf = (reports: Record<string, unknown>): string => {
  const folder = mkdtempSync(join(world.scratch, 'ssa-hostile-'));
  for (const [name, r] of Object.entries(reports)) writeFileSync(join(folder, name), JSON.stringify(r));
  return folder;
};

const EVIL =
  'x\n::warning::pwned\r::error::two\u0085::notice::three @octo-org/admins [click](https://evil.example) <img src=x> ##[group]g';

describe('command: report over hostile report files', () => {
  it('refuses a report whose verdict was edited to pass, naming the file: never a pass', async () => {
    const job = jobs();
    const web = await job.scan(WEB);
    const failing = await job.scan(FAILING);
    failing.verdict.verdict = 'pass';
    const run = await job.report(folderOf({ 'web.json': web, 'failing.json': failing }), [WEB, FAILING]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(
      /::error::.*Input 'report-file' \(.*\) holds failing\.json, which says 'pass', which its reasons \(fail\) do not give/,
    );
  });

  it('refuses a report made in another repository', async () => {
    const job = jobs();
    const web = await job.scan(WEB);
    web.source = { ...web.source, repository: 'evil/octo-repo' };
    const run = await job.report(folderOf({ 'web.json': web }), [WEB]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(
      /Not reported: the report of web\.hostile\.example\.com \(web\.json\) was made in the repository evil\/octo-repo, not octo-org\/octo-repo/,
    );
  });

  it('keeps every string of a report inert in the log, the summary and the comment', async () => {
    const job = jobs();
    const web = await job.scan(WEB);
    const failing = await job.scan(FAILING);
    failing.verdict.reasons[0].message = EVIL;
    failing.verdict.reasons[0].items = [EVIL];
    failing.findings.open[0].title = EVIL;
    failing.scan.id = EVIL;
    failing.scan.webUrl = 'javascript:alert(1)';
    const run = await job.report(folderOf({ 'web.json': web, 'failing.json': failing }), [WEB, FAILING]);
    expect(run.outputs.verdict).toBe('fail');
    const commands = run.stdout.split(/\r\n|\r|\n|\u0085/).filter((l) => /^\s*::/.test(l));
    expect(commands.filter((l) => /pwned|two|three|group/.test(l))).toEqual([]);
    const comment = stickyComments(world).at(-1)?.body ?? '';
    for (const text of [run.summary, comment]) {
      expect(text).not.toContain('@octo-org');
      expect(text).not.toContain('<img');
      expect(text).not.toContain('](https://evil');
      expect(text).not.toContain('javascript:');
    }
  });

  it('reads expected-sites with CRLF, comments, blank lines and one site spelt twice as two sites', async () => {
    const job = jobs();
    const folder = folderOf({ 'web.json': await job.scan(WEB), 'failing.json': await job.scan(FAILING) });
    const listed = [`# the matrix`, WEB, '', 'https://WEB.hostile.example.com/', FAILING, WEB].join('\r\n');
    const run = await job.report(folder, [listed]);
    expect(run.outputs.verdict).toBe('fail');
    expect(run.summary).toMatch(/Security gate failed: 2 sites/);
    expect(run.summary).not.toMatch(/no report|not expected/);
  });
});
