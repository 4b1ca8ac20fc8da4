// The scan command's flow, route-agnostic: site, baseline, start, wait, findings, repair brief. Every
// step records into the run state as soon as it knows something, so a failure or a cancellation later
// still reports the scan id and its link.
import { ServiceError } from '../../api/errors.ts';
import { errorMessage } from '../../errors.ts';
import type { PollIntervals } from '../../runtime/clock.ts';
import type { RunState } from '../../runtime/state.ts';
import type { Toolkit } from '../../runtime/toolkit.ts';
import { countBySeverity, diffAgainstBaseline, fromComparison, openFindings } from './findings.ts';
import type { ScanSnapshot } from '../../api/unshown-fields/scan-fields.ts';
import type { ScanRoute, SiteRef, Started } from './route.ts';
import type { ScanSettings } from './spec.ts';
import type { ScanKind } from '../../settings/choices.ts';
import { describeBaseline } from '../../render/baseline-section.ts';
import { waitAndLog } from '../../steps/wait.ts';
import type { BaselineView, FindingsView } from '../../render/model.ts';
import type { Recording, ScanToRecord } from '../../baseline/baselines.ts';
import { settleBaseline, type Recalled } from '../../baseline/rerun.ts';
import { plural } from '../../plural.ts';

export interface ScanFlowDeps {
  readonly settings: ScanSettings;
  readonly state: RunState;
  readonly toolkit: Toolkit;
  readonly signal: AbortSignal;
  readonly route: ScanRoute;
  /** This run's site identity. */
  readonly siteKey: string;
  /** GITHUB_RUN_ATTEMPT: 2 and up on a re-run. */
  readonly attempt: number;
  readonly baselines: {
    choose(kind: ScanKind): Promise<BaselineView>;
    /** A re-run's first attempt's choices (src/baseline/rerun.ts); null on attempt 1. */
    recall(kind: ScanKind): Promise<Recalled | null>;
    /** Keeps this attempt's choices for its re-runs. Throws when the cache refuses. */
    keep(kind: ScanKind, baseline: BaselineView, sent: string | null): Promise<void>;
    /** The digest of the policy in force. */
    policyDigest(): string;
    /** Records the scan as its branch's baseline where the event records; null where it does not. */
    record(kind: ScanKind, scan: ScanToRecord): Promise<Recording | null>;
    /** The event records its scan (a push, a schedule, a manual run) rather than judging a change. */
    readonly records: boolean;
  };
  /** Starts the Deep scan the way the route does it (release key, or proof and approval). */
  readonly startDeep: (site: SiteRef, baselineId: string | null) => Promise<Started>;
  readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now: () => number;
  readonly polls: PollIntervals;
  /** Writes the repair brief and returns its path, or null when the write was refused (a warning). */
  readonly saveRepairBrief: (markdown: string) => Promise<string | null>;
  /** Called once the scan has started and its id is recorded: the local work begins beside the wait. */
  readonly onStarted?: () => void;
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
  const kind = settings.scan;
  const recalled = await deps.baselines.recall(kind);
  const chosen = recalled?.choices?.baseline ?? (await deps.baselines.choose(kind));
  state.baseline = chosen;
  // The service compares with a scan of the same site only; a `baseline-site` scan is compared here, by code.
  const sent = recalled?.choices
    ? recalled.choices.sent
    : chosen.site === deps.siteKey
      ? chosen.scanId
      : null;
  const started = kind === 'pulse' ? await route.startPulse(site.id, sent) : await deps.startDeep(site, sent);
  record(state, started.scan, started.replayed, false);
  deps.onStarted?.();
  const baseline = await settle(deps, kind, recalled, chosen, started, sent);
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
      `Stopped waiting after ${plural(settings.waitTimeoutMs / 60_000, 'minute')} (wait-timeout-minutes); scan ${final.latest.id} goes on: ${final.latest.webUrl ?? ''}`,
    );
    return;
  }
  if (final.latest.status === 'succeeded') {
    await recordBaseline(deps, kind, { ...final.latest, replayed: started.replayed });
  }
  if (!WITH_FINDINGS.includes(final.latest.status)) return;
  state.findings = await readFindings(deps, final.latest, baseline.scanId);
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
    timing: deps.polls.scan,
    describe: (latest) => {
      const progress = latest.progressPercent === null ? '' : ` ${latest.progressPercent}%`;
      return `${latest.status}${progress}${latest.phase ? ` (${latest.phase})` : ''}`;
    },
  });
}

