// The GitHub issue opened for one new advisory. Found again by its hidden marker, so a later run (or a
// run without memory) never opens a second one. Advisory text is untrusted: md()/mdLink() in the body,
// plainTitle() in the title.
import type { AdvisoryView } from './monitor-model.ts';
import { severityCell, table } from './markdown.ts';
import { md, mdLink, plainTitle } from './untrusted.ts';
import { slug } from '../slug.ts';

/** Ids go into an HTML comment: slugs hold no character that could end it. */
export function advisoryIssueMarker(siteKey: string, advisoryId: string): string {
  return `<!-- security-scan-action:monitor:${slug(siteKey)}:${slug(advisoryId)} -->`;
}

/** Issue titles are plain text on GitHub: nothing is escaped (`1. numbered` stays), nothing hidden passes. */
export function advisoryIssueTitle(a: AdvisoryView): string {
  return plainTitle(`Security advisory ${plainTitle(a.id, 60)} (${plainTitle(a.severity, 20)}): ${a.title}`);
}

export function advisoryIssueBody(
  a: AdvisoryView,
  marker: string,
  site: string | null,
  runUrl: string | null,
): string {
  const rows = [
    ['Advisory', mdLink(a.id, a.url)],
    ['Severity', severityCell(a.severity)],
    ['Kind', md(a.kind, 40)],
    ['Exploited', a.exploited ? '🔥 yes, known to be exploited' : 'not known to be'],
    ['Published', md(a.publishedAt, 40)],
    ['Packages', md(a.packages.join(', ') || 'none listed', 1000)],
    ['Sites', md(a.sites.join(', ') || 'none listed', 1000)],
  ];
  const by = runUrl ? mdLink('a monitor run', runUrl) : 'a monitor run';
  return [
    marker,
    `### ${md(a.title, 300)}`,
    table(['', ''], rows),
    `Opened by ${by} of security-scan-action${site ? ` for ${md(site, 200)}` : ''}. The advisory text comes from the scanning service.`,
  ].join('\n\n');
}

/** Said on an advisory's issue before it is closed. */
export function advisoryWithdrawnComment(a: AdvisoryView, runUrl: string | null): string {
  const by = runUrl ? mdLink('A monitor run', runUrl) : 'A monitor run';
  const when = a.withdrawnAt ? ` on ${md(a.withdrawnAt.slice(0, 10), 20)}` : '';
  return `${by} of security-scan-action found advisory ${md(a.id, 60)} withdrawn${when}: it no longer applies, so this issue is closed.`;
}
