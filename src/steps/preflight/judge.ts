// The preflight's judgement (pure): which needed permissions the key lacks, and whether the month's free
// scans of the kind the run starts are used up, worded so the person knows what to change and where.
import type { AllowanceCount } from '../../api/unshown-fields/account-fields.ts';
import type { AllowanceView } from '../../render/account-view.ts';
import type { Need, Permission } from './needs.ts';

export interface PreflightFacts {
  readonly needs: readonly Need[];
  /** null: `/agent/me` did not show them; nothing is judged then. */
  readonly permissions: readonly string[] | null;
  readonly kind: 'pulse' | 'deep' | null;
  readonly allowance: AllowanceCount | null;
  /** The allowance's `creditBalance`: what can pay for a scan beyond the free ones. */
  readonly creditBalance: number | null;
  /** GitHub's run attempt: a re-run may replay an earlier attempt's start, which costs nothing. */
  readonly runAttempt: number;
}

export interface PreflightJudgement {
  /** Why the run stops before any work, or null. */
  readonly refusal: string | null;
  /** Optional permissions the key lacks: their parts are skipped, each saying so where it would run. */
  readonly skipped: readonly Permission[];
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
  readonly allowance: AllowanceView | null;
}

const GRANT =
  'A key holds the permissions its person approved when it was made: make a key that has it in the service’s web application, where keys are managed (or sign in again asking for that scope), and store it as the api-key secret.';

/** The part a missing optional permission skips, and the input that turns it off. */
const SKIPPED_PART = {
  local: ['Local checks', 'local-checks'],
  sites: ['Dependency upload', 'dependencies'],
} as const;

/** What a part (local checks, lock-file upload) says when it is skipped for the key's missing permission. */
export function lackingPermission(permission: keyof typeof SKIPPED_PART): { part: string; warning: string } {
  const [part, input] = SKIPPED_PART[permission];
  const warning = `${part} not run: the API key lacks the '${permission}' permission (or set ${input}: none). ${GRANT}`;
  return { part, warning };
}

export function judgePreflight(facts: PreflightFacts): PreflightJudgement {
  const allowance =
    facts.kind && facts.allowance
      ? { ...facts.allowance, kind: facts.kind, readBefore: true as const }
      : null;
  const held = facts.permissions === null ? null : new Set(facts.permissions);
  const lacking = held === null ? [] : facts.needs.filter((n) => !held.has(n.permission));
  const required = lacking.filter((n) => n.required);
  const skipped = [...new Set(lacking.filter((n) => !n.required).map((n) => n.permission))].filter(
    (p) => !required.some((n) => n.permission === p),
  );
  if (required.length > 0) {
    const named = required.map((n) => `'${n.permission}' (${n.why})`).join(' and ');
    const refusal = `The API key lacks the permission${required.length > 1 ? 's' : ''} ${named}; nothing was started. ${GRANT}`;
    return { refusal, skipped, warnings: [], notes: [], allowance };
  }
  const spent = allowance === null ? null : judgeAllowance(allowance, facts);
  return {
    refusal: spent?.refusal ?? null,
    skipped,
    warnings: spent?.warning ? [spent.warning] : [],
    notes: spent?.note ? [spent.note] : [],
    allowance,
  };
}

function judgeAllowance(
  a: AllowanceView,
  facts: PreflightFacts,
): { refusal?: string; warning?: string; note?: string } | null {
  if (a.remaining === null) return null;
  const label = a.kind === 'pulse' ? 'Pulse' : 'Deep';
  const resets = a.resetsAt ? `; they reset on ${a.resetsAt.slice(0, 10)}` : '';
  if (a.remaining > 0) return { note: `Free ${label} scans left this month: ${remainingText(a)}${resets}.` };
  const usedUp = `This month's free ${label} scans are used up${a.limit !== null ? ` (all ${a.limit} used)` : ''}${resets}`;
  if (facts.creditBalance !== null && facts.creditBalance > 0) {
    return {
      note: `${usedUp}; the service may take this scan from the credit balance (${facts.creditBalance}).`,
    };
  }
  if (facts.runAttempt > 1) {
    return {
      warning: `${usedUp}. This is attempt ${facts.runAttempt} of the run: its start replays an earlier attempt's scan at no charge, or the service refuses it (HTTP 402).`,
    };
  }
  return {
    refusal: `${usedUp}, and the account has no credit balance to pay for another: the service would refuse the start (HTTP 402), so nothing was started. Wait for the reset, or add scans to the plan in the service's web application.`,
  };
}

function remainingText(a: AllowanceView): string {
  return a.limit === null ? String(a.remaining) : `${a.remaining} of ${a.limit}`;
}
