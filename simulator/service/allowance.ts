// The monthly allowance: charging a scan (402 when it has run out) and the allowance as the API shows it.
import { ServiceError } from './envelope.ts';
import { ERROR_CODES, type ScanKind } from './spec.ts';
import { nowMs, type SimulatorState } from './state.ts';

/** ours: the month resets on the first day of the next UTC month. */
function nextMonthStart(state: SimulatorState): string {
  const now = new Date(nowMs(state));
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

export function allowanceView(state: SimulatorState): Record<string, unknown> {
  const a = state.allowance;
  const resetsAt = nextMonthStart(state);
  return {
    accessSource: 'community',
    accountingMode: 'unmetered',
    pulse: {
      remaining: a.pulseRemaining,
      used: a.pulseUsed,
      limit: a.pulseRemaining + a.pulseUsed,
      resetsAt,
    },
    deep: { remaining: a.deepRemaining, used: a.deepUsed, limit: a.deepRemaining + a.deepUsed, resetsAt },
    creditBalance: null,
    freeSiteId: a.freeSiteId,
    freeSiteVisible: a.freeSiteId !== null && state.sites.get(a.freeSiteId)?.removed === false,
    canSwitchFreeSite: a.freeSiteId !== null,
  };
}

export function noCharge(): Record<string, unknown> {
  return { scans: 0, kind: null, credits: 0 };
}

/** Takes one scan from the allowance, or refuses with 402 before anything starts. */
export function chargeScan(state: SimulatorState, kind: ScanKind, siteId: string): Record<string, unknown> {
  const a = state.allowance;
  const remaining = kind === 'pulse' ? a.pulseRemaining : a.deepRemaining;
  if (remaining <= 0) {
    const label = kind === 'pulse' ? 'Pulse' : 'Deep';
    throw new ServiceError({
      status: 402,
      code: ERROR_CODES.allowanceExhausted,
      message: `This month's ${label} allowance is used up.`,
      nextStep:
        kind === 'pulse'
          ? `Wait for the reset on ${nextMonthStart(state)}, or move the free Pulse with POST /agent/free-site-switch.`
          : `Wait for the reset on ${nextMonthStart(state)}, or add Deep scans to the plan.`,
      webUrl: `${state.webBase}/billing`,
    });
  }
  if (kind === 'pulse') {
    a.pulseRemaining -= 1;
    a.pulseUsed += 1;
    a.freeSiteId ??= siteId;
  } else {
    a.deepRemaining -= 1;
    a.deepUsed += 1;
  }
  return { scans: 1, kind: kind === 'pulse' ? 'pulse' : 'deep', credits: 0 };
}

export function chargedScans(state: SimulatorState): number {
  return state.allowance.pulseUsed + state.allowance.deepUsed;
}
