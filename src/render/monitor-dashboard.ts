// The monitor's dashboard issue (`monitor-issues: dashboard`): one issue per site listing every advisory of
// the window, those at or above `fail-on` first, each drawn with the per-advisory issue's pieces (what it
// is, which pinned versions it affects and where, the fixed version, what to do). Rewritten each run and
// kept under GitHub's body limit; the advisories that do not fit are counted. Advisory text is untrusted:
// md()/mdLink() in the body and the comment, plainTitle() in the title.
import type { FailOn } from '../settings/choices.ts';
import type { CodeSource } from './code-link.ts';
import { readableDate } from './dates.ts';
import type { AffectedPackageView } from './model.ts';
import { advisoryLead, affectedHere, nextStep } from './monitor-issue.ts';
import type { AdvisoryView } from './monitor-model.ts';
import { md, mdLink, plainTitle } from './untrusted.ts';
import { reaches } from '../policy/severity.ts';
import { plural } from '../plural.ts';
import { slug } from '../slug.ts';

/** GitHub refuses an issue body longer than this many characters. */
export const ISSUE_BODY_LIMIT = 65_536;
/** New advisories named one by one in the nightly comment; the rest are counted. */
const MAX_NAMED = 10;

/** One per site; `monitor-dashboard` keeps it apart from the per-advisory markers (`monitor:SITE:ID`). */
export function dashboardMarker(siteKey: string): string {
  return `<!-- security-scan-action:monitor-dashboard:${slug(siteKey)} -->`;
}

/** Marks each advisory listed, so the next run knows what the dashboard already showed. */
function listedMarker(advisoryId: string): string {
  return `<!-- security-scan-action:listed:${slug(advisoryId)} -->`;
}

/**
 * Whether a dashboard body (as a run wrote it) listed the advisory: what it showed is not news again, even
 * when the monitor's memory was lost. Advisories cut for room were not shown, so they count as not listed.
 */
export function dashboardListed(body: string, advisoryId: string): boolean {
  return body.includes(listedMarker(advisoryId));
}

export function dashboardTitle(site: string | null): string {
  return plainTitle(`Security advisories${site ? ` for ${site}` : ''} (monitor dashboard)`);
}

export interface DashboardContext {
  readonly marker: string;
  readonly site: string | null;
  readonly runUrl: string | null;
  readonly failOn: FailOn;
  /** When this run wrote it (ISO). */
  readonly now: string;
  /** Ids of the advisories shown as new (🆕). */
  readonly fresh: ReadonlySet<string>;
  /** Every pinned package the run's lock files matched to an advisory; null when none was uploaded. */
  readonly pinned: readonly AffectedPackageView[] | null;
  readonly source: CodeSource | null;
  /** Tests shrink it; GitHub's limit otherwise. */
  readonly limit?: number;
}

/** `window`: the advisories the window holds now, in the monitor's order (exploited, severity, newest). */
export function dashboardBody(window: readonly AdvisoryView[], c: DashboardContext): string {
  const limit = c.limit ?? ISSUE_BODY_LIMIT;
  const over = window.filter((a) => reaches(a.severity, c.failOn));
  const under = window.filter((a) => !reaches(a.severity, c.failOn));
  const head = [c.marker, heading(window, over.length, c)].join('\n\n');
  const groups =
    c.failOn === 'never'
      ? [{ title: 'Advisories', items: under }]
      : [
          { title: `At or above \`${c.failOn}\``, items: over },
          { title: `Below \`${c.failOn}\``, items: under },
        ];
  // Room is kept for the longest note that could close the body, so the cut never overflows.
  const room = limit - cutNote(window.length, over.length, c.runUrl).length - 2;
  let body = head;
  let shown = 0;
  let shownOver = 0;
  for (const group of groups.filter((g) => g.items.length > 0)) {
    let title = `### ${group.title} (${group.items.length})`;
    for (const a of group.items) {
      const next = `${body}\n\n${title ? `${title}\n\n` : ''}${advisorySection(a, c)}`;
      if (next.length > room)
        return `${body}\n\n${cutNote(window.length - shown, over.length - shownOver, c.runUrl)}`;
      body = next;
      title = '';
      shown += 1;
      if (reaches(a.severity, c.failOn)) shownOver += 1;
    }
  }
  return body;
}

function heading(window: readonly AdvisoryView[], over: number, c: DashboardContext): string {
  const by = c.runUrl ? mdLink('the monitor run', c.runUrl) : 'the monitor run';
  const day = readableDate(c.now) ?? 'today';
  const site = c.site ? ` for ${md(c.site, 200)}` : '';
  if (window.length === 0) {
    return `No advisory in the monitor's window${site} now. Updated by ${by} of ${day}.`;
  }
  const threshold = c.failOn === 'never' ? '' : `, ${over} at or above \`${c.failOn}\``;
  return [
    `**${plural(window.length, 'advisory', 'advisories')}** in the monitor's window${site}${threshold}, ${fresh(c.fresh.size)}. Updated by ${by} of ${day}.`,
    `security-scan-action rewrites this issue on every run${c.failOn === 'never' ? '' : `; a comment names what is new at or above \`${c.failOn}\``}. The advisory text comes from the scanning service.`,
  ].join('\n\n');
}

const fresh = (count: number) =>
  count === 0 ? 'none new since the last run' : `${count} new since the last run (marked 🆕)`;

/** The per-advisory issue's pieces, under a heading of its own. */
function advisorySection(a: AdvisoryView, c: DashboardContext): string {
  const pinned = c.pinned?.filter((p) => p.advisoryId === a.id) ?? null;
  return [
    `#### ${c.fresh.has(a.id) ? '🆕 ' : ''}${md(a.title || a.id, 300)} ${listedMarker(a.id)}`,
    advisoryLead(a),
    ...affectedHere(a, pinned, c.source),
    `**What to do:** ${nextStep(a, pinned ?? [])}`,
  ].join('\n\n');
}

function cutNote(rest: number, restOver: number, runUrl: string | null): string {
  const run = runUrl ? mdLink('the monitor run', runUrl) : 'the monitor run';
  const over = restOver > 0 ? ` (${restOver} of them at or above the threshold)` : '';
  return `**${plural(rest, 'more advisory', 'more advisories')} not shown here**${over}: a GitHub issue holds at most ${ISSUE_BODY_LIMIT.toLocaleString('en')} characters. The scanning service lists them all; ${run} reports the new ones.`;
}

/** Editing the issue notifies no one: this comment does, naming the new advisories at or above `fail-on`. */
export function dashboardNewsComment(
  fresh: readonly AdvisoryView[],
  failOn: FailOn,
  runUrl: string | null,
): string {
  const by = runUrl ? mdLink('The monitor run', runUrl) : 'The monitor run';
  const named = fresh
    .slice(0, MAX_NAMED)
    .map((a) => `- ${md(a.severity, 20)} ${md(a.id, 60)}: ${md(a.title, 150)}`);
  if (fresh.length > MAX_NAMED) named.push(`- and ${fresh.length - MAX_NAMED} more`);
  return [
    `${by} found ${plural(fresh.length, 'new advisory', 'new advisories')} at or above \`${failOn}\`; the list above is up to date:`,
    ...named,
  ].join('\n');
}
