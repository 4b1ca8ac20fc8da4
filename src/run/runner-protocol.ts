// The runner's protocol as the action speaks it: inputs from INPUT_* variables, workflow commands on
// stdout, outputs and the step summary in the files the runner names. Written here rather than taken from
// @actions/core, whose import (it brings an HTTP client for OIDC tokens and a process runner) alone costs
// more than the action's whole cold-start budget; the protocol itself is these few lines.
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';

export type CommandProperties = Readonly<Record<string, string | number | undefined>>;

/** A command's message: a line break or a `%` cannot end it or forge an escape. */
export function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

/** A property value: also no `:` (ends the properties) or `,` (starts the next one). */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

export function workflowCommand(command: string, properties: CommandProperties, message: string): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${command}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}

export function issueCommand(command: string, properties: CommandProperties, message: string): void {
  process.stdout.write(`${workflowCommand(command, properties, message)}${EOL}`);
}

/** As the runner names them: spaces become underscores, upper case; surrounding whitespace trimmed. */
export function readInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '').trim();
}

/**
 * The `name<<delimiter` form, with a delimiter nobody can put in a value to end it early. node:crypto is
 * fetched here, not imported: outputs are written at the end, and start-up need not load it.
 */
export function outputFileCommand(
  name: string,
  value: string,
  delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`,
): string {
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Output ${name} holds its own delimiter; it was not written.`);
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

export function setOutput(name: string, value: string, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, outputFileCommand(name, value));
  // Outside a runner (or on a runner without output files) the older stdout form still works.
  else issueCommand('set-output', { name }, value);
}

/** Written once at the end of a run, synchronously like the output file (node:fs/promises stays unloaded). */
export function appendSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): void {
  // Outside a runner there is no summary file; the report file still holds everything.
  if (!env.GITHUB_STEP_SUMMARY) return;
  appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}${EOL}`);
}
