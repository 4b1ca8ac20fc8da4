// What a run is given by its composition root (src/index.ts for the runner, the in-process harness for
// the tests): everything that reaches outside the process or reads the clock.
import type { ServiceClient, ServiceClientOptions } from '../api/client.ts';
import type { BaselineStore } from '../baseline/store.ts';
import type { StateStore } from '../commands/monitor/state-store.ts';
import type { RunContext } from '../github/context.ts';
import type { Octokit } from '../github/octokit.ts';
import type { Cancellation } from './cancellation.ts';
import type { Clock } from './clock.ts';
import type { Toolkit } from './toolkit.ts';

export interface RunDeps {
  readonly toolkit: Toolkit;
  readonly ctx: RunContext;
  readonly clock: Clock;
  /** Aborts every wait and request when the job is cancelled. */
  readonly cancellation: Cancellation;
  readonly serviceClient: (options: ServiceClientOptions) => ServiceClient;
  /** An Octokit for this token, on the run's GitHub API. */
  readonly githubClient: (token: string) => Promise<Octokit>;
  /** The monitor's memory between runs, kept under `runKey` and restored by `siteKey`. */
  readonly stateStore: (workspace: string, siteKey: string, runKey: string) => Promise<StateStore>;
  /** The base-branch baselines a scan reads and records (src/baseline/store.ts). */
  readonly baselineStore: (workspace: string) => Promise<BaselineStore>;
  /** Where the local checks' worker thread starts (src/local-checks/thread.ts): its own module unless given. */
  readonly localChecksWorker?: URL;
}
