// Legacy CLI 0.2 routes (`/me`, `/projects`, `/runs`), answered from the same world as the agent routes.
import { chargeScan } from '../allowance.ts';
import { keyOf, param, scanFor, siteFor } from '../lookup.ts';
import { pageLimit } from '../paging.ts';
import { briefMarkdown, briefRequest } from '../repair-brief.ts';
import type { RequestContext, Route } from '../route.ts';
import { scanWebPath, startScan } from '../scan-lifecycle.ts';
import type { ScanKind } from '../spec.ts';
import { webUrl } from '../state.ts';
import { scanDetail, scanSummary, siteItem, wantsFindingCode } from '../views.ts';
import { identity } from './account.ts';
import { siteStatus } from './agent-sites.ts';
import { comparisonView } from './scan-extras.ts';
import { findingsPage, listedScans, polledScan, singleFinding } from './scans.ts';

function legacyMe(ctx: RequestContext): Record<string, unknown> {
  const { user, workspace, credential } = identity(keyOf(ctx));
  return { user, workspace, key: credential };
}

function projectStatus(ctx: RequestContext): Record<string, unknown> {
  const {
    site,
    relevant: _relevant,
    relevantTotal: _total,
    ...rest
  } = siteStatus(ctx.state, siteFor(ctx, param(ctx, 'projectId')));
  return { project: site, ...rest };
}

function startLegacy(ctx: RequestContext, kind: ScanKind): Record<string, unknown> {
  const site = siteFor(ctx, param(ctx, 'projectId'));
  chargeScan(ctx.state, kind, site.id);
  return scanDetail(ctx.state, startScan(ctx.state, site, kind));
}

function legacyBrief(ctx: RequestContext): Record<string, unknown> {
  const scan = scanFor(ctx, param(ctx, 'runId'));
  const request = briefRequest(scan, ctx.query);
  const target = ctx.state.sites.get(scan.siteId)?.url ?? scan.siteId;
  return {
    runId: scan.id,
    findingIds: request.findings.map((f) => f.id),
    saved: true,
    markdown: briefMarkdown(request, target, wantsFindingCode(ctx.headers)),
    webUrl: webUrl(ctx.state, `${scanWebPath(scan)}/repair-brief`),
  };
}

export const legacyRoutes: Route[] = [
  { method: 'GET', path: '/me', auth: ['read'], handle: (ctx) => ({ data: legacyMe(ctx) }) },
  {
    method: 'DELETE',
    path: '/me',
    auth: 'any-key',
    handle: (ctx) => {
      keyOf(ctx).status = 'revoked';
      return { data: { revoked: true } };
    },
  },
  {
    method: 'GET',
    path: '/projects',
    auth: ['read'],
    handle: (ctx) => {
      const allowed = ctx.key?.siteIds;
      const sites = [...ctx.state.sites.values()].filter(
        (s) => !s.removed && (!allowed || allowed.includes(s.id)),
      );
      return { data: { items: sites.map((site) => siteItem(ctx.state, site)) } };
    },
  },
  {
    method: 'GET',
    path: '/projects/:projectId/status',
    auth: ['read'],
    handle: (ctx) => ({ data: projectStatus(ctx) }),
  },
  {
    method: 'POST',
    path: '/projects/:projectId/pulse',
    auth: ['pulse'],
    idempotent: true,
    handle: (ctx) => ({ status: 201, data: startLegacy(ctx, 'pulse') }),
  },
  {
    method: 'POST',
    path: '/projects/:projectId/deep',
    auth: ['deep'],
    idempotent: true,
    handle: (ctx) => ({ status: 201, data: startLegacy(ctx, 'box') }),
  },
  {
    method: 'GET',
    path: '/runs',
    auth: ['read'],
    handle: (ctx) => {
      const scans = listedScans(ctx, 'projectId').slice(0, pageLimit(ctx.query));
      return { data: { items: scans.map((scan) => scanSummary(ctx.state, scan)) } };
    },
  },
  {
    method: 'GET',
    path: '/runs/:runId',
    auth: ['read'],
    handle: (ctx) => ({ data: scanDetail(ctx.state, polledScan(ctx, param(ctx, 'runId'))) }),
  },
  {
    method: 'GET',
    path: '/runs/:runId/findings',
    auth: ['read'],
    handle: (ctx) => ({ data: findingsPage(ctx, true) }),
  },
  {
    method: 'GET',
    path: '/runs/:runId/findings/:findingId',
    auth: ['read'],
    handle: (ctx) => ({ data: singleFinding(ctx, true) }),
  },
  {
    method: 'GET',
    path: '/runs/:runId/repair-brief',
    auth: ['read'],
    handle: (ctx) => ({ data: legacyBrief(ctx) }),
  },
  {
    method: 'GET',
    path: '/runs/:runId/comparison',
    auth: ['read'],
    handle: (ctx) => ({ data: comparisonView(ctx, scanFor(ctx, param(ctx, 'runId')), true) }),
  },
];
