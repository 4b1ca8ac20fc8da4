// Reads a scan, in any of the forms the service sends (agent detail, legacy detail, the `scan` object of
// a start result), into a ScanSnapshot. Tolerant: only the id is required.
import { readCoveragePercent, readOpenCounts, readProgress } from '../../api/assumed.ts';
import { isRecord } from '../../api/envelope.ts';
import type { ScanSnapshot } from './route.ts';

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function readScanSnapshot(value: unknown, what: string): ScanSnapshot {
  const scan = isRecord(value) ? value : {};
  const id = str(scan.id);
  if (id === null) throw new Error(`the service's ${what} carries no scan id`);
  const progress = readProgress(scan.progress);
  const suggested = scan.suggestedPollAfterSeconds;
  return {
    id,
    kind: str(scan.kind) ?? 'pulse',
    status: str(scan.status) ?? 'queued',
    webUrl: str(scan.webUrl),
    suggestedPollAfterSeconds: typeof suggested === 'number' && suggested >= 0 ? suggested : null,
    baselineRunId: str(scan.baselineRunId),
    progressPercent: progress.percent,
    phase: progress.phase,
    coveragePercent: readCoveragePercent(scan.coverage),
    caveats: Array.isArray(scan.caveats)
      ? scan.caveats.filter((c): c is string => typeof c === 'string')
      : [],
    open: isRecord(scan.open) ? readOpenCounts(scan.open) : null,
  };
}
