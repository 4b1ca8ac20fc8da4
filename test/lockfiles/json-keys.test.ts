import { describe, expect, it } from 'vitest';
import { scanJsonKeys } from '../../src/lockfiles/json-keys.ts';

/** Every key scanJsonKeys reports: [ancestors, key, line]. */
function keysOf(text: string): [(string | null)[], string, number][] {
  const keys: [(string | null)[], string, number][] = [];
  scanJsonKeys(text, (ancestors, key, line) => keys.push([[...ancestors], key, line]));
  return keys;
}

describe('scanJsonKeys', () => {
  it('reports each key on its line, with the keys of its containers (null for the root and array items)', () => {
    const text = [
      '{',
      '  "a": {',
      '    "b": [',
      '      {"c": 1},',
      '      {"d": [2, {"e": 3}]}',
      '    ],',
      '    "f": "g"',
      '  },',
      '  "h": [[], {}],',
      '  "i":',
      '    {"j": null}',
      '}',
    ].join('\n');
    expect(keysOf(text)).toEqual([
      [[null], 'a', 2],
      [[null, 'a'], 'b', 3],
      [[null, 'a', 'b', null], 'c', 4],
      [[null, 'a', 'b', null], 'd', 5],
      [[null, 'a', 'b', null, 'd', null], 'e', 5],
      [[null, 'a'], 'f', 7],
      [[null], 'h', 9],
      [[null], 'i', 10],
      [[null, 'i'], 'j', 11],
    ]);
  });

  it('decodes escaped keys, and reads past escaped quotes and backslashes in strings', () => {
    const text = String.raw`{"a\"b": "x\\", "c\\": "\"", "\u0064": {"e": "f\\\"", "g": 1}}`;
    expect(keysOf(text)).toEqual([
      [[null], 'a"b', 1],
      [[null], 'c\\', 1],
      [[null], 'd', 1],
      [[null, 'd'], 'e', 1],
      [[null, 'd'], 'g', 1],
    ]);
  });

  it('ends at a string that is never closed', () => {
    expect(keysOf('{"a": 1, "b')).toEqual([[[null], 'a', 1]]);
  });
});
