// What the quick-check, verify-ownership and dns-recheck commands saw, as parts of the run report.
import type { QuickCheckItem, RecheckOutcome } from '../api/unshown-fields/check-fields.ts';

export interface QuickCheckView {
  /** The address as given in the `url` input. */
  readonly url: string;
  readonly checkId: string;
  readonly status: string;
  /** The service answered with an earlier check of the same address instead of running a new one. */
  readonly reused: boolean;
  readonly summary: string | null;
  readonly webUrl: string | null;
  readonly checks: readonly QuickCheckItem[];
  readonly timedOut: boolean;
}

export interface VerificationView {
  /** `issued`: a new proof to publish; `checked`: one verify attempt of a published proof. */
  readonly action: 'issued' | 'checked';
  readonly verificationId: string;
  readonly siteId: string;
  readonly origin: string;
  readonly method: string;
  readonly state: string;
  readonly expiresAt: string | null;
  readonly verifiedUntil: string | null;
  readonly attemptsRemaining: number | null;
  /** When another check makes sense: the check's time plus the service's `retryAfterSeconds`. */
  readonly retryAt: string | null;
  /** Only when issued: what to publish, and where. */
  readonly value: string | null;
  readonly location: string | null;
  /** What the user does next, in one sentence. */
  readonly nextStep: string;
}

export interface DnsRecheckView {
  readonly scanId: string;
  readonly findingId: string;
  /** False when the service does not allow the next recheck yet (see `nextAllowedAt`). */
  readonly ran: boolean;
  readonly pending: boolean;
  readonly checkedAt: string | null;
  readonly nextAllowedAt: string | null;
  readonly failedAt: string | null;
  readonly originalGradeUnchanged: boolean;
  readonly outcomes: readonly RecheckOutcome[];
}
