// Agent site routes: list and add sites, a site's status, and dependency uploads.
import { advisoryView, affectsYou, siteMatches } from '../advisories.ts';
import { comparisonSummary } from '../comparison.ts';
import { badRequest, ServiceError } from '../envelope.ts';
import { param, siteFor } from '../lookup.ts';
import { paginate } from '../paging.ts';
import type { RequestContext, Route } from '../route.ts';
import { newestFirst } from '../scan-lifecycle.ts';
import { createSite, findSite, liveSites, normalizeSiteUrl } from '../sites.ts';
import { ERROR_CODES, LOCK_FILE_NAMES, MAX_PACKAGES, PACKAGE_ECOSYSTEMS } from '../spec.ts';
import { isoAt, webUrl, type SimulatorState } from '../state.ts';
import type { PackageRef, Site } from '../records.ts';
import { bodyObject, enumList, optionalString, requiredList, requiredString } from '../validate.ts';
import { siteItem, siteWebPath } from '../views.ts';

function visibleSites(ctx: RequestContext): Site[] {
  const allowed = ctx.key?.siteIds;
  return liveSites(ctx.state).filter((site) => !allowed || allowed.includes(site.id));
}

function addSite(ctx: RequestContext): { site: unknown; created: boolean } {
  const body = bodyObject(ctx.body);
  const url = requiredString(body, 'url', { max: 2048 });
  const name = optionalString(body, 'name', { max: 200 });
  const existing = findSite(ctx.state, normalizeSiteUrl(url).url);
  if (existing) return { site: siteItem(ctx.state, existing), created: false };
  if (liveSites(ctx.state).length >= ctx.state.settings.siteLimit) {
    throw new ServiceError({
      status: 402,
      code: ERROR_CODES.siteLimitReached,
      message: `The plan allows ${ctx.state.settings.siteLimit} sites.`,
      nextStep: 'Remove a site, or upgrade the plan.',
      webUrl: `${ctx.state.webBase}/billing`,
    });
  }
  return { site: siteItem(ctx.state, createSite(ctx.state, url, { name })), created: true };
}

/** A site's status, with the advisories relevant to it. */
export function siteStatus(state: SimulatorState, site: Site): Record<string, unknown> {
  const item = siteItem(state, site);
  const scans = newestFirst([...state.scans.values()].filter((scan) => scan.siteId === site.id));
  const relevant = [...state.advisories.values()].filter(
    (a) => !a.withdrawnAt && siteMatches(a, site).length > 0,
  );
  return {
    site: item,
    latestPulse: item.latestPulse,
    latestDeep: item.latestDeep,
    latestBox: item.latestBox,
    lastComparison: comparisonSummary(state, scans),
    caveats: site.dependenciesReceivedAt ? [] : ['No dependency inventory was uploaded for this site.'],
    relevant: relevant.map((advisory) => advisoryView(state, advisory)),
    relevantTotal: relevant.length,
  };
}

function packageRef(item: unknown, index: number): PackageRef {
  const where = `packages[${index}]`;
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw badRequest(`${where} must be an object.`);
  const record = bodyObject(item);
  const ecosystem = record.ecosystem;
  if (typeof ecosystem !== 'string' || !(PACKAGE_ECOSYSTEMS as readonly string[]).includes(ecosystem)) {
    throw badRequest(`${where}.ecosystem must be one of ${PACKAGE_ECOSYSTEMS.join(', ')}.`);
  }
  const name = requiredString(record, 'name', { max: 214 });
  const version = requiredString(record, 'version', { max: 100 });
  return { ecosystem: ecosystem as PackageRef['ecosystem'], name, version };
}

function uploadDependencies(ctx: RequestContext): Record<string, unknown> {
  const site = siteFor(ctx, param(ctx, 'siteId'));
  const body = bodyObject(ctx.body);
  const inventory = body.inventory;
  if (
    inventory !== undefined &&
    (typeof inventory !== 'object' || inventory === null || Array.isArray(inventory))
  ) {
    throw badRequest('inventory must be an object.');
  }
  const sources = enumList(body, 'sources', LOCK_FILE_NAMES, { min: 1 });
  const packages = requiredList(body, 'packages', { max: MAX_PACKAGES }).map(packageRef);
  site.packages = packages;
  site.dependencySources = sources;
  site.dependenciesReceivedAt = isoAt(ctx.state);
  const affected = affectsYou(ctx.state, packages);
  return {
    siteId: site.id,
    receivedAt: site.dependenciesReceivedAt,
    sources,
    packageCount: packages.length,
    affectsYouCount: affected.length,
    affectsYou: affected,
    webUrl: webUrl(ctx.state, `${siteWebPath(site)}/dependencies`),
  };
}

export const agentSiteRoutes: Route[] = [
  {
    method: 'GET',
    path: '/agent/sites',
    auth: ['read'],
    handle: (ctx) => ({
      data: paginate(
        visibleSites(ctx).map((site) => siteItem(ctx.state, site)),
        ctx.query,
      ),
    }),
  },
  {
    method: 'POST',
    path: '/agent/sites',
    auth: ['sites'],
    idempotent: true,
    handle: (ctx) => ({ data: addSite(ctx) }),
  },
  {
    method: 'GET',
    path: '/agent/sites/:siteId/status',
    auth: ['read'],
    handle: (ctx) => ({ data: siteStatus(ctx.state, siteFor(ctx, param(ctx, 'siteId'))) }),
  },
  {
    method: 'POST',
    path: '/agent/sites/:siteId/dependencies',
    auth: ['sites'],
    idempotent: true,
    handle: (ctx) => ({ data: uploadDependencies(ctx) }),
  },
];
