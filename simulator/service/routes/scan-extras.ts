// Agent routes around a finished scan: the repair brief in parts, the comparison, and DNS rechecks.
import { compareWithBaseline } from '../comparison.ts';
import { badRequest, conflict, notFound } from '../envelope.ts';
import { param, scanFor } from '../lookup.ts';
import { partCursor, partIndex } from '../paging.ts';
import { briefMarkdown, briefRequest } from '../repair-brief.ts';
import type { RequestContext, Route } from '../route.ts';
import { isFinal, scanWebPath } from '../scan-lifecycle.ts';
import { ERROR_CODES, REPAIR_BRIEF_FINDINGS_PER_PART } from '../spec.ts';
import { isoAt, nowMs, webUrl } from '../state.ts';
import type { DnsRecheck, Scan } from '../records.ts';
import { bodyObject, requiredString } from '../validate.ts';
import { findingView, wantsFindingCode } from '../views.ts';

function briefPart(ctx: RequestContext): Record<string, unknown> {
  const scan = scanFor(ctx, param(ctx, 'scanId'));
  const request = briefRequest(scan, ctx.query);
  const parts = Math.max(1, Math.ceil(request.findings.length / REPAIR_BRIEF_FINDINGS_PER_PART));
  const index = partIndex(ctx.query);
  if (index >= parts) throw badRequest('Query cursor points past the last part of the brief.');
  const start = index * REPAIR_BRIEF_FINDINGS_PER_PART;
  const findings = request.findings.slice(start, start + REPAIR_BRIEF_FINDINGS_PER_PART);
  const target = ctx.state.sites.get(scan.siteId)?.url ?? scan.siteId;
  const label = parts > 1 ? `part ${index + 1} of ${parts}` : undefined;
  return {
    scanId: scan.id,
    findingIds: findings.map((f) => f.id),
    saved: true,
    markdown: briefMarkdown({ ...request, findings }, target, wantsFindingCode(ctx.headers), label),
    nextCursor: partCursor(index + 1, parts),
    complete: index + 1 >= parts,
    webUrl: webUrl(ctx.state, `${scanWebPath(scan)}/repair-brief`),
  };
}

/** The comparison with each change's finding in the wire form (code only with the feature header). */
export function comparisonView(ctx: RequestContext, scan: Scan, legacy: boolean): Record<string, unknown> {
  const result = compareWithBaseline(ctx.state, scan);
  const options = { withCode: wantsFindingCode(ctx.headers), legacy };
  return {
    ...result,
    changes: result.changes.map((c) => ({
      change: c.change,
      finding: findingView(ctx.state, c.finding, options),
    })),
  };
}

function latestRecheck(ctx: RequestContext, scan: Scan): DnsRecheck | undefined {
  return ctx.state.dnsRechecks.get(scan.id)?.at(-1);
}

function refuseEarlyRecheck(ctx: RequestContext, scan: Scan): void {
  const latest = latestRecheck(ctx, scan);
  const waitMs = latest ? Date.parse(latest.nextAllowedAt) - nowMs(ctx.state) : 0;
  if (waitMs <= 0) return;
  throw conflict(
    ERROR_CODES.recheckTooSoon,
    `The DNS check was re-run recently; the next one is allowed at ${latest?.nextAllowedAt}.`,
    'Wait until nextAllowedAt, then ask again.',
    Math.ceil(waitMs / 1000),
  );
}

function recheckDns(ctx: RequestContext): DnsRecheck {
  const scan = scanFor(ctx, param(ctx, 'scanId'));
  const findingId = requiredString(bodyObject(ctx.body), 'findingId', { max: 200 });
  const finding = scan.findings.find((f) => f.id === findingId);
  if (!finding) throw notFound(`Finding ${findingId}`);
  if (!isFinal(scan.status) || finding.category.toLowerCase() !== 'dns') {
    throw conflict(
      ERROR_CODES.recheckUnavailable,
      'A DNS recheck is only available for a DNS finding of a finished scan.',
      'Pick a finding whose category is dns.',
    );
  }
  refuseEarlyRecheck(ctx, scan);
  const site = ctx.state.sites.get(scan.siteId);
  const stillThere = site?.templates.some((t) => t.code === finding.code) ?? false;
  const recheck: DnsRecheck = {
    scanId: scan.id,
    findingIds: [finding.id],
    checkedAt: isoAt(ctx.state),
    nextAllowedAt: isoAt(ctx.state, ctx.state.settings.recheckCooldownSeconds),
    outcomes: [{ findingId: finding.id, code: finding.code, result: stillThere ? 'still_present' : 'fixed' }],
  };
  ctx.state.dnsRechecks.set(scan.id, [...(ctx.state.dnsRechecks.get(scan.id) ?? []), recheck]);
  return recheck;
}

function recheckView(recheck: DnsRecheck): Record<string, unknown> {
  return { ...recheck, pending: null, failedAt: null, originalGradeUnchanged: true };
}

export const scanExtraRoutes: Route[] = [
  {
    method: 'GET',
    path: '/agent/scans/:scanId/repair-brief',
    auth: ['read'],
    handle: (ctx) => ({ data: briefPart(ctx) }),
  },
  {
    method: 'GET',
    path: '/agent/scans/:scanId/comparison',
    auth: ['read'],
    handle: (ctx) => ({ data: comparisonView(ctx, scanFor(ctx, param(ctx, 'scanId')), false) }),
  },
  {
    method: 'POST',
    path: '/agent/scans/:scanId/dns-rechecks',
    auth: ['pulse'],
    idempotent: true,
    handle: (ctx) => ({ data: recheckView(recheckDns(ctx)) }),
  },
  {
    method: 'GET',
    path: '/agent/scans/:scanId/dns-rechecks/latest',
    auth: ['read'],
    handle: (ctx) => {
      const latest = latestRecheck(ctx, scanFor(ctx, param(ctx, 'scanId')));
      if (!latest) throw notFound('A DNS recheck of this scan');
      return { data: recheckView(latest) };
    },
  },
];
