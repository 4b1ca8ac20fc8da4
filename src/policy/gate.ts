// The threshold policy: turns what a run saw into a verdict with its reasons. Pure.
import type { PolicySettings } from '../settings/settings.ts';
import { countedPhrase, plural, type CountedPhrase } from '../plural.ts';
import { advisoryRow, findingRow, localRow } from './gate-rows.ts';
import { findIgnore, splitIgnores, type IgnoreSet } from './ignores.ts';
import type { IgnoreEntry } from './policy-file.ts';
import { describePolicy } from './policy-text.ts';
import { reason, scanReasons } from './scan-reasons.ts';
import { bySeverity, reaches } from './severity.ts';
import type { Stopped } from './stopped.ts';
import type { ReportedSeverity } from '../settings/choices.ts';

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
  /** False when the advisory names no fixed version (`fail-on-unfixable`). Absent: fixable. */
  readonly fixable?: boolean;
  /** True when every lock file that pins it marks it development-only (`dependency-scopes`). */
  readonly development?: boolean;
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
  /** A secret value reported more than once: every report of it (an ignore must cover them all). */
  readonly places?: readonly {
    readonly checkId: string;
    readonly ruleId: string;
    readonly file: string;
    readonly line: number;
  }[];
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
   * the scope. The run report always says (src/runtime/build-report.ts).
   */
  readonly hasBaseline?: boolean;
  /** The scan's coverage percent; null or absent when the service gives none. */
  readonly coveragePercent?: number | null;
}

/**
 * A result a command judges itself (a repository check's `do_not_install`, a refused recheck…): `fail`
 * fails the gate, `error` says it could not be judged, `warn` makes a passing run a warning. Results sharing a `group` form one reason.
 */
export interface GateOutcome {
  /** `error`: the command could not judge what it was asked to (not the same as finding a problem). */
  readonly level: ReasonLevel;
  /** The reason's message after its count, e.g. `counted('repository', 'to use with caution', 'repositories')`. */
  readonly group: CountedPhrase;
  readonly item: string;
  /** Ids an `ignore` entry may name to set this result aside (a repository URL, a check id…). */
  readonly ignoreIds: readonly string[];
  /** The report row it judges, when it is one (src/policy/gate-rows.ts): a repository, a monitor advisory. */
  readonly row?: string;
}

export interface GateInput {
  readonly policy: PolicySettings;
  readonly ignores: readonly IgnoreEntry[];
  /** YYYY-MM-DD, UTC. */
  readonly today: string;
  readonly scan: GateScan | null;
  /** Why the run could not get a result at all (approval denied, service error…), if so. */
  readonly stopped: Stopped | null;
  readonly advisories: readonly GateAdvisory[];
  readonly localResults: readonly GateLocalResult[];
  readonly outcomes?: readonly GateOutcome[];
}

export type ReasonKind =
  'stopped' | 'status' | 'timeout' | 'coverage' | 'findings' | 'advisories' | 'local-checks' | 'outcomes';

/**
 * What a reason does to the verdict: `fail` (over the policy), `error` (could not be judged) or `warn`
 * (reported, not failing).
 */
export type ReasonLevel = 'fail' | 'error' | 'warn';

export type VerdictValue = 'pass' | ReasonLevel;

export interface Reason {
  readonly kind: ReasonKind;
  readonly level: ReasonLevel;
  readonly message: string;
  readonly items: readonly string[];
  /**
   * The report rows its items are, one key per item in the same order (src/policy/gate-rows.ts): what the
   * annotations and the tables' "Gate" column read. Only on reasons that name findings, affected packages
   * or local results; absent in report files written before it was added.
   */
  readonly rows?: readonly string[];
}

export interface Ignored {
  readonly item: string;
  readonly entry: IgnoreEntry;
}

