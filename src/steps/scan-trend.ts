// After the wait: the site's last succeeded scans of the run's kind and their open counts, for the summary's
// trend chart (docs/trend.md). An optional extra: a failed or slow history read leaves the chart out with a
// line in the log and the summary, never a change to the verdict. Bounded: one list read of at most
// TREND_SCANS scans (MAX_HISTORY_PAGES pages), one detail per listed scan but the run's own, and no request
// or retry wait starts after TREND_BUDGET_MS; cancellation of the run still ends it as a cancellation.
import type { HistoryScan } from '../api/client-history.ts';
import type { ServiceClient } from '../api/client.ts';
import type { OpenCounts } from '../api/unshown-fields/scan-fields.ts';
import { errorMessage } from '../errors.ts';
import type { TrendPoint, TrendView } from '../render/trend-model.ts';
import type { RunState } from '../runtime/state.ts';
import type { Toolkit } from '../runtime/toolkit.ts';
import type { ScanSettings } from '../commands/scan/spec.ts';
import { SEVERITIES, type Severity } from '../settings/choices.ts';

/** Scans in the chart at most (issue 23: up to 20). */
export const TREND_SCANS = 20;
/** Detail reads in flight at once. */
export const TREND_CONCURRENCY = 4;
/** No history request or retry wait starts after this: a picture must not hold up the verdict. */
export const TREND_BUDGET_MS = 20_000;

export interface TrendDeps {
  /** The policy of the inputs, where the run state holds none with the policy file applied. */
  readonly settings: Pick<ScanSettings, 'route' | 'policy'>;
  readonly state: RunState;
  readonly toolkit: Pick<Toolkit, 'info' | 'debug'>;
  readonly client: Pick<ServiceClient, 'succeededScans' | 'openCounts'>;
  readonly signal: AbortSignal;
  readonly now: () => number;
}

class BudgetSpent extends Error {
  constructor() {
    super(`it took longer than ${TREND_BUDGET_MS / 1000} seconds`);
  }
}

/** Records `state.trend` when the site has two succeeded scans or more; never throws but for cancellation. */
export async function recordTrend(deps: TrendDeps): Promise<void> {
  const { state, toolkit } = deps;
  const why = notApplicable(deps);
  if (why !== null) {
    toolkit.debug(`Trend chart: ${why}.`);
    return;
  }
  try {
    state.trend = await readTrend(deps, deps.now() + TREND_BUDGET_MS);
    if (state.trend === null) toolkit.debug('Trend chart: fewer than two succeeded scans of this kind.');
  } catch (error) {
    if (deps.signal.aborted) throw error;
    const reason = `scan history not read (${errorMessage(error)}); the verdict does not depend on it`;
    toolkit.info(`Trend chart left out: ${reason}.`);
    state.skipped.push({ what: 'Trend chart', why: reason });
  }
}

function notApplicable({ settings, state }: TrendDeps): string | null {
  if (settings.route === 'legacy') return 'not drawn on the legacy route';
  if (state.site === null || state.scan === null || state.findings === null) return 'no finished scan';
  if (state.scan.kind === 'unknown') return 'the scan is of a kind the action does not know';
  return null;
}

async function readTrend(deps: TrendDeps, deadline: number): Promise<TrendView | null> {
  const { state, client } = deps;
  const site = state.site;
  const scan = state.scan;
  const kind = scan?.kind;
  if (!site || !scan || kind === undefined || kind === 'unknown' || !state.findings) return null;
  const left = () => {
    const ms = deadline - deps.now();
    if (ms <= 0) throw new BudgetSpent();
    return ms;
  };
  const listed = await client.succeededScans(site.id, kind, TREND_SCANS, left());
  const own: HistoryScan = { id: scan.id, createdAt: null, finishedAt: null, webUrl: scan.webUrl };
  // The list may lag behind the scan that just succeeded: it joins as the newest.
  const scans =
    scan.status === 'succeeded' && !listed.some((s) => s.id === scan.id)
      ? [{ ...own, finishedAt: new Date(deps.now()).toISOString() }, ...listed].slice(0, TREND_SCANS)
      : listed;
  if (scans.length < 2) return null;
  const ownCounts = readCounts(state.findings.openBySeverity);
  const counts = await inBatches(scans, TREND_CONCURRENCY, (s) =>
    s.id === scan.id ? Promise.resolve(ownCounts) : client.openCounts(s.id, left()),
  );
  const points = scans.flatMap((s, i) => {
    const open = counts[i];
    return open ? [toPoint(s, open)] : [];
  });
  if (points.length < scans.length) throw new Error('a scan of the history carries no open counts');
  return { kind, failOn: (state.policy ?? deps.settings.policy).failOn, points: points.reverse() };
}

function toPoint(scan: HistoryScan, open: OpenCounts): TrendPoint {
  return { scanId: scan.id, at: isoDate(scan.finishedAt ?? scan.createdAt), webUrl: scan.webUrl, open };
}

/** A date the service sent, as the action writes it; null when it is not one. */
export function isoDate(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The run's own counts (from its findings, which win over the summary object). */
function readCounts(bySeverity: Readonly<Record<string, number>>): OpenCounts {
  return Object.fromEntries(SEVERITIES.map((s) => [s, bySeverity[s] ?? 0])) as Record<Severity, number>;
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  read: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(read))));
  }
  return results;
}
