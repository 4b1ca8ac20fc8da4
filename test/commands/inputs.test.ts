import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  actionInput,
  commandsRequiring,
  INPUTS_DOC,
  renderActionYml,
  renderInputsDoc,
} from '../../scripts/action-yml.ts';
import { ALL_INPUTS, commandsReading, inputsOf, SPECS } from '../../src/commands/registry.ts';
import { COMMANDS } from '../../src/settings/choices.ts';
import { isRunnerExpression, OUTPUTS } from '../../src/settings/inputs.ts';

const actionYml = readFileSync('action.yml', 'utf8');
const action = parse(actionYml) as {
  inputs: Record<string, { default?: string; required: boolean }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

describe('action.yml and docs/inputs.md against the command specs', () => {
  it('action.yml is the generated one (run `npm run gen:docs` after editing a spec or src/settings/inputs.ts)', () => {
    expect(actionYml).toBe(renderActionYml());
  });

  it('declares exactly the inputs and outputs of the code, with the runtime', () => {
    expect(Object.keys(action.inputs)).toEqual(Object.keys(ALL_INPUTS));
    expect(Object.keys(action.outputs)).toEqual(Object.keys(OUTPUTS));
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('gives a default only to inputs every command reads, and to runner expressions', () => {
    for (const [name, spec] of Object.entries(ALL_INPUTS)) {
      const everyCommand = commandsReading(name).length === COMMANDS.length;
      const expected = everyCommand || isRunnerExpression(spec.default) ? spec.default : undefined;
      expect(action.inputs[name]?.default, name).toBe(expected);
    }
    // The runner fills what the workflow leaves empty: an input some commands ignore has no default there,
    // so the value the ignore warning sees is one the workflow set.
    expect(action.inputs['comment']?.default).toBeUndefined();
    expect(action.inputs['fail-on']?.default).toBeUndefined();
    expect(action.inputs['command']?.default).toBe('scan');
  });

  it('keeps the token default the runner evaluates, exempt from the rule', () => {
    expect(commandsReading('github-token')).toEqual([...COMMANDS]);
    expect(action.inputs['github-token']?.default).toBe('${{ github.token }}');
    expect(actionInput('github-token', { description: '', default: '${{ github.token }}' }).default).toBe(
      '${{ github.token }}',
    );
    // Even an input only some commands read keeps an expression default: only the runner can evaluate it.
    expect(actionInput('url', { description: '', default: '${{ github.server_url }}' }).default).toBe(
      '${{ github.server_url }}',
    );
  });

  it('marks an input required only where every command requires it; the docs name the commands', () => {
    for (const name of Object.keys(ALL_INPUTS)) {
      expect(action.inputs[name]?.required, name).toBe(commandsRequiring(name).length === COMMANDS.length);
    }
    expect(action.inputs['api-key']?.required).toBe(false);
    expect(commandsRequiring('api-key')).not.toContain('collect');
    expect(commandsRequiring('url')).toEqual(['quick-check']);
    const doc = readFileSync(INPUTS_DOC, 'utf8');
    expect(doc).toMatch(/\| `url` \|[^\n]*\| quick-check \| quick-check \|/);
  });

  it('every input a spec reads is declared once, and every declared input is read by a command', () => {
    for (const command of COMMANDS) {
      for (const name of Object.keys(inputsOf(command)))
        expect(ALL_INPUTS, `${command}: ${name}`).toHaveProperty(name);
    }
    for (const name of Object.keys(ALL_INPUTS)) expect(commandsReading(name), name).not.toEqual([]);
  });

  it('every output a spec sets is declared', () => {
    for (const spec of Object.values(SPECS)) {
      for (const output of spec.outputs) expect(OUTPUTS).toHaveProperty(output);
    }
  });

  it('the docs/inputs.md tables are the generated ones', () => {
    const doc = readFileSync(INPUTS_DOC, 'utf8');
    expect(doc).toBe(renderInputsDoc(doc));
  });
});
