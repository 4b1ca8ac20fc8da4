// Re-runs and recordings over any sequence of pushes (of a real git history, with a force push), re-runs
// and pull requests, each run the whole action in the simulated world (baselines kept in memory by the
// Actions cache's rules): attempt N's verdict is attempt 1's, and a pull request that adds nothing to the
// recorded baseline passes whatever main holds. The expected baseline comes from a model of the contract.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselinesIn } from '../../src/baseline/store.ts';
import { CacheUnavailable, type CachedText } from '../../src/github/actions-cache.ts';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { finding, runInWorld, startWorld, WRITE_TOKEN, type World } from '../e2e/harness.ts';
import { prEvent } from '../e2e/gate-harness.ts';
import { checkAsync } from './settings.ts';

/** main: commits 0 → 5; commit 6 branches off commit 2 (a force push makes main diverge to it). */
const MAIN_LENGTH = 6;
const FORKED = MAIN_LENGTH;
const FORK_POINT = 2;
let shas: string[] = [];
let world: World;

beforeAll(async () => {
  world = await startWorld();
  const dir = writeCheckout({ 'README.md': '# Shop\n' }, { root: world.scratch });
  shas = [headCommit(dir)];
  for (let i = 1; i < MAIN_LENGTH; i++) shas.push(commitFiles(dir, { 'n.txt': `${i}\n` }, `main ${i}`));
  execFileSync('git', ['checkout', '-q', '-b', 'rewritten', shas[FORK_POINT] ?? ''], { cwd: dir });
  shas.push(commitFiles(dir, { 'n.txt': 'rewritten\n' }, 'rewritten'));
  world.github.git.repository = dir;
});
afterAll(() => world.close());

/** How commit `next` relates to commit `recorded`, as GitHub's compare of recorded...next says. */
function relation(recorded: number, next: number): 'ahead' | 'behind' | 'identical' | 'diverged' {
  if (recorded === next) return 'identical';
  const ancestors = (c: number) =>
    c === FORKED ? [...Array(FORK_POINT + 1).keys(), FORKED] : [...Array(c + 1).keys()];
  if (ancestors(next).includes(recorded)) return 'ahead';
  if (ancestors(recorded).includes(next)) return 'behind';
  return 'diverged';
}

const CODES = [finding('TLS-AAAAAA', 'high'), finding('XSS-BBBBBB', 'high'), finding('HDR-CCCCCC', 'medium')];
const findingsOf = (mask: number) => CODES.filter((_, i) => (mask >> i) & 1);

type Step =
  | { kind: 'push'; commit: number; mask: number; event: 'push' | 'schedule' | 'workflow_dispatch' }
  | { kind: 'pr'; mask: number; withinBaseline: boolean }
  | { kind: 'rerun'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('push' as const),
    commit: fc.integer({ min: 0, max: FORKED }),
    mask: fc.integer({ min: 0, max: 7 }),
    event: fc.constantFrom('push' as const, 'schedule' as const, 'workflow_dispatch' as const),
  }),
  fc.record({
    kind: fc.constant('pr' as const),
    mask: fc.integer({ min: 0, max: 7 }),
    withinBaseline: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('rerun' as const), pick: fc.nat() }),
);

/** The Actions cache's rules in memory: immutable keys, a restore takes the newest entry of a prefix. */
function memoryCache() {
  const entries: { name: string; key: string; text: string }[] = [];
  return (name: string): CachedText => ({
    restore: async (prefix) => {
      const hit = entries.filter((e) => e.name === name && e.key.startsWith(prefix)).at(-1);
      return hit ? { text: hit.text, key: hit.key } : null;
    },
    save: async (key, text) => {
      if (entries.some((e) => e.name === name && e.key === key)) throw new CacheUnavailable(`${key} exists`);
      entries.push({ name, key, text });
    },
  });
}

interface Run {
  readonly eventName: string;
  readonly env: Record<string, string>;
  readonly event: Record<string, unknown>;
  readonly commit: number | null;
  attempts: number;
  verdict: string;
  scanId: string;
  /** The order its scan was made in (scans of later runs are newer). */
  seq: number;
  mask: number;
}

interface Recorded {
  readonly scanId: string;
  readonly commit: number;
  readonly seq: number;
  readonly mask: number;
}

