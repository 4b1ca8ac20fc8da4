// The registry builds every command's settings from the specs: complete, the command's required inputs and
// rules enforced, and inputs the command does not read ignored.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ALL_INPUTS,
  ignoredInputs,
  inputReader,
  inputsOf,
  parseSettings,
  readCommand,
  SPECS,
  type Settings,
  type SettingsOf,
} from '../../src/commands/registry.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { COMMANDS, type Command } from '../../src/settings/choices.ts';
import { parseSharedSettings } from '../../src/settings/settings.ts';

const push = { eventName: 'push', fromFork: false };

/** The least each command runs with: every input it requires, filled. */
function minimal(command: Command): Record<string, string> {
  const inputs: Record<string, string> = { command };
  for (const [name, use] of Object.entries(inputsOf(command))) {
    if (use.required === undefined) continue;
    inputs[name] =
      name === 'api-key' ? 'svk_test_0123456789' : name.endsWith('-number') ? '5' : `https://${name}.example`;
  }
  if (command === 'verify-ownership') inputs['verify-method'] = 'dns';
  return inputs;
}

const getter = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('the command registry', () => {
  it("gives every command settings with every field set: the shared ones and its own options, no other command's", () => {
    const shared = Object.keys(parseSharedSettings(inputReader('scan', getter({})), push, 'scan', true));
    for (const command of COMMANDS) {
      const settings = parseSettings(getter(minimal(command)), push);
      expect(settings.command).toBe(command);
      const own = Object.keys(SPECS[command].options(inputReader(command, getter(minimal(command)))));
      expect(Object.keys(settings).sort(), command).toEqual([...shared, ...own].sort());
      for (const [key, value] of Object.entries(settings))
        expect(value, `${command}: ${key}`).not.toBeUndefined();
    }
  });

  it("types each registered spec with its own command's settings", () => {
    // A spec registered under another command's id leaves that id out of the union (checked by tsc).
    expectTypeOf<Settings['command']>().toEqualTypeOf<Command>();
    expectTypeOf<SettingsOf<'quick-check'>>().toHaveProperty('quickCheckUrl');
    expectTypeOf<SettingsOf<'monitor'>>().not.toHaveProperty('quickCheckUrl');
  });

  it('refuses each required input left empty, naming it and the command', () => {
    for (const command of COMMANDS) {
      for (const [name, use] of Object.entries(inputsOf(command))) {
        if (use.required === undefined) continue;
        const inputs = { ...minimal(command), [name]: '' };
        expect(() => parseSettings(getter(inputs), push), `${command}: ${name}`).toThrow(ConfigurationError);
        expect(() => parseSettings(getter(inputs), push), `${command}: ${name}`).toThrow(`'${name}'`);
      }
    }
  });

  it('reads an input the command does not read as what it is ignored as, whatever was set', () => {
    const read = inputReader(
      'monitor',
      getter({ comment: 'always', 'monitor-view': 'latest', wait: 'false' }),
    );
    expect(read('comment')).toBe('always');
    expect(inputReader('collect', getter({ comment: 'always' }))('comment')).toBe('never');
    expect(read('wait')).toBe('true');
    expect(read('monitor-view')).toBe('latest');
    expect(read('monitor-kind')).toBe('all');
    // A runner expression is the runner's to fill: never applied by the action.
    expect(read('github-token')).toBe('');
    expect(() => read('no-such-input')).toThrow(/not declared/);
  });

  it('names only the set inputs a command does not read', () => {
    const set = {
      command: 'collect',
      'pull-request-data': 'out',
      'api-key': 'svk_x',
      'github-token': 'ghs_x',
      site: ' ',
    };
    expect(ignoredInputs('collect', getter(set))).toEqual([
      "Input 'api-key' does not apply to command 'collect'; it is ignored (it is read by commands 'scan', 'monitor', 'repository-check', 'quick-check', 'verify-ownership', 'dns-recheck').",
    ]);
    for (const name of Object.keys(ALL_INPUTS)) {
      const one = { [name]: 'x' };
      expect(ignoredInputs('scan', getter(one)).length, name).toBe(name in inputsOf('scan') ? 0 : 1);
    }
  });

  it('reads the command in any case, and refuses one it does not know', () => {
    expect(readCommand(getter({ command: ' Quick-Check ' }))).toBe('quick-check');
    expect(readCommand(getter({}))).toBe('scan');
    expect(() => readCommand(getter({ command: 'deploy' }))).toThrow('Input \'command\' is "deploy"');
  });
});
