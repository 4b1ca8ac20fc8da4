// A site's scan history, for the trend chart (docs/trend.md): its newest succeeded scans of one kind from
// `GET /agent/scans`, and each one's open counts from its detail (a list item carries no `open`). Both are
// optional reads: they retry as every GET does, within the time the caller has left for them.
import { isRecord, nonEmptyText } from './envelope-parser.ts';
import { get } from './call-builders.ts';
import { fetchPage } from './pagination.ts';
import type { ApiCall, Transport } from './retrying-transport.ts';
import { readScanKind, toServiceKind } from './scan-kind.ts';
import type { Page } from './types.ts';
import { readOpenCounts, type OpenCounts } from './unshown-fields/scan-fields.ts';
import type { ScanKind } from '../settings/choices.ts';

/** Pages of the list read at most: the spec leaves `limit`'s range unshown, so a smaller page is followed. */
export const MAX_HISTORY_PAGES = 3;

/** A succeeded scan of the history, as the list gives it (spec: Scan, summary form). */
export interface HistoryScan {
  readonly id: string;
  readonly createdAt: string | null;
  readonly finishedAt: string | null;
  readonly webUrl: string | null;
}

export function historyRoutes(transport: Transport) {
  return {
    /** The site's newest succeeded scans of the kind, newest first, at most `limit`. */
    succeededScans: async (
      siteId: string,
      kind: ScanKind,
      limit: number,
      retryWithinMs?: number,
    ): Promise<HistoryScan[]> => {
      const query = { siteId, kind: toServiceKind(kind), status: 'succeeded', limit };
      const scans: HistoryScan[] = [];
      let cursor: string | null = null;
      for (let read = 0; read < MAX_HISTORY_PAGES && scans.length < limit; read++) {
        const page = get('/agent/scans', {}, { ...query, cursor: cursor ?? undefined });
        const call: ApiCall = { ...page, retryWithinMs };
        const answer: Page<unknown> = await fetchPage<Page<unknown>>(transport, call);
        // A service that repeats an item (a cursor that loops) must not draw one scan twice.
        for (const scan of answer.items.flatMap((item) => readHistoryScan(item, kind)))
          if (!scans.some((s) => s.id === scan.id)) scans.push(scan);
        cursor = answer.nextCursor;
        if (cursor === null) break;
      }
      return scans.slice(0, limit);
    },
    /** The scan's open counts by severity (its detail's `open`); null when the detail carries none. */
    openCounts: async (scanId: string, retryWithinMs?: number): Promise<OpenCounts | null> => {
      const detail = await transport.call({ ...get('/agent/scans/{scanId}', { scanId }), retryWithinMs });
      return isRecord(detail) && isRecord(detail.open) ? chartedCounts(detail.open) : null;
    },
  };
}

/**
 * The open counts a chart may draw: a count that is there but is not a whole number from 0 up (negative,
 * fractional, text, beyond 2^53) makes the scan's counts unreadable (null), never a 0 drawn as a fact.
 * A severity left out is 0, as the tolerant reader has it.
 */
function chartedCounts(open: Record<string, unknown>): OpenCounts | null {
  const counts = readOpenCounts(open);
  const unreadable = Object.keys(counts).some(
    (s) => open[s] !== undefined && !(Number.isSafeInteger(open[s]) && (open[s] as number) >= 0),
  );
  return unreadable ? null : counts;
}

/**
 * A list item kept only when it is what was asked for: a succeeded scan of the kind, with an id. The list's
 * filters should already ensure it; a service that ignores one must not put another kind into the chart.
 */
function readHistoryScan(item: unknown, kind: ScanKind): HistoryScan[] {
  if (!isRecord(item) || item.status !== 'succeeded' || readScanKind(item.kind) !== kind) return [];
  const id = nonEmptyText(item.id);
  if (id === null) return [];
  return [
    {
      id,
      createdAt: nonEmptyText(item.createdAt),
      finishedAt: nonEmptyText(item.finishedAt),
      webUrl: nonEmptyText(item.webUrl),
    },
  ];
}
