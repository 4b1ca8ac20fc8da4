import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUTS_DOC, renderActionYml, renderInputsDoc } from '../../scripts/action-yml.ts';
import { INPUTS, OUTPUTS } from '../../src/settings/inputs.ts';

const actionYml = readFileSync('action.yml', 'utf8');

describe('action.yml and docs/inputs.md against the single list of inputs and outputs', () => {
  it('action.yml is the generated one (run `npm run gen:docs` after editing src/settings/inputs.ts)', () => {
    expect(actionYml).toBe(renderActionYml());
  });

  it('declares exactly the inputs and outputs of the code, with the runtime', () => {
    const action = parse(actionYml) as {
      inputs: Record<string, { default?: string; required: boolean }>;
      outputs: Record<string, unknown>;
      runs: { using: string; main: string };
    };
    expect(Object.keys(action.inputs)).toEqual(Object.keys(INPUTS));
    expect(Object.keys(action.outputs)).toEqual(Object.keys(OUTPUTS));
    for (const [name, spec] of Object.entries(INPUTS)) {
      expect(action.inputs[name]?.default, name).toBe('default' in spec ? spec.default : undefined);
    }
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('the docs/inputs.md tables are the generated ones', () => {
    const doc = readFileSync(INPUTS_DOC, 'utf8');
    expect(doc).toBe(renderInputsDoc(doc));
  });
});
