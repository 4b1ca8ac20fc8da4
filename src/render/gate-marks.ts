// The "Gate" column of the PR comment's and the job summary's tables: which rows count for the gate, as the
// gate itself recorded them (src/policy/gate-rows.ts), so a row that fails the gate does not look like one
// that does not, and the mark, the reason list and the annotations cannot disagree.
import { advisoryLabel, findingLabel, localLabel, packageLabel } from '../policy/gate.ts';
import {
  advisoryRow,
  findingRow,
  gateRows,
  localRow,
  monitorAdvisoryRow,
  repositoryRow,
  type GateRows,
  type RowStanding,
} from '../policy/gate-rows.ts';
import type { AffectedPackageView, FindingView, LocalResultView, RunReport } from './model.ts';
import type { AdvisoryView } from './monitor-model.ts';
import type { RepositoryCheckView } from './repository-check-view.ts';

export interface GateMarks {
  /** Whether any row is marked: a table without a marked row needs no "Gate" column. */
  readonly any: boolean;
  readonly finding: (f: FindingView) => string;
  readonly advisory: (a: AffectedPackageView) => string;
  readonly local: (x: LocalResultView) => string;
  readonly repository: (c: RepositoryCheckView) => string;
  /** An advisory the monitor lists as new. */
  readonly monitorAdvisory: (a: AdvisoryView) => string;
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
    advisory: (a) => cell(affectedStanding(rows, a, r.monitor !== null)),
    local: (x) => cell(rows.standing('local-checks', localRow(x), localLabel(x))),
    repository: (c) => cell(rows.standing('outcomes', repositoryRow(c.url))),
    monitorAdvisory: (a) => cell(rows.standing('outcomes', monitorAdvisoryRow(a.id))),
  };
}

/**
 * How an affected package stands, for its Gate mark and its annotation. The monitor's gate judges each new
 * advisory as its outcome, not package by package: in a monitor run a package stands as its advisory does
 * (src/runtime/build-report.ts).
 */
export function affectedStanding(
  rows: GateRows,
  a: AffectedPackageView,
  monitorRun: boolean,
): RowStanding | null {
  if (monitorRun) return rows.standing('outcomes', monitorAdvisoryRow(a.advisoryId));
  const gated = { ...a, packageLabel: packageLabel(a) };
  return rows.standing('advisories', advisoryRow(gated), advisoryLabel(gated));
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
