// Resolving path ids to records: 404 when unknown, 403 when the key has no access to the record's site.
import { requireSiteAccess } from './auth.ts';
import { notFound } from './envelope.ts';
import type { RequestContext } from './route.ts';
import type { ApiKey, Scan, Site } from './records.ts';

export function siteFor(ctx: RequestContext, siteId: string): Site {
  const site = ctx.state.sites.get(siteId);
  if (!site || site.removed) throw notFound(`Site ${siteId}`);
  requireSiteAccess(ctx.state, ctx.key, site.id);
  return site;
}

export function scanFor(ctx: RequestContext, scanId: string): Scan {
  const scan = ctx.state.scans.get(scanId);
  if (!scan) throw notFound(`Scan ${scanId}`);
  requireSiteAccess(ctx.state, ctx.key, scan.siteId);
  return scan;
}

export function param(ctx: RequestContext, name: string): string {
  return ctx.params[name] ?? '';
}

/** The authenticated key of a route that requires one. */
export function keyOf(ctx: RequestContext): ApiKey {
  if (!ctx.key) throw new Error('This route is declared without a key but reads one.');
  return ctx.key;
}
