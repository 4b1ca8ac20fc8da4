// Severity order shared by the policy, the sorting of reports and the annotation levels.
import { SEVERITIES, type FailOn, type ReportedSeverity, type Severity } from '../settings/choices.ts';

/** `unknown` (an advisory's own, or a value the service adds later) ranks below `info`. */
const RANK: Record<ReportedSeverity, number> = {
  critical: 4,
  high: 3,
  medium: 2,
  low: 1,
  info: 0,
  unknown: -1,
};

export function severityRank(severity: ReportedSeverity): number {
  return RANK[severity];
}

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

/** A severity as the service or a file sent it: one of the five, else `unknown`. */
export function readSeverity(value: unknown): ReportedSeverity {
  return typeof value === 'string' && isSeverity(value) ? value : 'unknown';
}

/** Whether a severity reaches the `fail-on` threshold; `never` is reached by nothing. */
export function reaches(severity: ReportedSeverity, failOn: FailOn): boolean {
  return failOn !== 'never' && severityRank(severity) >= severityRank(failOn);
}

/** Most severe first; ties keep their order. */
export function bySeverity<T extends { severity: ReportedSeverity }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
}
