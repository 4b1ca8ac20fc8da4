// The two-stage recipe for fork pull requests, end to end: the untrusted `pull_request` run collects data
// only (no key, nothing run); the trusted `workflow_run` run scans with the key and judges that data; and
// `command: report` posts the report to the pull request only once GitHub confirms it is the right one.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectFork, forkHistory, type ForkHistory } from './fork-harness.ts';
import {
  API_KEY,
  forkPullRequestOn,
  PR,
  requestsTo,
  runInWorld,
  startWorld,
  stickyComments,
  WRITE_TOKEN,
  workflowRun,
  type World,
} from './harness.ts';

const LOCK_FILE = JSON.stringify({
  name: 'app',
  lockfileVersion: 3,
  packages: { '': { name: 'app' }, 'node_modules/left-pad': { version: '1.3.0' } },
});
const SITE = 'https://fork-recipe.example.com';

let world: World;
let history: ForkHistory;
beforeAll(async () => {
  world = await startWorld();
  history = forkHistory(
    world,
    { 'README.md': '# app\n', 'package.json': '{"scripts":{"postinstall":"curl evil"}}' },
    {
      'package-lock.json': LOCK_FILE,
      'web/yarn.lock': '# yarn lockfile v1\n',
      'src/app.js': 'console.log(1)\n',
    },
  );
  world.github.pullFiles.set(PR, [
    { filename: 'package-lock.json', status: 'modified' },
    { filename: 'src/app.js', status: 'added' },
  ]);
});
afterAll(async () => {
  await world.close();
});
afterEach(() => {
  world.github.pulls.set(PR, { ...history.pull });
  world.github.issues.get(PR)?.comments.splice(0);
});

/** Stage one in the fork's run: no key, the read-only token. */
const collect = (spawn = false) => collectFork(world, history, { spawn });

/** Stage two in the trusted run: the key, the data as downloaded. */
const scanData = (folder: string, headSha?: string) =>
  runInWorld(
    world,
    { site: SITE, 'pull-request-data': folder, 'github-token': WRITE_TOKEN },
    workflowRun(headSha ?? history.headSha),
  );

const report = (file: string, number = String(PR), headSha?: string, expected = '') =>
  runInWorld(
    world,
    {
      command: 'report',
      'api-key': '',
      'base-url': '',
      'report-file': file,
      'expected-sites': expected,
      'pull-request-number': number,
      'github-token': WRITE_TOKEN,
      comment: 'always',
    },
    workflowRun(headSha ?? history.headSha),
  );

const listed = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();

