// How a re-run settles its baseline: its first attempt's choice, the replay's echo, or none and why.
import { describe, expect, it } from 'vitest';
import {
  parseRunChoices,
  recallChoices,
  settleBaseline,
  type RerunDeps,
  type RunChoices,
} from '../../src/baseline/rerun.ts';
import type { BaselineView } from '../../src/render/model.ts';

const MAIN_SCAN: BaselineView = {
  scanId: 'scan_main_1',
  source: 'base-branch',
  site: 'staging.example.com',
  branch: 'main',
  recordedBy: { sha: 'c'.repeat(40), runId: '11', event: 'push', at: '2026-11-23T10:00:00.000Z' },
  note: null,
  recordedFor: null,
};
const NEWER: BaselineView = { ...MAIN_SCAN, scanId: 'scan_main_2' };

const choices = (over: Partial<RunChoices> = {}): RunChoices => ({
  site: 'staging.example.com',
  kind: 'pulse',
  runId: '900',
  job: 'security',
  attempt: 1,
  baseline: MAIN_SCAN,
  sent: 'scan_main_1',
  baseSha: 'b'.repeat(40),
  sha: 'm'.repeat(40),
  policyDigest: 'digest-1',
  ...over,
});

const settle = (
  recalled: Parameters<typeof settleBaseline>[0]['recalled'],
  started: { replayed: boolean; baselineRunId: string | null },
  policyDigest = 'digest-1',
) => settleBaseline({ attempt: 2, recalled, chosen: NEWER, started, policyDigest });

describe('settleBaseline', () => {
  it('keeps attempt 1’s fresh choice for its re-runs', () => {
    const first = settleBaseline({
      attempt: 1,
      recalled: null,
      chosen: NEWER,
      started: { replayed: false, baselineRunId: 'scan_main_2' },
      policyDigest: 'd',
    });
    expect(first).toEqual({ baseline: NEWER, keep: true, warning: null });
  });

  it('judges a re-run against attempt 1’s baseline, not the newer one main recorded since', () => {
    const echoed = settle({ choices: choices(), why: '' }, { replayed: true, baselineRunId: 'scan_main_1' });
    expect(echoed.baseline).toMatchObject({ scanId: 'scan_main_1', source: 'base-branch' });
    expect(echoed.baseline.rerun).toBe(
      'Re-run (attempt 2): judged against what attempt 1 judged against, which the replayed scan names too, kept in the Actions cache.',
    );
    expect(echoed.keep).toBe(false);
    // Attempt 1 sent none: the replay's baseline is the service's own choice and is not adopted.
    const own = settle(
      { choices: choices({ baseline: { ...MAIN_SCAN, scanId: null, source: 'none' }, sent: null }), why: '' },
      { replayed: true, baselineRunId: 'scan_pr_earlier' },
    );
    expect(own.baseline).toMatchObject({ scanId: null, source: 'none' });
    expect(own.baseline.rerun).not.toContain('names too');
  });

  it('says when the policy in force differs from attempt 1’s', () => {
    const moved = settle(
      { choices: choices(), why: '' },
      { replayed: true, baselineRunId: null },
      'digest-2',
    );
    expect(moved.warning).toContain("the policy in force differs from attempt 1's");
  });

  it('judges a replaying re-run without a baseline when nothing can be recovered, and says why', () => {
    const lost = settle({ choices: null, why: 'the cache is down' }, { replayed: true, baselineRunId: 'x' });
    expect(lost.baseline).toMatchObject({ scanId: null, source: 'none' });
    expect(lost.baseline.note).toContain('could not be recovered (the cache is down)');
    expect(lost.warning).toContain('judged without a baseline');
    // No scan was started before: this attempt is the first to judge, and keeps its choice.
    expect(settle({ choices: null, why: '-' }, { replayed: false, baselineRunId: null })).toMatchObject({
      baseline: NEWER,
      keep: true,
    });
  });
});

describe('recallChoices', () => {
  const deps = (attempt: number, kept: RunChoices | null | Error, sha = 'm'.repeat(40)): RerunDeps => ({
    ctx: { runId: '900', runAttempt: attempt, job: 'security', sha, baseSha: 'b'.repeat(40) },
    siteKey: 'staging.example.com',
    store: {
      recall: async () => {
        if (kept instanceof Error) throw kept;
        return kept;
      },
      keep: async () => undefined,
    },
    policyDigest: () => 'digest-1',
  });

  it('recalls nothing on attempt 1, and what the first attempt kept on a re-run', async () => {
    expect(await recallChoices(deps(1, choices()), 'pulse')).toBeNull();
    expect((await recallChoices(deps(2, choices()), 'pulse'))?.choices).toEqual(choices());
  });

  it('reads the baseline afresh when the first attempt could not read the cache (incomplete data)', async () => {
    const unread = choices({ baseline: { ...MAIN_SCAN, scanId: null, source: 'none', unread: true } });
    const recalled = await recallChoices(deps(2, unread), 'pulse');
    expect(recalled).toMatchObject({
      choices: null,
      afresh: expect.stringContaining('attempt 1 could not read'),
    });
    const settled = settle(recalled, { replayed: true, baselineRunId: 'scan_pr_earlier' });
    expect(settled).toMatchObject({ baseline: { scanId: 'scan_main_2' }, keep: true, warning: null });
    expect(settled.baseline.rerun).toContain('so this attempt read the baseline again');
    expect(parseRunChoices(JSON.stringify(unread), unread)?.baseline.unread).toBe(true);
  });

  it('says why nothing was recalled: no entry, an unreadable cache, or another commit’s entry', async () => {
    expect((await recallChoices(deps(2, null), 'pulse'))?.why).toContain('holds no entry');
    expect((await recallChoices(deps(3, new Error('refused')), 'pulse'))?.why).toContain('(refused)');
    const other = await recallChoices(deps(2, choices(), 'f'.repeat(40)), 'pulse');
    expect(other).toMatchObject({ choices: null });
    expect(other?.why).toContain('names other commits');
  });
});

describe('parseRunChoices', () => {
  const run = { site: 'staging.example.com', kind: 'pulse' as const, runId: '900', job: 'security' };

  it('reads back what was kept, and nothing of another run, job or shape', () => {
    expect(parseRunChoices(JSON.stringify(choices()), run)).toEqual(choices());
    expect(parseRunChoices(JSON.stringify(choices({ runId: '9001' })), run)).toBeNull();
    expect(parseRunChoices(JSON.stringify(choices({ job: 'other' })), run)).toBeNull();
    expect(
      parseRunChoices(JSON.stringify({ ...choices(), baseline: { source: 'base-branch' } }), run),
    ).toBeNull();
    expect(parseRunChoices('{', run)).toBeNull();
  });
});