export interface Verdict {
  readonly verdict: VerdictValue;
  readonly reasons: readonly Reason[];
  readonly ignored: readonly Ignored[];
  readonly expiredIgnores: readonly IgnoreEntry[];
  /** One sentence saying what the policy was, for the summary. */
  readonly policyText: string;
}

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
  const reasons: Reason[] = [...scanReasons(input)];

  const onlyNew = input.policy.failScope === 'new';
  const judged = <T extends { readonly isNew?: boolean }>(items: readonly T[]) =>
    items.filter((i) => inScope(input.policy, i.isNew));
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
          ? `${plural(over.length, 'open finding')} at or above ${failOn} (no baseline to compare with: every open finding is judged)`
          : `${plural(over.length, `${scope}finding`)} at or above ${failOn}`;
      reasons.push({ ...reason('findings', message, over.map(findingLabel)), rows: over.map(findingRow) });
    }
  }
  const depOn = dependencyThreshold(input.policy);
  const reached = keep(
    bySeverity(judged(input.advisories).filter((a) => reaches(a.severity, depOn))),
    advisoryLabel,
    (a) => findIgnore(ignores, [a.advisoryId]),
  );
  const advisories = reached.filter((a) => exemption(a, input.policy) === null);
  const knob = (name: string, set: boolean) => (set ? ` (${name})` : '');
  const depKnob = knob('fail-on-dependencies', input.policy.failOnDependencies !== null);
  if (advisories.length > 0) {
    reasons.push({
      ...reason(
        'advisories',
        `${plural(advisories.length, `${newWord(advisories)}affected package`)} at or above ${depOn}${depKnob}`,
        advisories.map(advisoryLabel),
      ),
      rows: advisories.map(advisoryRow),
    });
  }
  reasons.push(...exemptReasons(reached, input.policy, `at or above ${depOn}${depKnob}`));
  const localOn = localThreshold(input.policy);
  const local = keep(
    bySeverity(judged(input.localResults).filter((r) => reaches(r.severity, localOn))),
    localLabel,
    (r) => localIgnore(ignores, r),
  );
  if (local.length > 0) {
    reasons.push({
      ...reason(
        'local-checks',
        `${plural(local.length, `${newWord(local)}local check result`)} at or above ${localOn}${knob('fail-on-local-checks', input.policy.failOnLocalChecks !== null)}`,
        local.map(localLabel),
      ),
      rows: local.map(localRow),
    });
  }
  reasons.push(
    ...outcomeReasons(keep(input.outcomes ?? [], outcomeLabel, (o) => findIgnore(ignores, o.ignoreIds))),
  );
  return {
    verdict: combinedVerdict(
      reasons.map((r) => r.level),
      input.policy.warnOnly,
    ),
    reasons,
    ignored,
    expiredIgnores: ignores.expired,
    policyText: describePolicy(input.policy, input.scan !== null),
  };
}

/** Worst first: `fail`, `error`, `warn`, `pass`; `warn-only` turns `fail` and `error` into `warn`. */
export function combinedVerdict(levels: readonly VerdictValue[], warnOnly: boolean): VerdictValue {
  const worst = VERDICT_ORDER.find((v) => levels.includes(v)) ?? 'pass';
  return warnOnly && (worst === 'fail' || worst === 'error') ? 'warn' : worst;
}

const VERDICT_ORDER: readonly VerdictValue[] = ['fail', 'error', 'warn', 'pass'];

/**
 * Whether the gate judges a result at all. In scope `new`, what the base already had ("still open") is
 * only reported; a result nobody compared with a base (`isNew` absent) is judged.
 */
export const inScope = (policy: PolicySettings, isNew: boolean | undefined): boolean =>
  policy.failScope !== 'new' || isNew !== false;

export const dependencyThreshold = (policy: PolicySettings) => policy.failOnDependencies ?? policy.failOn;
export const localThreshold = (policy: PolicySettings) => policy.failOnLocalChecks ?? policy.failOn;

