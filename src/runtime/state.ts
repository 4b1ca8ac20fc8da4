// What a command has seen so far. main() owns it, so whatever a command recorded before a failure or a
// cancellation still reaches the report, the outputs and the summary.
import type { GateOutcome } from '../policy/gate.ts';
import type { Stopped } from '../policy/stopped.ts';
import type { IgnoreEntry } from '../policy/policy-file.ts';
import type { RunReport } from '../render/model.ts';
import type { PolicySettings } from '../settings/settings.ts';
import type { Command } from '../settings/choices.ts';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

type Seen = Omit<
  RunReport,
  'verdict' | 'schemaVersion' | 'tool' | 'finishedAt' | 'skipped' | 'warnings' | 'errors' | 'files'
>;

export type RunState = Writable<Seen> & {
  skipped: RunReport['skipped'][number][];
  warnings: string[];
  errors: RunReport['errors'][number][];
  files: Writable<RunReport['files']>;
  /** Why the run could not reach a result, if it could not (decides the verdict on its own). */
  stopped: Stopped | null;
  ignores: IgnoreEntry[];
  /** Results a command judged itself (a repository to avoid, a refused recheck…), for the gate. */
  outcomes: GateOutcome[];
  /** The policy in force: the inputs, overridden by the policy file where it sets a key. */
  policy: PolicySettings | null;
  /** Lock files of a pull request's data that could not be read, for the dependencies' view. */
  unreadLockFiles: string[];
};

/** `command`: the command the inputs name (src/commands/registry.ts `commandNamed`), before they are read. */
export function newRunState(command: Command, startedAt: Date): RunState {
  return {
    command,
    startedAt: startedAt.toISOString(),
    site: null,
    approvalUrl: null,
    baseline: null,
    scan: null,
    findings: null,
    dependencies: null,
    localChecks: null,
    monitor: null,
    repositoryChecks: null,
    quickCheck: null,
    verification: null,
    dnsRecheck: null,
    skipped: [],
    runSkipped: null,
    warnings: [],
    errors: [],
    files: { sarif: null, repairBrief: null },
    stopped: null,
    ignores: [],
    outcomes: [],
    policy: null,
    unreadLockFiles: [],
  };
}
