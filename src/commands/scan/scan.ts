// The scan command's flow, route-agnostic: site, baseline, start, wait, findings, repair brief. Every
// step records into the run state as soon as it knows something, so a failure or a cancellation later
// still reports the scan id and its link.
import { ServiceError } from '../../api/errors.ts';
import type { RunState } from '../../run/state.ts';
import type { Toolkit } from '../../run/toolkit.ts';
import type { Settings } from '../../settings/settings.ts';
import { countBySeverity, diffAgainstBaseline, fromComparison, openFindings } from './findings.ts';
import type { ScanSnapshot } from '../../api/assumed.ts';
import type { ScanRoute, SiteRef, Started } from './route.ts';
import { waitAndLog } from '../wait.ts';
import type { FindingsView } from '../../report/model.ts';

export interface ScanFlowDeps {
  readonly settings: Settings;
  readonly state: RunState;
  readonly toolkit: Toolkit;
  readonly signal: AbortSignal;
  readonly route: ScanRoute;
  /** Starts the Deep scan the way the route does it (release key, or proof and approval). */
  readonly startDeep: (site: SiteRef, baselineId: string | null) => Promise<Started>;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  /** Writes the repair brief and returns its path. */
  readonly saveRepairBrief: (markdown: string) => Promise<string>;
}

const WITH_FINDINGS = ['succeeded', 'incomplete'];

export async function runScanFlow(deps: ScanFlowDeps): Promise<void> {
  const { settings, state, toolkit, route } = deps;
  if (settings.scan === 'none') {
    state.skipped.push({ what: 'Scan', why: "not started (input 'scan' is 'none')" });
    return;
  }
  const site = state.site ?? (await route.resolveSite(settings.site));
  state.site = site;
  const baselineId =
    settings.baseline === 'auto' ? await route.findBaseline(site.id, settings.scan) : settings.baseline;
  const started =
    settings.scan === 'pulse'
      ? await route.startPulse(site.id, baselineId)
      : await deps.startDeep(site, baselineId);
  record(state, started.scan, started.replayed, false);
  toolkit.info(
    `Scan ${started.scan.id} ${started.replayed ? 'was already started by this run (replayed, not charged again)' : 'started'}: ${started.scan.webUrl ?? 'no link'}`,
  );
  if (!settings.wait) {
    state.skipped.push({ what: 'Wait', why: "not waiting for the scan (input 'wait' is 'false')" });
    return;
  }
  const final = await toolkit.group(`Waiting for scan ${started.scan.id}`, () => waitFor(deps, started.scan));
  record(state, final.latest, started.replayed, final.timedOut);
  if (final.timedOut) {
    toolkit.warning(
      `Stopped waiting after ${settings.waitTimeoutMs / 60_000} minute(s); scan ${final.latest.id} goes on: ${final.latest.webUrl ?? ''}`,
    );
    return;
  }
  if (!WITH_FINDINGS.includes(final.latest.status)) return;
  state.findings = await readFindings(route, final.latest, baselineId ?? final.latest.baselineRunId);
  if (settings.repairBrief !== '') await fetchRepairBrief(deps, final.latest.id);
}

/** An optional extra: a brief that cannot be fetched or written is a warning, never the verdict. */
async function fetchRepairBrief(deps: ScanFlowDeps, scanId: string): Promise<void> {
  const { settings, state, toolkit } = deps;
  try {
    const markdown = await deps.route.repairBrief(scanId, settings.repairBrief);
    state.files.repairBrief = await deps.saveRepairBrief(markdown);
  } catch (error) {
    if (deps.signal.aborted) throw error;
    const why =
      error instanceof ServiceError
        ? (error.describe().split('\n')[0] ?? error.message)
        : error instanceof Error
          ? error.message
          : String(error);
    const message = `Repair brief not written: ${why}`;
    state.warnings.push(message);
    state.skipped.push({ what: 'Repair brief', why });
    toolkit.warning(message);
  }
}

function waitFor(deps: ScanFlowDeps, first: ScanSnapshot) {
  return waitAndLog(deps, `scan ${first.id}`, {
    first,
    poll: () => deps.route.scan(first.id),
    timeoutMs: deps.settings.waitTimeoutMs,
    describe: (latest) => {
      const progress = latest.progressPercent === null ? '' : ` ${latest.progressPercent}%`;
      return `${latest.status}${progress}${latest.phase ? ` (${latest.phase})` : ''}`;
    },
  });
}

async function readFindings(
  route: ScanRoute,
  scan: ScanSnapshot,
  baselineId: string | null,
): Promise<FindingsView> {
  const open = openFindings(await collect(route.findings(scan.id)));
  const openBySeverity = countBySeverity(open, scan.open);
  const changes = await route.comparison(scan.id);
  if (changes !== null)
    return { ...fromComparison(open, changes), open, openBySeverity, comparedBy: 'service' };
  if (baselineId === null || baselineId === scan.id)
    return { new: [], fixed: [], open, openBySeverity, comparedBy: 'none' };
  const baseline = await collect(route.findings(baselineId));
  return { ...diffAgainstBaseline(open, baseline), open, openBySeverity, comparedBy: 'baseline-findings' };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

function record(state: RunState, scan: ScanSnapshot, replayed: boolean, timedOut: boolean): void {
  state.scan = {
    id: scan.id,
    kind: scan.kind,
    status: scan.status,
    webUrl: scan.webUrl,
    replayed,
    baselineId: scan.baselineRunId,
    progressPercent: scan.progressPercent,
    coveragePercent: scan.coveragePercent,
    caveats: scan.caveats,
    timedOut,
  };
}
