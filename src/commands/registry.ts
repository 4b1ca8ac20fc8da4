// The registry: every command's spec, by id. Adding a command is its folder plus one line here (and its id
// in COMMANDS of src/settings/choices.ts). From the specs come the settings of a run, the inputs and outputs
// of action.yml and docs/inputs.md, and the warning for an input that does not apply to the command.
import { ConfigurationError } from '../errors.ts';
import type { SarifParts } from '../render/sarif.ts';
import { COMMANDS, type Command } from '../settings/choices.ts';
import {
  EVERY_COMMAND_INPUTS,
  isRunnerExpression,
  SERVICE_INPUTS,
  SHARED_INPUTS,
  type InputName,
  type InputSpec,
} from '../settings/inputs.ts';
import { matchOneOf, oneOf, type RawInputs } from '../settings/readers.ts';
import { parseSharedSettings, type EventContext, type SharedSettings } from '../settings/settings.ts';
import { collectSpec } from './collect/spec.ts';
import { dnsRecheckSpec } from './dns-recheck/spec.ts';
import { monitorSpec } from './monitor/spec.ts';
import { quickCheckSpec } from './quick-check/spec.ts';
import { reportSpec } from './report/spec.ts';
import { repositoryCheckSpec } from './repository-check/spec.ts';
import { scanSpec } from './scan/spec.ts';
import {
  requiredMessage,
  type CommandSpec,
  type InputUse,
  type OwnInput,
  type PreflightPlan,
} from './spec.ts';
import { verifyOwnershipSpec } from './verify-ownership/spec.ts';

const SPEC_OF = {
  scan: scanSpec,
  monitor: monitorSpec,
  'repository-check': repositoryCheckSpec,
  'quick-check': quickCheckSpec,
  'verify-ownership': verifyOwnershipSpec,
  'dns-recheck': dnsRecheckSpec,
  collect: collectSpec,
  report: reportSpec,
} satisfies Record<Command, unknown>;

/** The settings a spec is typed with: its command's member of `Settings`. */
type SettingsOfSpec<T> = T extends CommandSpec<infer S> ? S : never;

/** One command's settings: the shared ones and its own options, with `command` naming it. */
export type SettingsOf<C extends Command> = { [K in C]: SettingsOfSpec<(typeof SPEC_OF)[K]> }[C];

/** A run's settings: one command's, told apart by `command` (narrow on it to read a command's options). */
export type Settings = SettingsOf<Command>;

export const SPECS: { readonly [C in Command]: CommandSpec<SettingsOf<C>> } = SPEC_OF;

/** The command a workflow that sets none runs: the first of the registry. */
export const DEFAULT_COMMAND: Command = COMMANDS[0];

