// New, fixed and open findings of a scan, from the service's comparison where it has one, else from a
// diff against the baseline's findings by code. Only `attention` findings count (PRODUCT.md: outputs).
import type { ChangeKind, ComparisonChange } from '../../api/unshown-fields/comparison-fields.ts';
import type { OpenCounts } from '../../api/unshown-fields/scan-fields.ts';
import { FINDING_STATES, type Finding, type KnownFindingState } from '../../api/types.ts';
import { bySeverity, readSeverity } from '../../policy/severity.ts';
import type { FindingsView, FindingView } from '../../render/model.ts';

type FindingLike = Pick<Finding, 'id' | 'severity' | 'state' | 'category' | 'title'> & {
  readonly code?: string | null;
  readonly webUrl?: string | null;
};

export function toFindingView(f: FindingLike): FindingView {
  return {
    id: f.id,
    code: typeof f.code === 'string' && f.code !== '' ? f.code : null,
    severity: readSeverity(f.severity),
    state: readFindingState(f.state),
    category: String(f.category ?? ''),
    title: String(f.title ?? ''),
    webUrl: typeof f.webUrl === 'string' ? f.webUrl : null,
  };
}

/** A state the service may add later reads as `unknown`: only `attention` counts as open. */
function readFindingState(value: unknown): KnownFindingState {
  return FINDING_STATES.find((state) => state === value) ?? 'unknown';
}

const isOpen = (f: FindingView) => f.state === 'attention';

/** What identifies "the same problem" across two scans: the code, else category and title. */
export function identity(f: FindingView): string {
  return f.code ?? `${f.category}\u0000${f.title}`;
}

export function openFindings(current: readonly FindingLike[]): FindingView[] {
  return bySeverity(current.map(toFindingView).filter(isOpen));
}

export function fromComparison(
  open: readonly FindingView[],
  changes: readonly ComparisonChange[],
): Pick<FindingsView, 'new' | 'fixed'> {
  const pick = (kind: ChangeKind) =>
    changes
      .filter((c) => c.change === kind && c.finding !== null)
      .map((c) => toFindingView(c.finding as Finding))
      .filter(isOpen);
  // A "new" change is reported from the current scan's own copy when there is one (it has the scan's link).
  const byIdentity = new Map(open.map((f) => [identity(f), f]));
  const added = pick('new').map((f) => byIdentity.get(identity(f)) ?? f);
  return { new: bySeverity(added), fixed: bySeverity(pick('fixed')) };
}

export function diffAgainstBaseline(
  open: readonly FindingView[],
  baseline: readonly FindingLike[],
): Pick<FindingsView, 'new' | 'fixed'> {
  const before = openFindings(baseline);
  const beforeIds = new Set(before.map(identity));
  const nowIds = new Set(open.map(identity));
  return {
    new: open.filter((f) => !beforeIds.has(identity(f))),
    fixed: before.filter((f) => !nowIds.has(identity(f))),
  };
}

/** Counts from the findings themselves win over the scan's summary object (PRODUCT.md); null = not read. */
export function countBySeverity(
  open: readonly FindingView[] | null,
  summary: OpenCounts | null,
): Record<string, number> {
  if (open === null) return { ...(summary ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 }) };
  const counts: Record<string, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const f of open) counts[f.severity] = (counts[f.severity] ?? 0) + 1;
  return counts;
}
