// The summary's allowance line: the month's free scans of the kind the run started, as read before it.
import type { RunReport } from './model.ts';
import { md } from './untrusted.ts';

export function allowanceSection(r: RunReport): string {
  const a = r.account?.allowance;
  if (!a || a.remaining === null) return '';
  const label = a.kind === 'pulse' ? 'Pulse' : 'Deep';
  const left = a.limit === null ? `${a.remaining}` : `${a.remaining} of ${a.limit}`;
  const resets = a.resetsAt ? `; they reset on ${md(a.resetsAt.slice(0, 10), 20)}` : '';
  return `Free ${label} scans left this month: **${left}** (read before this run's scan${resets}).`;
}

/** The `allowance-remaining` output: empty when the run read no allowance or it is not metered. */
export function allowanceRemaining(r: RunReport): string {
  const remaining = r.account?.allowance?.remaining;
  return remaining === null || remaining === undefined ? '' : String(remaining);
}
