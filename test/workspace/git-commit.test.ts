// Reading other commits of a real checkout: renames as git detects them, and whether a range of commits
// is whole in a shallow clone until it is fetched deeper by SHA.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cloneAt,
  commitFiles,
  headCommit,
  pullRequestRepository,
  writeCheckout,
} from '../../simulator/runner/checkout.ts';
import { changesBetween, fetchDepth, rangeInCheckout } from '../../src/workspace/git-commit.ts';
import { runGit } from '../../src/workspace/git.ts';
import { removeAfter } from '../support/cleanup.ts';

const root = () => removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-git-commit-')));

describe('changesBetween', () => {
  it('names a moved file as a rename (both paths changed) and lists every other change once', async () => {
    const body = 'export const a = 1;\n'.repeat(20);
    const dir = writeCheckout({ 'src/old.ts': body, 'README.md': '# x\n' }, { root: root() });
    const base = headCommit(dir);
    rmSync(join(dir, 'src/old.ts'));
    commitFiles(dir, { 'lib/new.ts': body, 'docs/added.md': 'y\n' }, 'move');
    const changes = await changesBetween(dir, base);
    expect(changes?.renames).toEqual([{ from: 'src/old.ts', to: 'lib/new.ts' }]);
    expect([...(changes?.changed ?? [])].sort()).toEqual(['docs/added.md', 'lib/new.ts', 'src/old.ts']);
  });
});

describe('rangeInCheckout', () => {
  it('is incomplete in a one-commit-deep clone and whole once the head is fetched deep enough', async () => {
    const scratch = root();
    const repo = pullRequestRepository(scratch, {
      base: { 'a.txt': 'a\n' },
      head: [{ 'b.txt': 'b\n' }, { 'c.txt': 'c\n' }, { 'd.txt': 'd\n' }],
    });
    const dir = cloneAt(scratch, repo.origin, repo.headSha);
    execFileSync('git', ['fetch', '-q', '--depth=1', 'origin', repo.branchPoint], { cwd: dir });
    expect(await rangeInCheckout(dir, repo.branchPoint, repo.headSha)).toEqual({
      complete: false,
      commits: 1,
    });
    expect(await fetchDepth(dir, repo.headSha, 4)).toBe(true);
    expect(await rangeInCheckout(dir, repo.branchPoint, repo.headSha)).toEqual({
      complete: true,
      commits: 3,
    });
  });
});

describe('fetchDepth', () => {
  it('fetches a commit by SHA within the byte bound, and stops a fetch past it', async () => {
    const scratch = root();
    // Many files, so that the progress counts the bytes received while the pack comes in.
    const noise = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`noise/${i}.txt`, randomBytes(20_000).toString('base64')]),
    );
    const repo = pullRequestRepository(scratch, { base: { 'a.txt': 'a\n' }, head: [noise] });
    const dir = cloneAt(scratch, repo.origin, repo.branchPoint);
    const has = () => runGit(dir, ['cat-file', '-e', `${repo.headSha}^{commit}`]);
    // Over the bound the fetch fails; from a local origin the whole pack may land before git is stopped,
    // so only the answer is certain, not whether the objects arrived.
    expect(await fetchDepth(dir, repo.headSha, 1, undefined, 100_000)).toBe(false);
    expect(await fetchDepth(dir, repo.headSha, 1)).toBe(true);
    expect(await has()).not.toBeNull();
  });
});
