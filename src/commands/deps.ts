// What every command gets: settings, the run, the toolkit seam, a service client, the GitHub client and
// state store factories, the run's site identity and base commit, and the clock.
import type { ServiceClient } from '../api/client.ts';
import type { RunContext } from '../github/context.ts';
import type { OpenBase } from '../github/base-commit.ts';
import type { PollIntervals } from '../runtime/clock.ts';
import type { RunDeps } from '../runtime/deps.ts';
import type { RunState } from '../runtime/state.ts';
import type { Toolkit } from '../runtime/toolkit.ts';
import type { SharedSettings } from '../settings/settings.ts';
import type { Settings } from './registry.ts';

/** `S`: the settings of the command that gets them (its member of `Settings`), or of any command. */
export interface CommandDeps<S extends SharedSettings = Settings> {
  readonly settings: S;
  readonly ctx: RunContext;
  readonly state: RunState;
  readonly toolkit: Toolkit;
  readonly signal: AbortSignal;
  readonly client: ServiceClient;
  /** The site's identity for this run (src/runtime/site-identity.ts): keys, markers, file names. */
  readonly siteKey: string;
  /** The pull request's base commit, opened once on first use; null (with why) off pull requests. */
  readonly baseCommit: OpenBase;
  readonly githubClient: RunDeps['githubClient'];
  readonly stateStore: RunDeps['stateStore'];
  readonly baselineStore: RunDeps['baselineStore'];
  /** Idempotency key of an operation of this run, job and site. */
  readonly keyFor: (operation: string, extra?: string) => string;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly polls: PollIntervals;
  /** Where the local checks' worker thread starts: its own module unless given (RunDeps). */
  readonly localChecksWorker?: URL;
}

/** What a command that needs neither the key nor the service gets. */
export type LocalCommandDeps<S extends SharedSettings = Settings> = Pick<
  CommandDeps<S>,
  'settings' | 'ctx' | 'state' | 'toolkit' | 'signal' | 'githubClient'
>;
