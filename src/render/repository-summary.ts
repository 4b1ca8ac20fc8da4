// The repository checks in the job summary and the PR comment: one row per repository with its verdict and
// its "Gate" mark, then the findings of the ones that did not pass. Every service text goes through md()/mdLink().
import { codeLink } from './code-link.ts';
import { gateMarks, marked } from './gate-marks.ts';
import { cappedTable, severityCell, SUMMARY_MAX_ROWS } from './markdown.ts';
import type { RunReport } from './model.ts';
import { explainFailure, type RepositoryCheckView } from './repository-check-view.ts';
import { md, mdLink } from './untrusted.ts';

const VERDICT_CELL: Record<string, string> = {
  safe: '✅ safe',
  caution: '⚠️ caution',
  do_not_install: '❌ do not install',
};

export function repositoryChecksSection(r: RunReport, maxRows = SUMMARY_MAX_ROWS): string {
  const checks = r.repositoryChecks;
  if (!checks || checks.length === 0) return '';
  const marks = gateMarks(r);
  const [headers, markedRow] = marked(
    marks,
    ['Repository', 'Verdict', 'Score', 'Why', 'Used in', 'Check'],
    (c: RepositoryCheckView) => row(c, r.source),
    marks.repository,
  );
  const parts = ['### Repository checks', cappedTable(headers, checks, markedRow, maxRows)];
  const flagged = checks.filter((c) => c.findings.length > 0 && c.verdict !== 'safe');
  for (const c of flagged.slice(0, maxRows)) {
    const more = c.moreFindings > 0 ? `\n  - …and ${c.moreFindings} more (see the check)` : '';
    const items = c.findings.slice(0, 10).map((f) => `  - ${severityCell(f.severity)} ${md(f.title)}`);
    parts.push([`- ${repositoryLink(c)}`, ...items].join('\n') + more);
  }
  return parts.join('\n\n');
}

function row(c: RepositoryCheckView, source: RunReport['source']): string[] {
  return [
    repositoryLink(c),
    verdictCell(c),
    c.score === null ? '' : String(c.score),
    md(c.failure !== null || c.status === 'failed' ? explainFailure(c.failure) : (c.summary ?? ''), 200),
    c.source ? codeLink(source, c.source.file, c.source.line) : 'listed',
    mdLink(c.checkId, c.webUrl),
  ];
}

/** The URL is ours (a validated input, or github.com plus a checked owner/repo), shown without `https://`. */
const repositoryLink = (c: RepositoryCheckView) => mdLink(c.url.replace(/^https:\/\//, ''), c.url);

function verdictCell(c: RepositoryCheckView): string {
  if (c.timedOut) return `⏳ still ${md(c.status, 20)}`;
  if (c.failure !== null || c.status === 'failed') return '❌ check failed';
  if (c.verdict === null) return md(c.status, 20);
  return VERDICT_CELL[c.verdict] ?? md(c.verdict, 30);
}
