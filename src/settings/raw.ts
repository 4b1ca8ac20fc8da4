// Reads raw input text through a getter (INPUT_* variables on the runner) and fills the defaults of
// src/settings/inputs.ts, so a run started without the runner's defaults behaves the same.
import { INPUTS, type InputName, type InputSpec } from './inputs.ts';
import type { RawInputs } from './readers.ts';

export function withDefaults(getInput: (name: string) => string): RawInputs {
  return (name: InputName) => {
    const value = getInput(name).trim();
    if (value !== '') return value;
    const fallback = (INPUTS[name] as InputSpec).default ?? '';
    // An expression default (`${{ github.token }}`) only means something to the runner.
    return fallback.startsWith('${{') ? '' : fallback;
  };
}
