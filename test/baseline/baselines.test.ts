import { describe, expect, it } from 'vitest';
import {
  chooseBaseline,
  recordBaseline,
  recordingOrder,
  type BaselineDeps,
} from '../../src/baseline/baselines.ts';
import type { CompareStatus } from '../../src/github/compare.ts';
import { describeBaseline } from '../../src/render/baseline-section.ts';
import type { BaselineRecord, BaselineStore } from '../../src/baseline/store.ts';

/** An in-memory store: the newest record per site, kind and branch; no re-run memory. */
function memoryStore(): BaselineStore & { records: BaselineRecord[] } {
  const records: BaselineRecord[] = [];
  return {
    records,
    find: async (site, kind, branch) =>
      records.filter((r) => r.site === site && r.kind === kind && r.branch === branch).at(-1) ?? null,
    record: async (record) => {
      records.push(record);
    },
    recall: async () => null,
    keep: async () => undefined,
  };
}

/** A succeeded scan, made at `createdAt`. */
const scan = (id: string, createdAt: string | null = '2026-11-23T09:00:00.000Z', replayed = false) => ({
  id,
  createdAt,
  replayed,
});

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
    compare: null,
    ...over,
  };
}

describe('base-branch baselines', () => {
  it('records a push’s scan for its branch, and a pull request reads it from its base branch', async () => {
    const store = memoryStore();
    expect(await recordBaseline(deps('push', {}, store), 'pulse', scan('scan_main'))).toEqual({
      branch: 'main',
      recorded: true,
      why: '',
    });
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
    expect(await recordBaseline(deps('pull_request', {}, store), 'pulse', scan('scan_pr'))).toBeNull();
    expect(await recordBaseline(deps('merge_group', {}, store), 'pulse', scan('scan_mq'))).toBeNull();
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
    await recordBaseline(deps('push', { siteKey: 'www.example.com' }, store), 'pulse', scan('scan_www'));
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
    await recordBaseline(deps('push', {}, store), 'deep', scan('scan_deep'));
    expect((await chooseBaseline(deps('pull_request', {}, store), 'pulse')).scanId).toBeNull();
    await recordBaseline(deps('push', {}, store), 'pulse', scan('scan_1'));
    expect((await chooseBaseline(deps('push', {}, store), 'pulse')).scanId).toBeNull();
    const later = deps('push', { ctx: { ...deps('push').ctx, runId: 'run-2' } }, store);
    expect(await chooseBaseline(later, 'pulse')).toMatchObject({ scanId: 'scan_1', source: 'branch' });
  });

  it('has no baseline on events without a branch to compare with, and degrades when the cache fails', async () => {
    expect((await chooseBaseline(deps('release'), 'pulse')).note).toContain("'release' run");
    const broken: BaselineStore = {
      find: () => Promise.reject(new Error('cache down')),
      record: () => Promise.reject(new Error('cache down')),
      recall: () => Promise.reject(new Error('cache down')),
      keep: () => Promise.reject(new Error('cache down')),
    };
    const chosen = await chooseBaseline(deps('pull_request', {}, broken), 'pulse');
    expect(chosen).toMatchObject({ scanId: null, source: 'none' });
    expect(chosen.note).toContain('cache down');
  });
});

describe('which scan stays the baseline of a branch', () => {
  const at = (sha: string, scanId: string, createdAt: string, over: Partial<BaselineRecord> = {}) => ({
    scanId,
    site: 'staging.example.com',
    kind: 'pulse' as const,
    branch: 'main',
    sha,
    runId: `run-${scanId}`,
    event: 'push',
    recordedAt: createdAt,
    scanCreatedAt: createdAt,
    ...over,
  });
  const older = at('1'.repeat(40), 'scan_old', '2026-11-23T09:00:00.000Z');
  const newer = at('2'.repeat(40), 'scan_new', '2026-11-23T10:00:00.000Z');
  const related = (status: CompareStatus | null) => ({ status, why: status ? '' : 'no token' });

  it('records a commit ahead of or diverged from the recorded one, never one behind it', () => {
    expect(recordingOrder(older, newer, false, related('ahead')).record).toBe(true);
    expect(recordingOrder(older, newer, false, related('diverged')).record).toBe(true);
    const behind = recordingOrder(newer, older, false, related('behind'));
    expect(behind.record).toBe(false);
    expect(behind.why).toContain(
      'scan scan_new (recorded by the push run run-scan_new at 222222222222) stays',
    );
  });

  it('lets the newer scan of one commit win, and never a replayed scan over a newer one', () => {
    const sameLater = at(older.sha, 'scan_again', '2026-11-23T11:00:00.000Z');
    expect(recordingOrder(older, sameLater, false, related('identical')).record).toBe(true);
    expect(recordingOrder(sameLater, older, true, related('identical')).record).toBe(false);
    expect(recordingOrder(newer, { ...older, sha: '3'.repeat(40) }, true, related('ahead')).record).toBe(
      false,
    );
    expect(recordingOrder(older, newer, true, related('ahead')).record).toBe(true);
  });

  it('falls back on the scans’ ages when the commits cannot be compared', () => {
    expect(recordingOrder(older, newer, false, related(null)).record).toBe(true);
    const kept = recordingOrder(newer, older, false, related(null));
    expect(kept).toMatchObject({ record: false });
    expect(kept.why).toContain('no token; the recorded scan is newer');
    expect(recordingOrder(null, older, true, related(null)).record).toBe(true);
    expect(recordingOrder(older, older, false, related('identical')).record).toBe(false);
  });

  it('asks the compare API about the recorded commit and this run’s, and saves again when hidden', async () => {
    const store = memoryStore();
    const asked: string[] = [];
    const compare = async (base: string, head: string) => {
      asked.push(`${base.slice(0, 1)}...${head.slice(0, 1)}`);
      return base === '2'.repeat(40) && head === '1'.repeat(40) ? 'behind' : ('ahead' as const);
    };
    const run = (sha: string, runId: string) =>
      deps('push', { compare, ctx: { ...deps('push').ctx, sha, runId } }, store);
    expect(await recordBaseline(run('2'.repeat(40), 'r2'), 'pulse', scan('scan_2'))).toMatchObject({
      recorded: true,
    });
    const replay = await recordBaseline(run('1'.repeat(40), 'r1'), 'pulse', scan('scan_1', null, true));
    expect(replay).toMatchObject({ recorded: false, branch: 'main' });
    expect(replay?.why).toContain('is behind the recorded one');
    expect(store.records.map((r) => r.scanId)).toEqual(['scan_2']);
    expect(asked).toEqual(['2...1']);
    // Another recorder of an older commit saves right after this one: read back, this one saves again.
    let hide = true;
    const racing = memoryStore();
    racing.record = async (r) => {
      racing.records.push(r);
      if (hide) racing.records.push({ ...r, scanId: 'scan_1', sha: '1'.repeat(40), runId: 'r1' });
      hide = false;
    };
    await recordBaseline(
      deps('push', { compare, ctx: { ...deps('push').ctx, sha: '2'.repeat(40), runId: 'r2' } }, racing),
      'pulse',
      scan('scan_2'),
    );
    expect(racing.records.map((r) => r.scanId)).toEqual(['scan_2', 'scan_1', 'scan_2']);
  });
});
