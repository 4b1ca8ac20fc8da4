import { describe, expect, it } from 'vitest';
import { LOCAL_CHECK_IDS, LOCAL_CHECK_RULES, runLocalChecks } from '../../src/local-checks/index.ts';
import { expectNoSecretsShown, materialize } from './fixture-tree.ts';

describe('runLocalChecks', () => {
  it('runs the chosen checks over a checkout and accounts for each one', async () => {
    const tree = materialize('tracked-secrets');
    tree.write('public/.env', 'A=1\n');
    tree.write(
      '.github/workflows/ci.yml',
      'on: issues\njobs:\n  j:\n    steps:\n      - run: echo "${{ github.event.issue.title }}"\n',
    );
    tree.git('init', '-q');
    tree.git('add', '-A');
    tree.git('commit', '-q', '-m', 'init');
    const run = await runLocalChecks(tree.root, LOCAL_CHECK_IDS, {
      now: () => 0,
      history: { maxCommits: 10 },
    });
    tree.remove();
    expect(Object.keys(run.perCheck)).toEqual([...LOCAL_CHECK_IDS]);
    expect(run.filesScanned).toBe(12);
    const byCheck = Object.fromEntries(Object.entries(run.perCheck).map(([id, s]) => [id, s.results]));
    expect(byCheck).toMatchObject({
      'tracked-secrets': 24,
      'browser-artifacts': 1,
      'actions-injection': 1,
      'git-history': 0,
    });
    expect(run.results.filter((r) => r.checkId === 'actions-injection')[0]?.severity).toBe('high');
    for (const result of run.results) expect(LOCAL_CHECK_RULES[result.ruleId]).toBeDefined();
    expectNoSecretsShown(run.results);
  });

  it('gives the caller how much of the history git-history read, and says so in its notes', async () => {
    const tree = materialize(null);
    tree.git('init', '-q');
    for (const n of [1, 2, 3]) {
      tree.write('a.txt', `${n}\n`);
      tree.git('add', '-A');
      tree.git('commit', '-q', '-m', `c${n}`);
    }
    const run = await runLocalChecks(tree.root, ['git-history'], {
      now: () => 0,
      history: { maxCommits: 2 },
    });
    const whole = await runLocalChecks(tree.root, ['source-maps'], { now: () => 0 });
    tree.remove();
    expect(run.history).toEqual({
      commitsRead: 2,
      commitsInRange: 3,
      gaps: ['stopped at its commit bound (2)'],
    });
    expect(run.notes).toEqual([
      'git-history: history read partly: 2 of 3 commits in range (stopped at its commit bound (2))',
    ]);
    expect(whole.history).toBeUndefined();
  });

  it('runs only the checks asked for, and says when the folder is not a checkout', async () => {
    const tree = materialize('browser-artifacts');
    const run = await runLocalChecks(tree.root, ['source-maps'], { now: () => 0 });
    tree.remove();
    expect(Object.keys(run.perCheck)).toEqual(['source-maps']);
    expect(run.results).toEqual([]);
    expect(run.notes).toEqual(['not a git checkout: every file of the folder was read']);
  });

  it('starts no check once cancelled', async () => {
    const tree = materialize('browser-artifacts');
    const controller = new AbortController();
    controller.abort();
    const run = await runLocalChecks(tree.root, ['source-maps', 'git-history'], {
      now: () => 0,
      signal: controller.signal,
    });
    tree.remove();
    expect(run.perCheck).toEqual({});
    expect(run.notes).toContain('cancelled before: source-maps, git-history');
  });

  it('describes every rule with a name, a description and help', () => {
    const entries = Object.entries(LOCAL_CHECK_RULES);
    expect(entries.length).toBeGreaterThan(30);
    for (const [id, info] of entries) {
      expect(LOCAL_CHECK_IDS.some((check) => id.startsWith(`${check}/`))).toBe(true);
      expect(info.name.length * info.description.length * info.help.length).toBeGreaterThan(0);
    }
  });
});
