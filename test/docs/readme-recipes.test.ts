// Every workflow the README and docs/ show must run as written: each step that uses this action passes
// only inputs action.yml declares, and every `steps.<id>.outputs.<name>` read from such a step is an output it sets.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ourSteps, yamlBlocks } from './workflows.ts';

const action = parse(readFileSync('action.yml', 'utf8')) as {
  readonly inputs: Record<string, unknown>;
  readonly outputs: Record<string, unknown>;
};

/** What a workflow uses of the action that action.yml does not declare. */
function recipeProblems(text: string): string[] {
  const steps = ourSteps(text);
  const inputs = steps.flatMap((s) => Object.keys(s.with ?? {})).filter((key) => !(key in action.inputs));
  const ids = new Set(steps.map((s) => s.id));
  const outputs = [...text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)]
    .filter((m) => ids.has(m[1]) && !((m[2] ?? '') in action.outputs))
    .map((m) => m[2] ?? '');
  return [...inputs.map((i) => `input ${i}`), ...outputs.map((o) => `output ${o}`)];
}

/** The workflows of one Markdown file that use this action. */
function recipesOf(file: string): { file: string; line: number; text: string }[] {
  return yamlBlocks(readFileSync(file, 'utf8'))
    .filter((b) => ourSteps(b.text).length > 0)
    .map((b) => ({ file, ...b }));
}

const DOCS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const readmeRecipes = recipesOf('README.md');
const recipes = [...readmeRecipes, ...DOCS.flatMap(recipesOf)];

describe('README and docs/ recipes', () => {
  it('are there: the pull-request gate, the release Deep and the nightly monitor at least', () => {
    expect(readmeRecipes.length).toBeGreaterThanOrEqual(3);
  });

  it('the fork recipe is checked too', () => {
    expect(recipes.filter((r) => r.file === 'docs/fork-pull-requests.md').length).toBeGreaterThanOrEqual(2);
  });

  it.each(recipes.map((r) => [r.file, r.line, r.text] as const))(
    'the recipe of %s at line %i uses only inputs and outputs action.yml declares',
    (_, __, text) => {
      expect(recipeProblems(text)).toEqual([]);
    },
  );

  it('would catch an undeclared input and an output the action does not set', () => {
    const workflow = [
      'jobs:',
      '  j:',
      '    steps:',
      '      - id: s',
      '        uses: OWNER/security-scan-action@v1',
      '        with: { api-key: x, fail-no: high }',
      "      - if: steps.s.outputs.verdicts == 'fail' && steps.other.outputs.nope",
      '        run: exit 1',
      '      - uses: ./',
      '        with: { sites: x }',
      '      - uses: actions/checkout@v5',
      '        with: { fetch-depth: 0 }',
    ].join('\n');
    const [block] = yamlBlocks(`# t\n\n\`\`\`yaml\n${workflow}\n\`\`\`\n`);
    expect(block?.line).toBe(3);
    expect(recipeProblems(block?.text ?? '')).toEqual(['input fail-no', 'input sites', 'output verdicts']);
  });
});
