import { describe, expect, it } from 'vitest';
import { chooseBaseline, recordBaseline, type BaselineDeps } from '../../src/baseline/baselines.ts';
import { describeBaseline } from '../../src/report/baseline-section.ts';
import type { BaselineRecord, BaselineStore } from '../../src/baseline/store.ts';

/** An in-memory store: the newest record per site, kind and branch. */
function memoryStore(): BaselineStore & { records: BaselineRecord[] } {
  const records: BaselineRecord[] = [];
  return {
    records,
    find: async (site, kind, branch) =>
      records.filter((r) => r.site === site && r.kind === kind && r.branch === branch).at(-1) ?? null,
    record: async (record) => {
      records.push(record);
    },
  };
}

const SHA = 'd'.repeat(40);

function deps(
  event: string,
  over: Partial<BaselineDeps> = {},
  store: BaselineStore = memoryStore(),
): BaselineDeps {
  const change = event === 'pull_request' || event === 'merge_group';
  return {
    settings: { baseline: 'auto', baselineSite: '' },
    ctx: {
      eventName: event,
      branch: change ? null : 'main',
      baseBranch: change ? 'main' : null,
      runId: `run-${event}`,
      runAttempt: 1,
      sha: SHA,
    },
    siteKey: 'staging.example.com',
    store,
    now: () => Date.parse('2026-11-23T10:00:00Z'),
    ...over,
  };
}

describe('base-branch baselines', () => {
  it('records a push’s scan for its branch, and a pull request reads it from its base branch', async () => {
    const store = memoryStore();
    expect(await recordBaseline(deps('push', {}, store), 'pulse', 'scan_main')).toBe('main');
    const chosen = await chooseBaseline(deps('pull_request', {}, store), 'pulse');
    expect(chosen).toMatchObject({ scanId: 'scan_main', source: 'base-branch', branch: 'main' });
    expect(chosen.recordedBy).toEqual({
      sha: SHA,
      runId: 'run-push',
      event: 'push',
      at: '2026-11-23T10:00:00.000Z',
    });
    expect(describeBaseline(chosen)).toContain('recorded by the push run run-push on main at dddddddddddd');
  });

  it('never records on pull requests or merge queues, so one pull request never compares with another', async () => {
    const store = memoryStore();
    expect(await recordBaseline(deps('pull_request', {}, store), 'pulse', 'scan_pr')).toBeNull();
    expect(await recordBaseline(deps('merge_group', {}, store), 'pulse', 'scan_mq')).toBeNull();
    expect(store.records).toEqual([]);
    expect((await chooseBaseline(deps('pull_request', {}, store), 'pulse')).source).toBe('none');
  });

  it('says why there is no baseline when the base branch has none', async () => {
    const chosen = await chooseBaseline(deps('pull_request'), 'pulse');
    expect(chosen.scanId).toBeNull();
    // A failed cache lookup reads as a miss: the note says it may be either.
    expect(chosen.note).toBe(
      'no scan of staging.example.com (pulse) is recorded for the base branch main yet, or the Actions cache could not be read (then its warning is in the log)',
    );
  });

  it("reads the base-branch baseline of 'baseline-site' for a preview site", async () => {
    const store = memoryStore();
    await recordBaseline(deps('push', { siteKey: 'www.example.com' }, store), 'pulse', 'scan_www');
    const preview = deps(
      'pull_request',
      {
        siteKey: 'pr-7.preview.example.com',
        settings: { baseline: 'auto', baselineSite: 'https://WWW.example.com/' },
      },
      store,
    );
    expect(await chooseBaseline(preview, 'pulse')).toMatchObject({
      scanId: 'scan_www',
      site: 'www.example.com',
    });
  });

  it('takes a scan id given in the baseline input as it is', async () => {
    const given = deps('pull_request', { settings: { baseline: 'scan_x', baselineSite: '' } });
    expect(await chooseBaseline(given, 'pulse')).toMatchObject({ scanId: 'scan_x', source: 'input' });
  });

  it('keeps kinds apart, and on a re-run of a push ignores the record its own first attempt left', async () => {
    const store = memoryStore();
    await recordBaseline(deps('push', {}, store), 'deep', 'scan_deep');
    expect((await chooseBaseline(deps('pull_request', {}, store), 'pulse')).scanId).toBeNull();
    await recordBaseline(deps('push', {}, store), 'pulse', 'scan_1');
    expect((await chooseBaseline(deps('push', {}, store), 'pulse')).scanId).toBeNull();
    const later = deps('push', { ctx: { ...deps('push').ctx, runId: 'run-2' } }, store);
    expect(await chooseBaseline(later, 'pulse')).toMatchObject({ scanId: 'scan_1', source: 'branch' });
  });

  it('has no baseline on events without a branch to compare with, and degrades when the cache fails', async () => {
    expect((await chooseBaseline(deps('release'), 'pulse')).note).toContain("'release' run");
    const broken: BaselineStore = {
      find: () => Promise.reject(new Error('cache down')),
      record: () => Promise.reject(new Error('cache down')),
    };
    const chosen = await chooseBaseline(deps('pull_request', {}, broken), 'pulse');
    expect(chosen).toMatchObject({ scanId: null, source: 'none' });
    expect(chosen.note).toContain('cache down');
  });
});
