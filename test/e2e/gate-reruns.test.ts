// Re-runs repeat themselves: attempt N of a pull-request run judges against what attempt 1 judged against,
// whatever main recorded in between, and a re-run of an older push never replaces the baseline a newer
// commit of main recorded. Main's history is a real git repository the GitHub stand-in compares commits in.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, writeCheckout } from '../../simulator/runner/checkout.ts';
import { finding, startWorld, type World } from './harness.ts';
import { nextRunId, pullRequest, pushToMain, sentBaselines } from './gate-harness.ts';

let world: World;
/** Two commits of main, oldest first. */
let c1: string;
let c2: string;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  const dir = writeCheckout({ 'README.md': '# Shop\n' }, { root: world.scratch });
  c1 = commitFiles(dir, { 'a.txt': 'one\n' }, 'one');
  c2 = commitFiles(dir, { 'a.txt': 'two\n' }, 'two');
  world.github.git.repository = dir;
});
afterAll(() => world.close());
afterEach(() => {
  world.service.control.clearFaults();
  world.cache?.clearFaults();
});

const medium = finding('HDR-AAAAAA', 'medium');
const high = finding('TLS-BBBBBB', 'high', 'Weak TLS');

/** A push of `sha` to main; `runId` and `attempt` make it a re-run of an earlier one. */
function push(site: string, sha: string, runId = nextRunId(), attempt = 1, event = 'push') {
  return pushToMain(
    world,
    { site },
    { eventName: event, env: { GITHUB_SHA: sha, GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: String(attempt) } },
  );
}

const attempt = (site: string, runId: string, n: number) =>
  pullRequest(world, { site }, { env: { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: String(n) } });

const baselineOf = (run: Awaited<ReturnType<typeof push>>) =>
  (run.report?.baseline as { scanId: string | null } | null)?.scanId ?? null;

describe('a re-run of a pull-request run', () => {
  it('keeps a failing verdict after main recorded a scan holding the new finding', async () => {
    const site = 'https://rerun-fail.example.com';
    const id = world.service.control.addSite(site, { findings: [medium] as never });
    const main1 = await push(site, c1);
    world.service.control.setSiteFindings(id, [medium, high] as never);
    const runId = nextRunId();
    const first = await attempt(site, runId, 1);
    expect(first.outputs.verdict, first.summary).toBe('fail');
    // Main gains the same finding and records it: against that scan, the pull request would bring nothing.
    const main2 = await push(site, c2);
    expect(main2.report?.baseline).toMatchObject({ recordedFor: 'main' });
    const second = await attempt(site, runId, 2);
    expect(second.outputs.verdict, second.summary).toBe('fail');
    expect(second.outputs['new-findings']).toBe('1');
    expect(second.outputs['scan-id']).toBe(first.outputs['scan-id']);
    expect(baselineOf(second)).toBe(main1.outputs['scan-id']);
    expect(second.summary).toContain(
      'Re-run (attempt 2): judged against what attempt 1 judged against, which the replayed scan names too',
    );
    expect(sentBaselines(world, id).slice(1)).toEqual([
      main1.outputs['scan-id'],
      main1.outputs['scan-id'],
      main1.outputs['scan-id'],
    ]);
  });

  it('keeps a passing verdict after main fixed an old finding and recorded that', async () => {
    const site = 'https://rerun-pass.example.com';
    const id = world.service.control.addSite(site, { findings: [medium, high] as never });
    const main1 = await push(site, c1);
    const runId = nextRunId();
    const first = await attempt(site, runId, 1);
    expect(first.outputs.verdict, first.summary).toBe('pass');
    // Main fixes the old high finding: against that scan, the pull request's would look new.
    world.service.control.setSiteFindings(id, [medium] as never);
    await push(site, c2);
    const second = await attempt(site, runId, 2);
    expect(second.outputs.verdict, second.summary).toBe('pass');
    expect(second.exitCode).toBe(0);
    expect(baselineOf(second)).toBe(main1.outputs['scan-id']);
  });

  it('is judged without a baseline, and says so, when attempt 1’s choice cannot be recovered', async () => {
    const site = 'https://rerun-lost.example.com';
    world.service.control.addSite(site, { findings: [medium, high] as never });
    await push(site, c1);
    const runId = nextRunId();
    const first = await attempt(site, runId, 1);
    expect(first.outputs.verdict).toBe('pass');
    world.cache?.evict((entry) => entry.key.startsWith('security-scan-rerun/'));
    const second = await attempt(site, runId, 2);
    expect(second.report?.baseline).toMatchObject({ scanId: null, source: 'none' });
    expect(second.summary).toContain('what the first attempt judged against could not be recovered');
    expect(second.summary).toContain('Every open finding was judged');
    expect(second.outputs.verdict).toBe('fail');
  });
  it('reads the baseline afresh when attempt 1 could not read the Actions cache, as its summary advises', async () => {
    const site = 'https://rerun-after-outage.example.com';
    world.service.control.addSite(site, { findings: [medium, high] as never });
    const main1 = await push(site, c1);
    const runId = nextRunId();
    // @actions/cache reports a dropped lookup as a miss; the run names it an outage.
    world.cache?.inject({ kind: 'reset', path: '/twirp/*/GetCacheEntryDownloadURL' });
    const first = await attempt(site, runId, 1);
    world.cache?.clearFaults();
    expect(first.report?.baseline).toMatchObject({ source: 'none', unread: true });
    expect(first.outputs.verdict).toBe('fail');
    const second = await attempt(site, runId, 2);
    expect(second.report?.baseline).toMatchObject({
      scanId: main1.outputs['scan-id'],
      source: 'base-branch',
    });
    expect(second.summary).toContain(
      'Re-run (attempt 2): attempt 1 could not read the Actions cache, so this attempt read the baseline again.',
    );
    expect(second.outputs.verdict, second.summary).toBe('pass');
    // Attempt 2 judged complete data: attempt 3 repeats it.
    const third = await attempt(site, runId, 3);
    expect(third.report?.baseline).toMatchObject({ scanId: main1.outputs['scan-id'] });
    expect(third.summary).toContain('judged against what attempt 2 judged against');
    expect(third.outputs.verdict).toBe('pass');
  });
});

