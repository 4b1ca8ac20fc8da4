// The monitor's section of the job summary: new advisories, withdrawn ones, and what "new" was judged
// against. Advisory text is untrusted: every string goes through md()/mdLink().
import type { AdvisoryView, MonitorMemory } from './monitor-model.ts';
import type { RunReport } from './model.ts';
import { readableDate } from './dates.ts';
import { gateMarks, marked } from './gate-marks.ts';
import { cappedTable, severityCell, SUMMARY_MAX_ROWS } from './markdown.ts';
import { md, mdLink } from './untrusted.ts';

const MEMORY_NOTE: Record<MonitorMemory, string> = {
  restored: 'New since the last monitor run of this site.',
  empty:
    'Nothing remembered from an earlier run (a first run, or the cache entry could not be read): every advisory of the window is shown as new.',
  unavailable:
    'The Actions cache is not available, so nothing is remembered between runs: every advisory of the window is shown as new.',
  unreadable:
    'The remembered state could not be read (corrupt or from another version): every advisory of the window is shown as new.',
};

export function monitorSection(r: RunReport): string {
  const m = r.monitor;
  if (!m) return '';
  const filters = Object.entries(m.filters).map(([name, value]) => `${md(name)}: ${md(value, 100)}`);
  const parts = [
    '### Advisories',
    `${m.listed} in the window (${filters.join(', ')}); ${m.new.length} new, ${m.withdrawn.length} withdrawn, ${m.alreadyReported} reported before.`,
    MEMORY_NOTE[m.memory],
  ];
  const issues = new Map(m.issues.map((i) => [i.advisoryId, i]));
  const row = (a: AdvisoryView) => advisoryRow(a, issues.get(a.id)?.url ?? null);
  const marks = gateMarks(r);
  const [headers, markedRow] = marked(marks, ADVISORY_HEADERS, row, marks.monitorAdvisory);
  if (m.new.length > 0) {
    parts.push(`#### New (${m.new.length})`, cappedTable(headers, m.new, markedRow, SUMMARY_MAX_ROWS));
  }
  // The gate judges new advisories only: a withdrawn one is listed for information.
  if (m.withdrawn.length > 0) {
    parts.push(
      `#### Withdrawn since reported (${m.withdrawn.length})`,
      cappedTable(ADVISORY_HEADERS, m.withdrawn, row, SUMMARY_MAX_ROWS),
    );
  }
  return parts.join('\n\n');
}

const day = (iso: string) => readableDate(iso) ?? md(iso, 30);

const ADVISORY_HEADERS = ['Severity', 'Advisory', 'Affects', 'Published', 'Issue'];

function advisoryRow(a: AdvisoryView, issueUrl: string | null): string[] {
  return [
    `${a.exploited ? '🔥 exploited ' : ''}${severityCell(a.severity)}`,
    mdLink(`${a.id}: ${a.title}`, a.url),
    md([...a.packages, ...a.sites].join(', ') || a.kind, 200),
    a.withdrawnAt ? `withdrawn ${day(a.withdrawnAt)}` : day(a.publishedAt),
    issueUrl ? mdLink('issue', issueUrl) : '',
  ];
}
