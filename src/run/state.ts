// What a command has seen so far. main() owns it, so whatever a command recorded before a failure or a
// cancellation still reaches the report, the outputs and the summary.
import type { IgnoreEntry } from '../policy/policy-file.ts';
import type { RunReport } from '../report/model.ts';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export type RunState = Writable<Omit<RunReport, 'verdict' | 'schemaVersion' | 'tool' | 'finishedAt'>> & {
  /** Why the run could not reach a result, if it could not (decides a failing verdict on its own). */
  stopped: string | null;
  ignores: IgnoreEntry[];
};

export function newRunState(command: string, startedAt: Date): RunState {
  return {
    command,
    startedAt: startedAt.toISOString(),
    site: null,
    approvalUrl: null,
    scan: null,
    findings: null,
    dependencies: null,
    localChecks: null,
    skipped: [],
    warnings: [],
    errors: [],
    files: { sarif: null, repairBrief: null },
    stopped: null,
    ignores: [],
  };
}
