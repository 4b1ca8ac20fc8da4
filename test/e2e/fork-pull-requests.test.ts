// A pull request from a fork runs without secrets: without a key the run is skipped with a notice that says
// why (or fails when asked to), and everything a run owes is still written. Anywhere else no key is an error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PR, pullRequestEvent, runInWorld, startWorld, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const NO_KEY = { 'api-key': '', site: 'https://fork.example.com', dependencies: 'none' };
const onPullRequest = (fork: boolean, eventName = 'pull_request') => ({
  eventName,
  event: pullRequestEvent(fork),
});

describe('a fork pull request without a key', () => {
  it('is skipped with a notice that says why and links the recipe; outputs, summary and report are written', async () => {
    const before = world.service.requests.length;
    const run = await runInWorld(world, NO_KEY, onPullRequest(true));
    expect(run.exitCode, run.stdout).toBe(0);
    const notice = run.annotations.find((a) => a.level === 'notice');
    expect(notice?.message).toMatch(/comes from a fork, and GitHub does not give secrets/);
    expect(notice?.message).toContain('docs/fork-pull-requests.md');
    expect(run.stdout).toMatch(/Security scan skipped\./);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs['scan-id']).toBe('');
    expect(run.summary).toMatch(
      /### Skipped and warnings\n- This run: Input 'api-key' is empty: this pull request comes from a fork/,
    );
    expect(run.report?.skipped).toEqual([expect.objectContaining({ what: 'This run' })]);
    // The headline says skipped, not passed: nothing was scanned.
    expect(run.summary).toMatch(/^## ⏭️ Security scan skipped/m);
    expect(run.summary).not.toMatch(/Security scan passed/);
    expect(run.report?.runSkipped).toMatch(/comes from a fork/);
    expect(world.service.requests.length).toBe(before);
    expect(world.github.issues.get(PR)?.comments).toEqual([]);
  });

  it('is skipped the same way by the built bundle, as the runner starts it', async () => {
    const run = await runInWorld(world, NO_KEY, { ...onPullRequest(true), spawn: true });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /::notice title=Security scan skipped::Input 'api-key' is empty: this pull request comes from a fork/,
    );
    expect(run.outputs.verdict).toBe('pass');
  });

  it('fails with fork-pull-requests: fail, still writing the outputs', async () => {
    const run = await runInWorld(world, { ...NO_KEY, 'fork-pull-requests': 'fail' }, onPullRequest(true));
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Security scan failed: Input 'api-key' is empty: this pull request comes from a fork/,
    );
    expect(run.outputs.verdict).toBe('fail');
    expect(run.annotations.some((a) => a.level === 'notice')).toBe(false);
  });
});

describe('a missing key anywhere else', () => {
  it.each([
    ['a pull request of the repository', onPullRequest(false)],
    ['pull_request_target from a fork (it has the secrets)', onPullRequest(true, 'pull_request_target')],
    ['a push', {}],
  ])('is an error on %s', async (_what, options) => {
    const run = await runInWorld(world, NO_KEY, options);
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/::error::Security scan not judged: Input 'api-key' is required/);
    expect(run.outputs.verdict).toBe('error');
  });
});
