// YAML alias bombs ("billion laughs") in every YAML the action reads from a repository: pnpm-lock.yaml,
// workflow and action files, compose files and the policy file. Each read ends in bounded time and heap,
// with results that count the written nodes once, or a clear error.
import { describe, expect, it } from 'vitest';
import { fileReferences } from '../../src/commands/repository-check/uses-references.ts';
import { checkActionsInjection } from '../../src/local-checks/actions-injection.ts';
import { checkContainerFiles } from '../../src/local-checks/container-files.ts';
import { checkContainerValues } from '../../src/local-checks/container-values.ts';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { ANCHOR_MESSAGE } from '../../src/lockfiles/yaml-anchors.ts';
import { parsePolicyFile } from '../../src/policy/policy-file.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { aliasBomb, bounded, mapAliasBomb, textFile } from './bounds.ts';

const list = aliasBomb();
const map = mapAliasBomb();
const WORKFLOW = '.github/workflows/bomb.yml';

describe('YAML alias bombs', () => {
  it('pnpm-lock.yaml: aliases are not expanded into packages', () => {
    const text = `lockfileVersion: '9.0'\n${list.text}\n${map.text}\nimporters:\n  .:\n    dependencies: ${map.last}\npackages: ${map.last}\n`;
    const parsed = bounded('pnpm-lock.yaml bomb', () => parseLockFile('pnpm-lock.yaml', text));
    expect(parsed.packages).toEqual([]);
    expect(parsed.errors).toEqual([{ path: 'pnpm-lock.yaml', line: 2, message: ANCHOR_MESSAGE }]);
  });

  it('pnpm-lock.yaml: an anchor or alias anywhere is an error on its line, not a silent empty file', () => {
    const places = [
      ['on a package', 'packages:\n  a@1.0.0: &x\n    resolution: {integrity: sha512-x}\n  b@1.0.0: *x\n', 3],
      ['as a section', 'l: &l {}\npackages: *l\n', 2],
      ['as a key', 'packages:\n  &a a@1.0.0:\n    resolution: {integrity: x}\n', 3],
      ['in a flow mapping', 'packages:\n  a@1.0.0: {resolution: *r}\n', 3],
      ['as a list item', 'importers:\n  .:\n    cpu:\n      - *arch\n', 5],
    ] as const;
    for (const [where, body, line] of places) {
      const parsed = parseLockFile('pnpm-lock.yaml', `lockfileVersion: '9.0'\n${body}`);
      expect(parsed.errors, where).toEqual([{ path: 'pnpm-lock.yaml', line, message: ANCHOR_MESSAGE }]);
      expect(parsed.packages, where).toEqual([]);
    }
    const honest = [
      "lockfileVersion: '9.0'",
      'importers:',
      '  .:',
      '    dependencies:',
      '      x:',
      "        specifier: '*'",
      '        version: 1.0.0 # *not an alias',
      'packages:',
      '  x@1.0.0: {resolution: {tarball: \'https://r.example/x?a=1&b=*\'}, note: "&y *z"}',
      '  y@2.0.0:',
      '    engines: {node: ^14 || *}',
    ].join('\n');
    const parsed = parseLockFile('pnpm-lock.yaml', honest);
    expect(parsed.errors).toEqual([]);
    expect(parsed.packages.map((p) => p.name)).toEqual(['x', 'y']);
  });

  it('workflow steps (and parallel: groups) made of nested aliases are each read once', () => {
    // 30^5 steps when expanded; five levels, since groups nested deeper are not read at all.
    const steps = aliasBomb(30, 5);
    const text = `on: pull_request_target\n${steps.text.replaceAll('"lol"', '{ run: "echo ${{ github.event.pull_request.title }}" }')}\njobs:\n  a:\n    steps: ${steps.last}\n  b:\n    steps:\n      - parallel: ${steps.last}\n`;
    const results = bounded('actions-injection steps bomb', () =>
      checkActionsInjection([textFile(WORKFLOW, text)]),
    );
    // Thirty `run:` scalars are written on line 2: each is reported once per job, not 30^5 times.
    expect(results).toHaveLength(60);
    expect(new Set(results.map((r) => r.line))).toEqual(new Set([2]));
    const refs = bounded('uses: steps bomb', () =>
      fileReferences(
        WORKFLOW,
        text.replaceAll('run: "echo ${{ github.event.pull_request.title }}"', 'uses: o/r@v1'),
      ),
    );
    expect(refs).toHaveLength(60);
  });

  it('workflow triggers, jobs and composite steps made of aliases stay bounded', () => {
    const text = `on: ${list.last}\n${list.text}\n${map.text}\njobs: ${map.last}\n`;
    expect(bounded('workflow on/jobs bomb', () => checkActionsInjection([textFile(WORKFLOW, text)]))).toEqual(
      [],
    );
    const action = `${list.text}\nruns:\n  using: composite\n  steps: ${list.last}\n`;
    expect(bounded('composite bomb', () => fileReferences('action.yml', action))).toEqual([]);
  });

  it('compose files: services, environment and build made of aliases stay bounded', () => {
    for (const text of [
      `${map.text}\nservices: ${map.last}\n`,
      `${list.text}\n${map.text}\nservices:\n  web:\n    environment: ${map.last}\n    build: ${map.last}\n  api:\n    environment: ${list.last}\n`,
    ]) {
      const files = [textFile('docker-compose.yml', text), textFile('compose.yaml', text)];
      bounded('compose bomb (container-files)', () => checkContainerFiles(files));
      bounded('compose bomb (container-values)', () => checkContainerValues(files));
    }
  });

  it('the policy file: a clear error naming the file and the alias bound', () => {
    const text = `${list.text}\nignore: ${list.last}\n`;
    const failure = bounded('policy bomb', () => {
      try {
        parsePolicyFile('.github/security-policy.yml', text);
      } catch (error) {
        return error;
      }
      return null;
    });
    expect(failure).toBeInstanceOf(ConfigurationError);
    expect((failure as Error).message).toMatch(/security-policy\.yml.*aliases/);
  });

  it('the policy file over its size bound: refused before parsing, naming the file and the bound', () => {
    const text = `ignore:\n${'  - { id: X, reason: padding }\n'.repeat(10_000)}`;
    expect(() => parsePolicyFile('policy.yml', text)).toThrow(
      /^Policy file policy\.yml: larger than 256 KiB/,
    );
  });
});
