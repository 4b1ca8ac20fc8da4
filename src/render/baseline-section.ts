// What a pull request was judged against: the baseline scan and where it came from (summary and comment),
// and the split of lock-file and local-check results into what the pull request brings and what the base
// already had ("still open").
import type { BaselineView, RunReport } from './model.ts';
import { cappedTable } from './markdown.ts';
import { md } from './untrusted.ts';

const HOW_TO_GET_ONE =
  'run this action with the same `site` on pushes to the base branch (`on: push`): each succeeded scan there becomes the baseline of later pull requests';
/** After a cache outage a baseline may well be recorded: the way back is a re-run, not a new workflow. */
const AFTER_OUTAGE = 'the Actions cache could not be read, so the recorded baseline (if any) was not used';

/** One sentence: which scan, recorded by which run on which branch; or why there is none. */
export function describeBaseline(b: BaselineView): string {
  const by = b.recordedBy;
  const at = by?.sha ? ` at ${by.sha.slice(0, 12)}` : '';
  const run = by ? `the ${by.event} run ${by.runId} on ${b.branch ?? ''}${at}` : '';
  switch (b.source) {
    case 'input':
      return `scan ${b.scanId ?? ''}, given in the 'baseline' input`;
    case 'base-branch':
      return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (the base branch)`;
    case 'branch':
      return `scan ${b.scanId ?? ''} of ${b.site}, recorded by ${run} (this branch's previous run)`;
    case 'none':
      return `none (${b.note ?? 'no baseline'})`;
  }
}

export function baselineSection(r: RunReport): string {
  const b = r.baseline;
  if (!b) return '';
  const lines = ['### Baseline', md(describeBaseline(b), 1000)];
  if (b.rerun) lines.push(md(b.rerun, 500));
  if (b.source === 'none' && r.verdict.policyText.includes('new')) {
    lines.push(
      b.unread
        ? `Every open finding was judged: ${AFTER_OUTAGE}. To judge only what a pull request brings, re-run the job once the Actions cache answers again.`
        : `Every open finding was judged. To judge only what a pull request brings, ${HOW_TO_GET_ONE}.`,
    );
  }
  if (b.recordedFor) {
    lines.push(`This run's scan is now the baseline of ${md(b.recordedFor)} for later pull requests.`);
  }
  return lines.join('\n\n');
}

/** The comment's line on the baseline: what "new" was measured against, or that there was nothing. */
export function baselineComment(r: RunReport): string {
  const b = r.baseline;
  if (b?.unread)
    return `**Baseline not read**: ${AFTER_OUTAGE}; every open finding was judged. Re-run the job once the Actions cache answers again.`;
  if (!b || b.source === 'none') {
    return `**No baseline yet**: every open finding was judged. To get one, ${HOW_TO_GET_ONE}.`;
  }
  return `Compared with ${md(describeBaseline(b), 500)}.`;
}

/**
 * Results compared with the base, as a "new in this pull request" group and a "still open" group, each
 * with its heading; results never compared (no base to read) as one group without a heading.
 */
export function newnessGroups<T extends { readonly isNew?: boolean }>(
  items: readonly T[],
  heading: (text: string) => string,
): [string, readonly T[]][] {
  if (!items.some((i) => i.isNew !== undefined)) return items.length > 0 ? [['', items]] : [];
  const fresh = items.filter((i) => i.isNew !== false);
  const stillOpen = items.filter((i) => i.isNew === false);
  const groups: [string, readonly T[]][] = [];
  if (fresh.length > 0) groups.push([heading(`New in this pull request (${fresh.length})`), fresh]);
  if (stillOpen.length > 0) {
    groups.push([heading(`Still open, already on the base branch (${stillOpen.length})`), stillOpen]);
  }
  return groups;
}

/** `newnessGroups` rendered: each group's heading (if any) followed by its capped table. */
export function groupedTables<T extends { readonly isNew?: boolean }>(
  items: readonly T[],
  heading: (text: string) => string,
  headers: readonly string[],
  row: (item: T) => string[],
  maxRows: number,
): string[] {
  return newnessGroups(items, heading).flatMap(([title, group]) => [
    ...(title ? [title] : []),
    cappedTable(headers, group, row, maxRows),
  ]);
}
