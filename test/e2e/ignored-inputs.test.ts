// An input the workflow set that the command does not read is named in a warning and ignored, end to end
// through run(): the value does not act, its errors do not stop the run, and the runner's own defaults
// (action.yml's, filled by the simulated runner) never cause one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pullRequestEvent,
  runInWorld,
  startWorld,
  stickyComments,
  WRITE_TOKEN,
  type ActionRun,
  type World,
} from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
});
afterAll(() => world.close());

const warningsOf = (run: ActionRun) =>
  run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);
const ignoredLines = (run: ActionRun) => warningsOf(run).filter((m) => m.includes('does not apply'));

describe('inputs that do not apply to the command', () => {
  it('comment on monitor is read, not ignored: its run on a pull request posts its sticky comment', async () => {
    const site = world.service.control.addSite('https://monitor-comment.example.com', { technologies: [] });
    const before = stickyComments(world).length;
    const run = await runInWorld(
      world,
      { command: 'monitor', site, comment: 'always', dependencies: 'none', 'github-token': WRITE_TOKEN },
      { eventName: 'pull_request', event: pullRequestEvent(), env: world.cache?.env ?? {} },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(ignoredLines(run)).toEqual([]);
    const posted = stickyComments(world).slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toContain('security-scan-action:monitor');
  });

  it('comment on collect is a warning naming it: collect never posts one', async () => {
    const run = await runInWorld(world, {
      command: 'collect',
      'pull-request-data': 'pr-data',
      comment: 'always',
    });
    const message =
      "Input 'comment' does not apply to command 'collect'; it is ignored (it is read by commands 'scan', 'monitor', 'repository-check', 'quick-check', 'verify-ownership', 'dns-recheck', 'report').";
    // The harness's api-key and base-url are named too: collect needs neither.
    expect(ignoredLines(run).filter((m) => m.includes("'comment'"))).toEqual([message]);
    expect((run.report as { warnings?: string[] }).warnings).toContain(message);
  });

  it('names every ignored input, with the command that reads it, and its bad value does not stop the run', async () => {
    const run = await runInWorld(world, {
      command: 'quick-check',
      url: 'https://quick.example.com',
      'monitor-view': 'bogus',
      'create-issues': 'true',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(ignoredLines(run)).toEqual([
      "Input 'create-issues' does not apply to command 'quick-check'; it is ignored (it is read by command 'monitor').",
      "Input 'monitor-view' does not apply to command 'quick-check'; it is ignored (it is read by command 'monitor').",
    ]);
  });

  it('sarif-file is read by every command: a quick check has no SARIF results, so it writes none and says so', async () => {
    const run = await runInWorld(world, {
      command: 'quick-check',
      url: 'https://quick-sarif.example.com',
      'sarif-file': 'quick.sarif',
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(ignoredLines(run)).toEqual([]);
    expect(run.outputs['sarif-file']).toBe('');
    expect(existsSync(join(run.tempDir, 'quick.sarif'))).toBe(false);
    expect(run.annotations).toContainEqual({
      level: 'notice',
      message: 'SARIF file not written: command quick-check has no results for code scanning.',
      properties: { title: 'SARIF file not written' },
    });
    expect(run.annotations.filter((a) => a.message.includes('SARIF') && a.level !== 'notice')).toEqual([]);
  });

  it('warns even when a bad input stops the run, and never for the inputs a command reads', async () => {
    const stopped = await runInWorld(world, { command: 'quick-check', 'repair-brief': 'claude' });
    expect(stopped.outputs.verdict).toBe('error');
    expect(stopped.stdout).toContain("Input 'url' is required for command 'quick-check'.");
    expect(ignoredLines(stopped)).toEqual([
      "Input 'repair-brief' does not apply to command 'quick-check'; it is ignored (it is read by command 'scan').",
    ]);
    // A scan given only inputs it reads, on top of the defaults action.yml gives the runner: no warning.
    const site = world.service.control.addSite('https://all-read.example.com');
    const scan = await runInWorld(world, {
      site,
      'fail-on': 'critical',
      comment: 'never',
      dependencies: 'none',
      'local-checks': 'none',
      'github-token': 'ghs_x',
    });
    expect(scan.exitCode, scan.stdout).toBe(0);
    expect(ignoredLines(scan)).toEqual([]);
  });
});