/** Why an affected package over the threshold does not fail the gate, naming the knob; null: it fails. */
export function exemption(
  a: Pick<GateAdvisory, 'development' | 'fixable'>,
  policy: PolicySettings,
): string | null {
  if (policy.dependencyScopes === 'runtime' && a.development === true) {
    return 'development packages (dependency-scopes: runtime)';
  }
  if (!policy.failOnUnfixable && a.fixable === false) return 'no fixed version (fail-on-unfixable: false)';
  return null;
}

/** Packages a knob sets aside are still reported: a warning, one per knob. */
function exemptReasons(
  reached: readonly GateAdvisory[],
  policy: GateInput['policy'],
  over: string,
): Reason[] {
  const byWhy = new Map<string, GateAdvisory[]>();
  for (const a of reached) {
    const why = exemption(a, policy);
    if (why !== null) byWhy.set(why, [...(byWhy.get(why) ?? []), a]);
  }
  return [...byWhy].map(([why, items]) => ({
    ...reason('advisories', `${plural(items.length, 'affected package')} ${over} not failing: ${why}`),
    level: 'warn' as const,
    items: items.map(advisoryLabel),
    rows: items.map(advisoryRow),
  }));
}

/** Failing groups first, in the order the command gave them. */
function outcomeReasons(outcomes: readonly GateOutcome[]): Reason[] {
  const groups = new Map<string, GateOutcome[]>();
  for (const level of ['fail', 'error', 'warn'] as const) {
    for (const o of outcomes.filter((x) => x.level === level)) {
      const key = `${level}\0${o.group.many}`;
      groups.set(key, [...(groups.get(key) ?? []), o]);
    }
  }
  return [...groups.values()].map((items) => {
    const rows = items.flatMap((o) => (o.row === undefined ? [] : [o.row]));
    return {
      kind: 'outcomes',
      level: items[0]?.level ?? 'warn',
      message: countedPhrase(items.length, items[0]?.group ?? { one: '', many: '' }),
      items: items.map(outcomeLabel),
      ...(rows.length === items.length ? { rows } : {}),
    };
  });
}

// How a reason names its items, for people; the rows they are keyed by come from gate-rows.ts.
export const findingLabel = (f: GateFinding) => `${f.severity} ${f.code ?? f.id}: ${f.title}`;
export const advisoryLabel = (a: GateAdvisory) =>
  `${a.severity} ${a.advisoryId}: ${a.packageLabel} (${a.title})`;
export const packageLabel = (p: {
  readonly ecosystem: string;
  readonly name: string;
  readonly version: string;
}) => `${p.ecosystem} ${p.name}@${p.version}`;
const outcomeLabel = (o: GateOutcome) => o.item;
export const localLabel = (r: GateLocalResult) =>
  `${r.severity} ${r.ruleId}: ${r.file}:${r.line} ${r.message}${alsoAt(r)}`;

/** A value reported at several places is one result: its label says how many other places hold it. */
function alsoAt(r: GateLocalResult): string {
  const others = otherPlaces(r).length;
  return others > 0 ? ` (and ${plural(others, 'other place')})` : '';
}

type Place = NonNullable<GateLocalResult['places']>[number];

/** The other files and lines where a result's value is, each once (`places` less the result's own). */
export function otherPlaces(r: Pick<GateLocalResult, 'file' | 'line' | 'places'>): Place[] {
  const seen = new Set([`${r.line} ${r.file}`]);
  return (r.places ?? []).filter((p) => {
    const key = `${p.line} ${p.file}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The ignore entry that sets a local result aside, or null. A value reported at several places is set aside
 * only when entries cover every report of it: ignoring one report must not hide the others.
 */
export function localIgnore(
  ignores: IgnoreSet,
  r: Pick<GateLocalResult, 'checkId' | 'ruleId' | 'file' | 'places'>,
): IgnoreEntry | null {
  const entries = (r.places ?? [r]).map((p) => findIgnore(ignores, [p.ruleId, p.checkId], p.file));
  return entries.every((e) => e !== null) ? (entries[0] ?? null) : null;
}
