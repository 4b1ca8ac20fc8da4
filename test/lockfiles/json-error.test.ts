import { describe, expect, it } from 'vitest';
import { jsonErrorLine } from '../../src/lockfiles/json-error.ts';

/** The line jsonErrorLine finds for text JSON.parse rejects. */
function lineOf(text: string): number | null {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonErrorLine(text, (error as Error).message);
  }
  throw new Error('valid JSON');
}

describe('jsonErrorLine', () => {
  it.each([
    ['{\n  "a": 1,\n  "b": }\n', 3],
    ['{\n  "a": [1,\n  ,2]\n}', 3],
    ['{\n  "a": tru\n}', 2],
    ['{\n  "a": 1\n  "b": 2\n}', 3],
    ['{\n  "a": "x\ty"\n}', 2],
    ['{\n  "a": 1\n}\n\nx', 5],
    ['{\n  "a": 1,\n', 3],
  ])('%j fails at line %i', (text, line) => {
    expect(lineOf(text)).toBe(line);
  });

  it('falls back to its own scan when the message names no position', () => {
    expect(jsonErrorLine('{\n"a": 1,\n"b": }', "Unexpected token '}'")).toBe(3);
    expect(jsonErrorLine('{}', 'something else')).toBeNull();
  });
});
