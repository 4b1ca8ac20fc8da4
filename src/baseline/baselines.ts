// Which scan a run is judged against, and the record a run leaves for later pull requests. Pull requests
// and merge queue groups read their base branch's record and never record; pushes, schedules and manual
// dispatches record their succeeded scan for their branch. A pull request's own earlier scans, and other
// pull requests' scans, are never its baseline.
import { errorMessage } from '../errors.ts';
import type { CompareStatus } from '../github/compare.ts';
import type { RunContext } from '../github/context.ts';
import type { BaselineView } from '../render/model.ts';
import { normalizeSite } from '../runtime/site-identity.ts';
import type { ScanOptions } from '../commands/scan/spec.ts';
import { isChangeEvent } from '../settings/choices.ts';
import type { BaselineKind, BaselineRecord, BaselineStore } from './store.ts';

/** The events whose succeeded scan becomes their branch's baseline. */
export const RECORDING_EVENTS: readonly string[] = ['push', 'schedule', 'workflow_dispatch'];

export interface BaselineDeps {
  readonly settings: Pick<ScanOptions, 'baseline' | 'baselineSite'>;
  readonly ctx: Pick<RunContext, 'eventName' | 'branch' | 'baseBranch' | 'runId' | 'runAttempt' | 'sha'>;
  /** This run's site identity. */
  readonly siteKey: string;
  readonly store: BaselineStore;
  readonly now: () => number;
  /** GitHub's compare status of `head` against `base`; null when there is no token to ask with. */
  readonly compare: ((base: string, head: string) => Promise<CompareStatus>) | null;
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

/** A succeeded scan a run may record. */
export interface ScanToRecord {
  readonly id: string;
  /** The service's `createdAt`; null when it sent none. */
  readonly createdAt: string | null;
  /** The start answer was a replay: a re-run's scan, started by an earlier attempt. */
  readonly replayed: boolean;
}

/** What recording did: the branch, whether the scan is now its baseline, and why not. */
export interface Recording {
  readonly branch: string;
  readonly recorded: boolean;
  readonly why: string;
}

/**
 * Records a succeeded scan as its branch's baseline on the events that record, unless the branch's record
 * should stay (recordingOrder); null when this run does not record. Throws when the cache refuses (the
 * caller warns: the verdict stands).
 */
export async function recordBaseline(
  deps: BaselineDeps,
  kind: BaselineKind,
  scan: ScanToRecord,
): Promise<Recording | null> {
  const { ctx } = deps;
  if (!RECORDING_EVENTS.includes(ctx.eventName) || !ctx.branch) return null;
  const branch = ctx.branch;
  const record: BaselineRecord = {
    scanId: scan.id,
    site: deps.siteKey,
    kind,
    branch,
    sha: ctx.sha,
    runId: ctx.runId,
    event: ctx.eventName,
    recordedAt: new Date(deps.now()).toISOString(),
    scanCreatedAt: scan.createdAt ?? '',
  };
  const runKey = `${ctx.runId}-${ctx.runAttempt ?? 1}`;
  const order = async () => {
    const current = await deps.store.find(deps.siteKey, kind, branch);
    return recordingOrder(current, record, scan.replayed, await relate(deps, current));
  };
  const first = await order();
  if (!first.record) return { branch, recorded: false, why: first.why };
  await deps.store.record(record, runKey);
  // The cache answers the newest entry: a recorder of an older commit that saved just after this one would
  // hide it. Read back once, and save again when the order says this record wins over what is there.
  const again = await order();
  if (again.record) await deps.store.record(record, `${runKey}-again`);
  return { branch, recorded: true, why: '' };
}

/** How this run's commit relates to the recorded one; null (with why) when it cannot be told. */
async function relate(
  deps: BaselineDeps,
  current: BaselineRecord | null,
): Promise<{ readonly status: CompareStatus | null; readonly why: string }> {
  if (current === null) return { status: null, why: '' };
  if (current.sha === deps.ctx.sha) return { status: 'identical', why: '' };
  if (current.sha === '' || deps.compare === null) {
    return { status: null, why: 'the commits cannot be compared (no github-token, or no commit on record)' };
  }
  try {
    return { status: await deps.compare(current.sha, deps.ctx.sha), why: '' };
  } catch (error) {
    return {
      status: null,
      why: `GitHub's compare API could not relate the commits (${errorMessage(error)})`,
    };
  }
}

/**
 * Whether `candidate` replaces `current` as its branch's baseline. By the commits first: a commit ahead of
 * (or diverged from, after a force push) the recorded one records, one behind it does not, so a re-run of an
 * older push never replaces what a newer commit recorded. Of one commit, the newer scan wins, and a replayed
 * scan never replaces a newer one. When the commits cannot be related, the newer scan wins.
 */
export function recordingOrder(
  current: BaselineRecord | null,
  candidate: BaselineRecord,
  replayed: boolean,
  relation: { readonly status: CompareStatus | null; readonly why: string },
): { readonly record: boolean; readonly why: string } {
  if (current === null) return { record: true, why: '' };
  const stays = `scan ${current.scanId} (recorded by the ${current.event} run ${current.runId} at ${current.sha.slice(0, 12)}) stays the baseline of ${current.branch}`;
  if (current.scanId === candidate.scanId)
    return { record: false, why: `scan ${current.scanId} is already the baseline of ${current.branch}` };
  const newer = isNewerScan(candidate, current, replayed);
  switch (relation.status) {
    case 'behind':
      return {
        record: false,
        why: `this run's commit ${candidate.sha.slice(0, 12)} is behind the recorded one: ${stays}`,
      };
    case 'identical':
      return newer
        ? { record: true, why: '' }
        : { record: false, why: `the same commit has a newer scan: ${stays}` };
    case 'ahead':
    case 'diverged':
      return replayed && !newer
        ? { record: false, why: `this re-run's replayed scan is older than the recorded one: ${stays}` }
        : { record: true, why: '' };
    case null:
      return newer
        ? { record: true, why: '' }
        : { record: false, why: `${relation.why}; the recorded scan is newer: ${stays}` };
  }
}

/** By the scans' `createdAt` (the record's time for older records); an unknown age is new unless replayed. */
function isNewerScan(candidate: BaselineRecord, current: BaselineRecord, replayed: boolean): boolean {
  const mine = Date.parse(candidate.scanCreatedAt);
  const theirs = Date.parse(current.scanCreatedAt || current.recordedAt);
  if (Number.isNaN(mine) || Number.isNaN(theirs)) return !replayed;
  return mine > theirs;
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
