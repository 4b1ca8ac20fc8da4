// The pull-request gate over several runs sharing one world: pushes to main record the baseline, pull
// requests are judged against it, and nothing a pull request did before changes that.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finding, startWorld, type World } from './harness.ts';
import { commentsFor, openPullRequest, pullRequest, pushToMain, sentBaselines } from './gate-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
});
afterAll(() => world.close());
afterEach(() => world.service.control.clearFaults());

const medium = finding('HDR-AAAAAA', 'medium');
const high = finding('TLS-BBBBBB', 'high', 'Weak TLS');

/** A site whose main branch recorded a scan holding `before`; its next scans find `after`. */
async function recordedOnMain(url: string, before: object[], after: object[]) {
  const id = world.service.control.addSite(url, { findings: before as never });
  const push = await pushToMain(world, { site: url });
  expect(push.exitCode, push.stdout).toBe(0);
  expect(push.report?.baseline).toMatchObject({ recordedFor: 'main' });
  world.service.control.setSiteFindings(id, after as never);
  return { id, recorded: push.outputs['scan-id'] ?? '' };
}

describe('the base-branch baseline', () => {
  it('judges both pushes to a pull request against main’s scan, so a new finding stays new', async () => {
    const url = 'https://push-then-pr.example.com';
    const { id, recorded } = await recordedOnMain(url, [medium], [medium, high]);
    const first = await pullRequest(world, { site: url });
    const second = await pullRequest(world, { site: url });
    for (const run of [first, second]) {
      expect(run.exitCode, run.stdout).toBe(1);
      expect(run.outputs['new-findings']).toBe('1');
      expect(run.report?.baseline).toMatchObject({ scanId: recorded, source: 'base-branch', branch: 'main' });
      expect(run.summary).toContain(`recorded by the push run`);
    }
    expect(second.outputs['scan-id']).not.toBe(first.outputs['scan-id']);
    // The push had no baseline yet; both pull-request runs sent main's scan, never the first run's own.
    expect(sentBaselines(world, id)).toEqual([null, recorded, recorded]);
    const comments = commentsFor(world, 'push-then-pr.example.com');
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('**New (1)**');
    expect(comments[0]?.body).toContain('TLS-BBBBBB');
  });

  it('never compares two pull requests side by side with each other', async () => {
    const url = 'https://side-by-side.example.com';
    const { id, recorded } = await recordedOnMain(url, [medium], [medium, high]);
    const seven = await pullRequest(world, { site: url });
    expect(seven.exitCode, seven.stdout).toBe(1);
    openPullRequest(world, 8);
    const other = finding('XSS-CCCCCC', 'high', 'Reflected input');
    world.service.control.setSiteFindings(id, [medium, other] as never);
    const eight = await pullRequest(world, { site: url }, { pr: 8 });
    expect(eight.exitCode, eight.stdout).toBe(1);
    // Against pull request 7's scan, TLS-BBBBBB would count as fixed; against main's, nothing is.
    expect(eight.outputs['fixed-findings']).toBe('0');
    expect((eight.report?.findings as { new: { code: string }[] }).new.map((f) => f.code)).toEqual([
      'XSS-CCCCCC',
    ]);
    expect(sentBaselines(world, id).slice(1)).toEqual([recorded, recorded]);
  });

  it('judges every open finding when main has recorded nothing, and says how to get a baseline', async () => {
    const url = 'https://no-baseline.example.com';
    const id = world.service.control.addSite(url, { findings: [high] as never });
    const run = await pullRequest(world, { site: url, 'fail-on': 'high' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('no baseline to compare with: every open finding is judged');
    expect(run.summary).toContain('Every open finding was judged');
    expect(run.summary).toContain('on pushes to the base branch');
    expect(commentsFor(world, 'no-baseline.example.com')[0]?.body).toContain('**No baseline yet**');
    expect(sentBaselines(world, id)).toEqual([null]);
  });

  it('judges every open finding when the cache loses the baseline, and names the outage', async () => {
    const url = 'https://lost-baseline.example.com';
    await recordedOnMain(url, [medium], [medium]);
    // @actions/cache reports a dropped lookup as a miss, with a warning of its own.
    world.cache?.inject({ kind: 'reset', path: '/twirp/*/GetCacheEntryDownloadURL' });
    const run = await pullRequest(world, { site: url, 'fail-on': 'medium' });
    world.cache?.clearFaults();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.report?.baseline).toMatchObject({ source: 'none' });
    expect(run.report?.baseline).toMatchObject({ unread: true });
    expect(run.summary).toContain('the baseline record could not be read from the Actions cache');
    expect(run.summary).toContain('Every open finding was judged: the Actions cache could not be read');
    const comment = commentsFor(world, 'lost-baseline.example.com').at(-1)?.body ?? '';
    expect(comment).toContain('**Baseline not read**: the Actions cache could not be read');
    expect(comment).not.toContain('No baseline yet');
    const again = await pullRequest(world, { site: url, 'fail-on': 'medium' });
    expect(again.report?.baseline, again.summary).toMatchObject({ source: 'base-branch' });
    expect(again.exitCode, again.stdout).toBe(0);
  });

  it("judges a preview site against the base-branch scan of 'baseline-site', matching findings by code", async () => {
    const main = 'https://www.preview-demo.example.com';
    await recordedOnMain(main, [medium], [medium]);
    const preview = 'https://pr-7.preview-demo.example.com';
    const previewId = world.service.control.addSite(preview, { findings: [medium, high] as never });
    const run = await pullRequest(world, { site: preview, 'baseline-site': main });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['new-findings']).toBe('1');
    expect(run.report?.baseline).toMatchObject({
      site: 'www.preview-demo.example.com',
      source: 'base-branch',
    });
    expect(run.report?.findings).toMatchObject({ comparedBy: 'baseline-findings' });
    // The service compares scans of one site only: the preview's start names no baseline.
    expect(sentBaselines(world, previewId)).toEqual([null]);
  });
});

