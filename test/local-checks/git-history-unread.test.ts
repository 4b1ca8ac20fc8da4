// git-history against a current tree it could not read in full: a file over the size bound still in the
// tree may still hold what its history added, so those values are not "removed since".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGitHistory } from '../../src/local-checks/git-history.ts';
import { runLocalChecks, type LocalCheckRun } from '../../src/local-checks/index.ts';
import type { RepositoryFile } from '../../src/local-checks/types.ts';
import { materialize, SECRETS, type Tree } from './fixture-tree.ts';

/** Over this many bytes a file's content is not read (the default 2 MiB bound, made small). */
const BOUND = 400;
const padding = `// ${'x'.repeat(BOUND)}\n`;

describe('git-history with files not read in the current tree', () => {
  let tree: Tree;
  let run: LocalCheckRun;
  beforeAll(async () => {
    tree = materialize(null);
    tree.git('init', '-q', '-b', 'main');
    // bundle.js keeps its token but grows over the bound; config.js drops its token; old.js is deleted.
    tree.write('dist/bundle.js', "const token = '@@githubToken@@';\n");
    tree.write('app/config.js', "export const key = '@@stripeLiveKey@@';\n");
    tree.write('app/old.js', "export const npm = '@@npmToken@@';\n");
    tree.git('add', '-A');
    tree.git('commit', '-q', '-m', 'add');
    tree.write('dist/bundle.js', `const token = '@@githubToken@@';\n${padding}`);
    tree.write('app/config.js', 'export const key = process.env.KEY;\n');
    tree.git('rm', '-q', 'app/old.js');
    tree.git('commit', '-q', '-am', 'rebuild, read the key from the environment');
    run = await runLocalChecks(tree.root, ['git-history'], { now: () => 0, files: { maxFileBytes: BOUND } });
  });
  afterAll(() => tree.remove());

  it('does not call a value removed while the file that held it is in the tree but unread', () => {
    expect(run.results.map((r) => [r.ruleId, r.file])).toEqual([
      ['git-history/stripe-secret-key', 'app/config.js'],
      ['git-history/npm-token', 'app/old.js'],
    ]);
  });

  it('says how many values it held back, and in which files', () => {
    expect(run.notes).toEqual([
      'git-history: not reported as removed: 1 of the secrets in the history of files still in the tree whose ' +
        'content was not read (dist/bundle.js); whether they are still there is unknown',
    ]);
  });

  it('holds back a value also added to a readable file, since it may be in the unread one', async () => {
    const secret = SECRETS.githubToken ?? '';
    const unread: RepositoryFile = { path: 'big.js', size: 3 * 1024 * 1024, text: () => null };
    const additions = [
      { commit: 'newer', file: 'big.js', lines: [{ line: 9, text: `t = '${secret}'` }] },
      { commit: 'older', file: 'small.js', lines: [{ line: 1, text: `t = '${secret}'` }] },
    ];
    const notes: string[] = [];
    expect(await checkGitHistory(additions, [unread], notes)).toEqual([]);
    expect(notes).toHaveLength(1);
    // Once the big file is gone from the tree, the value is known to be removed.
    expect((await checkGitHistory(additions, [])).map((r) => r.file)).toEqual(['small.js']);
  });
});
