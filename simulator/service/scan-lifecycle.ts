// How a scan lives: queued at start, running while polled, then the site's final status after the configured
// number of polls; a finished scan takes its findings from the site's finding templates at that moment.
import { FINAL_SCAN_STATUSES, type AssessmentLevel, type ScanKind, type ScanStatus } from './spec.ts';
import { isoAt, nextId, type SimulatorState } from './state.ts';
import type { Finding, Scan, Site } from './records.ts';

export function isFinal(status: ScanStatus): boolean {
  return (FINAL_SCAN_STATUSES as readonly string[]).includes(status);
}

export function scanWebPath(scan: Scan): string {
  return `/sites/${scan.siteId}/scans/${scan.id}`;
}

/** The newest succeeded scan of the same site and kind, the default baseline. */
export function previousSucceeded(state: SimulatorState, siteId: string, kind: ScanKind): Scan | undefined {
  return newestFirst([...state.scans.values()]).find(
    (scan) => scan.siteId === siteId && scan.kind === kind && scan.status === 'succeeded',
  );
}

/** By start time, then by id (scans started in the same instant, as on a virtual clock). */
export function newestFirst(scans: Scan[]): Scan[] {
  return scans.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}

export function startScan(state: SimulatorState, site: Site, kind: ScanKind, baselineScanId?: string): Scan {
  const level: AssessmentLevel = kind === 'pulse' ? 'pulse' : 'deep';
  const scan: Scan = {
    id: nextId(state, 'scan'),
    siteId: site.id,
    kind,
    assessmentLevel: level,
    status: 'queued',
    createdAt: isoAt(state),
    finishedAt: null,
    polls: 0,
    pollsToFinish: site.behaviour.pollsToFinish,
    suggestedPollAfterSeconds: site.behaviour.suggestedPollAfterSeconds,
    baselineScanId: baselineScanId ?? previousSucceeded(state, site.id, kind)?.id ?? null,
    findings: [],
  };
  state.scans.set(scan.id, scan);
  if (scan.pollsToFinish <= 0) finishScan(state, scan);
  return scan;
}

/** One read of the scan by a client: moves it one step towards its final status. */
export function pollScan(state: SimulatorState, scan: Scan): void {
  if (isFinal(scan.status)) return;
  scan.polls += 1;
  if (scan.polls >= scan.pollsToFinish) finishScan(state, scan);
  else scan.status = 'running';
}

export function finishScan(state: SimulatorState, scan: Scan): void {
  const site = state.sites.get(scan.siteId);
  scan.status = site?.behaviour.finalStatus ?? 'succeeded';
  scan.finishedAt = isoAt(state);
  const produces = scan.status === 'succeeded' || scan.status === 'incomplete';
  scan.findings =
    produces && site ? site.templates.map((template) => makeFinding(state, scan, template)) : [];
}

export function makeFinding(state: SimulatorState, scan: Scan, template: Site['templates'][number]): Finding {
  const id = nextId(state, 'fnd');
  return {
    id,
    code: template.code,
    runId: scan.id,
    kind: scan.kind,
    severity: template.severity,
    state: template.state,
    category: template.category,
    title: template.title,
    meaning: template.meaning,
    fix: template.fix ?? null,
    confidence: template.confidence ?? 'high',
    evidence: template.evidence ?? [],
    sources: [scan.kind === 'pulse' ? 'pulse-scanner' : 'deep-scanner'],
    steps: template.steps ?? [],
    webPath: `${scanWebPath(scan)}/findings/${id}`,
  };
}

export function scanProgress(scan: Scan): { percent: number; phase: string } | null {
  if (isFinal(scan.status)) return null;
  if (scan.status === 'queued') return { percent: 0, phase: 'queued' };
  return { percent: Math.min(95, Math.round((scan.polls / scan.pollsToFinish) * 100)), phase: 'testing' };
}