describe('collect', () => {
  it('writes exactly the data files, with no key and no request to the service', async () => {
    const before = world.service.requests.length;
    const folder = await collect();
    expect(listed(folder)).toEqual([
      'lock-files/package-lock.json',
      'lock-files/web/yarn.lock',
      'pull-request.json',
    ]);
    expect(readFileSync(join(folder, 'lock-files/package-lock.json'), 'utf8')).toBe(LOCK_FILE);
    expect(JSON.parse(readFileSync(join(folder, 'pull-request.json'), 'utf8'))).toEqual({
      format: 'security-scan-action/pull-request-data@1',
      repository: 'octo-org/octo-repo',
      pullRequest: PR,
      headSha: history.headSha,
      baseSha: history.baseSha,
      changedFiles: ['package-lock.json', 'src/app.js'],
      lockFiles: ['package-lock.json', 'web/yarn.lock'],
    });
    expect(world.service.requests.length).toBe(before);
    expect(world.github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('writes the same data from the built bundle, as the runner starts it', async () => {
    const folder = await collect(true);
    expect(listed(folder)).toEqual([
      'lock-files/package-lock.json',
      'lock-files/web/yarn.lock',
      'pull-request.json',
    ]);
  });

  it("fails naming GitHub's error when the changed files cannot be listed, not as an unexpected error", async () => {
    world.github.inject({ kind: 'server-error', status: 503, path: '/pulls/*/files', times: 20 });
    const folder = join(mkdtempSync(join(world.scratch, 'ssa-data-')), 'pr-data');
    const run = await runInWorld(
      world,
      { command: 'collect', 'api-key': '', 'pull-request-data': folder, 'github-token': 'ghs_read' },
      { ...forkPullRequestOn(history.headSha, history.baseSha), workspace: history.dir },
    );
    world.github.clearFaults();
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Pull-request data collection not judged: Listing the changed files failed \(503\)/,
    );
    expect(run.stdout).not.toContain('unexpected error');
    expect(run.summary).toContain('Listing the changed files failed (503)');
  });

  it('names the permission a refused listing needs: the fork rule forbids writes, not reads', async () => {
    world.github.inject({ kind: 'forbidden', path: '/pulls/*/files' });
    const folder = join(mkdtempSync(join(world.scratch, 'ssa-data-')), 'pr-data');
    const run = await runInWorld(
      world,
      { command: 'collect', 'api-key': '', 'pull-request-data': folder, 'github-token': 'ghs_read' },
      { ...forkPullRequestOn(history.headSha, history.baseSha), workspace: history.dir },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      'Listing the changed files refused (403): the token may not read it; give the job pull-requests: read.',
    );
  });

  it('refuses a folder that is not empty, and a run that is not on a pull request', async () => {
    const folder = await collect();
    const again = await runInWorld(
      world,
      { command: 'collect', 'api-key': '', 'pull-request-data': folder },
      { ...forkPullRequestOn(history.headSha, history.baseSha), workspace: history.dir },
    );
    expect(again.stdout).toMatch(/::error::.*'pull-request-data' is the folder .* which is not empty/);
    expect(again.stdout).not.toMatch(/PR comment/);
    const listedWrongly = await runInWorld(
      world,
      { command: 'collect', 'pull-request-data': join(folder, 'y'), dependencies: 'src/app.js' },
      { ...forkPullRequestOn(history.headSha, history.baseSha), workspace: history.dir },
    );
    expect(listedWrongly.summary).toMatch(/- src\/app\.js: .*not a lock file/);
    const push = await runInWorld(world, { command: 'collect', 'pull-request-data': join(folder, 'x') });
    expect(push.stdout).toMatch(
      /::error::.*Command 'collect' runs on pull_request events \(this run is 'push'\)/,
    );
  });
});

describe('the trusted run', () => {
  it("scans with the key and judges the data's lock files; the report names the pull request and commit", async () => {
    const folder = await collect();
    const before = requestsTo(world, '/agent/sites').length;
    const run = await scanData(folder);
    expect(run.exitCode, run.stdout).toBe(0);
    const uploads = requestsTo(world, '/agent/sites')
      .slice(before)
      .filter((r) => r.path.endsWith('/dependencies'));
    expect(uploads).toHaveLength(1);
    expect(JSON.stringify(uploads[0]?.body)).toContain('left-pad');
    expect(run.report?.pullRequest).toEqual({
      number: PR,
      headSha: history.headSha,
      baseSha: history.baseSha,
      changedFiles: 2,
      siteKey: 'fork-recipe.example.com',
    });
    expect(run.summary).toMatch(/Local checks: not run on a pull request's data/);
    expect(stickyComments(world)).toEqual([]);
    expect(run.masked).toEqual([API_KEY]);
  });

  it('posts the report to the validated pull request with command: report, from the downloaded folder', async () => {
    const scan = await scanData(await collect());
    expect(scan.outputs['pull-request-number']).toBe(String(PR));
    const downloaded = mkdtempSync(join(world.scratch, 'ssa-download-'));
    copyFileSync(scan.outputs['report-file'] ?? '', join(downloaded, 'security-scan-scan.json'));
    const refused = await report(downloaded);
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(
      /::error::.*Input 'expected-sites' is required when 'report-file' is a folder/,
    );
    const run = await report(downloaded, String(PR), undefined, SITE);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(`PR comment on #7 (${history.headSha}): created.`);
    const [comment] = stickyComments(world);
    expect(comment?.body).toMatch(/Security gate passed/);
    expect(run.summary).toMatch(/^## ✅ Security scan passed/);
    expect(run.masked).toEqual([]);
  });

  it('keeps one sticky comment when an outage stopped the scan before the site was found; exits with its verdict', async () => {
    world.service.control.inject({ kind: 'unavailable', path: '/agent/sites', times: 100 });
    const down = await scanData(await collect());
    world.service.control.clearFaults();
    expect(down.exitCode).toBe(1);
    const posted = await report(down.outputs['report-file'] ?? '');
    // The posting worked, but the verdict is the scan's: one required check on the report job guards the PR.
    expect(posted.exitCode).toBe(1);
    expect(posted.outputs.verdict).toBe('error');
    expect(posted.stdout).toMatch(/::error::Security report not judged: 1 site not judged/);
    expect(stickyComments(world)[0]?.body).toMatch(/Not judged/);
    const up = await scanData(await collect());
    expect((await report(up.outputs['report-file'] ?? '')).exitCode).toBe(0);
    const [comment, ...more] = stickyComments(world);
    expect(more).toEqual([]);
    expect(comment?.body).toMatch(/Security gate passed/);
  });

  it('refuses a pull request of another repository, naming what did not match', async () => {
    const scan = await scanData(await collect());
    world.github.pulls.set(PR, { ...history.pull, baseRepo: 'other/repo' });
    const run = await report(scan.outputs['report-file'] ?? '');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/opened against other\/repo, not this repository/);
    expect(stickyComments(world)).toEqual([]);
  });

  it.each([
    [
      'a closed pull request',
      { state: 'closed' as const },
      /pull request #7 is closed: there is nothing to judge/,
    ],
    [
      'a head that moved on',
      { headSha: 'c'.repeat(40) },
      /is now at c{40}, not at [0-9a-f]{40}: the newer push/,
    ],
  ])('skips %s as superseded: nothing posted, warn, exit 0', async (_what, change, message) => {
    const scan = await scanData(await collect());
    world.github.pulls.set(PR, { ...history.pull, ...change });
    const run = await report(scan.outputs['report-file'] ?? '');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.stdout).toMatch(message);
    expect(stickyComments(world)).toEqual([]);
  });

  it("fails naming GitHub's error when the pull request cannot be read, not as an unexpected error", async () => {
    const scan = await scanData(await collect());
    world.github.inject({ kind: 'server-error', status: 502, method: 'GET', path: '/pulls/*', times: 20 });
    const run = await report(scan.outputs['report-file'] ?? '');
    world.github.clearFaults();
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error::.*: Reading the pull request failed \(502\)/);
    expect(run.stdout).not.toContain('unexpected error');
    expect(stickyComments(world)).toEqual([]);
  });

  it('refuses a number that is not a pull request of this repository, or not the one the report judged', async () => {
    const scan = await scanData(await collect());
    const file = scan.outputs['report-file'] ?? '';
    expect((await report(file, '99')).stdout).toMatch(
      /the report of fork-recipe\.example\.com is of pull request #7, not #99/,
    );
    expect((await report(file, '7', 'd'.repeat(40))).stdout).toMatch(
      /the report of fork-recipe\.example\.com judged [0-9a-f]{40}, but this run is for d{40}/,
    );
    expect(stickyComments(world)).toEqual([]);
  });

  it('refuses a report file that was not made from pull-request data', async () => {
    const plain = await runInWorld(world, { site: SITE, dependencies: 'none', 'local-checks': 'none' });
    const run = await report(plain.outputs['report-file'] ?? '');
    expect(run.stdout).toMatch(/::error::.*names no pull request: it is not a scan of one/);
  });
});
