// What the runner gives a step, shared by the two ways the tests run the action (the built bundle in a
// process of its own, or run(deps) in the test's process): inputs with action.yml's defaults, the
// GITHUB_* and RUNNER_* environment, an event file, and the run's result in one shape.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunnerAnnotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  properties: Record<string, string>;
}

export interface ActionRun {
  exitCode: number | null;
  /** The log: workflow commands (`::error::…`) as the runner reads them, one line each. */
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: RunnerAnnotation[];
  /** Values the action masked. */
  masked: string[];
  /** The report file the action wrote, parsed. */
  report: Record<string, unknown> | null;
  /** RUNNER_TEMP, and the workspace unless one was given: removed with the folder it was made in. */
  tempDir: string;
}

export interface RunActionOptions {
  inputs: Record<string, string>;
  /** Event payload; a pull_request event by default when `eventName` is pull_request. */
  event?: Record<string, unknown>;
  eventName?: string;
  env?: Record<string, string>;
  workspace?: string;
  /** Where the run's temporary folder is made (the caller removes it); the system's by default. */
  tempRoot?: string;
}

let defaults: Readonly<Record<string, string>> | undefined;

/** action.yml's input defaults, read once per process: every run starts from them (a parse costs ~10 ms). */
export function actionDefaults(): Readonly<Record<string, string>> {
  defaults ??= Object.freeze(readDefaults());
  return defaults;
}

function readDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const found: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    // The runner evaluates expressions; this stand-in has no github.token to give.
    if (spec.default !== undefined && !spec.default.startsWith('${{')) found[name] = spec.default;
  }
  return found;
}

/** The runner's environment name for an input: spaces to underscores, upper case; hyphens stay. */
export const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** A fresh RUNNER_TEMP holding the event file, and the GITHUB_* environment of a run on it. */
export function prepareRun(options: RunActionOptions): { tempDir: string; env: Record<string, string> } {
  const tempDir = mkdtempSync(join(options.tempRoot ?? tmpdir(), 'ssa-run-'));
  const event = join(tempDir, 'event.json');
  writeFileSync(event, JSON.stringify(options.event ?? {}));
  const env: Record<string, string> = {
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: options.eventName ?? 'push',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'security',
    RUNNER_NAME: 'GitHub Actions 2',
    GITHUB_WORKFLOW: 'security',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: options.workspace ?? tempDir,
    RUNNER_TEMP: tempDir,
    ...options.env,
  };
  return { tempDir, env };
}

export function readReport(path: string | undefined): Record<string, unknown> | null {
  if (!path) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}
