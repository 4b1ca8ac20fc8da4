import { describe, expect, it } from 'vitest';
import {
  classify,
  fileReferences,
  isActionFile,
} from '../../../src/commands/repository-check/uses-references.ts';

const WORKFLOW = `on: pull_request
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: ./local-action
      - uses: docker://alpine:3.20
      - run: 'echo "uses: fake/notastep@v1"'
      - uses: Some-Org/Tool/sub/path@0123456789abcdef0123456789abcdef01234567
  reuse:
    uses: octo/workflows/.github/workflows/ci.yml@main
`;

describe('uses: references', () => {
  it('knows workflow and action files', () => {
    expect(isActionFile('.github/workflows/ci.yml')).toBe(true);
    expect(isActionFile('.github/workflows/ci.yaml')).toBe(true);
    expect(isActionFile('.github/workflows/nested/ci.yml')).toBe(false);
    expect(isActionFile('action.yml')).toBe(true);
    expect(isActionFile('actions/setup/action.yaml')).toBe(true);
    expect(isActionFile('docs/my-action.yml')).toBe(false);
  });

  it('reads steps and reusable workflows with their lines, not text inside scripts', () => {
    const refs = fileReferences('.github/workflows/ci.yml', WORKFLOW);
    expect(refs?.map((r) => [r.line, r.kind, r.repository])).toEqual([
      [6, 'repository', 'actions/checkout'],
      [7, 'local', null],
      [8, 'docker', null],
      [10, 'repository', 'some-org/tool'],
      [12, 'repository', 'octo/workflows'],
    ]);
  });

  it('reads composite action steps', () => {
    const text = 'name: x\nruns:\n  using: composite\n  steps:\n    - uses: owner/repo@v1\n';
    expect(fileReferences('action.yml', text)).toEqual([
      { file: 'action.yml', line: 5, value: 'owner/repo@v1', kind: 'repository', repository: 'owner/repo' },
    ]);
  });

  it('reads steps grouped under parallel:, nested groups too, in workflows and composite actions', () => {
    const workflow = [
      'on: push',
      'jobs:',
      '  build:',
      '    steps:',
      '      - uses: owner/first@v1',
      '      - parallel:',
      '          - uses: owner/second@v1',
      '          - - uses: owner/third@v1',
      '          - steps:',
      '              - parallel:',
      '                  - uses: owner/fourth@v1',
      '      - uses: owner/last@v1',
    ].join('\n');
    expect(fileReferences('.github/workflows/ci.yml', workflow)?.map((r) => [r.line, r.repository])).toEqual([
      [5, 'owner/first'],
      [7, 'owner/second'],
      [8, 'owner/third'],
      [11, 'owner/fourth'],
      [12, 'owner/last'],
    ]);
    const action = 'runs:\n  using: composite\n  steps:\n    - parallel:\n        - uses: owner/inner@v2\n';
    expect(fileReferences('action.yml', action)?.map((r) => [r.line, r.repository])).toEqual([
      [5, 'owner/inner'],
    ]);
  });

  it('classifies what is not owner/repo@ref as other', () => {
    expect(classify('owner/repo').kind).toBe('other');
    expect(classify('${{ matrix.action }}').kind).toBe('other');
    expect(classify('owner/..@v1').kind).toBe('other');
    expect(classify('https://github.com/owner/repo@v1').kind).toBe('other');
  });

  it('returns null for YAML it will not read: invalid, oversized, alias bombs stay bounded', () => {
    expect(fileReferences('a.yml', 'jobs: [')).toBeNull();
    expect(fileReferences('a.yml', `x: "${'a'.repeat(1024 * 1024)}"`)).toBeNull();
    const bomb = ['a: &a [x, x]', 'b: &b [*a, *a, *a]', 'c: &c [*b, *b, *b]', 'jobs: *c'].join('\n');
    expect(fileReferences('a.yml', bomb)).toEqual([]);
  });
});
