// Whether a row of the report (an open finding, an affected package, a local result) counts for the gate,
// and how: the one answer the annotations and the tables' "Gate" column both read. The gate records, per
// reason, the rows its items are (`Reason.rows`, keys made here); nothing downstream re-derives the policy.
import type { Reason, ReasonKind, Verdict } from './gate.ts';

/** Row keys: unique per row of the report, unlike labels (two findings may share a code and a title). */
export const findingRow = (f: { readonly id: string }) => `finding ${f.id}`;
export const advisoryRow = (a: { readonly advisoryId: string; readonly packageLabel: string }) =>
  `advisory ${a.advisoryId} ${a.packageLabel}`;
export const localRow = (r: {
  readonly checkId: string;
  readonly ruleId: string;
  readonly file: string;
  readonly line: number;
  readonly message: string;
}) => `local ${r.checkId} ${r.ruleId} ${r.file}:${r.line} ${r.message}`;
/** Rows a command judges itself, as outcomes: a repository check, an advisory new to the monitor. */
export const repositoryRow = (url: string) => `repository ${url}`;
export const monitorAdvisoryRow = (advisoryId: string) => `monitor advisory ${advisoryId}`;

/**
 * `fails`: a failing reason names it and the gate failed; `over`: a failing reason names it but `warn-only`
 * made the verdict a warning; `reported`: a warning reason names it (a package a knob sets aside). A row no
 * reason names (under the threshold, out of scope, ignored) has no standing: null.
 */
export type RowStanding = 'fails' | 'over' | 'reported';

export type RowKind = Extract<ReasonKind, 'findings' | 'advisories' | 'local-checks' | 'outcomes'>;

export interface GateRows {
  /** Whether any reason names a row. */
  readonly any: boolean;
  /** `label`: the gate's label of the row, read only for reports written before reasons carried `rows`. */
  readonly standing: (kind: RowKind, row: string, label?: string) => RowStanding | null;
}

const RANK: readonly RowStanding[] = ['fails', 'over', 'reported'];

export function gateRows(verdict: Pick<Verdict, 'verdict' | 'reasons'>): GateRows {
  const named = new Map<string, RowStanding>();
  const name = (key: string, standing: RowStanding) => {
    const before = named.get(key);
    if (before === undefined || RANK.indexOf(standing) < RANK.indexOf(before)) named.set(key, standing);
  };
  for (const reason of verdict.reasons) {
    const standing = reasonStanding(reason, verdict.verdict);
    // A report file of an earlier version names its items by label only.
    if (reason.rows === undefined)
      for (const item of reason.items) name(labelKey(reason.kind, item), standing);
    else for (const row of reason.rows) name(rowKey(reason.kind, row), standing);
  }
  return {
    any: named.size > 0,
    standing: (kind, row, label) =>
      named.get(rowKey(kind, row)) ?? (label === undefined ? null : named.get(labelKey(kind, label))) ?? null,
  };
}

function reasonStanding(reason: Reason, verdict: Verdict['verdict']): RowStanding {
  if (reason.level === 'warn') return 'reported';
  return verdict === 'warn' ? 'over' : 'fails';
}

const rowKey = (kind: ReasonKind, row: string) => `${kind}\0row\0${row}`;
const labelKey = (kind: ReasonKind, label: string) => `${kind}\0label\0${label}`;
