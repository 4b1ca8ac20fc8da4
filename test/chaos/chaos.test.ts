// The chaos suite: whole runs of every command, on a push and on a pull request, with random faults on the
// routes of the service, of GitHub and of the Actions cache they use. Seeded and bounded: CHAOS_SEED,
// CHAOS_PATH and CHAOS_RUNS replay or widen it (see docs/development.md); a failing case prints
// how to reproduce it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startWorld, type World } from '../e2e/harness.ts';
import {
  cacheLossViolations,
  chargeViolations,
  duplicateViolations,
  keyViolations,
  markersOf,
  strangerViolations,
  verdictViolations,
  writtenViolations,
  type RunEffects,
} from './invariants.ts';
import {
  CHAOS_TIMEOUTS,
  clearPlan,
  faultPlan,
  GITHUB_ROUTES,
  injectPlan,
  logMarks,
  routesUsed,
  type PlannedFault,
  type RouteTarget,
} from './plan.ts';
import {
  SCENARIOS,
  runScenario,
  type ChaosEvent,
  type RunOptions,
  type ScenarioSetup,
  type StageRun,
} from './scenarios.ts';

const RUNS = Number(process.env.CHAOS_RUNS ?? 25);
// One fixed seed, so CI repeats; CHAOS_SEED explores others.
const SEED = Number(process.env.CHAOS_SEED ?? 20261123);
const PATH = process.env.CHAOS_PATH;
const MAX_FAULTS = 4;

/** A scenario on one event, with what its fault-free run gave. */
interface Case {
  readonly name: string;
  readonly setup: ScenarioSetup;
  readonly event: ChaosEvent;
  /** Each stage's verdict. */
  readonly verdicts: readonly string[];
  /** The first stage's verdict without the Actions cache, for a scenario that keeps state there. */
  readonly withoutCache: string | null;
  readonly routes: readonly RouteTarget[];
}

let world: World;
const cases: Case[] = [];
/** The markers of the comments and issues the fault-free runs made. */
let known: ReadonlySet<string>;

/** Runs the case and measures what it cost the service; a SARIF file of an earlier run is removed first. */
async function runCounted(
  c: Pick<Case, 'setup' | 'event'>,
  options: RunOptions,
): Promise<{ runs: StageRun[]; effects: RunEffects }> {
  const sarif = c.setup.inputs['sarif-file'];
  if (sarif && c.setup.workspace) rmSync(join(c.setup.workspace, sarif), { force: true });
  const { control } = world.service;
  const charges = control.charges();
  const scans = control.state.scans.size;
  const runs = await runScenario(world, c.setup, c.event, options);
  return {
    runs,
    effects: { charges: control.charges() - charges, scansStarted: control.state.scans.size - scans },
  };
}

const verdictOf = (s: StageRun) => s.run.outputs.verdict ?? '';

beforeAll(async () => {
  world = await startWorld({ cache: true });
  for (const scenario of SCENARIOS) {
    const setup = await scenario.setup(world);
    for (const event of setup.events ?? (['push', 'pull_request'] as const)) {
      const from = logMarks(world);
      const c = { setup, event };
      // The client's own timeouts: on a busy machine the short ones could fail a fault-free run.
      const { runs } = await runCounted(c, {});
      // A second run on the pull request updates the sticky comment the first one wrote.
      if (event === 'pull_request') await runCounted(c, {});
      // What a run gives without the cache: the verdict a lost baseline or memory may leave.
      const [withoutCache] = setup.cache
        ? await runScenario(world, setup, event, { withoutCache: true })
        : [];
      cases.push({
        ...c,
        name: `${scenario.name} on ${event}`,
        verdicts: runs.map(verdictOf),
        withoutCache: withoutCache ? verdictOf(withoutCache) : null,
        routes: routesUsed(world, from),
      });
    }
  }
  const markers = markersOf(world);
  known = new Set([...markers.comment, ...markers.issue]);
}, 120_000);
afterAll(() => world.close());

function violations(c: Case, runs: readonly StageRun[], effects: RunEffects): string[] {
  const perRun = runs.flatMap(({ stage, run }, i) => {
    const workspace = stage.workspace ?? run.tempDir;
    // What the cache keeps is the first stage's (the fork recipe's stages keep nothing there).
    const cache = i === 0 ? c.setup.cache : undefined;
    const lost = cache?.lost(run) ?? false;
    const expected = { verdict: c.verdicts[i] ?? '', withoutCache: cache ? c.withoutCache : null };
    const seen = [
      ...verdictViolations(run, expected, lost),
      ...(cache ? cacheLossViolations(run, lost, cache.said) : []),
      ...writtenViolations(run, workspace),
      ...keyViolations(run, world, workspace, API_KEY),
    ];
    return runs.length > 1 ? seen.map((v) => `stage ${i + 1}: ${v}`) : seen;
  });
  return [
    ...perRun,
    ...chargeViolations(effects),
    ...duplicateViolations(world),
    ...strangerViolations(world, known),
  ];
}