/**
 * The baseline this attempt judges against, once the start answered (settleBaseline); attempt 1 keeps its
 * choice for re-runs. A choice that cannot be kept costs a re-run its baseline, never this run its verdict.
 */
async function settle(
  deps: ScanFlowDeps,
  kind: ScanKind,
  recalled: Recalled | null,
  chosen: BaselineView,
  started: Started,
  sent: string | null,
): Promise<BaselineView> {
  const { state, toolkit } = deps;
  const settled = settleBaseline({
    attempt: deps.attempt,
    recalled,
    chosen,
    started: { replayed: started.replayed, baselineRunId: started.scan.baselineRunId },
    policyDigest: deps.baselines.policyDigest(),
  });
  state.baseline = settled.baseline;
  // A recording run with nothing recorded before it has nothing to say here: its scan becomes the baseline.
  if (settled.baseline.source !== 'none' || !deps.baselines.records) {
    toolkit.info(`Baseline: ${describeBaseline(settled.baseline)}`);
  }
  if (settled.baseline.rerun) toolkit.info(settled.baseline.rerun);
  if (settled.warning !== null) {
    state.warnings.push(settled.warning);
    toolkit.warning(settled.warning);
  }
  if (!settled.keep) return settled.baseline;
  try {
    await deps.baselines.keep(kind, settled.baseline, sent);
  } catch (error) {
    // Only a re-run would miss it, and that re-run says so: a line here, not a warning on every run.
    toolkit.info(
      `What this run judged against could not be kept for its re-runs (a re-run would judge without a baseline): ${errorMessage(error)}`,
    );
  }
  return settled.baseline;
}

/** A baseline that cannot be recorded costs later pull requests their baseline, not this run its verdict. */
async function recordBaseline(deps: ScanFlowDeps, kind: ScanKind, scan: ScanToRecord): Promise<void> {
  const { state, toolkit } = deps;
  try {
    const recording = await deps.baselines.record(kind, scan);
    if (recording === null || state.baseline === null || state.baseline === undefined) return;
    if (!recording.recorded) {
      state.skipped.push({ what: 'Baseline record', why: recording.why });
      toolkit.info(`Scan ${scan.id} not recorded as the baseline of ${recording.branch}: ${recording.why}.`);
      return;
    }
    state.baseline = { ...state.baseline, recordedFor: recording.branch };
    toolkit.info(`Scan ${scan.id} recorded as the baseline of ${recording.branch} for later pull requests.`);
  } catch (error) {
    const message = `The scan could not be recorded as this branch's baseline: ${errorMessage(error)}`;
    state.warnings.push(message);
    toolkit.warning(message);
  }
}

/**
 * New and fixed against the chosen baseline only. The service's comparison counts when it compared with
 * that very scan; otherwise (another site's baseline, a route that takes none) the findings are diffed here.
 * Without a baseline nothing is new: the gate then judges every open finding.
 */
async function readFindings(
  deps: ScanFlowDeps,
  scan: ScanSnapshot,
  baselineId: string | null,
): Promise<FindingsView> {
  const { route } = deps;
  const open = openFindings(await collect(route.findings(scan.id)));
  const openBySeverity = countBySeverity(open, scan.open);
  const none: FindingsView = { new: [], fixed: [], open, openBySeverity, comparedBy: 'none' };
  if (baselineId === null || baselineId === scan.id) return none;
  if (scan.baselineRunId === baselineId) {
    const changes = await route.comparison(scan.id);
    if (changes !== null)
      return { ...fromComparison(open, changes), open, openBySeverity, comparedBy: 'service' };
  }
  try {
    const baseline = await collect(route.findings(baselineId));
    return { ...diffAgainstBaseline(open, baseline), open, openBySeverity, comparedBy: 'baseline-findings' };
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status !== 404) throw error;
    const message = `The baseline scan ${baselineId} is gone from the service: every open finding is judged.`;
    deps.state.warnings.push(message);
    deps.toolkit.warning(message);
    return none;
  }
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
