import { describe, expect, it } from 'vitest';
import { jsonErrorLine } from '../../src/lockfiles/json-error.ts';

/** The line jsonErrorLine finds for text JSON.parse rejects. */
function lineOf(text: string): number | null {
  try {
    JSON.parse(text);
  } catch {
    return jsonErrorLine(text);
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
    ['{\n  "a": 1,\n  }', 3],
    ['{\n  "a"\n  : 1 :\n}', 3],
    ['{\n  "a" 1\n}', 2],
    ['{\n  "a": [\n    1\n    2\n  ]\n}', 4],
    ['[\n  1,\n  ]', 3],
    ['\ufeff{}', 1],
  ])('%j fails at line %i', (text, line) => {
    expect(lineOf(text)).toBe(line);
  });

  it('walks past every kind of valid value to the error', () => {
    const text = [
      '{',
      '  "empty": [],',
      '  "none": {},',
      '  "numbers": [0, -1.5, 2e10, 3E-2, [4, [5]], {"six": 6}],',
      '  "words": {"t": true, "f": false, "n": null, "s": "q\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9"},',
      '  "last": [1,',
      '  ]',
      '}',
    ].join('\n');
    expect(lineOf(text)).toBe(7);
  });

  it('counts lines at \\n as every reported line does, though V8 also breaks at a lone \\r', () => {
    expect(lineOf('{\r  "a": 1,\r  "b": }\n')).toBe(1);
    expect(lineOf('{\r\n  "a": 1,\r\n  "b": }\r\n')).toBe(3);
  });

  it('finds no line in text the grammar accepts', () => {
    expect(jsonErrorLine('{\n  "a": [1, {"b": null}]\n}\n')).toBeNull();
  });
});
