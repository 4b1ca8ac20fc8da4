// The pull-request fixture is built in one git fast-import: it must still look like GitHub's repository
// (main, refs/pull/7/head and refs/pull/7/merge, the merge's parents and files).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullRequestRepository } from '../../simulator/runner/checkout.ts';
import { removeAfter } from '../support/cleanup.ts';

const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir }).toString().trim();

describe('pullRequestRepository', () => {
  it('holds main, the head and the merge commit under the refs GitHub gives them', () => {
    const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-pr-repository-')));
    const repo = pullRequestRepository(root, {
      base: { 'README.md': 'r\n' },
      head: [{ 'a.txt': 'a\n' }, { 'a.txt': 'a2\n' }],
      mainAfter: [{ 'm.txt': 'm\n' }],
    });
    const refs = git(repo.origin, 'show-ref');
    expect(refs).toContain(`${repo.baseSha} refs/heads/main`);
    expect(refs).toContain(`${repo.headSha} refs/pull/7/head`);
    expect(refs).toContain(`${repo.mergeSha} refs/pull/7/merge`);
    expect(git(repo.origin, 'rev-list', '--parents', '-n', '1', repo.mergeSha)).toBe(
      `${repo.mergeSha} ${repo.baseSha} ${repo.headSha}`,
    );
    expect(git(repo.origin, 'merge-base', repo.baseSha, repo.headSha)).toBe(repo.branchPoint);
    expect(git(repo.origin, 'ls-tree', '--name-only', repo.mergeSha).split('\n')).toEqual([
      'README.md',
      'a.txt',
      'm.txt',
    ]);
    expect(git(repo.origin, 'show', `${repo.mergeSha}:a.txt`)).toBe('a2');
  });

  it("points both pull request refs at main's tip when the branch has no commits of its own", () => {
    const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-pr-repository-')));
    const repo = pullRequestRepository(root, { base: { 'README.md': 'r\n' }, head: [] });
    expect(repo.headSha).toBe(repo.baseSha);
    expect(repo.mergeSha).toBe(repo.baseSha);
    const refs = git(repo.origin, 'show-ref');
    expect(refs).toContain(`${repo.baseSha} refs/pull/7/head`);
    expect(refs).toContain(`${repo.baseSha} refs/pull/7/merge`);
  });
});