describe('runs that repeat or break', () => {
  it('gives the same verdict on GITHUB_RUN_ATTEMPT=2, replaying the scan without a new charge', async () => {
    const url = 'https://rerun.example.com';
    await recordedOnMain(url, [medium], [medium, high]);
    const first = await pullRequest(world, { site: url }, { env: { GITHUB_RUN_ID: '9901' } });
    const charged = world.service.control.charges();
    const again = await pullRequest(
      world,
      { site: url },
      { env: { GITHUB_RUN_ID: '9901', GITHUB_RUN_ATTEMPT: '2' } },
    );
    expect(first.outputs.verdict).toBe('fail');
    expect(again.outputs.verdict).toBe('fail');
    expect(again.outputs['scan-id']).toBe(first.outputs['scan-id']);
    expect(again.report?.scan).toMatchObject({ replayed: true });
    expect(world.service.control.charges()).toBe(charged);
  });

  it('keeps one sticky comment when the service fails during the first run of a site given by URL', async () => {
    const url = 'https://outage.example.com';
    world.service.control.addSite(url, { findings: [high] as never });
    world.service.control.inject({ path: '/agent/sites', kind: 'unavailable', times: 100 });
    const down = await pullRequest(world, { site: url, comment: 'always' });
    world.service.control.clearFaults();
    expect(down.exitCode, down.stdout).toBe(1);
    expect(commentsFor(world, 'outage.example.com')).toHaveLength(1);
    const up = await pullRequest(world, { site: url, comment: 'always' });
    expect(up.report?.scan).not.toBeNull();
    expect(commentsFor(world, 'outage.example.com')).toHaveLength(1);
    expect(commentsFor(world, 'outage.example.com')[0]?.body).toContain('1 open finding at or above high');
  });
});
