// The report file is written in pieces; the bytes must be those of JSON.stringify(value, null, 2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonPieces, writeJsonFile } from '../../src/runtime/json-file.ts';
import { report } from '../render/fixtures.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-json-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const VALUES: Record<string, unknown> = {
  'a run report': report(),
  'empty containers at every depth': { a: [], b: {}, c: [[], {}, [[{}]]], d: { e: { f: { g: [] } } } },
  'left-out values': { a: undefined, b: () => 1, c: [undefined, () => 1, Symbol('s')], d: null },
  'deep nesting past the walked depth': { a: { b: { c: { d: [1, { e: 'x\ny' }] } } } },
  'text outside Latin-1 and escapes': { title: 'safe ‮gnp.exe‬ …', quote: '"\\\n\t', emoji: '🔒' },
  'values with their own toJSON': { at: new Date(0), list: [new Date(1)] },
  'scalars at the top': 'plain',
  'an array at the top': [1, 'two', { three: [3] }],
};

describe('jsonPieces', () => {
  for (const [name, value] of Object.entries(VALUES)) {
    it(`joins to JSON.stringify(value, null, 2) for ${name}`, () => {
      expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value, null, 2));
    });
  }

  it('writes a large array item by item, not as one piece', () => {
    const pieces = [...jsonPieces({ findings: { open: Array.from({ length: 1000 }, (_, i) => ({ i })) } })];
    expect(pieces.length).toBeGreaterThan(1000);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(100);
  });
});

describe('writeJsonFile', () => {
  it('writes the indented JSON and a newline, over several chunks', async () => {
    const value = {
      long: 'y'.repeat(500_000),
      wide: '…🔒'.repeat(200_000),
      items: Array.from({ length: 30_000 }, (_, i) => ({ id: `f_${i}`, title: 'x'.repeat(40) })),
    };
    const path = join(dir, 'report.json');
    await writeJsonFile(path, value);
    const text = readFileSync(path, 'utf8');
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(text).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });
});
