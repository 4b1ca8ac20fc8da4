// Before any work: read the key's own description and the allowance, so a key that cannot do what the run
// asks, or a month whose free scans are used up, stops the run at once instead of after work or a 402.
// A service that does not answer these routes (or hides their fields) leaves the run as it was.
import { readAllowanceCount, readKeyPermissions } from '../../api/unshown-fields/account-fields.ts';
import { ServiceError } from '../../api/errors.ts';
import { ConfigurationError } from '../../errors.ts';
import type { CommandDeps } from '../../commands/deps.ts';
import { judgePreflight, lackingPermission } from './judge.ts';
import type { PreflightPlan } from '../../commands/spec.ts';

/** A key or an account that cannot do what the run asks: like a bad input, the run stops before it starts. */
export class PreflightRefusal extends ConfigurationError {}

/** `plan`: what the command's spec asks of the key (null: the command's route has no preflight). */
export async function runPreflight(deps: CommandDeps, plan: PreflightPlan | null): Promise<void> {
  const { state, toolkit, client, ctx } = deps;
  if (plan === null) return;
  const kind = plan.allowance;
  const [me, allowance] = await Promise.all([
    unlessUnanswered(deps, () => client.me()),
    kind === null ? null : unlessUnanswered(deps, () => client.allowance()),
  ]);
  const judgement = judgePreflight({
    needs: plan.needs,
    permissions: readKeyPermissions(me),
    kind,
    allowance: kind && allowance ? readAllowanceCount(allowance[kind]) : null,
    creditBalance: typeof allowance?.creditBalance === 'number' ? allowance.creditBalance : null,
    runAttempt: ctx.runAttempt ?? 1,
  });
  state.account = { permissions: readKeyPermissions(me), allowance: judgement.allowance };
  for (const note of judgement.notes) toolkit.info(note);
  for (const warning of judgement.warnings) {
    state.warnings.push(warning);
    toolkit.warning(warning);
  }
  if (judgement.refusal !== null) throw new PreflightRefusal(judgement.refusal);
}

/**
 * Whether the preflight found the key without this permission. The part that needs it is then skipped
 * without a request, with a warning that says how to get it back.
 */
export function skipForLackingPermission(deps: CommandDeps, permission: 'local' | 'sites'): boolean {
  const held = deps.state.account?.permissions;
  if (held === null || held === undefined || held.includes(permission)) return false;
  const { part, warning } = lackingPermission(permission);
  deps.state.skipped.push({
    what: part,
    why: `not authorized: the API key lacks the '${permission}' permission`,
  });
  deps.toolkit.warning(warning);
  return true;
}

/** The answer, or null where the service refuses or lacks the route (403, 404): the run goes on as before. */
async function unlessUnanswered<T>(deps: CommandDeps, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ServiceError) || (error.status !== 403 && error.status !== 404)) throw error;
    deps.toolkit.debug(`Preflight skipped ${error.route}: HTTP ${error.status}`);
    return null;
  }
}
