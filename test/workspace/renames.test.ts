// The renames git follows between a base commit and HEAD, as the comparison of local results uses them.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changesBetween } from '../../src/workspace/git-commit.ts';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { removeAfter } from '../support/cleanup.ts';

const body = (name: string) =>
  Array.from({ length: 20 }, (_, i) => `line ${i} of ${name}: ${'x'.repeat(20)}\n`).join('');

/** A base with `a`, `b` and `c`; the head renames `a` and `b` (each with one more line) and keeps `c`. */
function twoRenames(): { dir: string; base: string } {
  const dir = removeAfter(
    'test',
    writeCheckout({ 'a.txt': body('a'), 'b.txt': body('b'), 'c.txt': body('c') }),
  );
  const base = headCommit(dir);
  rmSync(join(dir, 'a.txt'));
  rmSync(join(dir, 'b.txt'));
  commitFiles(dir, { 'docs/a.md': `${body('a')}more\n`, 'docs/b.md': `${body('b')}more\n` }, 'rename');
  return { dir, base };
}

describe('changesBetween', () => {
  it('names each renamed file with its name at the base and at the head', async () => {
    const { dir, base } = twoRenames();
    const changes = await changesBetween(dir, base);
    expect(changes?.renames).toEqual([
      { from: 'a.txt', to: 'docs/a.md' },
      { from: 'b.txt', to: 'docs/b.md' },
    ]);
    expect(changes?.changed).toEqual(new Set(['a.txt', 'docs/a.md', 'b.txt', 'docs/b.md']));
  });

  it('knows no renames past diff.renameLimit, where git skips looking for them', async () => {
    const { dir, base } = twoRenames();
    execFileSync('git', ['config', 'diff.renameLimit', '1'], { cwd: dir });
    const changes = await changesBetween(dir, base);
    expect(changes?.renames).toBeNull();
    expect(changes?.changed.has('docs/a.md')).toBe(true);
  });
});
