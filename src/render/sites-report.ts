// The job summary and the sticky comment of `command: report` over the reports of several sites (a matrix):
// one line per site with its verdict, then each site's details, then the lock-file and local results once
// (every job of the matrix reads the same checkout). Every string of a report goes through md()/mdLink().
import type { VerdictValue } from '../policy/gate.ts';
import { affected, commentMarker, local, renderComment } from './comment.ts';
import { gateMarks } from './gate-marks.ts';
import { table, verdictHeadline } from './markdown.ts';
import type { RunReport } from './model.ts';
import type { Command } from '../settings/choices.ts';
import { fitBytes, localChecksSection, packagesSection, SUMMARY_MAX_BYTES } from './summary.ts';
import { md, mdLink } from './untrusted.ts';
import { plural } from '../plural.ts';
import { COMMENT_MAX_CHARS } from './comment.ts';

export interface SiteRow {
  /** The site identity. */
  readonly key: string;
  /** Its report; null when no job wrote one. */
  readonly report: RunReport | null;
  /** False for a report of a site the expected list does not name. */
  readonly expected: boolean;
}

export interface SitesView {
  readonly sites: readonly SiteRow[];
  /** The combined verdict, worst first. */
  readonly verdict: VerdictValue;
  /** What the reports judged, in a few words (`pull request #7 at abc…`): trusted text. */
  readonly about: string;
}

/**
 * The combined comment's marker, of the command posting it (`report`): one a workflow, apart from the
 * single-site comments of the scans.
 */
export const sitesMarker = (command: Command, workflow: string) =>
  commentMarker(command, `sites:${workflow || 'workflow'}`);

const VERDICT_CELL: Readonly<Record<VerdictValue, string>> = {
  pass: '✅ pass',
  warn: '⚠️ warn',
  fail: '❌ fail',
  error: '⛔ not judged',
};

/** `summaryOf`: a site's report's own job summary, as the command that wrote it (a scan) renders it. */
export function renderSitesSummary(view: SitesView, summaryOf: (report: RunReport) => string): string {
  const budget = Math.floor(SUMMARY_MAX_BYTES / (view.sites.length + 2));
  const details = view.sites.flatMap((site) =>
    site.report ? [collapsed(site, demote(fitBytes(summaryOf(withoutRepository(site.report)), budget)))] : [],
  );
  const parts = [headline(view, '##'), siteTable(view), ...details, repositorySummary(view, budget)];
  // A blank line at the end closes the last HTML block, so the summary that follows reads as Markdown.
  return fitBytes(parts.filter((p) => p !== '').join('\n\n') + '\n\n', SUMMARY_MAX_BYTES);
}

export function renderSitesComment(view: SitesView, marker: string, runUrl: string | null): string {
  const budget = Math.floor(COMMENT_MAX_CHARS / (view.sites.length + 3));
  const details = view.sites.flatMap((site) =>
    site.report
      ? [collapsed(site, cutChars(demote(renderComment(withoutRepository(site.report), '', null)), budget))]
      : [],
  );
  const parts = [
    marker,
    headline(view, '###'),
    siteTable(view),
    ...details,
    cutChars(repositoryComment(view), budget * 2),
    runUrl ? mdLink('Full report and job summary', runUrl) : '',
  ];
  return cutChars(parts.filter((p) => p !== '').join('\n\n') + '\n', COMMENT_MAX_CHARS);
}

function headline(view: SitesView, level: string): string {
  const verdict = { verdict: view.verdict, reasons: [], ignored: [], expiredIgnores: [], policyText: '' };
  const head = verdictHeadline({ verdict, runSkipped: null }, 'Security gate');
  const count = plural(view.sites.filter((s) => s.expected).length, 'site');
  return `${level} ${head}: ${count}\n\nFor ${view.about}.`;
}

function siteTable(view: SitesView): string {
  const rows = view.sites.map((site) => {
    const r = site.report;
    const scan = r?.scan ? mdLink(r.scan.id, r.scan.webUrl) : '';
    if (!site.expected)
      return [md(site.key), '⛔ not expected', scan, 'a report of a site the expected sites do not list'];
    if (r === null)
      return [
        md(site.key),
        '⛔ no report',
        '',
        'no job wrote its report: a cancelled job, or one that stopped before it',
      ];
    const why = r.verdict.reasons.map((x) => md(x.message, 200)).join('; ');
    return [md(site.key), VERDICT_CELL[r.verdict.verdict], scan, r.runSkipped ? md(r.runSkipped, 200) : why];
  });
  return table(['Site', 'Verdict', 'Scan', 'Why'], rows);
}

function collapsed(site: SiteRow, body: string): string {
  const verdict = site.report ? VERDICT_CELL[site.report.verdict.verdict] : '';
  return `<details><summary>${md(site.key, 200)}: ${verdict}</summary>\n\n${body.trim()}\n\n</details>`;
}

/** A site's own part: its lock-file and local results are shown once for all sites. */
const withoutRepository = (r: RunReport): RunReport => ({ ...r, dependencies: null, localChecks: null });

/** The report whose lock-file and local results stand for all (the first that has any). */
function repositoryReport(view: SitesView): { readonly site: string; readonly report: RunReport } | null {
  const found = view.sites.find((s) => s.report && (s.report.dependencies || s.report.localChecks));
  return found?.report ? { site: found.key, report: found.report } : null;
}

const fromNote = (site: string) =>
  `From the report of ${md(site, 200)}: every job of the matrix reads the same checkout.`;

function repositorySummary(view: SitesView, budget: number): string {
  const from = repositoryReport(view);
  if (!from) return '';
  const sections = [packagesSection(from.report), localChecksSection(from.report)].filter((s) => s !== '');
  return fitBytes(['## Lock files and local checks', fromNote(from.site), ...sections].join('\n\n'), budget);
}

function repositoryComment(view: SitesView): string {
  const from = repositoryReport(view);
  if (!from) return '';
  const marks = gateMarks(from.report);
  const sections = [affected(from.report, marks), local(from.report, marks)].filter((s) => s !== '');
  return sections.length > 0 ? [fromNote(from.site), ...sections].join('\n\n') : '';
}

/** Each heading one level down, under the combined headline (report text is one-line and escaped by md()). */
const demote = (markdown: string) => markdown.replace(/^(#{1,5}) /gm, '#$1 ');

function cutChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = '\n\n…cut to fit; the job summary and the report files have everything.\n';
  const cut = text.slice(0, Math.max(0, max - note.length));
  return cut.slice(0, Math.max(0, cut.lastIndexOf('\n'))) + note;
}
