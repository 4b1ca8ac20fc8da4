// A scan against its baseline: findings matched by code into new, fixed and unchanged.
import { conflict, type ServiceError } from './envelope.ts';
import { isFinal, scanWebPath } from './scan-lifecycle.ts';
import { ERROR_CODES } from './spec.ts';
import { webUrl, type SimulatorState } from './state.ts';
import type { Finding, Scan } from './records.ts';

export type ChangeKind = 'new' | 'fixed' | 'unchanged';
export interface Change {
  change: ChangeKind;
  finding: Finding;
}

function noBaseline(): ServiceError {
  return conflict(
    ERROR_CODES.noBaseline,
    'This scan has no baseline to compare with.',
    'Start the scan with baselineScanId, or run a scan of the same site and kind first.',
  );
}

/** The baseline scan, or a 409 when there is none or either scan has not finished. */
export function baselineOf(state: SimulatorState, scan: Scan): Scan {
  const baseline = scan.baselineScanId ? state.scans.get(scan.baselineScanId) : undefined;
  if (!baseline) throw noBaseline();
  if (!isFinal(scan.status) || !isFinal(baseline.status)) {
    throw conflict(
      ERROR_CODES.scanNotFinished,
      'The comparison is ready once both scans have finished.',
      'Poll the scan until its status is final, then ask again.',
    );
  }
  return baseline;
}

export function changesBetween(current: readonly Finding[], baseline: readonly Finding[]): Change[] {
  const before = new Set(baseline.map((f) => f.code));
  const after = new Set(current.map((f) => f.code));
  return [
    ...current.map((finding): Change => ({
      change: before.has(finding.code) ? 'unchanged' : 'new',
      finding,
    })),
    ...baseline.filter((f) => !after.has(f.code)).map((finding): Change => ({ change: 'fixed', finding })),
  ];
}

export interface ComparisonResult {
  runId: string;
  baselineRunId: string;
  error: string | null;
  changes: Change[];
  webUrl: string;
}

export function compareWithBaseline(state: SimulatorState, scan: Scan): ComparisonResult {
  const baseline = baselineOf(state, scan);
  const error = state.sites.get(scan.siteId)?.comparisonError ?? null;
  return {
    runId: scan.id,
    baselineRunId: baseline.id,
    error,
    changes: error ? [] : changesBetween(scan.findings, baseline.findings),
    webUrl: webUrl(state, `${scanWebPath(scan)}/comparison`),
  };
}

/** The site status's `lastComparison`: counts for the newest finished scan that has a finished baseline. */
export function comparisonSummary(
  state: SimulatorState,
  newestFirst: readonly Scan[],
): Record<string, unknown> | null {
  const comparable = newestFirst.find((scan) => {
    const baseline = scan.baselineScanId ? state.scans.get(scan.baselineScanId) : undefined;
    return isFinal(scan.status) && baseline !== undefined && isFinal(baseline.status);
  });
  if (!comparable) return null;
  const result = compareWithBaseline(state, comparable);
  const count = (kind: ChangeKind): number => result.changes.filter((c) => c.change === kind).length;
  return {
    runId: result.runId,
    baselineRunId: result.baselineRunId,
    new: count('new'),
    fixed: count('fixed'),
    unchanged: count('unchanged'),
  };
}