/** The `command` input, declared from the registry. */
const COMMAND_INPUT: InputSpec = {
  description: `What to run: ${COMMANDS.map((c) => `\`${c}\``).join(', ')}.`,
  default: DEFAULT_COMMAND,
};

const isOwnInput = (use: InputUse | OwnInput): use is OwnInput => 'description' in use;

/** Every input, declared once: `command`, the shared ones, then each command's own, in the registry's order. */
export const ALL_INPUTS: Readonly<Record<InputName, InputSpec>> = (() => {
  const all: Record<InputName, InputSpec> = { command: COMMAND_INPUT, ...SHARED_INPUTS };
  for (const [command, spec] of Object.entries(SPECS)) {
    for (const [name, use] of Object.entries(spec.inputs)) {
      if (!isOwnInput(use)) continue;
      if (name in all) throw new Error(`Input '${name}' of command '${command}' is declared twice.`);
      all[name] = use;
    }
  }
  return all;
})();

/** The inputs a command reads, each with how it uses it. */
export function inputsOf(command: Command): Readonly<Record<InputName, InputUse>> {
  const spec = SPECS[command];
  const always = [...EVERY_COMMAND_INPUTS, ...(spec.local ? [] : SERVICE_INPUTS)];
  const service: Record<InputName, InputUse> = spec.local
    ? {}
    : { 'api-key': { required: true }, 'base-url': { required: true } };
  return {
    command: {},
    ...Object.fromEntries(always.map((name) => [name, {}])),
    ...service,
    ...spec.inputs,
  };
}

/** The commands that read an input, in the registry's order. */
export const commandsReading = (name: InputName): Command[] =>
  COMMANDS.filter((command) => name in inputsOf(command));

/** The command the inputs name; a name outside the registry is a ConfigurationError naming what it accepts. */
export function readCommand(getInput: (name: string) => string): Command {
  return oneOf('command', getInput('command').trim() || DEFAULT_COMMAND, COMMANDS);
}

/** The command as the run reports it before its settings are read: one that names none reports as the default. */
export function commandNamed(value: string): Command {
  return matchOneOf(value.trim(), COMMANDS) ?? DEFAULT_COMMAND;
}

/**
 * The raw inputs as `command` reads them: an input it reads is the workflow's value, else this command's
 * default, else the input's; one it does not read is what the input is ignored as, whatever the workflow
 * set. A runner expression (`${{ github.token }}`) is never applied here: the runner fills it.
 */
export function inputReader(command: Command, getInput: (name: string) => string): RawInputs {
  const uses = inputsOf(command);
  return (name) => {
    const spec = ALL_INPUTS[name];
    if (spec === undefined) throw new Error(`Input '${name}' is not declared by any command spec.`);
    const use = uses[name];
    const fallback = use === undefined ? (spec.ignoredAs ?? spec.default) : (use.default ?? spec.default);
    const value = use === undefined ? '' : getInput(name).trim();
    if (value !== '') return value;
    return isRunnerExpression(fallback) ? '' : (fallback ?? '');
  };
}

/** The run's settings: the shared ones, the command's options, then its required inputs and rules. */
export function parseSettings(getInput: (name: string) => string, event: EventContext): Settings {
  return settingsOf(readCommand(getInput), getInput, event);
}

function settingsOf<C extends Command>(
  command: C,
  getInput: (name: string) => string,
  event: EventContext,
): SettingsOf<C> {
  const spec: CommandSpec<SettingsOf<C>> = SPECS[command];
  const input = inputReader(command, getInput);
  const shared: SharedSettings & { readonly command: C } = {
    ...parseSharedSettings(input, event, command, spec.local),
    command,
  };
  // The spec's options type is the rest of its settings (src/commands/spec.ts `OptionsOf`).
  const settings = { ...shared, ...spec.options(input) } as unknown as SettingsOf<C>;
  for (const [name, use] of Object.entries(spec.inputs)) {
    if (use.required !== undefined && input(name) === '')
      throw new ConfigurationError(requiredMessage(name, command, use.required));
  }
  spec.check?.(settings);
  return settings;
}

/**
 * One warning per input the workflow set that the command does not read: it is ignored, and a user who set
 * it expected something. An input with a runner default (`github-token`) is always set, so never named.
 */
export function ignoredInputs(command: Command, getInput: (name: string) => string): string[] {
  const uses = inputsOf(command);
  return Object.entries(ALL_INPUTS)
    .filter(([name, spec]) => !(name in uses) && !isRunnerExpression(spec.default))
    .filter(([name]) => getInput(name).trim() !== '')
    .map(([name]) => {
      const readers = commandsReading(name);
      const where =
        readers.length === 1
          ? `command '${readers[0]}'`
          : `commands ${readers.map((c) => `'${c}'`).join(', ')}`;
      return `Input '${name}' does not apply to command '${command}'; it is ignored (it is read by ${where}).`;
    });
}

/** What the run's SARIF file holds as its settings ask for it; null for a command that has no SARIF results. */
export function sarifPartsOf(settings: Settings): SarifParts | null {
  return partsOf(settings.command, settings);
}

function partsOf<C extends Command>(command: C, settings: SettingsOf<C>): SarifParts | null {
  const spec: CommandSpec<SettingsOf<C>> = SPECS[command];
  return spec.sarifParts?.(settings) ?? null;
}

/** What the preflight checks for these settings; null for a command or route without one. */
export function preflightPlan(settings: Settings): PreflightPlan | null {
  return planOf(settings.command, settings);
}

function planOf<C extends Command>(command: C, settings: SettingsOf<C>): PreflightPlan | null {
  const spec: CommandSpec<SettingsOf<C>> = SPECS[command];
  return spec.local ? null : spec.preflight(settings);
}
