// Runs the built action (dist/index.js) the way the GitHub runner does: inputs as INPUT_* variables with
// action.yml's defaults, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, an event file, and workflow commands
// read back from stdout. Used by the end-to-end tests and by `npm run demo`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  actionDefaults,
  inputVariable,
  prepareRun,
  readReport,
  ROOT,
  type ActionRun,
  type RunActionOptions,
  type RunnerAnnotation,
} from './environment.ts';
import { isDebugLine, lineReader } from './step-log.ts';

export interface SpawnOptions extends RunActionOptions {
  /** Send this signal once the log matches `when`, e.g. once the run waits (cancellation tests). */
  cancel?: { signal: NodeJS.Signals; when: RegExp };
  /**
   * Called with each line of the log as the runner shows it, as it comes (the demo streams the log):
   * `::debug::` lines only when the step runs with debugging (RUNNER_DEBUG=1 in its environment).
   */
  onLog?: (line: string) => void;
}

export async function runAction(options: SpawnOptions): Promise<ActionRun> {
  const { tempDir, env: runEnv } = prepareRun(options);
  const files = { output: join(tempDir, 'output'), summary: join(tempDir, 'summary') };
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tempDir,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    ...runEnv,
  };
  const inputs = { ...actionDefaults(), ...options.inputs };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'index.js')], { env, cwd: env.GITHUB_WORKSPACE });
  let stdout = '';
  let stderr = '';
  let cancelled = false;
  const { onLog } = options;
  const debug = env.RUNNER_DEBUG === '1';
  const shown = lineReader((line) => (debug || !isDebugLine(line) ? onLog?.(line) : undefined));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    shown.write(chunk.toString());
    if (options.cancel && !cancelled && options.cancel.when.test(stdout)) {
      cancelled = true;
      child.kill(options.cancel.signal);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  shown.end();
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
