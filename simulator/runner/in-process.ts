// Runs the action through run(deps) in the test's own process: the real service client, Octokit and
// Actions cache stores against the stand-ins, a recording toolkit instead of the runner, and a virtual
// clock. The same options and result as runAction, which spawns the built bundle.
import Bottleneck from 'bottleneck';
import { createServiceClient } from '../../src/api/client.ts';
import { actionsCacheBaselines } from '../../src/baseline/store.ts';
import type { Timeouts } from '../../src/api/bounded-request.ts';
import { actionsCacheStore } from '../../src/commands/monitor/state-store.ts';
import { readRunContext } from '../../src/github/context.ts';
import { createOctokit, type OctokitPacing } from '../../src/github/octokit.ts';
import { run } from '../../src/main.ts';
import type { RunDeps } from '../../src/runtime/deps.ts';
import {
  actionDefaults,
  prepareRun,
  readReport,
  type ActionRun,
  type RunActionOptions,
} from './environment.ts';
import { recordingToolkit } from './recording-toolkit.ts';
import { captureStdout, debugAskedFor, lineReader } from './step-log.ts';
import { virtualClock, type VirtualClock } from './virtual-clock.ts';

/**
 * Octokit's retries and its spacing of writes wait on real timers, which the virtual clock cannot skip,
 * and the spacing is shared by every Octokit of the process: runs in a test's process are not paced.
 */
export const UNPACED: OctokitPacing = {
  retryAfterBaseMs: 1,
  throttleGroups: {
    write: new Bottleneck.Group({ maxConcurrent: 1 }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1 }),
  },
};

export interface InProcessOptions extends RunActionOptions {
  /** The clock of the run (and of the simulator, when they share one); a fresh virtual clock by default. */
  clock?: VirtualClock;
  /** Aborts the run as a cancelled job does. */
  signal?: AbortSignal;
  /** The service client's timeouts (the real ones are tens of seconds, too long for a slow fault). */
  serviceTimeouts?: Partial<Timeouts>;
  /** The GitHub client's timeouts, likewise (GITHUB_TIMEOUTS, too long for a stalled call). */
  githubTimeouts?: Partial<Timeouts>;
  /** Where baselines are kept instead of the Actions cache (a property test's many runs keep them in memory). */
  baselineStore?: RunDeps['baselineStore'];
  /** A worker of the test's own for the local checks (one that fails, or keeps its thread busy). */
  localChecksWorker?: URL;
}

export async function runInProcess(options: InProcessOptions): Promise<ActionRun> {
  const { tempDir, env } = prepareRun(options);
  const ctx = readRunContext(env);
  // The log is recorded, not printed: the runner would show all but its debug lines, and a test shows
  // none of it unless debugging is asked for (RUNNER_DEBUG=1 or ACTIONS_STEP_DEBUG=true), then all of it.
  const show = debugAskedFor({ ...process.env, ...env });
  const { toolkit, recording, logLine } = recordingToolkit(
    { ...actionDefaults(), ...options.inputs },
    show ? (line) => void process.stderr.write(`${line}\n`) : undefined,
  );
  // What libraries write past the toolkit (@actions/cache through @actions/core) goes to the same log.
  const libraries = lineReader(logLine);
  const cancellation = { signal: options.signal ?? new AbortController().signal, dispose: () => undefined };
  // Libraries read the runner's environment themselves (@actions/cache: its service, RUNNER_TEMP, and the
  // working directory its paths are relative to), so the run sees them as a step does.
  const restore = enterStep(env);
  try {
    await captureStdout(
      (text) => libraries.write(text),
      () =>
        run({
          toolkit,
          ctx,
          clock: options.clock ?? virtualClock(),
          cancellation,
          serviceClient: (client) => createServiceClient({ ...client, timeouts: options.serviceTimeouts }),
          githubClient: (token) => createOctokit(token, ctx.apiUrl, UNPACED, options.githubTimeouts),
          stateStore: (...key) => Promise.resolve(actionsCacheStore(...key)),
          baselineStore:
            options.baselineStore ?? ((workspace) => Promise.resolve(actionsCacheBaselines(workspace))),
          localChecksWorker: options.localChecksWorker,
        }),
    );
  } finally {
    libraries.end();
    restore();
  }
  return {
    exitCode: recording.failure === null ? 0 : 1,
    stdout: recording.log.join('\n'),
    stderr: '',
    outputs: recording.outputs,
    summary: recording.summary,
    annotations: recording.annotations,
    masked: recording.masked,
    report: readReport(recording.outputs['report-file']),
    tempDir,
  };
}

/** Sets the step's environment and working directory (the workspace); returns what puts them back. */
function enterStep(vars: Readonly<Record<string, string>>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const cwd = process.cwd();
  Object.assign(process.env, vars);
  if (vars.GITHUB_WORKSPACE) process.chdir(vars.GITHUB_WORKSPACE);
  return () => {
    process.chdir(cwd);
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  };
}
