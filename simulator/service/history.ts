// A site's past scans, for the trend chart's tests (docs/trend.md): finished scans dated days ago, with
// findings from the templates given, so `GET /agent/scans` lists a history as a service that has run for
// a while would (newest first by date).
import { makeFinding } from './scan-lifecycle.ts';
import type { FinalScanStatus, ScanKind } from './spec.ts';
import { isoAt, nextId, type SimulatorState } from './state.ts';
import type { FindingTemplate, Scan, Site } from './records.ts';

export interface PastScan {
  /** Days before the simulator's now when the scan started; it finished five minutes later. */
  readonly daysAgo: number;
  readonly findings?: readonly FindingTemplate[];
  /** `succeeded` by default. */
  readonly status?: FinalScanStatus;
  /** `pulse` by default. */
  readonly kind?: ScanKind;
}

export function addPastScan(state: SimulatorState, site: Site, past: PastScan): Scan {
  const kind = past.kind ?? 'pulse';
  const status = past.status ?? 'succeeded';
  const started = -past.daysAgo * 86_400;
  const scan: Scan = {
    id: nextId(state, 'scan'),
    siteId: site.id,
    kind,
    assessmentLevel: kind === 'pulse' ? 'pulse' : 'deep',
    status,
    createdAt: isoAt(state, started),
    finishedAt: isoAt(state, started + 300),
    polls: 0,
    pollsToFinish: 0,
    suggestedPollAfterSeconds: 0,
    baselineScanId: null,
    findings: [],
  };
  const produces = status === 'succeeded' || status === 'incomplete';
  scan.findings = produces ? (past.findings ?? []).map((t) => makeFinding(state, scan, t)) : [];
  state.scans.set(scan.id, scan);
  return scan;
}
