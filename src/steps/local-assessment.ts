// Local checks: the service authorizes the assessment (nothing of the repository is sent), then the
// admitted checks run on the checkout. Refused checks are reported with the service's reason.
import { ServiceError } from '../api/errors.ts';
import { bySeverity } from '../policy/severity.ts';
import type { LocalAssessmentAdmission } from '../api/types.ts';
import type { LocalCheckId } from '../settings/choices.ts';
import type { LocalCheckResult } from '../local-checks/types.ts';
import type { LocalResultView } from '../render/model.ts';
import { isChangeEvent } from '../settings/choices.ts';
import type { BaseCommit } from '../github/base-commit.ts';
import type { CommandDeps } from '../commands/deps.ts';
import type { ScanSettings } from '../commands/scan/spec.ts';
import { notTheChange } from './checkout-guard.ts';
import { skipForLackingPermission } from './preflight/index.ts';
import type { SiteRef } from '../commands/scan/route.ts';
import { LOCAL_ENGINE_VERSIONS } from '../local-checks/versions.ts';
import { ACTION_VERSION } from '../runtime/version.ts';
import { counted, plural } from '../plural.ts';

/** The admitted checks' run over the checkout; `signal` ends it (and its worker) at once. */
export type LocalChecksRun = (signal: AbortSignal) => Promise<void>;

/**
 * Everything that can refuse the local checks, before the scan starts: the inputs, the key's permission,
 * the checkout, the service's authorization. Returns their run, or null when they do not run.
 */
export async function authorizeLocalChecks(
  deps: CommandDeps<ScanSettings>,
  site: SiteRef,
): Promise<LocalChecksRun | null> {
  const { settings, state } = deps;
  if (settings.localChecks.length === 0) {
    state.skipped.push({ what: 'Local checks', why: "not run (input 'local-checks' is 'none')" });
    return null;
  }
  if (skipForLackingPermission(deps, 'local')) return null;
  if (await notTheChange(deps, 'Local checks')) return null;
  const admission = await admit(deps, site);
  if (admission === null) return null;
  return async (signal) => {
    // The checks start later than the authorization (once the scan has started): past `startBy`, again.
    const admitted = Date.parse(admission.startBy) > deps.now() ? admission : await admit(deps, site);
    if (admitted !== null) await runAdmitted(deps, admitted, signal);
  };
}

/** The service's admission, or null (the checks skipped, with a warning) where it refuses checks on by default. */
async function admit(
  deps: CommandDeps<ScanSettings>,
  site: SiteRef,
): Promise<LocalAssessmentAdmission | null> {
  const { settings, state, toolkit } = deps;
  try {
    return await authorize(deps, site, settings.localChecks);
  } catch (error) {
    // Local checks on by default add to the scan: a refusal must not block the gate. Checks the inputs
    // name were asked for: a run without them could not be judged as asked.
    if (!(error instanceof ServiceError) || settings.localChecksNamed) throw error;
    const why =
      error.status === 403
        ? "the API key lacks the 'local' permission (or set local-checks: none)"
        : error.describe();
    state.skipped.push({ what: 'Local checks', why: `not authorized: ${why}` });
    toolkit.warning(`Local checks not run: ${why}`);
    return null;
  }
}

