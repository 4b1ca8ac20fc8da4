// The threshold policy: turns what a run saw into a verdict with its reasons. Pure.
import type { PolicySettings } from '../settings/settings.ts';
import { findIgnore, splitIgnores } from './ignores.ts';
import type { IgnoreEntry } from './policy-file.ts';
import { bySeverity, reaches } from './severity.ts';
import type { ReportedSeverity } from '../settings/values.ts';

export interface GateFinding {
  readonly id: string;
  readonly code: string | null;
  readonly severity: ReportedSeverity;
  readonly title: string;
}

export interface GateAdvisory {
  readonly advisoryId: string;
  readonly severity: ReportedSeverity;
  readonly title: string;
  readonly packageLabel: string;
  /** False when the base commit's lock files already pinned the package at that version ("still open"). */
  readonly isNew?: boolean;
}

export interface GateLocalResult {
  readonly checkId: string;
  readonly ruleId: string;
  readonly severity: ReportedSeverity;
  readonly file: string;
  readonly line: number;
  readonly message: string;
  /** False when the base commit already had this result ("still open"). */
  readonly isNew?: boolean;
}

export interface GateScan {
  readonly status: string;
  /** The wait ended before a final status. */
  readonly timedOut: boolean;
  /** Open `attention` findings new against the baseline. */
  readonly newFindings: readonly GateFinding[];
  /** Every open `attention` finding of the scan. */
  readonly openFindings: readonly GateFinding[];
  /**
   * False when there was no baseline to judge "new" against: every open finding is then judged, whatever
   * the scope. The run report always says (src/run/build-report.ts).
   */
  readonly hasBaseline?: boolean;
}

/**
 * A result a command judges itself (a repository check's `do_not_install`, a refused recheck…): `fail`
 * fails the gate, `warn` makes a passing run a warning. Results sharing a `group` form one reason.
 */
export interface GateOutcome {
  readonly level: 'fail' | 'warn';
  /** The reason's message, e.g. `repositories that must not be installed`. */
  readonly group: string;
  readonly item: string;
  /** Ids an `ignore` entry may name to set this result aside (a repository URL, a check id…). */
  readonly ignoreIds: readonly string[];
}

export interface GateInput {
  readonly policy: PolicySettings;
  readonly ignores: readonly IgnoreEntry[];
  /** YYYY-MM-DD, UTC. */
  readonly today: string;
  readonly scan: GateScan | null;
  /** Why the run could not get a scan result at all (approval denied, service error…), if so. */
  readonly stopped: string | null;
  readonly advisories: readonly GateAdvisory[];
  readonly localResults: readonly GateLocalResult[];
  readonly outcomes?: readonly GateOutcome[];
}

export type ReasonKind =
  'stopped' | 'status' | 'timeout' | 'findings' | 'advisories' | 'local-checks' | 'outcomes';

export interface Reason {
  readonly kind: ReasonKind;
  /** A blocking reason fails the gate; the others only turn a pass into a warning. */
  readonly blocking: boolean;
  readonly message: string;
  readonly items: readonly string[];
}

export interface Ignored {
  readonly item: string;
  readonly entry: IgnoreEntry;
}

export interface Verdict {
  readonly verdict: 'pass' | 'fail' | 'warn';
  readonly reasons: readonly Reason[];
  readonly ignored: readonly Ignored[];
  readonly expiredIgnores: readonly IgnoreEntry[];
  /** One sentence saying what the policy was, for the summary. */
  readonly policyText: string;
}

const FAILED_STATUSES = ['failed', 'cancelled', 'cancelling'];

