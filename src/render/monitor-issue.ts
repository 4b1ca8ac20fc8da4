// The GitHub issue opened for one new advisory: what it is, which pinned version it affects and where, the
// fixed version, and what to do. Found again by its hidden marker, so a later run (or a run without memory)
// never opens a second one. Advisory text is untrusted: md()/mdLink() in the body, plainTitle() in the title.
import type { AffectedPackageView } from './model.ts';
import type { AdvisoryView } from './monitor-model.ts';
import { linkableUrl } from '../neutralise/uri.ts';
import { codeLink, type CodeSource } from './code-link.ts';
import { readableDate } from './dates.ts';
import { cappedTable, severityCell, table } from './markdown.ts';
import { md, mdLink, plainTitle } from './untrusted.ts';
import { slug } from '../slug.ts';

/** Rows of the "Affected here" table before it says how many more the job summary lists. */
const MAX_PINNED_ROWS = 20;

/** Ids go into an HTML comment: slugs hold no character that could end it. */
export function advisoryIssueMarker(siteKey: string, advisoryId: string): string {
  return `<!-- security-scan-action:monitor:${slug(siteKey)}:${slug(advisoryId)} -->`;
}

/** Issue titles are plain text on GitHub: nothing is escaped (`1. numbered` stays), nothing hidden passes. */
export function advisoryIssueTitle(a: AdvisoryView): string {
  return plainTitle(`Security advisory ${plainTitle(a.id, 60)} (${plainTitle(a.severity, 20)}): ${a.title}`);
}

export interface AdvisoryIssueContext {
  readonly marker: string;
  /** The site's label, when the run had one. */
  readonly site: string | null;
  readonly runUrl: string | null;
  /**
   * The packages pinned in this repository's lock files that the advisory affects (from this run's
   * dependency upload); null when no lock file was uploaded, so nothing is known about them.
   */
  readonly pinned: readonly AffectedPackageView[] | null;
  /** The commit whose lock files were read: the lines are linked there. */
  readonly source: CodeSource | null;
}

export function advisoryIssueBody(a: AdvisoryView, c: AdvisoryIssueContext): string {
  const by = c.runUrl ? mdLink('a monitor run', c.runUrl) : 'a monitor run';
  return [
    c.marker,
    `### ${md(a.title, 300)}`,
    advisoryLead(a),
    ...affectedHere(a, c.pinned, c.source),
    `**What to do:** ${nextStep(a, c.pinned ?? [])}`,
    table(['', ''], details(a)),
    `Opened by ${by} of security-scan-action${c.site ? ` for ${md(c.site, 200)}` : ''}. The advisory text comes from the scanning service.`,
  ].join('\n\n');
}

/** Severity, link, exploitation and publication date: the advisory in one line (shared with the dashboard). */
export function advisoryLead(a: AdvisoryView): string {
  const exploited = a.exploited ? ', 🔥 known to be exploited' : '';
  return `${severityCell(a.severity)} advisory ${mdLink(a.id, a.url)}${exploited}, published ${published(a.publishedAt)}.`;
}

function published(iso: string): string {
  return readableDate(iso) ?? (iso === '' ? 'on an unknown date' : md(iso, 40));
}

/**
 * Which pinned versions it affects, on which lock-file lines, and their fixed versions, or why that is not
 * known (`pinned` and `source` as in AdvisoryIssueContext).
 */
export function affectedHere(
  a: AdvisoryView,
  pinned: readonly AffectedPackageView[] | null,
  source: CodeSource | null,
): string[] {
  if (pinned === null) {
    return [
      `**Affected here:** not checked: this run uploaded no lock file (input \`dependencies\`), so which pinned versions it affects is not known. It names ${md(a.packages.join(', ') || 'no package', 500)}.`,
    ];
  }
  if (pinned.length === 0) {
    const sites = a.sites.length > 0 ? ` It matches ${md(a.sites.join(', '), 500)}.` : '';
    return [`**Affected here:** no package pinned in this repository's lock files.${sites}`];
  }
  return [
    '**Affected here:**',
    cappedTable(
      ['Package', 'Pinned version', 'Where', 'Fixed in'],
      pinned,
      (p) => [
        md(`${p.ecosystem} ${p.name}${p.development ? ' (development)' : ''}`, 200),
        md(p.version, 100),
        p.locations.map((l) => codeLink(source, l.file, l.line)).join(', ') || 'not on a line read here',
        md(p.fixedIn ?? 'no fixed version yet', 100),
      ],
      MAX_PINNED_ROWS,
    ),
  ];
}

/** Upgrade to the fixed version where there is one; otherwise the advisory itself says what to do. */
export function nextStep(a: AdvisoryView, pinned: readonly AffectedPackageView[]): string {
  // An address the link rule refuses (plain http to another host) is shown as text to copy, not linked.
  const advisory =
    linkableUrl(a.url) !== null
      ? `follow ${mdLink('the advisory', a.url)}`
      : a.url
        ? `follow the advisory at ${md(a.url, 300)}`
        : `look up ${md(a.id, 60)} in the scanning service`;
  const fixed = pinned.filter((p) => p.fixedIn !== null);
  const upgrades = fixed
    .slice(0, MAX_PINNED_ROWS)
    .map((p) => `upgrade ${md(p.name, 200)} from ${md(p.version, 100)} to ${md(p.fixedIn, 100)} or later`);
  if (fixed.length > MAX_PINNED_ROWS) upgrades.push(`upgrade the ${fixed.length - MAX_PINNED_ROWS} more`);
  if (upgrades.length === 0) {
    return pinned.length > 0
      ? `no fixed version is known yet: ${advisory} for a workaround.`
      : `${advisory}.`;
  }
  const rest = fixed.length < pinned.length ? `; for the packages without a fixed version, ${advisory}` : '';
  return `${upgrades.join('; ')} (then update the lock file)${rest}.`;
}

function details(a: AdvisoryView): string[][] {
  return [
    ['Severity', severityCell(a.severity)],
    ['Kind', md(a.kind, 40)],
    ['Exploited', a.exploited ? '🔥 yes, known to be exploited' : 'not known to be'],
    ['Packages', md(a.packages.join(', ') || 'none listed', 1000)],
    ['Sites', md(a.sites.join(', ') || 'none listed', 1000)],
  ];
}

/** Said on an advisory's issue before it is closed. */
export function advisoryWithdrawnComment(a: AdvisoryView, runUrl: string | null): string {
  const by = runUrl ? mdLink('A monitor run', runUrl) : 'A monitor run';
  const day = a.withdrawnAt ? readableDate(a.withdrawnAt) : null;
  const when = day ? ` on ${day}` : '';
  return `${by} of security-scan-action found advisory ${md(a.id, 60)} withdrawn${when}: it no longer applies, so this issue is closed.`;
}
