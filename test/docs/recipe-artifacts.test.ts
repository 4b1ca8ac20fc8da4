// The recipes' artifacts survive a re-run: upload-artifact v4 refuses a name the run already holds, so a
// re-run job that uploads without `overwrite: true` fails there, and the report job then reads the first
// attempt's report (a stale pass included) instead of the re-run's.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { yamlBlocks, type Step } from './workflows.ts';

const FILES = ['README.md', ...readdirSync('docs').flatMap((n) => (n.endsWith('.md') ? [`docs/${n}`] : []))];

/** Every upload-artifact step of the Markdown's workflows, with where it is. */
function uploads(file: string): { where: string; step: Step }[] {
  return yamlBlocks(readFileSync(file, 'utf8')).flatMap((block) => {
    const workflow = parse(block.text) as { jobs?: Record<string, { steps?: Step[] }> } | null;
    return Object.values(workflow?.jobs ?? {})
      .flatMap((job) => job.steps ?? [])
      .filter((step) => (step.uses ?? '').startsWith('actions/upload-artifact@'))
      .map((step) => ({ where: `${file}:${block.line}`, step }));
  });
}

describe('the artifacts of the recipes', () => {
  const all = FILES.flatMap(uploads);

  it('are uploaded by the matrix and the fork recipes', () => {
    expect(all.map((u) => u.where.split(':')[0])).toEqual(
      expect.arrayContaining(['README.md', 'docs/fork-pull-requests.md']),
    );
  });

  it('are replaced by a re-run of their job (overwrite: true)', () => {
    expect(all.filter((u) => u.step.with?.overwrite !== true).map((u) => u.where)).toEqual([]);
  });
});