export function evaluateGate(input: GateInput): Verdict {
  const ignores = splitIgnores(input.ignores, input.today);
  const ignored: Ignored[] = [];
  const keep = <T>(items: readonly T[], label: (item: T) => string, match: (item: T) => IgnoreEntry | null) =>
    items.filter((item) => {
      const entry = match(item);
      if (entry) ignored.push({ item: label(item), entry });
      return entry === null;
    });
  const { failOn } = input.policy;
  const reasons: Reason[] = [...statusReasons(input)];

  const onlyNew = input.policy.failScope === 'new';
  // In scope `new`, what the base already had is "still open": reported, not judged.
  const judged = <T extends { readonly isNew?: boolean }>(items: readonly T[]) =>
    onlyNew ? items.filter((i) => i.isNew !== false) : items;
  const scope = onlyNew ? 'new ' : '';
  // Only results compared with the base are called new; without a base they are judged all the same.
  const newWord = (items: readonly { readonly isNew?: boolean }[]) =>
    onlyNew && items.every((i) => i.isNew === true) ? 'new ' : '';
  if (input.scan && !input.scan.timedOut) {
    const withBaseline = input.scan.hasBaseline !== false;
    const pool = onlyNew && withBaseline ? input.scan.newFindings : input.scan.openFindings;
    const over = keep(bySeverity(pool.filter((f) => reaches(f.severity, failOn))), findingLabel, (f) =>
      findIgnore(ignores, [f.code, f.id]),
    );
    if (over.length > 0) {
      const message =
        onlyNew && !withBaseline
          ? `${over.length} open finding(s) at or above ${failOn} (no baseline to compare with: every open finding is judged)`
          : `${over.length} ${scope}finding(s) at or above ${failOn}`;
      reasons.push(reason('findings', message, over.map(findingLabel)));
    }
  }
  const advisories = keep(
    bySeverity(judged(input.advisories).filter((a) => reaches(a.severity, failOn))),
    advisoryLabel,
    (a) => findIgnore(ignores, [a.advisoryId]),
  );
  if (advisories.length > 0) {
    reasons.push(
      reason(
        'advisories',
        `${advisories.length} ${newWord(advisories)}affected package(s) at or above ${failOn}`,
        advisories.map(advisoryLabel),
      ),
    );
  }
  const local = keep(
    bySeverity(judged(input.localResults).filter((r) => reaches(r.severity, failOn))),
    localLabel,
    (r) => findIgnore(ignores, [r.ruleId, r.checkId], r.file),
  );
  if (local.length > 0) {
    reasons.push(
      reason(
        'local-checks',
        `${local.length} ${newWord(local)}local check result(s) at or above ${failOn}`,
        local.map(localLabel),
      ),
    );
  }
  reasons.push(
    ...outcomeReasons(keep(input.outcomes ?? [], outcomeLabel, (o) => findIgnore(ignores, o.ignoreIds))),
  );
  const failing = reasons.some((r) => r.blocking);
  return {
    verdict: failing && !input.policy.warnOnly ? 'fail' : reasons.length > 0 ? 'warn' : 'pass',
    reasons,
    ignored,
    expiredIgnores: ignores.expired,
    policyText: describePolicy(input.policy, input.scan !== null),
  };
}

function statusReasons(input: GateInput): Reason[] {
  if (input.stopped !== null) return [reason('stopped', input.stopped, [])];
  const scan = input.scan;
  if (scan === null) return [];
  if (scan.timedOut) return [reason('timeout', `the wait timed out with the scan ${scan.status}`, [])];
  if (FAILED_STATUSES.includes(scan.status)) return [reason('status', `the scan ended ${scan.status}`, [])];
  if (scan.status === 'incomplete' && !input.policy.allowIncomplete) {
    return [reason('status', 'the scan is incomplete (set allow-incomplete: true to accept that)', [])];
  }
  return [];
}

/** Failing groups first, in the order the command gave them. */
function outcomeReasons(outcomes: readonly GateOutcome[]): Reason[] {
  const groups = new Map<string, GateOutcome[]>();
  for (const level of ['fail', 'warn'] as const) {
    for (const o of outcomes.filter((x) => x.level === level)) {
      const key = `${level}\0${o.group}`;
      groups.set(key, [...(groups.get(key) ?? []), o]);
    }
  }
  return [...groups.values()].map((items) => ({
    kind: 'outcomes',
    blocking: items[0]?.level === 'fail',
    message: `${items.length} ${items[0]?.group ?? ''}`,
    items: items.map(outcomeLabel),
  }));
}

/** The findings scope and incomplete scans only mean something when a scan was judged. */
function describePolicy(policy: GateInput['policy'], judgedScan: boolean): string {
  if (policy.failOn === 'never') return 'fail-on: never (nothing at any severity fails the gate)';
  const scope = !judgedScan ? 'results' : policy.failScope === 'new' ? 'new findings' : 'all open findings';
  const extra = [
    judgedScan && policy.allowIncomplete ? 'incomplete scans pass' : '',
    policy.warnOnly ? 'warn only' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `fail on ${scope} at ${policy.failOn} or above${extra ? ` (${extra})` : ''}`;
}

const reason = (kind: ReasonKind, message: string, items: readonly string[]): Reason => ({
  kind,
  blocking: true,
  message,
  items,
});
const findingLabel = (f: GateFinding) => `${f.severity} ${f.code ?? f.id}: ${f.title}`;
const advisoryLabel = (a: GateAdvisory) => `${a.severity} ${a.advisoryId}: ${a.packageLabel} (${a.title})`;
const outcomeLabel = (o: GateOutcome) => o.item;
const localLabel = (r: GateLocalResult) => `${r.severity} ${r.ruleId}: ${r.file}:${r.line} ${r.message}`;
