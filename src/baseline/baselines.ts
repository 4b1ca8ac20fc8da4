// Which scan a run is judged against, and the record a run leaves for later pull requests. Pull requests
// and merge queue groups read their base branch's record and never record; pushes, schedules and manual
// dispatches record their succeeded scan for their branch. A pull request's own earlier scans, and other
// pull requests' scans, are never its baseline.
import type { RunContext } from '../github/context.ts';
import type { BaselineView } from '../report/model.ts';
import { errorMessage } from '../errors.ts';
import { normalizeSite } from '../run/site-identity.ts';
import type { Settings } from '../settings/settings.ts';
import { isChangeEvent } from '../settings/values.ts';
import type { BaselineKind, BaselineRecord, BaselineStore } from './store.ts';

/** The events whose succeeded scan becomes their branch's baseline. */
export const RECORDING_EVENTS: readonly string[] = ['push', 'schedule', 'workflow_dispatch'];

export interface BaselineDeps {
  readonly settings: Pick<Settings, 'baseline' | 'baselineSite'>;
  readonly ctx: Pick<RunContext, 'eventName' | 'branch' | 'baseBranch' | 'runId' | 'runAttempt' | 'sha'>;
  /** This run's site identity. */
  readonly siteKey: string;
  readonly store: BaselineStore;
  readonly now: () => number;
}

const OR_UNREAD = 'or the Actions cache could not be read (then its warning is in the log)';

/** The site identity whose baselines this run reads: `baseline-site`'s, or the run's own. */
export function referenceSite(deps: Pick<BaselineDeps, 'settings' | 'siteKey'>): string {
  return deps.settings.baselineSite === '' ? deps.siteKey : normalizeSite(deps.settings.baselineSite);
}

export async function chooseBaseline(deps: BaselineDeps, kind: BaselineKind): Promise<BaselineView> {
  const { settings, ctx } = deps;
  const site = referenceSite(deps);
  const none = (note: string): BaselineView => ({ ...empty(site), note });
  if (settings.baseline !== 'auto') return { ...empty(site), scanId: settings.baseline, source: 'input' };
  const change = isChangeEvent(ctx.eventName);
  const branch = (change ? ctx.baseBranch : ctx.branch) ?? null;
  if (!change && !RECORDING_EVENTS.includes(ctx.eventName)) {
    return none(`a '${ctx.eventName || 'unknown'}' run has no base branch to compare with`);
  }
  if (branch === null) {
    return none(change ? 'the event names no base branch' : 'this run is not on a branch (a tag?)');
  }
  let record: BaselineRecord | null;
  try {
    record = await deps.store.find(site, kind, branch);
  } catch (error) {
    const why = errorMessage(error);
    const note = `the baseline record could not be read from the Actions cache (${why})`;
    return { ...none(note), branch, unread: true };
  }
  // A re-run of a push finds the record its own first attempt left: that is this run's scan, not a baseline.
  // @actions/cache answers a failed lookup or download as a miss (with its own warning in the log), so the
  // note cannot tell "none recorded" from "none read".
  if (record === null || record.runId === ctx.runId) {
    const note = change
      ? `no scan of ${site} (${kind}) is recorded for the base branch ${branch} yet, ${OR_UNREAD}`
      : `no earlier run on ${branch} recorded a scan of ${site} (${kind}), ${OR_UNREAD}`;
    return { ...none(note), branch };
  }
  return {
    ...empty(site),
    scanId: record.scanId,
    source: change ? 'base-branch' : 'branch',
    branch,
    recordedBy: { sha: record.sha, runId: record.runId, event: record.event, at: record.recordedAt },
  };
}

/**
 * Records a succeeded scan as its branch's baseline on the events that record; returns the branch, or null
 * when this run does not record. Throws when the cache refuses (the caller warns: the verdict stands).
 */
export async function recordBaseline(
  deps: BaselineDeps,
  kind: BaselineKind,
  scanId: string,
): Promise<string | null> {
  const { ctx } = deps;
  if (!RECORDING_EVENTS.includes(ctx.eventName) || !ctx.branch) return null;
  const record: BaselineRecord = {
    scanId,
    site: deps.siteKey,
    kind,
    branch: ctx.branch,
    sha: ctx.sha,
    runId: ctx.runId,
    event: ctx.eventName,
    recordedAt: new Date(deps.now()).toISOString(),
  };
  await deps.store.record(record, `${ctx.runId}-${ctx.runAttempt ?? 1}`);
  return ctx.branch;
}

function empty(site: string): BaselineView {
  return {
    scanId: null,
    source: 'none',
    site,
    branch: null,
    recordedBy: null,
    note: null,
    recordedFor: null,
  };
}