async function runAdmitted(
  deps: CommandDeps,
  admission: LocalAssessmentAdmission,
  signal: AbortSignal,
): Promise<void> {
  const { state, toolkit } = deps;
  const allowed = admission.checks.filter((c) => c.allowed).map((c) => c.id as LocalCheckId);
  const refused = admission.checks.filter((c) => !c.allowed).map((c) => ({ id: c.id, reason: c.reason }));
  // The worker's client loads only once the service admits some checks; the checks load in the worker.
  const { runLocalChecksInThread } = await import('../local-checks/thread.ts');
  const { fingerprintKey } = await import('../local-checks/value-identity.ts');
  const base = await baseOfChange(deps);
  const history = allowed.includes('git-history') ? await historyOfChange(deps, base) : {};
  const admitted = history === null ? allowed.filter((id) => id !== 'git-history') : allowed;
  // One key for the head and the base: secrets are compared by value within this run, and only here.
  const key = fingerprintKey();
  const runChecks = (
    workspace: string,
    checks: readonly LocalCheckId[],
    range?: { since: string; until: string },
  ) =>
    runLocalChecksInThread(
      { workspace, checks, fingerprintKey: key, startedAt: deps.now(), ...(range ? { history: range } : {}) },
      signal,
      deps.localChecksWorker,
    );
  const run = await runChecks(
    deps.ctx.workspace,
    admitted,
    history !== null && 'history' in history ? history.history : undefined,
  );
  // On a change, history the pull request could push past a bound must not pass: what was read stays.
  const gaps = run.history?.gaps ?? [];
  if (history !== null && 'history' in history && gaps.length > 0) {
    notJudged(deps, `git-history: the change's commits were read partly (${gaps.join('; ')})`);
  }
  for (const note of run.notes) state.warnings.push(`Local checks: ${note}`);
  const { newnessOfResults } = await import('./base-local-results.ts');
  const { newness, incomplete } = base
    ? await newnessOfResults(base, run, admitted, (folder, checks) => runChecks(folder, checks))
    : { newness: [], incomplete: [] };
  for (const what of incomplete)
    state.warnings.push(`Local check results not fully compared with the base: ${what}`);
  const isNew = new Map(run.results.map((r, i) => [r, newness[i]]));
  const { groupBySecret } = await import('./local-groups.ts');
  const { partialChecks } = await import('../local-checks/partial-checks.ts');
  const partial = partialChecks(run);
  const groups = groupBySecret(run.results, (r) => run.secrets.get(r));
  state.localChecks = {
    ran: admitted,
    refused,
    // Most severe first, so the capped tables and annotations keep what matters.
    results: bySeverity(groups.map((group) => resultView(group, isNew))),
    ...(partial.length > 0 ? { partial } : {}),
  };
  toolkit.info(
    `Local checks: ${admitted.length} ran over ${plural(run.filesScanned, 'file')}, ${plural(run.results.length, 'result')}; ${refused.length} refused.`,
  );
}

/** One value (or one other result) for the report: shown by its first report, as severe as its worst. */
function resultView(
  group: readonly [LocalCheckResult, ...LocalCheckResult[]],
  newness: ReadonlyMap<LocalCheckResult, boolean | undefined>,
): LocalResultView {
  const [shown] = group;
  // Decided per value, so every report of it has the same answer.
  const isNew = newness.get(shown);
  return {
    ...(isNew === undefined ? {} : { isNew }),
    checkId: shown.checkId,
    ruleId: shown.ruleId,
    severity: bySeverity(group)[0]?.severity ?? shown.severity,
    file: shown.file,
    line: shown.line,
    message: shown.message,
    evidence: shown.evidence ?? null,
    commit: shown.commit ?? null,
    ...(group.length > 1
      ? { places: group.map((r) => ({ checkId: r.checkId, ruleId: r.ruleId, file: r.file, line: r.line })) }
      : {}),
  };
}

/** The change's base on pull requests and merge queue groups; null (and a warning when unreadable) else. */
async function baseOfChange(deps: CommandDeps): Promise<BaseCommit | null> {
  if (!isChangeEvent(deps.ctx.eventName)) return null;
  const { base, why } = await deps.baseCommit();
  if (base === null) {
    const message = `Local check results not compared with the base (${why}): every result is judged.`;
    deps.state.warnings.push(message);
    deps.toolkit.warning(message);
  } else if (base.incomplete !== null) {
    deps.state.warnings.push(
      `Local check results compared with the base file by file (${base.incomplete}): what the base cannot give counts as new.`,
    );
  }
  return base;
}

/**
 * On a change, git-history reads exactly the change's own commits (merge base..head): the range, or null
 * (and an `error` outcome: not judged) when the checkout cannot give them. Off a change: the whole history.
 */
async function historyOfChange(
  deps: CommandDeps,
  base: BaseCommit | null,
): Promise<{ history: { since: string; until: string } } | Record<string, never> | null> {
  if (!isChangeEvent(deps.ctx.eventName)) return {};
  const range = base === null ? { why: 'the base commit could not be read' } : await base.historyRange();
  if (range.since !== undefined) return { history: { since: range.since, until: range.until } };
  notJudged(deps, `git-history: ${range.why}`);
  return null;
}

function notJudged(deps: CommandDeps, item: string): void {
  deps.state.outcomes.push({
    level: 'error',
    group: counted('local check', 'not judged'),
    item,
    ignoreIds: [],
  });
  deps.toolkit.info(`Not judged: ${item}`);
}

/** Authorizes again when `startBy` has passed before the checks could start. */
async function authorize(
  deps: CommandDeps,
  site: SiteRef,
  checks: readonly LocalCheckId[],
): Promise<LocalAssessmentAdmission> {
  const request = { cliVersion: ACTION_VERSION, ...LOCAL_ENGINE_VERSIONS, checks };
  const admission = await deps.client.authorizeLocalAssessment(site.id, request);
  if (Date.parse(admission.startBy) > deps.now()) return admission;
  return deps.client.authorizeLocalAssessment(site.id, request);
}
