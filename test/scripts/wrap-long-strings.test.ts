import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { wrapLongStrings } from '../../scripts/wrap-long-strings.ts';

const base64 = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251)).toString('base64');

describe('wrapLongStrings', () => {
  it('cuts a long base64 literal into short lines that still make the same string', () => {
    for (const code of [
      `module.exports = Buffer.from('${base64}', 'base64');`,
      `const wasm = "${base64}";\nuse(wasm);`,
      `load(\n    '${base64}',\n  );`,
    ]) {
      const wrapped = wrapLongStrings(code);
      expect(Math.max(...wrapped.split('\n').map((line) => line.length))).toBeLessThanOrEqual(200);
      const seen: unknown[] = [];
      const sandbox = {
        module: { exports: null },
        Buffer,
        use: (v: unknown) => seen.push(v),
        load: (v: unknown) => seen.push(v),
      };
      runInNewContext(wrapped, sandbox);
      const value = sandbox.module.exports ?? seen[0];
      expect(Buffer.isBuffer(value) ? value.toString('base64') : value).toBe(base64);
    }
  });

  it('leaves ordinary strings and code as they are', () => {
    const code = `const a = 'short'; const b = "${'x'.repeat(2000)} y"; const c = '${'A'.repeat(999)}';`;
    expect(wrapLongStrings(code)).toBe(code);
  });
});
