// Agent scan routes: start a Pulse, list scans, read one scan (each read is a poll), and its findings.
import { allowanceView, chargeScan } from '../allowance.ts';
import { badRequest, notFound } from '../envelope.ts';
import { filterFindings } from '../findings-query.ts';
import { param, scanFor, siteFor } from '../lookup.ts';
import { paginate } from '../paging.ts';
import type { RequestContext, Route } from '../route.ts';
import { newestFirst, pollScan, startScan } from '../scan-lifecycle.ts';
import { ASSESSMENT_LEVELS, SCAN_KINDS, SCAN_STATUSES } from '../spec.ts';
import type { SimulatorState } from '../state.ts';
import type { Scan } from '../records.ts';
import { bodyObject, optionalString, queryEnum } from '../validate.ts';
import { findingView, scanDetail, scanSummary, wantsFindingCode } from '../views.ts';

function checkedBaseline(
  state: SimulatorState,
  siteId: string,
  baselineScanId: string | undefined,
): string | undefined {
  if (baselineScanId === undefined) return undefined;
  const baseline = state.scans.get(baselineScanId);
  if (!baseline) throw notFound(`Baseline scan ${baselineScanId}`);
  if (baseline.siteId !== siteId) throw badRequest('baselineScanId must be a scan of the same site.');
  return baseline.id;
}

function startPulse(ctx: RequestContext): Record<string, unknown> {
  const site = siteFor(ctx, param(ctx, 'siteId'));
  const baselineScanId = checkedBaseline(
    ctx.state,
    site.id,
    optionalString(bodyObject(ctx.body), 'baselineScanId'),
  );
  const charged = chargeScan(ctx.state, 'pulse', site.id);
  const scan = startScan(ctx.state, site, 'pulse', baselineScanId);
  return { scan: scanDetail(ctx.state, scan), charged, allowance: allowanceView(ctx.state), replayed: false };
}

/** Scans the key may see, newest first, with the list filters shared by `/agent/scans` and legacy `/runs`. */
export function listedScans(ctx: RequestContext, siteParam: 'siteId' | 'projectId'): Scan[] {
  const siteId = ctx.query.get(siteParam);
  const kind = queryEnum(ctx.query, 'kind', SCAN_KINDS);
  const level = queryEnum(ctx.query, 'assessmentLevel', ASSESSMENT_LEVELS);
  const status = queryEnum(ctx.query, 'status', SCAN_STATUSES);
  const allowed = ctx.key?.siteIds;
  return newestFirst([...ctx.state.scans.values()]).filter(
    (scan) =>
      (!allowed || allowed.includes(scan.siteId)) &&
      (!siteId || scan.siteId === siteId) &&
      (!kind || scan.kind === kind) &&
      (!level || scan.assessmentLevel === level) &&
      (!status || scan.status === status),
  );
}

/** Reads a scan the way a client poll does: one step of progress, then the detail. */
export function polledScan(ctx: RequestContext, scanId: string): Scan {
  const scan = scanFor(ctx, scanId);
  pollScan(ctx.state, scan);
  return scan;
}

function findingOf(ctx: RequestContext, scan: Scan): Scan['findings'][number] {
  const finding = scan.findings.find((f) => f.id === param(ctx, 'findingId'));
  if (!finding) throw notFound(`Finding ${param(ctx, 'findingId')}`);
  return finding;
}

export function findingsPage(ctx: RequestContext, legacy: boolean): object {
  const scan = scanFor(ctx, param(ctx, legacy ? 'runId' : 'scanId'));
  const options = { withCode: wantsFindingCode(ctx.headers), legacy };
  const views = filterFindings(scan.findings, ctx.query).map((f) => findingView(ctx.state, f, options));
  return legacy ? { items: views } : paginate(views, ctx.query);
}

export function singleFinding(ctx: RequestContext, legacy: boolean): object {
  const scan = scanFor(ctx, param(ctx, legacy ? 'runId' : 'scanId'));
  return findingView(ctx.state, findingOf(ctx, scan), { withCode: wantsFindingCode(ctx.headers), legacy });
}

export const scanRoutes: Route[] = [
  {
    method: 'POST',
    path: '/agent/sites/:siteId/pulse',
    auth: ['pulse'],
    idempotent: true,
    handle: (ctx) => ({ data: startPulse(ctx) }),
  },
  {
    method: 'GET',
    path: '/agent/scans',
    auth: ['read'],
    handle: (ctx) => ({
      data: paginate(
        listedScans(ctx, 'siteId').map((scan) => scanSummary(ctx.state, scan)),
        ctx.query,
      ),
    }),
  },
  {
    method: 'GET',
    path: '/agent/scans/:scanId',
    auth: ['read'],
    handle: (ctx) => ({ data: scanDetail(ctx.state, polledScan(ctx, param(ctx, 'scanId'))) }),
  },
  {
    method: 'GET',
    path: '/agent/scans/:scanId/findings',
    auth: ['read'],
    handle: (ctx) => ({ data: findingsPage(ctx, false) }),
  },
  {
    method: 'GET',
    path: '/agent/scans/:scanId/findings/:findingId',
    auth: ['read'],
    handle: (ctx) => ({ data: singleFinding(ctx, false) }),
  },
];
