import { describe, expect, it } from 'vitest';
import { diffReferences } from '../../../src/commands/repository-check/new-references.ts';

const workflow = (...uses: string[]) =>
  `on: push\njobs:\n  a:\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join('')}`;
const file = (path: string, text: string | null) => ({ path, text });

describe('references new against the base', () => {
  it('keeps repositories the base does not use anywhere, once each', () => {
    const base = [file('.github/workflows/a.yml', workflow('actions/checkout@v4'))];
    const head = [
      file('.github/workflows/a.yml', workflow('actions/checkout@v5', 'new/tool@v1')),
      file('.github/workflows/b.yml', workflow('New/Tool/sub@v2', 'other/thing@v1')),
    ];
    const diff = diffReferences(head, base);
    expect(diff.repositories.map((r) => [r.repository, r.file, r.line])).toEqual([
      ['new/tool', '.github/workflows/a.yml', 6],
      ['other/thing', '.github/workflows/b.yml', 6],
    ]);
  });

  it('does not count a reference moved to another file as new', () => {
    const base = [file('.github/workflows/old.yml', workflow('moved/action@v1'))];
    const head = [file('.github/workflows/new.yml', workflow('moved/action@v1'))];
    expect(diffReferences(head, base).repositories).toEqual([]);
  });

  it('lists new local and docker references as skipped, and unreadable head files', () => {
    const head = [
      file('.github/workflows/a.yml', workflow('./mine', 'docker://alpine:3', './old')),
      file('.github/workflows/broken.yml', 'jobs: ['),
      file('.github/workflows/huge.yml', null),
    ];
    const diff = diffReferences(head, [file('.github/workflows/a.yml', workflow('./old'))]);
    expect(diff.skipped.map((r) => r.value)).toEqual(['./mine', 'docker://alpine:3']);
    expect(diff.unreadable).toEqual(['.github/workflows/broken.yml', '.github/workflows/huge.yml']);
    expect(diff.repositories).toEqual([]);
  });

  it('treats every repository as new when the base had no such files', () => {
    const head = [file('action.yml', 'runs:\n  using: composite\n  steps:\n    - uses: a/b@v1\n')];
    expect(diffReferences(head, []).repositories.map((r) => r.repository)).toEqual(['a/b']);
  });
});
