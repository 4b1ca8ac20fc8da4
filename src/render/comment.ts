// The sticky PR comment: what this pull request changed (new and fixed), then the state of things,
// within GitHub's comment size limit. The hidden marker lets the next run find and update it.
import type { AffectedPackageView, FindingView, RunReport } from './model.ts';
import {
  cappedTable,
  FINDING_HEADERS,
  findingRow,
  listedReasons,
  localResultsTable,
  notJudgedLines,
  severityCell,
  severityCounts,
  verdictHeadline,
} from './markdown.ts';
import { baselineComment, groupedTables } from './baseline-section.ts';
import { codeLink } from './code-link.ts';
import { gateMarks, marked, type GateMarks } from './gate-marks.ts';
import { glance } from './glance.ts';
import { repositoryChecksSection } from './repository-summary.ts';
import { md, mdLink } from './untrusted.ts';

/** GitHub refuses comment bodies over 65,536 characters. */
export const COMMENT_MAX_CHARS = 65_000;
const MAX_ROWS = 25;
/** Items named under each reason of the verdict; the report file has all of them. */
const MAX_ITEMS = 25;
/** The comment speaks of the gate, so its verdict is never read as the scan's own status. */
const GATE_SUBJECT = 'Security gate';

/** One marker per command and site, so parallel matrix jobs each keep their own comment. */
export function commentMarker(command: string, siteKey: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._:/-]/g, '_');
  return `<!-- security-scan-action:${safe(command)}:${safe(siteKey)} -->`;
}

export function renderComment(report: RunReport, marker: string, runUrl: string | null): string {
  const marks = gateMarks(report);
  const parts = [
    marker,
    headline(report),
    scanLine(report),
    changes(report, marks),
    stillOpen(report),
    affected(report, marks),
    local(report, marks),
    repositoryChecksSection(report, MAX_ROWS),
    runUrl ? `${mdLink('Full report and job summary', runUrl)}` : '',
  ].filter((p) => p !== '');
  return fitChars(parts.join('\n\n') + '\n', runUrl);
}

/** The gate's verdict, and every item it names: the scan's own status is a separate statement below. */
function headline(r: RunReport): string {
  const site = r.site ? ` · ${mdLink(r.site.label, r.site.webUrl)}` : '';
  const notJudged = notJudgedLines(r);
  const reasons = listedReasons(r, notJudged).map((x) => {
    const items = x.items.slice(0, MAX_ITEMS).map((item) => `  - ${md(item, 300)}`);
    const more = x.items.length - MAX_ITEMS;
    if (more > 0) items.push(`  - …and ${more} more (all of them are in the report file)`);
    return [`- ${md(x.message, 300)}`, ...items].join('\n');
  });
  const policy = r.policyChange ? [`- ⚠️ ${md(r.policyChange, 1000)}`] : [];
  return [`### ${verdictHeadline(r, GATE_SUBJECT)}${site}`, ...notJudged, ...glance(r), ...reasons, ...policy]
    .join('\n')
    .trimEnd();
}

/** What the scan itself did, apart from what the gate made of it. */
function scanLine(r: RunReport): string {
  const s = r.scan;
  if (!s) return '';
  const status = s.timedOut ? `still ${md(s.status)} when the wait ended` : md(s.status);
  const coverage = s.coveragePercent !== null ? `, ${s.coveragePercent}% coverage` : '';
  return `The scan ${mdLink(s.id, s.webUrl)}: ${status}${coverage}.`;
}

function changes(r: RunReport, marks: GateMarks): string {
  const f = r.findings;
  if (!f) return '';
  const [headers, row] = marked(marks, FINDING_HEADERS, findingRow, marks.finding);
  const table = (items: readonly FindingView[]) => cappedTable(headers, items, row, MAX_ROWS);
  // No baseline: every open finding was judged, so every one of them is listed.
  if (f.comparedBy === 'none') {
    const open = f.open.length > 0 ? [`**Open findings (${f.open.length})**`, table(f.open)] : [];
    return [baselineComment(r), ...open].join('\n\n');
  }
  const parts: string[] = [baselineComment(r)];
  const newIds = new Set(f.new.map((x) => x.id));
  // In scope `all`, findings the base already had fail the gate too: they are named here as well.
  const failing = f.open.filter((x) => !newIds.has(x.id) && marks.finding(x) !== '');
  if (f.new.length === 0 && f.fixed.length === 0) parts.push('**No change** against the baseline.');
  if (f.new.length > 0) parts.push(`**New (${f.new.length})**`, table(f.new));
  if (f.fixed.length > 0) {
    parts.push(`**Fixed (${f.fixed.length})**`, cappedTable(FINDING_HEADERS, f.fixed, findingRow, MAX_ROWS));
  }
  if (failing.length > 0) parts.push(`**Still open, over the policy (${failing.length})**`, table(failing));
  return parts.join('\n\n');
}

function stillOpen(r: RunReport): string {
  return r.findings ? `Open findings: ${severityCounts(r.findings.openBySeverity)}.` : '';
}

export function affected(r: RunReport, marks: GateMarks): string {
  const list = r.dependencies?.affected ?? [];
  if (list.length === 0) return '';
  const [headers, row] = marked(
    marks,
    ['Severity', 'Package', 'Advisory', 'Fixed in', 'Where'],
    (a: AffectedPackageView) => [
      severityCell(a.severity),
      md(`${a.name}@${a.version}`),
      mdLink(a.advisoryId, a.url),
      md(a.fixedIn ?? 'no fix yet'),
      where(r, a),
    ],
    marks.advisory,
  );
  return [
    `**Affected packages (${list.length})**`,
    ...groupedTables(list, (t) => `_${t}_`, headers, row, MAX_ROWS),
  ].join('\n\n');
}

/** The lock-file lines that pin a package: the first two, linked, and how many more. */
function where(r: RunReport, a: AffectedPackageView): string {
  const links = a.locations.slice(0, 2).map((l) => codeLink(r.source, l.file, l.line));
  const more = a.locations.length > 2 ? `, ${a.locations.length - 2} more` : '';
  return links.length > 0 ? `${links.join(', ')}${more}` : 'not in a lock file read here';
}

export function local(r: RunReport, marks: GateMarks): string {
  const results = r.localChecks?.results ?? [];
  if (results.length === 0) return '';
  const [headers, row] = localResultsTable(r, marks, { places: 2, messageChars: 200 });
  return [
    `**Local checks (${results.length})**`,
    ...groupedTables(results, (t) => `_${t}_`, headers, row, MAX_ROWS),
  ].join('\n\n');
}

function fitChars(body: string, runUrl: string | null): string {
  if (body.length <= COMMENT_MAX_CHARS) return body;
  const note = `\n\n…cut to fit GitHub's comment limit. ${runUrl ? mdLink('See the full report', runUrl) : 'See the job summary.'}\n`;
  const cut = body.slice(0, COMMENT_MAX_CHARS - note.length);
  return cut.slice(0, cut.lastIndexOf('\n')) + note;
}
