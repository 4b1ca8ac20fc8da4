// The verify-ownership command: issue an ownership proof for the site (with `verify-method`), or check a
// published one once (with `verification-id`). A check spends one of the proof's attempts, so it runs
// once and is never retried on its own.
import { ServiceError } from '../../api/errors.ts';
import type { IssuedVerification, OwnershipVerification } from '../../api/types-operations.ts';
import type { VerificationView } from '../../render/command-views.ts';
import type { CommandDeps } from '../deps.ts';
import type { VerifyOwnershipSettings } from './spec.ts';
import { agentRoute } from '../scan/agent-route.ts';
import { judgeVerification, nextStep, refusedCheck } from './judge.ts';

export async function verifyOwnershipCommand(deps: CommandDeps<VerifyOwnershipSettings>): Promise<void> {
  const { settings, state, toolkit, client, keyFor } = deps;
  const site = await agentRoute(client, keyFor).resolveSite(settings.site);
  state.site = site;
  const { method, verificationId } = settings.verify;
  if (method !== '') {
    const issued = await client.issueVerification(site.id, {
      method,
      idempotencyKey: keyFor('issue-verification', method),
    });
    const v = (state.verification = view('issued', issued, deps.now()));
    toolkit.info(
      `Ownership proof ${v.verificationId} issued (${v.method}). Publish at ${v.location}: ${v.value}`,
    );
    toolkit.annotate({
      level: 'notice',
      title: `Publish the ownership proof (${v.method})`,
      message: `${v.location ?? ''}: ${v.value ?? ''}`,
    });
    return;
  }
  const checked = await client.checkVerification(site.id, verificationId).catch((error: unknown) => {
    // The refusal itself is reported as a service error; the outcome adds how to start over.
    if (error instanceof ServiceError && error.status === 409)
      state.outcomes.push(refusedCheck(verificationId, error.message));
    throw error;
  });
  const v = (state.verification = view('checked', checked, deps.now()));
  toolkit.info(`Ownership proof ${v.verificationId}: ${v.state}. ${v.nextStep}`);
  state.outcomes.push(...judgeVerification(v));
}

function view(
  action: VerificationView['action'],
  answer: OwnershipVerification | IssuedVerification,
  nowMs: number,
): VerificationView {
  const wait = answer.retryAfterSeconds;
  const seen = {
    action,
    verificationId: answer.verificationId,
    siteId: answer.siteId,
    origin: answer.origin,
    method: answer.method,
    state: answer.state,
    expiresAt: answer.expiresAt ?? null,
    verifiedUntil: answer.verifiedUntil ?? null,
    attemptsRemaining: typeof answer.attemptsRemaining === 'number' ? answer.attemptsRemaining : null,
    retryAt: typeof wait === 'number' && wait > 0 ? new Date(nowMs + wait * 1000).toISOString() : null,
    value: 'value' in answer && typeof answer.value === 'string' ? answer.value : null,
    location: 'location' in answer && typeof answer.location === 'string' ? answer.location : null,
  };
  return { ...seen, nextStep: nextStep(seen) };
}
