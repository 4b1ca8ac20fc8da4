// The chaos suite: whole runs of every command, on a push and on a pull request, with random faults on the
// routes of the service and of GitHub they use. Seeded and bounded: CHAOS_SEED, CHAOS_PATH and CHAOS_RUNS
// replay or widen it (see the README's Development section); a failing case prints how to reproduce it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, startWorld, type ActionRun, type World } from '../e2e/harness.ts';
import {
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
  injectPlan,
  routesUsed,
  type PlannedFault,
  type RouteTarget,
} from './plan.ts';
import { SCENARIOS, runScenario, type ChaosEvent, type ScenarioSetup } from './scenarios.ts';

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
  readonly verdict: string;
  readonly routes: readonly RouteTarget[];
}

let world: World;
const cases: Case[] = [];
/** The markers of the comments and issues the fault-free runs made. */
let known: ReadonlySet<string>;

/** Runs the case and measures what it cost the service; a SARIF file of an earlier run is removed first. */
async function runCounted(
  c: Case,
  timeouts: typeof CHAOS_TIMEOUTS | undefined,
): Promise<{ run: ActionRun; effects: RunEffects }> {
  const sarif = c.setup.inputs['sarif-file'];
  if (sarif && c.setup.workspace) rmSync(join(c.setup.workspace, sarif), { force: true });
  const { control } = world.service;
  const charges = control.charges();
  const scans = control.state.scans.size;
  const run = await runScenario(world, c.setup, c.event, timeouts);
  return {
    run,
    effects: { charges: control.charges() - charges, scansStarted: control.state.scans.size - scans },
  };
}

beforeAll(async () => {
  world = await startWorld();
  for (const scenario of SCENARIOS) {
    const setup = await scenario.setup(world);
    for (const event of ['push', 'pull_request'] as const) {
      const from = { service: world.service.requests.length, github: world.github.requests.length };
      const c = { name: `${scenario.name} on ${event}`, setup, event, verdict: '', routes: [] };
      // A second run on the pull request updates the sticky comment the first one wrote.
      // The client's own timeouts: on a busy machine the short ones could fail a fault-free run.
      const { run } = await runCounted(c, undefined);
      if (event === 'pull_request') await runCounted(c, undefined);
      cases.push({ ...c, verdict: run.outputs.verdict ?? '', routes: routesUsed(world, from) });
    }
  }
  const markers = markersOf(world);
  known = new Set([...markers.comment, ...markers.issue]);
}, 60_000);
afterAll(() => world.close());

function violations(c: Case, run: ActionRun, effects: RunEffects): string[] {
  const workspace = c.setup.workspace ?? run.tempDir;
  return [
    ...verdictViolations(run, c.verdict),
    ...chargeViolations(effects),
    ...writtenViolations(run, workspace),
    ...keyViolations(run, world, workspace, API_KEY),
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

describe('chaos', () => {
  it('fault-free runs of every scenario give a verdict and touch the routes the faults aim at', () => {
    expect(cases).toHaveLength(SCENARIOS.length * 2);
    for (const c of cases) {
      expect(['pass', 'warn', 'fail'], c.name).toContain(c.verdict);
      expect(c.routes.length, c.name).toBeGreaterThan(0);
    }
    const github = cases.flatMap((c) => c.routes).filter((r) => r.side === 'github' && r.path !== '**');
    expect(new Set(github.map((r) => r.path))).toEqual(
      new Set(['/issues/*/comments', '/issues/comments/*', '/issues', '/pulls/*/files', '/contents/**']),
    );
  });

  it(
    'keeps every invariant under random faults on the service and GitHub',
    async () => {
      const chaosCase = fc
        .nat(cases.length - 1)
        .chain((index) => faultPlan(cases[index]?.routes ?? [], MAX_FAULTS).map((plan) => ({ index, plan })));
      const property = fc.asyncProperty(chaosCase, async ({ index, plan }) => {
        const c = cases[index] as Case;
        injectPlan(world, plan);
        try {
          const { run, effects } = await runCounted(c, CHAOS_TIMEOUTS);
          const seen = violations(c, run, effects);
          if (seen.length > 0) {
            const log = run.stdout
              .split('\n')
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
