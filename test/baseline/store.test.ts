// The baseline store through the real @actions/cache client, against the loopback cache stand-in.
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCacheStandIn, type CacheStandIn } from '../../simulator/cache/stand-in.ts';
import { actionsCacheBaselines, baselineKeyPrefix, type BaselineRecord } from '../../src/baseline/store.ts';
import { runChoicesKeyPrefix } from '../../src/baseline/rerun.ts';
import { CacheUnavailable } from '../../src/github/actions-cache.ts';

let cache: CacheStandIn;
let workspace: string;
let runnerTemp: string;
const cwd = process.cwd();

// The runner starts the action in the workspace, where @actions/cache finds the paths it is given.
beforeAll(async () => {
  cache = await startCacheStandIn();
  workspace = mkdtempSync(join(tmpdir(), 'ssa-baseline-'));
  // @actions/cache puts its archives in RUNNER_TEMP, else in /home/actions/temp, which nothing removes.
  runnerTemp = mkdtempSync(join(tmpdir(), 'ssa-runner-temp-'));
  const env = { ...cache.env, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp };
  for (const [name, value] of Object.entries(env)) {
    vi.stubEnv(name, value);
  }
  process.chdir(workspace);
});
afterAll(async () => {
  process.chdir(cwd);
  vi.unstubAllEnvs();
  await cache.close();
  rmSync(workspace, { recursive: true, force: true });
  rmSync(runnerTemp, { recursive: true, force: true });
});
afterEach(() => {
  cache.failStatus = null;
});

let runs = 0;
function record(over: Partial<BaselineRecord> = {}): BaselineRecord {
  runs += 1;
  return {
    scanId: `scan_${runs}`,
    site: 'staging.example.com',
    kind: 'pulse',
    branch: 'main',
    sha: 'c'.repeat(40),
    runId: String(100 + runs),
    event: 'push',
    recordedAt: '2026-11-23T10:00:00.000Z',
    scanCreatedAt: '2026-11-23T09:58:00.000Z',
    ...over,
  };
}

describe('actionsCacheBaselines', () => {
  const store = () => actionsCacheBaselines(workspace);

  it('finds the newest record of the branch, site and kind, and nothing of other ones', async () => {
    expect(await store().find('staging.example.com', 'pulse', 'main')).toBeNull();
    const first = record();
    await store().record(first, `${first.runId}-1`);
    const second = record();
    await store().record(second, `${second.runId}-1`);
    await store().record(record({ branch: 'feature' }), 'x-1');
    await store().record(record({ kind: 'deep' }), 'y-1');
    expect(await store().find('staging.example.com', 'pulse', 'main')).toEqual(second);
    expect((await store().find('staging.example.com', 'pulse', 'feature'))?.branch).toBe('feature');
    expect(await store().find('staging.example.com', 'pulse', 'develop')).toBeNull();
    expect(await store().find('staging.example.com/a', 'pulse', 'main')).toBeNull();
    expect((await store().find('staging.example.com', 'deep', 'main'))?.kind).toBe('deep');
  });

  it('keeps a branch from reading the records of a branch whose name starts with it', async () => {
    await store().record(record({ site: 'b.example', branch: 'release/2' }), 'r-1');
    expect(await store().find('b.example', 'pulse', 'release')).toBeNull();
    expect(baselineKeyPrefix('b.example', 'pulse', 'release/2')).toBe(
      'security-scan-baseline/v1/b.example/pulse/release%2F2/',
    );
  });

  it('leaves nothing in the workspace', async () => {
    await store().record(record({ site: 'c.example' }), 'c-1');
    await store().find('c.example', 'pulse', 'main');
    expect(readdirSync(workspace)).toEqual([]);
  });

  it('never writes through a symlink the checkout holds where the state folder goes', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'ssa-baseline-outside-'));
    try {
      symlinkSync(outside, join(workspace, '.security-scan-action'));
      await store().record(record({ site: 'd.example' }), 'd-1');
      symlinkSync(outside, join(workspace, '.security-scan-action'));
      expect((await store().find('d.example', 'pulse', 'main'))?.site).toBe('d.example');
      expect(readdirSync(outside)).toEqual([]);
      expect(readdirSync(workspace)).toEqual([]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('keeps a run’s choices for its re-runs, apart from other runs, jobs and sites', async () => {
    const run = { site: 'e.example', kind: 'pulse' as const, runId: '1', job: 'security' };
    const kept = {
      ...run,
      attempt: 1,
      baseline: {
        ...{ scanId: null, source: 'none' as const, site: 'e.example', branch: 'main' },
        ...{ recordedBy: null, note: 'none yet', recordedFor: null },
      },
      sent: null,
      baseSha: 'b'.repeat(40),
      sha: 'c'.repeat(40),
      policyDigest: 'digest',
    };
    expect(await store().recall(run)).toBeNull();
    await store().keep({ ...kept, runId: '12' });
    expect(await store().recall(run)).toBeNull();
    await store().keep(kept);
    expect(await store().recall(run)).toMatchObject({ runId: '1', sha: 'c'.repeat(40), sent: null });
    expect(await store().recall({ ...run, job: 'other' })).toBeNull();
    expect(await store().recall({ ...run, site: 'e.example.org' })).toBeNull();
    expect(runChoicesKeyPrefix(run)).toBe('security-scan-rerun/v1/e.example/pulse/1/security/');
    expect(readdirSync(workspace)).toEqual([]);
  });

  it('keeps apart sites whose names differ only where a slug replaces characters or past its cut', async () => {
    const long = `shop.example.com/${'p'.repeat(90)}`;
    const pairs = [
      ['example.com/a/b', 'example.com/a_b'],
      [`${long}/one`, `${long}/two`],
    ];
    for (const [older = '', newer = ''] of pairs) {
      const first = record({ site: older });
      await store().record(first, `${first.runId}-1`);
      // The newer record is what a restore by a shared prefix would bring back for both.
      const second = record({ site: newer });
      await store().record(second, `${second.runId}-1`);
      expect(await store().find(older, 'pulse', 'main')).toEqual(first);
      expect(await store().find(newer, 'pulse', 'main')).toEqual(second);
    }
    expect(baselineKeyPrefix('example.com/a/b', 'pulse', 'main')).toBe(
      'security-scan-baseline/v1/example.com_a_b-2f1ccfc744/pulse/main/',
    );
  });

  it('says an outage is one, not an empty record, and that a record was not kept', async () => {
    cache.failStatus = 400;
    const finding = store().find('staging.example.com', 'pulse', 'main');
    await expect(finding).rejects.toBeInstanceOf(CacheUnavailable);
    await expect(finding).rejects.toThrow(/\(400\) Bad Request: cache service unavailable/);
    await expect(store().record(record(), 'z-1')).rejects.toBeInstanceOf(CacheUnavailable);
  });
});
