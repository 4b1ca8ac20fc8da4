// Small Markdown builders shared by the summary, the PR comment and issues. Cell text must already be
// inert (see untrusted.ts); these only lay it out.
import { placesLinks } from './code-link.ts';
import { marked, type GateMarks } from './gate-marks.ts';
import { md, mdLink } from './untrusted.ts';
import type { FindingView, LocalResultView, RunReport } from './model.ts';
import type { ReportedSeverity } from '../settings/choices.ts';

const SEVERITY_ICON: Record<ReportedSeverity, string> = {
  critical: '🟥',
  high: '🟧',
  medium: '🟨',
  low: '🟦',
  info: '⬜',
  unknown: '▫️',
};

export function severityCell(severity: ReportedSeverity): string {
  return `${SEVERITY_ICON[severity]} ${severity}`;
}

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A table of at most `max` rows, saying how many more there were. */
export function cappedTable<T>(
  headers: readonly string[],
  items: readonly T[],
  row: (item: T) => readonly string[],
  max: number,
): string {
  const shown = table(headers, items.slice(0, max).map(row));
  const more = items.length - max;
  return more > 0 ? `${shown}\n\n…and ${more} more (all of them are in the report file).` : shown;
}

export function findingRow(f: FindingView): string[] {
  return [
    severityCell(f.severity),
    f.code ? `\`${f.code.replace(/[^A-Za-z0-9-]/g, '')}\`` : md(f.id, 40),
    mdLink(f.title, f.webUrl),
  ];
}

/** Rows a job summary table shows before it says how many more the report file holds. */
export const SUMMARY_MAX_ROWS = 50;

/**
 * The local results' table, Gate column first when the gate marks a row: `places` links at most, the
 * message cut at `messageChars` (the comment is kept short; the summary has room).
 */
export function localResultsTable(
  r: RunReport,
  marks: GateMarks,
  fit: { readonly places: number; readonly messageChars?: number },
): [readonly string[], (x: LocalResultView) => string[]] {
  return marked(
    marks,
    ['Severity', 'Rule', 'Where', 'Message'],
    (x: LocalResultView) => [
      severityCell(x.severity),
      md(x.ruleId),
      placesLinks(r.source, x, fit.places),
      md(x.message, fit.messageChars),
    ],
    marks.local,
  );
}

export const FINDING_HEADERS = ['Severity', 'Code', 'Title'];

/**
 * The report's headline, about `subject` (what the command's spec says its verdict is about, e.g. `Security
 * scan`); a skipped run passes, and says it was skipped rather than that it passed. A run
 * that could not judge (`error`) never reads like a security failure.
 */
export function verdictHeadline(r: Pick<RunReport, 'verdict' | 'runSkipped'>, subject: string): string {
  switch (r.verdict.verdict) {
    case 'pass':
      return r.runSkipped ? `⏭️ ${subject} skipped` : `✅ ${subject} passed`;
    case 'warn':
      return r.runSkipped
        ? `⚠️ ${subject} skipped (not failing)`
        : `⚠️ ${subject} found problems (not failing)`;
    case 'error':
      return `⚠️ Not judged: ${subject} gave no verdict`;
    case 'fail':
      return `❌ ${subject} failed`;
  }
}

export function severityCounts(counts: Readonly<Record<string, number>>): string {
  const parts = ['critical', 'high', 'medium', 'low', 'info']
    .filter((s) => (counts[s] ?? 0) > 0)
    .map((s) => `${counts[s]} ${s}`);
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** The reasons listed under a headline: with a not-judged block, the errors it already says are left out. */
export function listedReasons(
  r: Pick<RunReport, 'verdict'>,
  notJudged: readonly string[],
): RunReport['verdict']['reasons'] {
  return notJudged.length > 0 ? r.verdict.reasons.filter((x) => x.level !== 'error') : r.verdict.reasons;
}

/**
 * What an `error` verdict says first, before any table: why nothing was judged and what to do about it
 * (the reason names the input or the service's answer; the service's next step where it gave one). Such a
 * run found nothing: it must not read like a security failure. Empty for other verdicts.
 */
export function notJudgedLines(r: Pick<RunReport, 'verdict' | 'errors'>): string[] {
  if (r.verdict.verdict !== 'error') return [];
  const why = r.verdict.reasons.filter((x) => x.level === 'error').map((x) => md(x.message, 500));
  const fixes = [...new Set(r.errors.flatMap((e) => (e.nextStep ? [md(e.nextStep, 500)] : [])))];
  // A paragraph each (a blank line after it), so Markdown does not run them together.
  const block = (label: string, items: readonly string[]) => {
    if (items.length === 0) return [];
    const [only] = items;
    return items.length === 1
      ? [`**${label}:** ${only ?? ''}`, '']
      : [`**${label}:**`, ...items.map((i) => `- ${i}`), ''];
  };
  return [
    ...block('Why', why),
    ...block('What to do', fixes),
    'Nothing was checked against the policy, so this is not a security finding.',
    '',
  ];
}
