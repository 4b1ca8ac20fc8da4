// What the scan's own state says before any finding is judged: stopped, timed out, failed, incomplete, or
// below the minimum coverage. Pure; part of the gate (src/policy/gate.ts).
import type { PolicySettings } from '../settings/settings.ts';
import type { GateInput, Reason, ReasonKind } from './gate.ts';

const FAILED_STATUSES = ['failed', 'cancelled', 'cancelling'];
/** Statuses with a result whose coverage means something. */
const FINISHED_STATUSES = ['succeeded', 'incomplete'];

export function scanReasons(input: GateInput): Reason[] {
  if (input.stopped !== null) {
    const { message, cause } = input.stopped;
    if (cause === 'not-judged') return [{ ...reason('stopped', message), level: 'error' }];
    return cause === 'not-approved' && input.policy.onTimeout === 'warn'
      ? [{ ...reason('stopped', `${message} (on-timeout: warn)`), level: 'warn' }]
      : [reason('stopped', message)];
  }
  const scan = input.scan;
  if (scan === null) return [];
  if (scan.timedOut) {
    const message = `the wait timed out with the scan ${scan.status}`;
    return input.policy.onTimeout === 'warn'
      ? [{ ...reason('timeout', `${message} (on-timeout: warn)`), level: 'warn' }]
      : [
          reason(
            'timeout',
            `${message} (raise wait-timeout-minutes to wait longer, or set on-timeout: warn to pass with a warning while it runs)`,
          ),
        ];
  }
  // The service could not give a result: not judged, rather than failed by the policy.
  if (FAILED_STATUSES.includes(scan.status))
    return [{ ...reason('status', `the scan ended ${scan.status}`), level: 'error' }];
  const reasons: Reason[] = [];
  if (scan.status === 'incomplete' && !input.policy.allowIncomplete) {
    reasons.push(reason('status', 'the scan is incomplete (set allow-incomplete: true to accept that)'));
  }
  if (FINISHED_STATUSES.includes(scan.status))
    reasons.push(...coverageReasons(scan.coveragePercent, input.policy));
  return reasons;
}

/**
 * Below `min-coverage` fails like an incomplete scan. A scan without a coverage figure (the field is not
 * in the service's published shapes) is not failed for what nobody measured: it is a warning saying so.
 */
function coverageReasons(percent: number | null | undefined, policy: PolicySettings): Reason[] {
  const min = policy.minCoverage;
  if (min === null) return [];
  if (percent === null || percent === undefined) {
    return [
      {
        ...reason('coverage', `the scan reports no coverage figure, so min-coverage ${min}% was not checked`),
        level: 'warn',
      },
    ];
  }
  return percent < min
    ? [reason('coverage', `the scan covered ${percent}%, below min-coverage ${min}%`)]
    : [];
}

export const reason = (kind: ReasonKind, message: string, items: readonly string[] = []): Reason => ({
  kind,
  level: 'fail',
  message,
  items,
});
