import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGitHistory } from '../../src/local-checks/git-history.ts';
import { gitHistoryReader } from '../../src/local-checks/history-reader.ts';
import type { LocalCheckResult } from '../../src/local-checks/types.ts';
import { expectNoSecretsShown, materialize, SECRETS, type Tree } from './fixture-tree.ts';

/** A clock that never moves: only the bound under test stops a read. */
const still = () => 0;

describe('git-history', () => {
  let tree: Tree;
  let first: string;
  let results: LocalCheckResult[];
  let notes: string[];
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
    const reader = gitHistoryReader(tree.root, { now: still });
    results = await checkGitHistory(reader.additions, await tree.files());
    notes = reader.notes;
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
    expect(notes).toEqual([]);
  });

  it('never shows the secret', () => {
    expectNoSecretsShown(results);
  });

  it('stops at the commit bound', async () => {
    const reader = gitHistoryReader(tree.root, { now: still, maxCommits: 2 });
    expect(await checkGitHistory(reader.additions, await tree.files())).toEqual([]);
    expect(reader.stopped).toEqual([]);
  });

  it('stops at the time and size bounds, and says so', async () => {
    for (const [bound, options] of [
      ['time', { now: still, maxMs: -1 }],
      ['size', { now: still, maxBytes: 1 }],
    ] as const) {
      const reader = gitHistoryReader(tree.root, options);
      expect(await checkGitHistory(reader.additions, await tree.files())).toEqual([]);
      expect(reader.notes).toEqual([`history read stopped at its ${bound} bound after 1 commits`]);
      expect(reader.stopped).toEqual([`the history read stopped at its ${bound} bound after 1 commits`]);
    }
  });

  it('measures its time bound on the clock it is given, not the system clock', async () => {
    let calls = 0;
    // The read starts at 0; the next look at the clock is past the default 20 s bound.
    const jumping = () => (calls++ === 0 ? 0 : 60_000);
    const reader = gitHistoryReader(tree.root, { now: jumping });
    expect(await checkGitHistory(reader.additions, await tree.files())).toEqual([]);
    expect(reader.notes).toEqual(['history read stopped at its time bound after 1 commits']);
  });

  it('stops reading when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const reader = gitHistoryReader(tree.root, { now: still, signal: controller.signal });
    expect(await checkGitHistory(reader.additions, await tree.files())).toEqual([]);
    expect(reader.notes).toEqual(['history read cancelled after 1 commits']);
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
    const reader = gitHistoryReader(empty.root, { now: still });
    expect(await checkGitHistory(reader.additions, [])).toEqual([]);
    empty.remove();
    expect(reader.notes).toEqual(['no git history could be read (not a git checkout, or no commits)']);
  });
});
