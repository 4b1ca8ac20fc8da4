// Severity order shared by the policy, the sorting of reports and the annotation levels.
import { SEVERITIES, type FailOn, type Severity } from '../settings/values.ts';

const RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1, info: 0 };

/** Unknown severities (an advisory's `unknown`, a value the service adds later) rank below `info`. */
export function severityRank(severity: string): number {
  return (RANK as Record<string, number>)[severity] ?? -1;
}

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

/** Whether a severity reaches the `fail-on` threshold; `never` is reached by nothing. */
export function reaches(severity: string, failOn: FailOn): boolean {
  return failOn !== 'never' && severityRank(severity) >= severityRank(failOn);
}

/** Most severe first; ties keep their order. */
export function bySeverity<T extends { severity: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}
