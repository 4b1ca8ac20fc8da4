// The renames git follows between a base commit and HEAD, as the comparison of local results uses them.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renamesSince } from '../../src/workspace/git-commit.ts';
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

describe('renamesSince', () => {
  it('names each renamed file at the head with its name at the base', async () => {
    const { dir, base } = twoRenames();
    expect(await renamesSince(dir, base)).toEqual(
      new Map([
        ['docs/a.md', 'a.txt'],
        ['docs/b.md', 'b.txt'],
      ]),
    );
  });

  it('knows none past diff.renameLimit, where git skips looking for them', async () => {
    const { dir, base } = twoRenames();
    execFileSync('git', ['config', 'diff.renameLimit', '1'], { cwd: dir });
    expect(await renamesSince(dir, base)).toBeNull();
  });
});
