// Lock files and workflow files with NUL bytes, invalid UTF-8, BOMs, CRLF or lone CR line ends, extremely
// long lines, deep nesting or cut short: each ends in results or errors naming the file and a line, in
// bounded time, never a throw. Mutation positions are drawn from the suite's seed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileReferences } from '../../src/commands/repository-check/uses-references.ts';
import { checkActionsInjection } from '../../src/local-checks/actions-injection.ts';
import { enumerateFiles } from '../../src/local-checks/files.ts';
import { runLocalChecks } from '../../src/local-checks/index.ts';
import { MAX_YAML_BYTES } from '../../src/local-checks/yaml-source.ts';
import { collectInventory, parseLockFile } from '../../src/lockfiles/index.ts';
import { lockFileSource } from '../../src/lockfiles/names.ts';
import { MAX_V1_NESTING } from '../../src/lockfiles/npm.ts';
import { FIXTURES } from '../lockfiles/fixture.ts';
import { bounded, RUNS, textFile } from './bounds.ts';
import { workspaces } from './workspace.ts';

const PARSER_NAMES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'poetry.lock', 'requirements.txt'];

/** Every lock-file fixture, under the name its parser goes by. */
const LOCK_FILES = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .flatMap((entry) => {
    const name = PARSER_NAMES.find((n) => entry.name.endsWith(n.replace('requirements.txt', '.txt')));
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    return name === undefined ? [] : [{ fixture: entry.name, name, text }];
  });

const WORKFLOWS = join(FIXTURES, '../local-checks/actions-injection/.github/workflows');
const WORKFLOW_FILES = readdirSync(WORKFLOWS).map((name) => ({
  path: `.github/workflows/${name}`,
  text: readFileSync(join(WORKFLOWS, name), 'utf8'),
}));

const LONG = 'a'.repeat(2 * 1024 * 1024);

/** Damage at a position given as a fraction of the text. */
const MUTATIONS: Record<string, (text: string, at: number) => string> = {
  nul: (t, at) => insert(t, at, '\0'),
  'invalid UTF-8 (decoded)': (t, at) => insert(t, at, '\uFFFD\uD800'),
  'BOM in the middle': (t, at) => insert(t, at, '\uFEFF'),
  'two BOMs': (t) => `\uFEFF\uFEFF${t}`,
  crlf: (t) => t.replaceAll('\n', '\r\n'),
  'lone CR': (t) => t.replaceAll('\n', '\r'),
  'long line': (t, at) => insert(t, at, `\n${LONG}\n`),
  'long quoted line': (t, at) => insert(t, at, `\n"${LONG}\n`),
  'cut short': (t, at) => t.slice(0, Math.floor(t.length * at)),
};

function insert(text: string, at: number, piece: string): string {
  const offset = Math.floor(text.length * at);
  return text.slice(0, offset) + piece + text.slice(offset);
}

const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

/** Runs `check` on files damaged by each mutation at positions drawn from the seed. */
function everyDamage<T extends { readonly text: string }>(
  files: readonly T[],
  check: (file: T, damaged: string, mutation: string) => void,
): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...files),
      fc.constantFrom(...Object.keys(MUTATIONS)),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (file, mutation, at) => check(file, MUTATIONS[mutation]?.(file.text, at) ?? file.text, mutation),
    ),
    { ...RUNS, numRuns: 60 },
  );
}

describe('lock files with hostile bytes', () => {
  it('end in packages or errors naming the file and a line, never a throw', () => {
    everyDamage(LOCK_FILES, ({ name }, damaged, mutation) => {
      const parsed = bounded(`${name} with ${mutation}`, () => parseLockFile(name, damaged), 1_500);
      for (const error of parsed.errors) {
        expect(error.path).toBe(name);
        expect(error.line).toBeGreaterThanOrEqual(1);
        expect(error.line).toBeLessThanOrEqual(lineCount(damaged) + 1);
      }
    });
  });

  it('read from disk: invalid UTF-8, NUL, BOM and CRLF bytes do not stop the other files', async () => {
    const w = workspaces();
    const honest = LOCK_FILES.find((file) => file.fixture === 'v3-package-lock.json')?.text ?? '';
    w.write('package-lock.json', honest);
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    const broken = Buffer.concat([
      bytes('\uFEFFflask==2.0.1\r\n'),
      Buffer.from([0xc3, 0x28, 0xff, 0x00]),
      bytes('\r\nx==1\n'),
    ]);
    writeFileSync(join(w.root, 'requirements.txt'), broken);
    writeFileSync(join(w.root, 'yarn.lock'), Buffer.from([0xfe, 0xff, 0x00, 0x61, 0x00, 0x3a]));
    const { files, errors } = await collectInventory(w.root, 'auto');
    expect(files.map((file) => file.path)).toEqual(['package-lock.json', 'requirements.txt', 'yarn.lock']);
    expect(files[0]?.packages.length).toBeGreaterThan(0);
    expect(files[1]?.packages.map((p) => [p.name, p.lines])).toEqual([
      ['flask', [1]],
      ['x', [3]],
    ]);
    for (const error of errors) expect(['requirements.txt', 'yarn.lock']).toContain(error.path);
  });

  it('over the size bound: refused before reading, naming the file and the limit', async () => {
    const w = workspaces();
    w.write('package-lock.json', `{"lockfileVersion": 3, "packages": {"": {}}, "x": "${'a'.repeat(4096)}"}`);
    const { files, errors } = await collectInventory(w.root, 'auto', { maxFileBytes: 1024 });
    expect(files).toEqual([]);
    expect(errors).toEqual([
      {
        path: 'package-lock.json',
        line: null,
        message: expect.stringMatching(/package-lock\.json is \d+ bytes, over the limit of 1024/),
      },
    ]);
  });

  it('package-lock.json nested 100,000 levels deep: read without a stack overflow', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const text = `{"lockfileVersion": 3, "packages": {"": {}, "node_modules/a": {"version": "1.0.0", "x": ${deep}}}}`;
    const parsed = bounded('deep package-lock', () => parseLockFile('package-lock.json', text));
    expect(parsed.packages.map((p) => p.name)).toEqual(['a']);
  });

  it('package-lock.json v1 with dependencies nested 10,000 deep: an error on the line past the limit', () => {
    const nestedV1 = (depth: number) =>
      `{"lockfileVersion": 1, "dependencies": {\n${'"a": {"version": "1.0.0", "dependencies": {\n'.repeat(depth)}${'}}'.repeat(depth)}}}`;
    const parsed = bounded('v1 nested 10,000 deep', () =>
      parseLockFile('package-lock.json', nestedV1(10_000)),
    );
    expect(parsed.packages).toEqual([]);
    expect(parsed.errors).toEqual([
      {
        path: 'package-lock.json',
        line: MAX_V1_NESTING + 2,
        message: expect.stringMatching(`nested more than ${MAX_V1_NESTING} levels deep: not read`),
      },
    ]);
    const atLimit = parseLockFile('package-lock.json', nestedV1(MAX_V1_NESTING));
    expect(atLimit.errors).toEqual([]);
    expect(atLimit.packages.flatMap((p) => p.lines)).toHaveLength(MAX_V1_NESTING);
  });
});

