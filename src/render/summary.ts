// The job summary: verdict first, then the command's own sections (each command's spec lists them, from
// the section renderers here and beside), what was skipped, the errors. One small function per section;
// every untrusted string goes through md()/mdLink().
import type { AffectedPackageView, LockFileView, RunReport } from './model.ts';
import {
  cappedTable,
  FINDING_HEADERS,
  findingRow,
  severityCell,
  severityCounts,
  listedReasons,
  localResultsTable,
  notJudgedLines,
  table,
  verdictHeadline,
  SUMMARY_MAX_ROWS,
} from './markdown.ts';
import { groupedTables } from './baseline-section.ts';
import { codeLink } from './code-link.ts';
import { gateMarks, marked } from './gate-marks.ts';
import { glance } from './glance.ts';
import { md, mdLink } from './untrusted.ts';
import { plural } from '../plural.ts';

/** GitHub drops a step summary over 1 MiB; stay well under it. */
export const SUMMARY_MAX_BYTES = 900 * 1024;

/** A command's own sections of the job summary, in order (from its spec: src/commands/<name>/summary.ts). */
export type SummarySections = (report: RunReport) => readonly string[];

/**
 * The job summary: the verdict about `subject` (what the command's spec says its verdict is about, e.g.
 * `Security scan`), the command's own sections, then what was skipped and the errors.
 */
export function renderSummary(report: RunReport, subject: string, sections: SummarySections): string {
  const parts = [
    verdictSection(report, subject),
    ...sections(report),
    skippedSection(report),
    errorsSection(report),
  ].filter((s) => s !== '');
  return fitBytes(parts.join('\n\n') + '\n', SUMMARY_MAX_BYTES);
}

function verdictSection(r: RunReport, subject: string): string {
  const site = r.site ? ` for ${mdLink(r.site.label, r.site.webUrl)}` : '';
  // Not judged: the reason and the fix come first, then whatever else the run reported.
  const notJudged = notJudgedLines(r);
  const reasons = listedReasons(r, notJudged).map((reason) => {
    const items = reason.items.slice(0, 20).map((item) => `  - ${md(item)}`);
    return [`- ${md(reason.message, 500)}`, ...items].join('\n');
  });
  return [`## ${verdictHeadline(r, subject)}${site}`, ...notJudged, ...glance(r), ...reasons].join('\n');
}

export function scanSection(r: RunReport): string {
  const lines: string[] = [];
  if (r.approvalUrl) lines.push(`Approve the Deep scan: ${mdLink('open the approval page', r.approvalUrl)}`);
  const s = r.scan;
  if (!s) return lines.join('\n');
  const rows: string[][] = [
    ['Scan', mdLink(s.id, s.webUrl)],
    ['Kind', md(s.kind)],
    ['Status', md(s.status) + (s.timedOut ? ' (still running when the wait ended)' : '')],
  ];
  if (s.replayed) rows.push(['Start', 'replayed an earlier start of this run (not charged again)']);
  if (s.coveragePercent !== null) rows.push(['Coverage', `${s.coveragePercent}%`]);
  for (const caveat of s.caveats.slice(0, 10)) rows.push(['Caveat', md(caveat)]);
  return [...lines, '### Scan', table(['', ''], rows)].join('\n\n');
}

export function policySection(r: RunReport): string {
  // A run that judged nothing (a bad input, a refused key…) shows no policy the user may never have set.
  if (r.verdict.verdict === 'error') return '';
  const lines = [`### Policy`, md(r.verdict.policyText)];
  if (r.policyChange) lines.push(`- ⚠️ ${md(r.policyChange, 2000)}`);
  for (const i of r.verdict.ignored.slice(0, SUMMARY_MAX_ROWS)) {
    lines.push(
      `- ignored ${md(i.item)}: ${md(i.entry.reason)}${i.entry.until ? ` (until ${md(i.entry.until)})` : ''}`,
    );
  }
  for (const e of r.verdict.expiredIgnores) {
    lines.push(
      `- ⚠️ expired ignore ${md(e.id)} (until ${md(e.until)}): it no longer applies; renew or remove it`,
    );
  }
  return lines.join('\n');
}

