// The whole runs the chaos suite disturbs: each command of the action in a small world of its own, on a
// push or on a pull request (the fork recipe: on its own events, stage after stage). Every run gets a run id
// of its own, so its starts are new to the service (not replays of another case's) and each case may be
// charged afresh.
import type { CacheStandIn } from '../../simulator/cache/stand-in.ts';
import { PR, pullRequestEvent, runInWorld, WRITE_TOKEN, type ActionRun, type World } from '../e2e/harness.ts';
import { CACHE_SCENARIOS } from './cache-scenarios.ts';
import { COMMAND_SCENARIOS } from './command-scenarios.ts';
import { FORK_RECIPE } from './fork-recipe.ts';
import { SCAN_SCENARIOS } from './scan-scenarios.ts';

export type ChaosEvent = 'push' | 'pull_request';

/** One run of the action. */
export interface Stage {
  /** Its inputs; a later stage's may come from the run of the stage before. */
  readonly inputs: Record<string, string> | ((previous: ActionRun) => Record<string, string>);
  readonly workspace?: string;
  /** Its event, where it is not the case's push or pull request (the fork recipe's). */
  readonly on?: { readonly eventName: string; readonly event: Record<string, unknown> };
  /** Whether it runs after the stage before, as the workflow decides; after a run that did not fail when absent. */
  readonly after?: (previous: ActionRun) => boolean;
}

/** What the Actions cache keeps for a scenario's runs, which a fault there may lose. */
export interface CacheUse {
  /** The run read the cache and came away without what it keeps (the baseline, the monitor's memory). */
  lost(run: ActionRun): boolean;
  /** What the job summary of such a run says. */
  readonly said: RegExp;
}

/** What every run of a scenario is given: its first stage, and more. */
export interface ScenarioSetup extends Stage {
  readonly inputs: Record<string, string>;
  /** The events it runs on; a push and a pull request when absent. */
  readonly events?: readonly ChaosEvent[];
  /** Its runs have the Actions cache, and its pushes are to main (whose runs record a baseline). */
  readonly cache?: CacheUse;
  /** Puts the world back as every run of the scenario starts from (an empty folder, a memory, an open issue). */
  readonly beforeRun?: () => void;
  /** The stages after the first, in order. */
  readonly then?: readonly Stage[];
}

export interface Scenario {
  readonly name: string;
  /** Prepares the world once; returns what every run of the scenario is given. */
  setup(world: World): ScenarioSetup | Promise<ScenarioSetup>;
}

export const SCENARIOS: readonly Scenario[] = [
  ...SCAN_SCENARIOS,
  ...COMMAND_SCENARIOS,
  FORK_RECIPE,
  ...CACHE_SCENARIOS,
];

export interface RunOptions {
  /** The service client's timeouts, so that a slow answer times out. */
  readonly serviceTimeouts?: { headersMs: number; bodyMs: number };
  /** The GitHub client's time limits, so that a stalled GitHub call ends within the case. */
  readonly githubTimeouts?: { headersMs: number; bodyMs: number };
  /** Runs as if the runner had no cache service, even for a scenario that has one. */
  readonly withoutCache?: boolean;
}

/** A stage that ran, with its run. */
export interface StageRun {
  readonly stage: Stage;
  readonly run: ActionRun;
}

/** One whole run of a prepared scenario: its stages in order, each on its own run id, while the workflow goes on. */
export async function runScenario(
  world: World,
  setup: ScenarioSetup,
  event: ChaosEvent,
  options: RunOptions = {},
): Promise<StageRun[]> {
  setup.beforeRun?.();
  const cache = setup.cache && !options.withoutCache ? world.cache : null;
  const stageRun = (stage: Stage, inputs: Record<string, string>) =>
    runStage(world, { stage, inputs, event, cache }, options);
  const runs = [{ stage: setup as Stage, run: await stageRun(setup, setup.inputs) }];
  for (const stage of setup.then ?? []) {
    const previous = (runs.at(-1) as StageRun).run;
    if (!(stage.after ?? ((run: ActionRun) => run.exitCode === 0))(previous)) break;
    const inputs = typeof stage.inputs === 'function' ? stage.inputs(previous) : stage.inputs;
    runs.push({ stage, run: await stageRun(stage, inputs) });
  }
  return runs;
}

let runCount = 0;

interface StagePlan {
  readonly stage: Stage;
  readonly inputs: Record<string, string>;
  readonly event: ChaosEvent;
  readonly cache: CacheStandIn | null;
}

function runStage(
  world: World,
  { stage, inputs, event, cache }: StagePlan,
  options: RunOptions,
): Promise<ActionRun> {
  runCount += 1;
  const onPullRequest = event === 'pull_request';
  const branch: Record<string, string> = onPullRequest
    ? { GITHUB_REF: `refs/pull/${PR}/merge`, GITHUB_BASE_REF: 'main' }
    : { GITHUB_REF: 'refs/heads/main' };
  const env = { GITHUB_RUN_ID: String(90_000 + runCount), ...(cache ? { ...cache.env, ...branch } : {}) };
  return runInWorld(
    world,
    { 'github-token': WRITE_TOKEN, ...inputs },
    {
      env,
      workspace: stage.workspace,
      serviceTimeouts: options.serviceTimeouts,
      githubTimeouts: options.githubTimeouts,
      eventName: stage.on?.eventName ?? event,
      event: stage.on?.event ?? (onPullRequest ? pullRequestEvent(false, stage.workspace) : {}),
    },
  );
}
