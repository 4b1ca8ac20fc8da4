// Scan fields the spec leaves unshown (`open`, `coverage`, `progress`, the start result's `scan`);
// docs/assumed-shapes.md lists them all.
import { isRecord, nonEmptyText } from '../envelope-parser.ts';
import { readScanKind } from '../scan-kind.ts';
import type { ScanKind } from '../../settings/choices.ts';
import { SCAN_STATUSES, type KnownScanStatus } from '../types.ts';
import { count, strings, text } from './tolerant-reads.ts';

export type OpenCounts = Readonly<Record<'critical' | 'high' | 'medium' | 'low' | 'info', number>>;

/** Scan `open`: counts of open findings by severity. */
export function readOpenCounts(value: unknown): OpenCounts {
  const open = isRecord(value) ? value : {};
  return {
    critical: count(open.critical),
    high: count(open.high),
    medium: count(open.medium),
    low: count(open.low),
    info: count(open.info),
  };
}

/** Scan `coverage.percent` (0 to 100), or null when unknown. */
export function readCoveragePercent(value: unknown): number | null {
  const percent = isRecord(value) ? value.percent : undefined;
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? percent : null;
}

export interface Progress {
  readonly percent: number | null;
  readonly phase: string | null;
}

/** Scan `progress`: `{ percent?, phase? }`, both optional. */
export function readProgress(value: unknown): Progress {
  const progress = isRecord(value) ? value : {};
  return { percent: readCoveragePercent(progress), phase: text(progress.phase) };
}

/** A scan in any form the service sends (agent detail, legacy run, and the start result's `scan` object,
 * whose fields the spec leaves unshown and which is read with the detail's names). Only the id is required. */
export interface ScanSnapshot {
  readonly id: string;
  readonly kind: ScanKind | 'unknown';
  /** `queued` when missing; a status the service may add later is `unknown`. */
  readonly status: KnownScanStatus | 'unknown';
  readonly webUrl: string | null;
  readonly suggestedPollAfterSeconds: number | null;
  readonly baselineRunId: string | null;
  /** When the service made the scan; null when it sent none. */
  readonly createdAt: string | null;
  readonly progressPercent: number | null;
  readonly phase: string | null;
  readonly coveragePercent: number | null;
  readonly caveats: readonly string[];
  readonly open: OpenCounts | null;
}

export function readScanSnapshot(value: unknown, what: string): ScanSnapshot {
  const scan = isRecord(value) ? value : {};
  const id = nonEmptyText(scan.id);
  if (id === null) throw new Error(`the service's ${what} carries no scan id`);
  const progress = readProgress(scan.progress);
  const suggested = scan.suggestedPollAfterSeconds;
  return {
    id,
    kind: readScanKind(scan.kind),
    status:
      scan.status === undefined ? 'queued' : (SCAN_STATUSES.find((s) => s === scan.status) ?? 'unknown'),
    webUrl: nonEmptyText(scan.webUrl),
    suggestedPollAfterSeconds: typeof suggested === 'number' && suggested >= 0 ? suggested : null,
    baselineRunId: nonEmptyText(scan.baselineRunId),
    createdAt: nonEmptyText(scan.createdAt),
    progressPercent: progress.percent,
    phase: progress.phase,
    coveragePercent: readCoveragePercent(scan.coverage),
    caveats: strings(scan.caveats),
    open: isRecord(scan.open) ? readOpenCounts(scan.open) : null,
  };
}
