// Runs the built action (dist/index.js) the way the GitHub runner does: inputs as INPUT_* variables with
// action.yml's defaults, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, an event file, and workflow commands
// read back from stdout. Used by the end-to-end tests and by `npm run demo`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunnerAnnotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  properties: Record<string, string>;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: RunnerAnnotation[];
  /** Values the action masked with ::add-mask::. */
  masked: string[];
  /** The report file the action wrote, parsed. */
  report: Record<string, unknown> | null;
  tempDir: string;
}

export interface RunActionOptions {
  inputs: Record<string, string>;
  /** Event payload; a pull_request event by default when `eventName` is pull_request. */
  event?: Record<string, unknown>;
  eventName?: string;
  env?: Record<string, string>;
  workspace?: string;
  /** Send this signal after the given milliseconds (cancellation tests). */
  killAfter?: { signal: NodeJS.Signals; ms: number };
  /** Called with each stdout chunk as it comes (the demo streams the log). */
  onStdout?: (text: string) => void;
}

function actionDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    // The runner evaluates expressions; this stand-in has no github.token to give.
    if (spec.default !== undefined && !spec.default.startsWith('${{')) defaults[name] = spec.default;
  }
  return defaults;
}

/** The runner's environment name for an input: spaces to underscores, upper case; hyphens stay. */
export const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const tempDir = mkdtempSync(join(tmpdir(), 'ssa-run-'));
  const files = {
    output: join(tempDir, 'output'),
    summary: join(tempDir, 'summary'),
    event: join(tempDir, 'event.json'),
  };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  writeFileSync(files.event, JSON.stringify(options.event ?? {}));
  const inputs = { ...actionDefaults(), ...options.inputs };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tempDir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.eventName ?? 'push',
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'security',
    GITHUB_WORKFLOW: 'security',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: options.workspace ?? tempDir,
    RUNNER_TEMP: tempDir,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'index.js')], { env, cwd: env.GITHUB_WORKSPACE });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    options.onStdout?.(chunk.toString());
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (options.killAfter) {
    const { signal, ms } = options.killAfter;
    setTimeout(() => child.kill(signal), ms).unref();
  }
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const outputs = parseOutputFile(readFileSync(files.output, 'utf8'));
  return {
    exitCode,
    stdout,
    stderr,
    outputs,
    summary: readFileSync(files.summary, 'utf8'),
    annotations: parseAnnotations(stdout),
    masked: [...stdout.matchAll(/^::add-mask::(.*)$/gm)].map((m) => m[1] ?? ''),
    report: readReport(outputs['report-file']),
    tempDir,
  };
}

function readReport(path: string | undefined): Record<string, unknown> | null {
  if (!path) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The runner's `name<<DELIMITER` … `DELIMITER` output file form. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!m) continue;
    const [, name = '', delimiter] = m;
    const value: string[] = [];
    while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] ?? '');
    outputs[name] = value.join('\n');
  }
  return outputs;
}

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

export function parseAnnotations(stdout: string): RunnerAnnotation[] {
  const found: RunnerAnnotation[] = [];
  for (const m of stdout.matchAll(/^::(error|warning|notice)( [^:]*)?::(.*)$/gm)) {
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? '').trim().split(',').filter(Boolean)) {
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
    found.push({ level: m[1] as RunnerAnnotation['level'], message: unescapeData(m[3] ?? ''), properties });
  }
  return found;
}