export function findingsSection(r: RunReport): string {
  const f = r.findings;
  if (!f) return '';
  const parts = [`### Findings`, `Open: ${severityCounts(f.openBySeverity)}.`];
  if (f.comparedBy === 'none') parts.push('No baseline to compare with: every open finding was judged.');
  const marks = gateMarks(r);
  const [headers, row] = marked(marks, FINDING_HEADERS, findingRow, marks.finding);
  if (f.new.length > 0)
    parts.push(`#### New (${f.new.length})`, cappedTable(headers, f.new, row, SUMMARY_MAX_ROWS));
  // A fixed finding is no longer open: the gate never judges it.
  if (f.fixed.length > 0) {
    parts.push(
      `#### Fixed (${f.fixed.length})`,
      cappedTable(FINDING_HEADERS, f.fixed, findingRow, SUMMARY_MAX_ROWS),
    );
  }
  const newIds = new Set(f.new.map((x) => x.id));
  const still = f.open.filter((x) => !newIds.has(x.id));
  if (still.length > 0) {
    parts.push(`#### Still open (${still.length})`, cappedTable(headers, still, row, SUMMARY_MAX_ROWS));
  }
  return parts.join('\n\n');
}

export function packagesSection(r: RunReport): string {
  const d = r.dependencies;
  if (!d) return '';
  const files = d.files.map(
    (file) => `- ${codeLink(r.source, file.path, null)} (${md(file.format)}): ${lockFileCounts(file)}`,
  );
  const parts = [
    `### Dependencies`,
    d.uploaded
      ? `${plural(d.packageCount, 'pinned package')} uploaded${d.webUrl ? ` (${mdLink('inventory', d.webUrl)})` : ''}; ${d.affected.length} affected by an advisory.`
      : 'Nothing uploaded.',
  ];
  if (files.length > 0) parts.push(files.join('\n'));
  if (d.errors.length > 0) {
    parts.push(
      d.errors
        .slice(0, SUMMARY_MAX_ROWS)
        .map((e) => `- Not read: ${codeLink(r.source, e.path, e.line)}: ${md(e.message, 300)}`)
        .join('\n'),
    );
  }
  const marks = gateMarks(r);
  const [headers, row] = marked(
    marks,
    ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'],
    (a: AffectedPackageView) => [
      severityCell(a.severity),
      md(`${a.ecosystem} ${a.name}@${a.version}${a.development ? ' (development)' : ''}`),
      mdLink(`${a.advisoryId}: ${a.title}`, a.url),
      md(a.fixedIn ?? 'no fix yet'),
      a.locations.map((l) => codeLink(r.source, l.file, l.line)).join(', ') || 'not in a lock file read here',
    ],
    marks.advisory,
  );
  parts.push(...groupedTables(d.affected, (t) => `#### ${t}`, headers, row, SUMMARY_MAX_ROWS));
  return parts.join('\n\n');
}

function lockFileCounts(file: LockFileView): string {
  const reasons = Object.entries(file.skippedBy).map(([reason, count]) => `${count} ${md(reason)}`);
  return `${plural(file.packages, 'package')}${reasons.length > 0 ? `, skipped: ${reasons.join(', ')}` : ''}`;
}

export function localChecksSection(r: RunReport): string {
  const c = r.localChecks;
  if (!c) return '';
  const parts = [`### Local checks`, `Ran: ${c.ran.map((id) => md(id)).join(', ') || 'none'}.`];
  for (const refused of c.refused) parts.push(`- ${md(refused.id)} not run: ${md(refused.reason)}`);
  const marks = gateMarks(r);
  const [headers, row] = localResultsTable(r, marks, { places: 5 });
  parts.push(...groupedTables(c.results, (t) => `#### ${t}`, headers, row, SUMMARY_MAX_ROWS));
  return parts.join('\n\n');
}

function skippedSection(r: RunReport): string {
  if (r.skipped.length === 0 && r.warnings.length === 0) return '';
  const lines = r.skipped.map((s) => `- ${md(s.what)}: ${md(s.why, 500)}`);
  lines.push(...r.warnings.map((w) => `- ⚠️ ${md(w, 500)}`));
  return ['### Skipped and warnings', ...lines].join('\n');
}

function errorsSection(r: RunReport): string {
  if (r.errors.length === 0) return '';
  const lines = r.errors.map((e) =>
    [
      `- ${md(e.message, 500)}`,
      e.nextStep ? `  - Next step: ${md(e.nextStep, 500)}` : '',
      e.webUrl ? `  - ${mdLink('Open in the web application', e.webUrl)}` : '',
      e.requestId ? `  - Request id: ${md(e.requestId, 100)}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return ['### Service errors', ...lines].join('\n');
}

/** Cuts Markdown at a line boundary so it stays within a byte budget. */
export function fitBytes(
  text: string,
  maxBytes: number,
  note = '\n\n…cut to fit GitHub’s size limit; the report file has everything.\n',
): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const budget = maxBytes - Buffer.byteLength(note);
  let cut = Buffer.from(text)
    .subarray(0, budget)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  return cut + note;
}