describe('recording the baseline of main', () => {
  it('never lets a re-run of an older push replace what a newer commit recorded', async () => {
    const site = 'https://rerun-old-push.example.com';
    world.service.control.addSite(site, { findings: [medium] as never });
    const oldRun = nextRunId();
    const old = await push(site, c1, oldRun);
    const newer = await push(site, c2);
    expect(newer.report?.baseline).toMatchObject({ recordedFor: 'main' });
    const rerun = await push(site, c1, oldRun, 2);
    expect(rerun.exitCode, rerun.stdout).toBe(0);
    expect(rerun.outputs['scan-id']).toBe(old.outputs['scan-id']);
    expect(rerun.report?.baseline).toMatchObject({ recordedFor: null });
    expect(rerun.summary).toContain(`this run's commit ${c1.slice(0, 12)} is behind the recorded one`);
    const pr = await pullRequest(world, { site });
    expect(baselineOf(pr)).toBe(newer.outputs['scan-id']);
    const compared = world.github.requests.filter((r) => r.path.includes('/compare/'));
    expect(compared.at(-1)?.path).toBe(`/repos/octo-org/octo-repo/compare/${c2}...${c1}`);
  });

  it('lets the newer scan of one commit win, and never a replayed older scan over it', async () => {
    const site = 'https://rerun-same-commit.example.com';
    world.service.control.addSite(site, { findings: [medium] as never });
    const firstRun = nextRunId();
    await push(site, c2, firstRun);
    const dispatched = await push(site, c2, nextRunId(), 1, 'workflow_dispatch');
    expect(dispatched.report?.baseline).toMatchObject({ recordedFor: 'main' });
    const replay = await push(site, c2, firstRun, 2);
    expect(replay.report?.scan).toMatchObject({ replayed: true });
    expect(replay.report?.baseline).toMatchObject({ recordedFor: null });
    expect(replay.summary).toContain('the same commit has a newer scan');
    const pr = await pullRequest(world, { site });
    expect(baselineOf(pr)).toBe(dispatched.outputs['scan-id']);
  });
});