const describePlan = (plan: readonly PlannedFault[]) =>
  plan
    .map(
      (f) =>
        `${f.side} ${f.method || 'any'} ${f.path}: ${f.kind}${f.after ? ' after the route ran' : ''} x${f.times}`,
    )
    .join('; ');

const STRICTNESS = ['pass', 'warn', 'fail'];

describe('chaos', () => {
  it('fault-free runs of every scenario give a verdict and touch the routes the faults aim at', () => {
    const events = SCENARIOS.length * 2 - 1; // the fork recipe runs on its pull request only
    expect(cases).toHaveLength(events);
    for (const c of cases) {
      for (const verdict of c.verdicts) expect(STRICTNESS, c.name).toContain(verdict);
      expect(c.routes.length, c.name).toBeGreaterThan(0);
    }
    const routes = cases.flatMap((c) => c.routes);
    const github = routes.filter((r) => r.side === 'github' && r.path !== '**');
    // Every GitHub route the faults may aim at.
    expect(new Set(github.map((r) => r.path))).toEqual(new Set(GITHUB_ROUTES));
    // The fork recipe runs all three stages.
    expect(cases.find((c) => c.setup.then)?.verdicts).toHaveLength(3);
  });

  it('the runs that keep state in the Actions cache read it on both events, and pushes save it', () => {
    const cached = cases.filter((c) => c.setup.cache);
    expect(cached.map((c) => c.event).sort()).toEqual(['pull_request', 'pull_request', 'push', 'push']);
    const twirp = (method: string) => `POST /twirp/github.actions.results.api.v1.CacheService/${method}`;
    const read = [twirp('GetCacheEntryDownloadURL'), 'GET /blobs/account/cache/*'];
    const saved = [
      twirp('CreateCacheEntry'),
      'PUT /blobs/account/cache/*',
      twirp('FinalizeCacheEntryUpload'),
    ];
    for (const c of cached) {
      const used = c.routes.filter((r) => r.side === 'cache').map((r) => `${r.method} ${r.path}`);
      expect(used, c.name).toEqual(expect.arrayContaining(c.event === 'push' ? [...read, ...saved] : read));
      // Without what the cache keeps the run judges more, never less.
      expect(STRICTNESS.indexOf(c.withoutCache ?? ''), c.name).toBeGreaterThanOrEqual(
        STRICTNESS.indexOf(c.verdicts[0] ?? ''),
      );
    }
  });

  it(
    'keeps every invariant under random faults on the service, GitHub and the Actions cache',
    async () => {
      const chaosCase = fc
        .nat(cases.length - 1)
        .chain((index) => faultPlan(cases[index]?.routes ?? [], MAX_FAULTS).map((plan) => ({ index, plan })));
      const property = fc.asyncProperty(chaosCase, async ({ index, plan }) => {
        const c = cases[index] as Case;
        injectPlan(world, plan);
        try {
          const { runs, effects } = await runCounted(c, {
            serviceTimeouts: CHAOS_TIMEOUTS,
            githubTimeouts: CHAOS_TIMEOUTS,
          });
          const seen = [...new Set(violations(c, runs, effects))];
          if (seen.length > 0) {
            const log = runs
              .flatMap((s) => s.run.stdout.split('\n'))
              .filter((l) => /^::(error|warning)/.test(l))
              .join('\n');
            throw new Error(`${c.name} with ${describePlan(plan)}:\n- ${seen.join('\n- ')}\nlog:\n${log}`);
          }
        } finally {
          clearPlan(world);
        }
      });
      const details = await fc.check(property, { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true });
      if (details.failed) {
        const how = `CHAOS_SEED=${details.seed} CHAOS_PATH=${details.counterexamplePath ?? ''} CHAOS_RUNS=${RUNS} npx vitest run test/chaos`;
        const why =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        expect.fail(`chaos case failed (seed ${details.seed}); reproduce with\n  ${how}\n${why}`);
      }
    },
    60_000 + RUNS * 1000,
  );
});
