// Reading the workflows a Markdown page shows: its ```yaml blocks and the steps that use this action.
import { parse } from 'yaml';

export interface Step {
  readonly id?: string;
  readonly uses?: string;
  readonly with?: Record<string, unknown>;
}

/** `OWNER/security-scan-action@ref` (or a path inside it), or `./` as in this repository's own workflows. */
const OURS = /^(?:[\w.-]+\/security-scan-action(?:\/[\w./-]*)?@.+|\.\/?)$/;

/** The Markdown's ```yaml blocks, with the line each starts on. */
export function yamlBlocks(markdown: string): { line: number; text: string }[] {
  return [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((m) => ({
    line: markdown.slice(0, m.index).split('\n').length,
    text: m[1] ?? '',
  }));
}

/** The steps of a workflow's jobs that use this action. */
export function ourSteps(text: string): Step[] {
  const workflow = parse(text) as { jobs?: Record<string, { steps?: Step[] }> } | null;
  const steps = Object.values(workflow?.jobs ?? {}).flatMap((job) => job.steps ?? []);
  return steps.filter((s) => OURS.test(s.uses ?? ''));
}
