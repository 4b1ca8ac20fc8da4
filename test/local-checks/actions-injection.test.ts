import { describe, expect, it } from 'vitest';
import { checkActionsInjection, untrustedField } from '../../src/local-checks/actions-injection.ts';
import { located, materialize } from './fixture-tree.ts';

describe('actions-injection', () => {
  it('reports untrusted fields expanded in run and github-script, on the line of the expression', async () => {
    const tree = materialize('actions-injection');
    const results = checkActionsInjection(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      '.github/workflows/pr.yaml:6 actions-injection/untrusted-in-run medium',
      '.github/workflows/pr.yaml:7 actions-injection/untrusted-in-run medium',
      '.github/workflows/target.yml:7 actions-injection/untrusted-in-run critical',
      '.github/workflows/triage.yml:17 actions-injection/untrusted-in-github-script critical',
      '.github/workflows/triage.yml:21 actions-injection/untrusted-in-run critical',
      '.github/workflows/triage.yml:9 actions-injection/untrusted-in-run critical',
    ]);
  });

  it('knows which fields an outsider controls', () => {
    expect(untrustedField(' github.event.issue.body ')).toBe('github.event.issue.body');
    expect(untrustedField("github.event['pull_request']['head']['ref']")).toBe(
      'github.event.pull_request.head.ref',
    );
    expect(untrustedField('github.event.commits[0].message')).toBe('github.event.commits.*.message');
    expect(untrustedField('toJSON(github.event)')).toBe('github.event');
    expect(untrustedField('github.event.issue.number')).toBeNull();
    expect(untrustedField('github.event.pull_request.head.sha')).toBeNull();
    expect(untrustedField('secrets.TOKEN')).toBeNull();
  });

  it('survives invalid YAML and never expands an alias bomb', async () => {
    const tree = materialize(null);
    const letters = 'abcdefghij';
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...[...letters.slice(1)].map((l, i) => `${l}: &${l} [${Array(9).fill(`*${letters[i]}`).join(', ')}]`),
    ].join('\n');
    const job = 'jobs:\n  j:\n    steps:\n      - run: echo "${{ github.event.comment.body }}"\n';
    tree.write('.github/workflows/bomb-elsewhere.yml', `on: issue_comment\n${bomb}\n${job}`);
    tree.write('.github/workflows/bomb-on.yml', `${bomb}\non: *j\n${job}`);
    tree.write('.github/workflows/broken.yml', 'on: [push\n');
    const results = checkActionsInjection(await tree.files());
    tree.remove();
    expect(located(results)).toEqual([
      '.github/workflows/bomb-elsewhere.yml:15 actions-injection/untrusted-in-run critical',
      // the triggers are over the alias bound: unknown, so the lowest severity
      '.github/workflows/bomb-on.yml:15 actions-injection/untrusted-in-run medium',
    ]);
  });
});
