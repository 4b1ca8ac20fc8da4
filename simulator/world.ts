// The simulated world the demo and the end-to-end tests run the action in: the service simulator, the
// GitHub stand-in and (when asked) the Actions cache stand-in on loopback, one virtual clock, and a scratch
// folder that holds every run's temporary files and checkouts until the world closes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCacheStandIn, type CacheStandIn } from './cache/stand-in.ts';
import { startGitHubStandIn, type GitHubStandInOptions, type GitHubStandIn } from './github/stand-in.ts';
import type { ActionRun, RunActionOptions } from './runner/environment.ts';
import { runAction, type SpawnOptions } from './runner/github-runner.ts';
import { runInProcess, type InProcessOptions } from './runner/in-process.ts';
import { virtualClock, type VirtualClock } from './runner/virtual-clock.ts';
import { startServiceSimulator, type ServiceSimulator, type SimulatorOptions } from './service/server.ts';

export interface WorldOptions {
  readonly service?: SimulatorOptions;
  readonly github?: GitHubStandInOptions;
  /** Start the Actions cache stand-in too (the monitor keeps its memory there). */
  readonly cache?: boolean;
}

export interface World {
  readonly service: ServiceSimulator;
  readonly github: GitHubStandIn;
  readonly cache: CacheStandIn | null;
  /** The clock of the simulator and of every in-process run. */
  readonly clock: VirtualClock;
  /** Removed with everything in it when the world closes. */
  readonly scratch: string;
  /** run(deps) in this process, on the world's clock, with GITHUB_API_URL on the GitHub stand-in. */
  run(options: InProcessOptions): Promise<ActionRun>;
  /** The built bundle in a process of its own, as the runner starts it. */
  spawn(options: SpawnOptions): Promise<ActionRun>;
  close(): Promise<void>;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const clock = virtualClock();
  const scratch = mkdtempSync(join(tmpdir(), 'ssa-world-'));
  const service = await startServiceSimulator({ ...options.service, now: clock.now });
  const github = await startGitHubStandIn(options.github);
  const cache = options.cache ? await startCacheStandIn() : null;
  const inWorld = <T extends RunActionOptions>(run: T): T => ({
    tempRoot: scratch,
    ...run,
    env: { GITHUB_API_URL: github.url, ...run.env },
  });
  return {
    service,
    github,
    cache,
    clock,
    scratch,
    run: (run) => runInProcess({ clock, ...inWorld(run) }),
    spawn: (run) => runAction(inWorld(run)),
    close: async () => {
      await cache?.close();
      await github.close();
      await service.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