/** The contract: ahead or diverged records, behind does not, of one commit the newer scan wins. */
function records(current: Recorded | null, run: Run, replayed: boolean): boolean {
  if (current === null) return true;
  if (current.scanId === run.scanId || run.commit === null) return false;
  const newer = run.seq > current.seq;
  switch (relation(current.commit, run.commit)) {
    case 'behind':
      return false;
    case 'identical':
      return newer;
    case 'ahead':
    case 'diverged':
      return !(replayed && !newer);
  }
}

let cases = 0;
let runIds = 50_000;

async function play(steps: readonly Step[]): Promise<void> {
  cases += 1;
  const site = `https://reruns-${cases}.example.com`;
  const siteId = world.service.control.addSite(site, { findings: [] });
  const store = baselinesIn(memoryCache());
  const runs: Run[] = [];
  let main: Recorded | null = null;
  let seq = 0;
  const inputs = {
    site,
    'github-token': WRITE_TOKEN,
    dependencies: 'none',
    'local-checks': 'none',
    comment: 'never',
  };
  const execute = async (run: Run) => {
    // Scans of later runs are made later: createdAt tells them apart.
    await world.clock.sleep(1_000, new AbortController().signal);
    const result = await runInWorld(world, inputs, {
      eventName: run.eventName,
      event: run.event,
      env: { ...run.env, GITHUB_RUN_ATTEMPT: String(run.attempts) },
      baselineStore: () => Promise.resolve(store),
    });
    const baseline = result.report?.baseline as { scanId: string | null; recordedFor: string | null } | null;
    return { result, baseline, verdict: result.outputs.verdict ?? '' };
  };
  const rerun = async (pick: number) => {
    const run = runs[pick % runs.length] as Run;
    run.attempts += 1;
    const again = await execute(run);
    expect(again.result.report?.scan, again.result.stdout).toMatchObject({ id: run.scanId, replayed: true });
    expect(again.verdict, `attempt ${run.attempts} of ${run.eventName}\n${again.result.summary}`).toBe(
      run.verdict,
    );
    const recorded = run.commit !== null && records(main, run, true);
    expect(again.baseline?.recordedFor ?? null).toBe(recorded ? 'main' : null);
    if (recorded) main = { scanId: run.scanId, commit: run.commit ?? 0, seq: run.seq, mask: run.mask };
  };
  for (const s of steps) {
    if (s.kind === 'rerun') {
      if (runs.length > 0) await rerun(s.pick);
      continue;
    }
    const id = String((runIds += 1));
    const mask: number = s.kind === 'pr' && s.withinBaseline && main ? s.mask & main.mask : s.mask;
    world.service.control.setSiteFindings(siteId, findingsOf(mask) as never);
    const run: Run =
      s.kind === 'push'
        ? {
            eventName: s.event,
            env: { GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: id, GITHUB_SHA: shas[s.commit] ?? '' },
            event: { ref: 'refs/heads/main' },
            commit: s.commit,
            ...{ attempts: 1, verdict: '', scanId: '', seq: (seq += 1), mask },
          }
        : {
            eventName: 'pull_request',
            env: { GITHUB_REF: 'refs/pull/7/merge', GITHUB_BASE_REF: 'main', GITHUB_RUN_ID: id },
            event: prEvent(7, 'b'.repeat(40)),
            commit: null,
            ...{ attempts: 1, verdict: '', scanId: '', seq: (seq += 1), mask },
          };
    const first = await execute(run);
    run.verdict = first.verdict;
    run.scanId = first.result.outputs['scan-id'] ?? '';
    expect(first.result.report?.scan, first.result.stdout).toMatchObject({ status: 'succeeded' });
    runs.push(run);
    if (run.commit === null) {
      // Judged against what main recorded last by the contract, never recording itself.
      expect(first.baseline?.scanId ?? null).toBe(main?.scanId ?? null);
      expect(first.baseline?.recordedFor ?? null).toBeNull();
      if (main !== null && (mask & ~main.mask) === 0)
        expect(first.verdict, first.result.summary).toBe('pass');
      continue;
    }
    const recorded = records(main, run, false);
    expect(first.baseline?.recordedFor ?? null, first.result.summary).toBe(recorded ? 'main' : null);
    if (recorded) main = { scanId: run.scanId, commit: run.commit, seq: run.seq, mask };
  }
  // Every pull-request run is re-run once more at the end, after whatever main recorded since.
  for (const [pick, run] of runs.entries()) if (run.commit === null) await rerun(pick);
}

describe('re-runs and recordings', () => {
  it('repeat attempt 1’s verdict, and pass a pull request that adds nothing to what main recorded', async () => {
    await checkAsync(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 6 }), (steps) => play(steps)),
      12,
    );
  }, 60_000);
});
