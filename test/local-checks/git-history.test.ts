import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGitHistory } from '../../src/local-checks/git-history.ts';
import { gitHistoryReader, type HistoryReader } from '../../src/local-checks/history-reader.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, materialize, SECRETS, type Tree } from './fixture-tree.ts';

/** A clock that never moves: only the bound under test stops a read. */
const still = () => 0;

/** The reader's coverage, and the note that the summary shows for it. */
function expectPartial(
  reader: HistoryReader,
  commitsRead: number,
  commitsInRange: number,
  gap: string,
): void {
  expect(reader.coverage).toEqual({ commitsRead, commitsInRange, gaps: [gap] });
  expect(reader.notes).toEqual([
    `history read partly: ${commitsRead} of ${commitsInRange} commits in range (${gap})`,
  ]);
}

describe('git-history', () => {
  let tree: Tree;
  let first: string;
  let results: LocalCheckResult[];
  let reader: HistoryReader;
  beforeAll(async () => {
    tree = materialize(null);
    tree.git('init', '-q', '-b', 'main');
    tree.write(
      'app/config.js',
      "export const url = 'https://api.example.net';\nexport const token = '@@githubToken@@';\n",
    );
    tree.write('.env.production', 'STRIPE_SECRET_KEY=@@stripeLiveKey@@\n');
    tree.write('test/fixtures/sample.env', 'NPM_TOKEN=@@npmToken@@\n');
    tree.git('add', '-A');
    tree.git('commit', '-q', '-m', 'add config');
    first = tree.git('rev-parse', 'HEAD').trim();
    // the token is removed, the Stripe key stays in the tree
    tree.write(
      'app/config.js',
      "export const url = 'https://api.example.net';\nexport const token = process.env.TOKEN;\n",
    );
    tree.git('commit', '-q', '-am', 'read the token from the environment');
    tree.write('notes.txt', 'nothing secret\n');
    tree.git('add', 'notes.txt');
    tree.git('commit', '-q', '-m', 'notes');
    reader = gitHistoryReader(tree.root, { now: still });
    results = await checkGitHistory(reader.additions, await tree.files());
  });
  afterAll(() => tree.remove());

  it('reports a secret that was committed and removed, with its commit, file and line', () => {
    expect(results).toEqual([
      {
        checkId: 'git-history',
        ruleId: 'git-history/github-token',
        severity: 'critical',
        file: 'app/config.js',
        line: 2,
        message: `GitHub token added in commit ${first.slice(0, 12)} and removed since; still in the history`,
        evidence: 'ghp_… (40 chars)',
        commit: first,
      },
    ]);
    expect(reader.notes).toEqual([]);
    expect(reader.coverage).toEqual({ commitsRead: 3, commitsInRange: 3, gaps: [] });
  });

  it('never shows the secret', () => {
    expectNoSecretsShown(results);
  });

  it('stops at the commit bound, and says how much it read', async () => {
    const bounded = gitHistoryReader(tree.root, { now: still, maxCommits: 2 });
    expect(await checkGitHistory(bounded.additions, await tree.files())).toEqual([]);
    expectPartial(bounded, 2, 3, 'stopped at its commit bound (2)');
  });

  it('a commit bound the range fits in is no gap', async () => {
    const fits = gitHistoryReader(tree.root, { now: still, maxCommits: 3 });
    await checkGitHistory(fits.additions, await tree.files());
    expect(fits.notes).toEqual([]);
  });

  it('stops at the time and size bounds, and says so', async () => {
    for (const [bound, options] of [
      ['time', { now: still, maxMs: -1 }],
      ['size', { now: still, maxBytes: 1 }],
    ] as const) {
      const cut = gitHistoryReader(tree.root, options);
      expect(await checkGitHistory(cut.additions, await tree.files())).toEqual([]);
      expectPartial(cut, 0, 3, `stopped at its ${bound} bound`);
    }
  });

  it('says how much it read when an object is missing, and what git could not read', async () => {
    const damaged = materialize(null);
    damaged.git('init', '-q', '-b', 'main');
    damaged.write('old.txt', 'an early file\n');
    damaged.git('add', '-A');
    damaged.git('commit', '-q', '-m', 'early');
    damaged.write('app/config.js', "export const token = '@@githubToken@@';\n");
    damaged.git('add', '-A');
    damaged.git('commit', '-q', '-m', 'add config');
    damaged.write('app/config.js', 'export const token = process.env.TOKEN;\n');
    damaged.git('commit', '-q', '-am', 'read the token from the environment');
    // the oldest commit's blob is gone: git log reads the two newer commits, then stops
    const blob = damaged.git('rev-parse', 'HEAD~2:old.txt').trim();
    rmSync(join(damaged.root, '.git/objects', blob.slice(0, 2), blob.slice(2)));
    const partial = gitHistoryReader(damaged.root, { now: still });
    const found = await checkGitHistory(partial.additions, await damaged.files());
    damaged.remove();
    expect(found.map((r) => r.ruleId)).toEqual(['git-history/github-token']);
    expect(partial.coverage).toEqual({
      commitsRead: 2,
      commitsInRange: 3,
      gaps: [expect.stringMatching(new RegExp(`^git stopped: .*${blob}`))],
    });
    expect(partial.notes).toEqual([
      expect.stringMatching(/^history read partly: 2 of 3 commits in range \(git stopped: /),
    ]);
  });

  it('says that a shallow clone holds only part of the history', async () => {
    const shallow = materialize(null);
    shallow.git('clone', '-q', '--depth', '1', `file://${tree.root}`, '.');
    const partial = gitHistoryReader(shallow.root, { now: still });
    await checkGitHistory(partial.additions, await shallow.files());
    shallow.remove();
    expectPartial(
      partial,
      1,
      1,
      'shallow clone: only the fetched commits were read (checkout with fetch-depth: 0 for all)',
    );
  });

  it('measures its time bound on the clock it is given, not the system clock', async () => {
    let calls = 0;
    // The read starts at 0; the next look at the clock is past the default 20 s bound.
    const jumping = () => (calls++ === 0 ? 0 : 60_000);
    const late = gitHistoryReader(tree.root, { now: jumping });
    expect(await checkGitHistory(late.additions, await tree.files())).toEqual([]);
    expectPartial(late, 0, 3, 'stopped at its time bound');
  });

  it('stops reading when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const cancelled = gitHistoryReader(tree.root, { now: still, signal: controller.signal });
    expect(await checkGitHistory(cancelled.additions, await tree.files())).toEqual([]);
    expectPartial(cancelled, 0, 3, 'cancelled');
  });

  it('reports each secret once, at the oldest commit that added it', async () => {
    const secret = SECRETS.githubToken ?? '';
    const additions = [
      { commit: 'newer', file: 'b.js', lines: [{ line: 7, text: `t = '${secret}'` }] },
      { commit: 'older', file: 'a.js', lines: [{ line: 3, text: `t = '${secret}'` }] },
    ];
    const found = await checkGitHistory(additions, []);
    expect(found.map((r) => [r.commit, r.file, r.line])).toEqual([['older', 'a.js', 3]]);
  });

  it('notes when there is no history to read', async () => {
    const empty = materialize(null);
    const none = gitHistoryReader(empty.root, { now: still });
    expect(await checkGitHistory(none.additions, [])).toEqual([]);
    empty.remove();
    expect(none.notes).toEqual([
      expect.stringMatching(/^no git history could be read \(not a git checkout, or no commits\): \S/),
    ]);
  });
});
