// Local checks: the service authorizes the assessment (nothing of the repository is sent), then the
// admitted checks run on the checkout. Refused checks are reported with the service's reason.
import { ServiceError } from '../api/errors.ts';
import { bySeverity } from '../policy/severity.ts';
import type { LocalAssessmentAdmission } from '../api/types.ts';
import type { LocalCheckId } from '../settings/values.ts';
import { isChangeEvent } from '../baseline/baselines.ts';
import type { BaseCommit } from '../github/base-commit.ts';
import type { CommandDeps } from './deps.ts';
import { skipForLackingPermission } from './preflight/index.ts';
import type { SiteRef } from './scan/route.ts';
import { LOCAL_ENGINE_VERSIONS } from '../local-checks/versions.ts';
import { ACTION_VERSION } from '../run/version.ts';
import { plural } from '../plural.ts';

export async function runLocalAssessment(deps: CommandDeps, site: SiteRef): Promise<void> {
  const { settings, state, toolkit } = deps;
  if (settings.localChecks.length === 0) {
    state.skipped.push({ what: 'Local checks', why: "not run (input 'local-checks' is 'none')" });
    return;
  }
  if (skipForLackingPermission(deps, 'local')) return;
  let admission: LocalAssessmentAdmission;
  try {
    admission = await authorize(deps, site, settings.localChecks);
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
    return;
  }
  const admitted = admission.checks.filter((c) => c.allowed).map((c) => c.id as LocalCheckId);
  const refused = admission.checks.filter((c) => !c.allowed).map((c) => ({ id: c.id, reason: c.reason }));
  // The checks (with their YAML parser and git) load only once the service admits some.
  const { runLocalChecks } = await import('../local-checks/index.ts');
  const base = await baseOfChange(deps);
  // On a change with its base in the checkout, git-history reads only the change's own commits.
  const since = base?.via === 'git' ? { history: { since: base.sha } } : {};
  const run = await runLocalChecks(deps.ctx.workspace, admitted, { now: deps.now, ...since });
  for (const note of run.notes) state.warnings.push(`Local checks: ${note}`);
  const sorted = bySeverity(run.results);
  const { newnessOfResults } = await import('./base-local-results.ts');
  const newness = base
    ? await newnessOfResults(
        base,
        sorted,
        admitted,
        async (folder, checks) => (await runLocalChecks(folder, checks, { now: deps.now })).results,
      )
    : [];
  state.localChecks = {
    ran: admitted,
    refused,
    // Most severe first, so the capped tables and annotations keep what matters.
    results: sorted.map((r, i) => ({
      ...(newness[i] === undefined ? {} : { isNew: newness[i] }),
      checkId: r.checkId,
      ruleId: r.ruleId,
      severity: r.severity,
      file: r.file,
      line: r.line,
      message: r.message,
      evidence: r.evidence ?? null,
      commit: r.commit ?? null,
    })),
  };
  toolkit.info(
    `Local checks: ${admitted.length} ran over ${plural(run.filesScanned, 'file')}, ${plural(run.results.length, 'result')}; ${refused.length} refused.`,
  );
}

/** The change's base on pull requests and merge queue groups; null (and a warning when unreadable) else. */
async function baseOfChange(deps: CommandDeps): Promise<BaseCommit | null> {
  if (!isChangeEvent(deps.ctx.eventName)) return null;
  const { base, why } = await deps.baseCommit();
  if (base === null) {
    const message = `Local check results not compared with the base (${why}): every result is judged.`;
    deps.state.warnings.push(message);
    deps.toolkit.warning(message);
  }
  return base;
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
