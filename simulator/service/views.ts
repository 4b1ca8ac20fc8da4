// How stored records look on the wire: scans (summary and detail), findings (with the finding-code header
// rule), sites and their status. Shapes the spec leaves unshown follow PRODUCT.md's "Assumed shapes".
import type { IncomingHttpHeaders } from 'node:http';
import { isFinal, newestFirst, scanProgress, scanWebPath } from './scan-lifecycle.ts';
import { FEATURES_HEADER, FINDING_CODE_FEATURE, SEVERITIES, type Severity } from './spec.ts';
import { webUrl, type SimulatorState } from './state.ts';
import type { Finding, Scan, Site } from './records.ts';

export function wantsFindingCode(headers: IncomingHttpHeaders): boolean {
  const raw = headers[FEATURES_HEADER];
  const values = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',');
  return values.some((value) => value.trim().toLowerCase() === FINDING_CODE_FEATURE);
}

export function openCounts(findings: readonly Finding[]): Record<Severity, number> {
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>;
  for (const finding of findings) if (finding.state === 'attention') counts[finding.severity] += 1;
  return counts;
}

function headline(scan: Scan): Record<string, unknown> {
  if (!isFinal(scan.status)) return { summary: `Scan ${scan.status}.`, attention: null };
  const attention = scan.findings.filter((f) => f.state === 'attention').length;
  return { summary: `${attention} finding(s) need attention.`, attention };
}

export function scanSummary(state: SimulatorState, scan: Scan): Record<string, unknown> {
  const site = state.sites.get(scan.siteId);
  return {
    id: scan.id,
    kind: scan.kind,
    projectId: scan.siteId,
    target: site?.url ?? '',
    status: scan.status,
    mode: scan.kind === 'pulse' ? 'autonomous' : 'active',
    createdAt: scan.createdAt,
    finishedAt: scan.finishedAt,
    webPath: scanWebPath(scan),
    assessmentLevel: scan.assessmentLevel,
    headline: headline(scan),
    webUrl: webUrl(state, scanWebPath(scan)),
    suggestedPollAfterSeconds: isFinal(scan.status) ? null : scan.suggestedPollAfterSeconds,
  };
}

/** ours: coverage of an incomplete scan is 60 %, of a failed or cancelled one unknown. */
function coverage(scan: Scan): { percent: number | null } {
  if (scan.status === 'succeeded') return { percent: 100 };
  if (scan.status === 'incomplete') return { percent: 60 };
  if (!isFinal(scan.status)) return { percent: scan.status === 'queued' ? 0 : 50 };
  return { percent: null };
}

function caveats(scan: Scan): string[] {
  if (scan.status === 'incomplete') return ['Part of the site could not be reached; coverage is partial.'];
  if (scan.status === 'failed') return ['The scan failed before it could finish.'];
  return [];
}

export function scanDetail(state: SimulatorState, scan: Scan): Record<string, unknown> {
  return {
    ...scanSummary(state, scan),
    baselineRunId: scan.baselineScanId,
    open: openCounts(scan.findings),
    findingCount: scan.findings.length,
    progress: scanProgress(scan),
    coverage: coverage(scan),
    caveats: caveats(scan),
    outcome: isFinal(scan.status) ? { status: scan.status, finishedAt: scan.finishedAt } : null,
  };
}

export interface FindingViewOptions {
  withCode: boolean;
  legacy?: boolean;
}

export function findingView(state: SimulatorState, finding: Finding, options: FindingViewOptions): object {
  const { code, ...rest } = finding;
  const view: Record<string, unknown> = { ...rest, webUrl: webUrl(state, finding.webPath) };
  if (options.withCode) view.code = code;
  if (!options.legacy) {
    view.evidenceTrust = 'redacted';
    view.evidenceTruncated = false;
  }
  return view;
}

function latestOf(state: SimulatorState, site: Site, kind: Scan['kind']): Record<string, unknown> | null {
  const scans = newestFirst([...state.scans.values()].filter((s) => s.siteId === site.id && s.kind === kind));
  return scans[0] ? scanSummary(state, scans[0]) : null;
}

export function siteWebPath(site: Site): string {
  return `/sites/${site.id}`;
}

export function siteItem(state: SimulatorState, site: Site): Record<string, unknown> {
  const latestBox = latestOf(state, site, 'box');
  return {
    id: site.id,
    name: site.name,
    status: site.removed ? 'removed' : 'active',
    baseDomain: site.host,
    latestPulse: latestOf(state, site, 'pulse'),
    latestDeep: latestBox,
    latestBox,
    webPath: siteWebPath(site),
    webUrl: webUrl(state, siteWebPath(site)),
  };
}