describe('workflow files with hostile bytes', () => {
  it('give results on lines of the file or none, never a throw', () => {
    everyDamage(WORKFLOW_FILES, ({ path }, damaged, mutation) => {
      const results = bounded(`${path} with ${mutation}`, () =>
        checkActionsInjection([textFile(path, damaged)]),
      );
      const refs = bounded(`uses: of ${path} with ${mutation}`, () => fileReferences(path, damaged));
      for (const { line } of [...results, ...(refs ?? [])]) {
        expect(line).toBeGreaterThanOrEqual(1);
        expect(line).toBeLessThanOrEqual(lineCount(damaged));
      }
    });
  });

  it('CRLF line ends and a BOM change no result and no line', () => {
    const plain = checkActionsInjection(WORKFLOW_FILES.map(({ path, text }) => textFile(path, text)));
    const windows = checkActionsInjection(
      WORKFLOW_FILES.map(({ path, text }) => textFile(path, `\uFEFF${text.replaceAll('\n', '\r\n')}`)),
    );
    expect(plain.length).toBeGreaterThan(0);
    expect(windows).toEqual(plain);
  });

  it('over the YAML bound or not valid YAML: listed in skipped with the reason and line, no result', async () => {
    const w = workspaces();
    const injectable =
      'on: issues\njobs:\n  a:\n    steps:\n      - run: echo "${{ github.event.issue.title }}"\n';
    w.write('.github/workflows/big.yml', `${injectable}# ${'x'.repeat(MAX_YAML_BYTES)}\n`);
    w.write('.github/workflows/broken.yml', `${injectable}  b: x: y\n`);
    w.write('tools/action.yml', 'runs:\n  using: composite\n\tsteps: []\n');
    w.write('.github/workflows/fine.yml', injectable);
    const run = await runLocalChecks(w.root, ['actions-injection'], { now: () => 0 });
    expect(run.results.map((r) => r.file)).toEqual(['.github/workflows/fine.yml']);
    expect(run.skipped).toEqual([
      {
        path: '.github/workflows/big.yml',
        reason: `actions-injection: over ${MAX_YAML_BYTES} characters, not parsed`,
      },
      {
        path: '.github/workflows/broken.yml',
        reason:
          'actions-injection: not valid YAML: line 6: Nested mappings are not allowed in compact mappings',
      },
      {
        path: 'tools/action.yml',
        reason: expect.stringMatching(/^actions-injection: not valid YAML: line \d: /),
      },
    ]);
  });

  it('a NUL early in the file or a size over the bound: skipped with the reason, not read', async () => {
    const w = workspaces();
    w.write('.github/workflows/nul.yml', `on: push\0\njobs: {}\n`);
    w.write('.github/workflows/big.yml', `on: push\n# ${'x'.repeat(4096)}\n`);
    const { files, skipped } = await enumerateFiles(w.root, { maxFileBytes: 1024 });
    expect(files.map((file) => file.text())).toEqual([null, null]);
    expect(skipped).toEqual([
      { path: '.github/workflows/big.yml', reason: 'over 1024 bytes, content not read' },
      { path: '.github/workflows/nul.yml', reason: 'binary, content not read' },
    ]);
  });
});

it('every lock-file fixture is in the suite under a name its parser reads', () => {
  expect(LOCK_FILES.length).toBeGreaterThanOrEqual(15);
  for (const { name } of LOCK_FILES) expect(lockFileSource(name)).not.toBeNull();
});
