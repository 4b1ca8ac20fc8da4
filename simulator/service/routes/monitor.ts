// GET /agent/monitor: the advisory catalogue with every filter of the spec. ours: `latest` lists every current
// advisory; `sites` those matching a site's technologies or uploaded packages; `following` those matching a
// site's technologies only; `exploited` those known to be exploited. Withdrawn advisories leave every list
// and are still found by `advisoryId`.
import { advisoryView, siteMatches } from '../advisories.ts';
import { siteFor } from '../lookup.ts';
import { paginate } from '../paging.ts';
import type { RequestContext, Route } from '../route.ts';
import { liveSites } from '../sites.ts';
import { ADVISORY_SEVERITIES, MONITOR_ECOSYSTEMS, MONITOR_KINDS, MONITOR_VIEWS } from '../spec.ts';
import { nowMs } from '../state.ts';
import type { Advisory, Site } from '../records.ts';
import { queryEnum, queryPositiveNumber } from '../validate.ts';

type Filter = (advisory: Advisory) => boolean;

function viewFilter(view: (typeof MONITOR_VIEWS)[number], sites: Site[]): Filter {
  if (view === 'exploited') return (a) => a.exploited;
  if (view === 'latest') return () => true;
  const reasons = view === 'sites' ? ['technology', 'package'] : ['technology'];
  return (a) => sites.some((site) => siteMatches(a, site).some((m) => reasons.includes(m.reason)));
}

function textFilter(q: string | null): Filter {
  if (!q) return () => true;
  const needle = q.toLowerCase();
  return (a) =>
    [a.id, a.title, ...a.ids, ...a.tech, ...a.packages.map((p) => p.name)].some((text) =>
      text.toLowerCase().includes(needle),
    );
}

function filters(ctx: RequestContext): Filter[] {
  const { query, state } = ctx;
  const view = queryEnum(query, 'view', MONITOR_VIEWS) ?? 'latest';
  const kind = queryEnum(query, 'kind', MONITOR_KINDS) ?? 'all';
  const ecosystem = queryEnum(query, 'ecosystem', MONITOR_ECOSYSTEMS) ?? 'all';
  const severity = queryEnum(query, 'severity', ['all', ...ADVISORY_SEVERITIES]) ?? 'all';
  const days = queryPositiveNumber(query, 'days');
  const siteId = query.get('siteId');
  const advisoryId = query.get('advisoryId');
  const sites = siteId ? [siteFor(ctx, siteId)] : liveSites(state);
  const since = days === undefined ? 0 : nowMs(state) - days * 86_400_000;
  return [
    advisoryId ? (a) => a.id === advisoryId || a.ids.includes(advisoryId) : (a) => a.withdrawnAt === null,
    siteId ? viewFilter(view === 'following' ? 'following' : 'sites', sites) : viewFilter(view, sites),
    (a) => kind === 'all' || a.kind === kind,
    (a) => ecosystem === 'all' || a.packages.some((p) => p.ecosystem === ecosystem),
    (a) => severity === 'all' || a.severity === severity,
    (a) => Date.parse(a.publishedAt) >= since,
    textFilter(query.get('q')),
  ];
}

function limitations(ctx: RequestContext): string[] {
  const notes = ['Packages are matched by exact version; technologies by name.'];
  if (!liveSites(ctx.state).some((site) => site.dependenciesReceivedAt)) {
    notes.push('No dependency inventory was uploaded yet; package matches are missing.');
  }
  return notes;
}

function monitor(ctx: RequestContext): Record<string, unknown> {
  const checks = filters(ctx);
  const advisories = [...ctx.state.advisories.values()]
    .filter((a) => checks.every((check) => check(a)))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const page = paginate(advisories, ctx.query);
  return {
    items: page.items.map((a) => advisoryView(ctx.state, a)),
    nextCursor: page.nextCursor,
    limitations: limitations(ctx),
  };
}

export const monitorRoutes: Route[] = [
  { method: 'GET', path: '/agent/monitor', auth: ['read'], handle: (ctx) => ({ data: monitor(ctx) }) },
];
