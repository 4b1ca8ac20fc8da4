// The architecture check: the Layers table parsed from the doc, the imports read from the code, and each
// import the table does not allow (or each allowed one nothing uses) named with the row to change.
import { describe, expect, it } from 'vitest';
import { check, importsOf, layerName, parseLayers, type Edge } from '../../scripts/architecture.ts';

const DOC = `# Architecture

## Layers

| folder | job | imports from |
| --- | --- | --- |
| \`src/index.ts\` | the root | everything it wires |
| \`src/commands/\` | commands | \`run\` |
| \`src/run/\` | a run | \`commands\` (types), \`report\`, \`errors.ts\` |
| \`src/report/\` | renderers | nothing |
| \`src/lockfiles/\`, \`src/local-checks/\` | readers | \`workspace\`, \`settings\` (ids) |
| \`src/settings/\` | inputs | \`errors.ts\` |
| \`src/workspace/\` | git | nothing |
| \`src/errors.ts\` | failures | nothing |

## A run

| not | the | table |
| --- | --- | --- |
| \`src/x/\` | y | \`z\` |
`;

const edge = (from: string, to: string, kind: Edge['kind'] = 'code', at = `src/${from}/a.ts:1`): Edge => ({
  from,
  to,
  kind,
  at,
});

describe('architecture check', () => {
  it('reads the layers and what each may import from the Layers table only', () => {
    const rows = parseLayers(DOC);
    expect(rows.map((r) => r.layers)).toEqual([
      ['index.ts'],
      ['commands'],
      ['run'],
      ['report'],
      ['lockfiles', 'local-checks'],
      ['settings'],
      ['workspace'],
      ['errors.ts'],
    ]);
    expect(rows[0]?.imports).toBeNull();
    expect(Object.fromEntries(rows[2]?.imports ?? [])).toEqual({
      commands: 'types',
      report: 'code',
      'errors.ts': 'code',
    });
    expect(rows[3]?.imports?.size).toBe(0);
    expect(layerName('src/run/state.ts')).toBe('run');
    expect(layerName('errors.ts')).toBe('errors.ts');
  });

  it('reads static, re-exported, type-only and dynamic imports of modules, with their lines', () => {
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/b.ts';",
      "export { c } from '../c/c.ts';",
      "export type { D } from '../d/d.ts';",
      "import { readFileSync } from 'node:fs';",
      "type E = import('../e/e.ts').E;",
      "const f = await import('../f/f.ts');",
    ].join('\n');
    expect(importsOf('x/x.ts', code)).toEqual([
      { specifier: './a.ts', types: false, line: 1 },
      { specifier: '../b/b.ts', types: true, line: 2 },
      { specifier: '../c/c.ts', types: false, line: 3 },
      { specifier: '../d/d.ts', types: true, line: 4 },
      { specifier: '../e/e.ts', types: true, line: 6 },
      { specifier: '../f/f.ts', types: false, line: 7 },
    ]);
  });

  it('passes code that keeps to the table and uses every edge it lists', () => {
    const rows = parseLayers(DOC);
    const edges = [
      edge('run', 'commands', 'types'),
      edge('run', 'report'),
      edge('run', 'errors.ts'),
      edge('lockfiles', 'workspace'),
      edge('local-checks', 'settings'),
      edge('settings', 'errors.ts'),
      edge('commands', 'run'),
      edge('index.ts', 'run'),
    ];
    expect(check(rows, edges)).toEqual({ refused: [], unused: [] });
  });

  it('names the row to change for each import the table does not allow', () => {
    const rows = parseLayers(DOC);
    const { refused } = check(rows, [
      edge('run', 'commands', 'types', 'src/run/deps.ts:5'),
      edge('run', 'commands', 'code', 'src/run/state.ts:3'),
      edge('workspace', 'settings', 'types', 'src/workspace/git.ts:2'),
      edge('baseline', 'run', 'code', 'src/baseline/store.ts:7'),
      edge('run', 'slug.ts', 'code', 'src/run/finalize.ts:9'),
    ]);
    expect(refused).toEqual([
      'run → commands (at runtime): in row "src/run/", imports from: drop "(types)" after `commands`\n    src/run/state.ts:3',
      'workspace → settings (types only): in row "src/workspace/", imports from: add `settings` (types)\n    src/workspace/git.ts:2',
      'baseline → run (at runtime): add a row for `src/baseline/` that imports from `run`\n    src/baseline/store.ts:7',
      'run → slug.ts (at runtime): add a row for `src/slug.ts` below row "src/run/"\n    src/run/finalize.ts:9',
    ]);
  });

  it('refuses an import at runtime of a layer higher up the table, even when its row lists it', () => {
    const doc =
      '## Layers\n\n| folder | job | imports from |\n| - | - | - |\n| `src/a/` | a | `b` |\n| `src/b/` | b | `a` |\n';
    const rows = parseLayers(doc);
    expect(check(rows, [edge('a', 'b'), edge('b', 'a', 'types')]).refused).toEqual([]);
    expect(check(rows, [edge('a', 'b'), edge('b', 'a', 'code', 'src/b/b.ts:2')]).refused).toEqual([
      'b → a (at runtime): move row "src/a/" below row "src/b/": imports go down the table\n    src/b/b.ts:2',
    ]);
  });

  it('names each listed import that no code uses, for any layer of its row', () => {
    const { unused } = check(parseLayers(DOC), [edge('run', 'report'), edge('local-checks', 'workspace')]);
    expect(unused).toEqual([
      'in row "src/commands/", imports from: remove `run` (no import uses it)',
      'in row "src/run/", imports from: remove `commands` (no import uses it)',
      'in row "src/run/", imports from: remove `errors.ts` (no import uses it)',
      'in row "src/lockfiles/, src/local-checks/", imports from: remove `settings` (no import uses it)',
      'in row "src/settings/", imports from: remove `errors.ts` (no import uses it)',
    ]);
  });
});
