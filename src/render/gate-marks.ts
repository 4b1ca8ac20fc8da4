// Which rows of a table the verdict's reasons name, so a row that fails the gate does not look like one
// that does not. Rows are matched by the gate's own labels: the mark and the reason list cannot disagree.
import { advisoryLabel, findingLabel, localLabel, packageLabel, type ReasonKind } from '../policy/gate.ts';
import type { AffectedPackageView, FindingView, LocalResultView, RunReport } from './model.ts';

export interface GateMarks {
  /** Whether any row is marked: a table without a marked row needs no "Gate" column. */
  readonly any: boolean;
  readonly finding: (f: FindingView) => string;
  readonly advisory: (a: AffectedPackageView) => string;
  readonly local: (x: LocalResultView) => string;
}

export const GATE_HEADER = 'Gate';

export function gateMarks(r: RunReport): GateMarks {
  const { verdict, reasons } = r.verdict;
  const named = new Map<string, string>();
  for (const reason of reasons) {
    const cell =
      reason.level === 'warn' ? '⚠️ reported' : verdict === 'warn' ? '⚠️ over (warn-only)' : '❌ **fails**';
    for (const item of reason.items) {
      const key = `${reason.kind}\0${item}`;
      if (!named.has(key)) named.set(key, cell);
    }
  }
  const mark = (kind: ReasonKind, label: string) => named.get(`${kind}\0${label}`) ?? '';
  return {
    any: named.size > 0,
    finding: (f) => mark('findings', findingLabel(f)),
    advisory: (a) => mark('advisories', advisoryLabel({ ...a, packageLabel: packageLabel(a) })),
    local: (x) => mark('local-checks', localLabel(x)),
  };
}

/** A table's headers and row with the "Gate" column in front, when any row of the report is marked. */
export function marked<T>(
  marks: GateMarks,
  headers: readonly string[],
  row: (item: T) => string[],
  mark: (item: T) => string,
): [readonly string[], (item: T) => string[]] {
  if (!marks.any) return [headers, row];
  return [[GATE_HEADER, ...headers], (item) => [mark(item), ...row(item)]];
}
