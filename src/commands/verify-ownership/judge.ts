// What an ownership proof means for the user and the gate. Pure. Issuing a proof passes (the user has
// something to publish); a check passes only when the proof is `verified`, and otherwise fails with
// what to do next: wait and check again, or start over with a new proof.
import type { GateOutcome } from '../../policy/gate.ts';
import type { VerificationView } from '../../render/command-views.ts';
import { counted, plural } from '../../plural.ts';

type Seen = Omit<VerificationView, 'nextStep'>;

const START_OVER = 'issue a new proof with verify-method (dns, file or meta), publish it, and check that one';

export function nextStep(v: Seen): string {
  if (v.action === 'issued') {
    const by = v.expiresAt ? ` before ${v.expiresAt}` : '';
    return `Publish the proof, then run verify-ownership with verification-id ${v.verificationId}${by}.`;
  }
  switch (v.state) {
    case 'verified':
      return `Use verification-id ${v.verificationId} for a Deep scan${v.verifiedUntil ? ` until ${v.verifiedUntil}` : ''}.`;
    case 'pending': {
      const left = v.attemptsRemaining === null ? '' : ` (${plural(v.attemptsRemaining, 'attempt')} left)`;
      const after = v.retryAt ? ` after ${v.retryAt}` : ' later';
      return `The proof is not visible yet: make sure it is published, then check it again${after}${left}.`;
    }
    case 'exhausted':
      return `No attempts are left: ${START_OVER}.`;
    case 'expired':
      return `The proof expired${v.expiresAt ? ` at ${v.expiresAt}` : ''}: ${START_OVER}.`;
    case 'revoked':
      return `The proof was revoked: ${START_OVER}.`;
    default:
      return `The service reports the state '${v.state}': if it stays, ${START_OVER}.`;
  }
}

export function judgeVerification(v: VerificationView): GateOutcome[] {
  if (v.action === 'issued' || v.state === 'verified') return [];
  return [notVerified(`${v.verificationId} is ${v.state}: ${v.nextStep}`)];
}

/** The service refused the check itself (HTTP 409: a proof that expired or has no attempts left). */
export function refusedCheck(verificationId: string, why: string): GateOutcome {
  return notVerified(`${verificationId} could not be checked (${why}): ${START_OVER}`);
}

const notVerified = (item: string): GateOutcome => ({
  level: 'fail',
  group: counted('ownership proof', 'not verified'),
  item,
  ignoreIds: [],
});
