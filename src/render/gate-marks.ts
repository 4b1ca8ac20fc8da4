// The "Gate" column: which rows of a table count for the gate, as the gate itself recorded them
// (src/policy/gate-rows.ts), so a row that fails the gate does not look like one that does not, and the
// mark, the reason list and the annotations cannot disagree.
import { advisoryLabel, findingLabel, localLabel, packageLabel } from '../policy/gate.ts';
import { advisoryRow, findingRow, gateRows, localRow, type RowStanding } from '../policy/gate-rows.ts';
import type { AffectedPackageView, FindingView, LocalResultView, RunReport } from './model.ts';

export interface GateMarks {
  /** Whether any row is marked: a table without a marked row needs no "Gate" column. */
  readonly any: boolean;
  readonly finding: (f: FindingView) => string;
  readonly advisory: (a: AffectedPackageView) => string;
  readonly local: (x: LocalResultView) => string;
}

export const GATE_HEADER = 'Gate';

const CELL: Readonly<Record<RowStanding, string>> = {
  fails: '❌ **fails**',
  over: '⚠️ over (warn-only)',
  reported: '⚠️ reported',
};

export function gateMarks(r: RunReport): GateMarks {
  const rows = gateRows(r.verdict);
  const cell = (standing: RowStanding | null) => (standing === null ? '' : CELL[standing]);
  return {
    any: rows.any,
    finding: (f) => cell(rows.standing('findings', findingRow(f), findingLabel(f))),
    advisory: (a) => {
      const gated = { ...a, packageLabel: packageLabel(a) };
      return cell(rows.standing('advisories', advisoryRow(gated), advisoryLabel(gated)));
    },
    local: (x) => cell(rows.standing('local-checks', localRow(x), localLabel(x))),
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
