// The sticky PR comment: what this pull request changed (new and fixed), then the state of things,
// within GitHub's comment size limit. The hidden marker lets the next run find and update it.
import type { RunReport } from './model.ts';
import {
  cappedTable,
  FINDING_HEADERS,
  findingRow,
  severityCell,
  severityCounts,
  verdictHeadline,
} from './markdown.ts';
import { baselineComment, groupedTables } from './baseline-section.ts';
import { placesLinks } from './code-link.ts';
import { glance } from './glance.ts';
import { repositoryChecksSection } from './repository-summary.ts';
import { md, mdLink } from './untrusted.ts';

/** GitHub refuses comment bodies over 65,536 characters. */
export const COMMENT_MAX_CHARS = 65_000;
const MAX_ROWS = 25;

/** One marker per command and site, so parallel matrix jobs each keep their own comment. */
export function commentMarker(command: string, siteKey: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._:/-]/g, '_');
  return `<!-- security-scan-action:${safe(command)}:${safe(siteKey)} -->`;
}

export function renderComment(report: RunReport, marker: string, runUrl: string | null): string {
  const parts = [
    marker,
    headline(report),
    changes(report),
    stillOpen(report),
    affected(report),
    local(report),
    repositoryChecksSection(report, MAX_ROWS),
    runUrl ? `${mdLink('Full report and job summary', runUrl)}` : '',
  ].filter((p) => p !== '');
  return fitChars(parts.join('\n\n') + '\n', runUrl);
}

function headline(r: RunReport): string {
  const site = r.site ? ` · ${mdLink(r.site.label, r.site.webUrl)}` : '';
  const scan = r.scan ? ` · scan ${mdLink(r.scan.id, r.scan.webUrl)} ${md(r.scan.status)}` : '';
  const reasons = r.verdict.reasons.map((x) => `- ${md(x.message, 300)}`);
  const policy = r.policyChange ? [`- ⚠️ ${md(r.policyChange, 1000)}`] : [];
  return [`### ${verdictHeadline(r)}${site}${scan}`, ...glance(r), ...reasons, ...policy].join('\n');
}

function changes(r: RunReport): string {
  const f = r.findings;
  if (!f) return '';
  if (f.comparedBy === 'none') return baselineComment(r);
  const parts: string[] = [baselineComment(r)];
  if (f.new.length === 0 && f.fixed.length === 0)
    return [...parts, '**No change** against the baseline.'].join('\n\n');
  if (f.new.length > 0)
    parts.push(`**New (${f.new.length})**`, cappedTable(FINDING_HEADERS, f.new, findingRow, MAX_ROWS));
  if (f.fixed.length > 0) {
    parts.push(`**Fixed (${f.fixed.length})**`, cappedTable(FINDING_HEADERS, f.fixed, findingRow, MAX_ROWS));
  }
  return parts.join('\n\n');
}

function stillOpen(r: RunReport): string {
  return r.findings ? `Open findings: ${severityCounts(r.findings.openBySeverity)}.` : '';
}

function affected(r: RunReport): string {
  const list = r.dependencies?.affected ?? [];
  if (list.length === 0) return '';
  return [
    `**Affected packages (${list.length})**`,
    ...groupedTables(
      list,
      (t) => `_${t}_`,
      ['Severity', 'Package', 'Advisory'],
      (a) => [severityCell(a.severity), md(`${a.name}@${a.version}`), mdLink(a.advisoryId, a.url)],
      MAX_ROWS,
    ),
  ].join('\n\n');
}

function local(r: RunReport): string {
  const results = r.localChecks?.results ?? [];
  if (results.length === 0) return '';
  return [
    `**Local checks (${results.length})**`,
    ...groupedTables(
      results,
      (t) => `_${t}_`,
      ['Severity', 'Rule', 'Where'],
      (x) => [severityCell(x.severity), md(x.ruleId), placesLinks(r.source, x, 2)],
      MAX_ROWS,
    ),
  ].join('\n\n');
}

function fitChars(body: string, runUrl: string | null): string {
  if (body.length <= COMMENT_MAX_CHARS) return body;
  const note = `\n\n…cut to fit GitHub's comment limit. ${runUrl ? mdLink('See the full report', runUrl) : 'See the job summary.'}\n`;
  const cut = body.slice(0, COMMENT_MAX_CHARS - note.length);
  return cut.slice(0, cut.lastIndexOf('\n')) + note;
}
