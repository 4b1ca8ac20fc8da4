// One secret value, one result for the reader: the reports of a value by several checks and rules, and at
// several places, become one, shown by its most specific report (a provider format over a context or a
// variable name) and listing every place. Newness is decided per value before (base-local-results.ts).
import { severityRank } from '../policy/severity.ts';
import type { LocalCheckResult, SecretIdentity } from '../local-checks/index.ts';

const BASIS_RANK: Record<SecretIdentity['basis'], number> = { format: 0, context: 1, name: 2 };

/**
 * The results in groups, in the order their first report came: one group per secret value, one per other
 * result. A group's first member is the one to show: the most specific basis, then the most severe.
 */
export function groupBySecret<T extends Pick<LocalCheckResult, 'severity'>>(
  results: readonly T[],
  identityOf: (result: T) => SecretIdentity | undefined,
): [T, ...T[]][] {
  const groups: [T, ...T[]][] = [];
  const byValue = new Map<string, [T, ...T[]]>();
  for (const result of results) {
    const identity = identityOf(result);
    const known = identity === undefined ? undefined : byValue.get(identity.fingerprint);
    if (known !== undefined) {
      known.push(result);
      continue;
    }
    const group: [T, ...T[]] = [result];
    groups.push(group);
    if (identity !== undefined) byValue.set(identity.fingerprint, group);
  }
  const rank = (r: T) => BASIS_RANK[identityOf(r)?.basis ?? 'format'] * 10 - severityRank(r.severity);
  // A stable sort: among equals, the first found stays first.
  return groups.map((group) => group.sort((a, b) => rank(a) - rank(b)));
}
