// What a pull request's edit of the policy file would change once merged: the policy keys it sets
// differently and the ignores it adds or removes. Pure; the gate itself uses the base commit's file.
import { POLICY_FIELDS, POLICY_KNOBS } from '../settings/policy-knobs.ts';
import type { PolicySettings } from '../settings/settings.ts';
import type { IgnoreEntry } from './policy-file.ts';

export interface PolicyVersion {
  readonly policy: PolicySettings;
  readonly ignore: readonly IgnoreEntry[];
}

/** null is a knob left unset (a per-kind threshold then follows `fail-on`). */
const shown = (value: PolicySettings[keyof PolicySettings]) => (value === null ? 'unset' : String(value));

const ignoreLabel = (i: IgnoreEntry) =>
  `${i.id}${i.path ? ` (${i.path})` : ''}${i.until ? ` until ${i.until}` : ''}`;

/** Each difference as a short phrase, e.g. `fail-on: high → critical`, `ignore HDR-1 added`. */
export function policyDifferences(base: PolicyVersion, head: PolicyVersion): string[] {
  const changes = POLICY_FIELDS.filter((field) => base.policy[field] !== head.policy[field]).map(
    (field) => `${POLICY_KNOBS[field].key}: ${shown(base.policy[field])} → ${shown(head.policy[field])}`,
  );
  const before = new Set(base.ignore.map(ignoreLabel));
  const after = new Set(head.ignore.map(ignoreLabel));
  for (const label of after) if (!before.has(label)) changes.push(`ignore ${label} added`);
  for (const label of before) if (!after.has(label)) changes.push(`ignore ${label} removed`);
  return changes;
}

/** The sentence a pull request that edits the policy file is told. */
export function policyChangeNotice(path: string, differences: readonly string[] | string): string {
  const what =
    typeof differences === 'string'
      ? differences
      : differences.length > 0
        ? `it would change: ${differences.join('; ')}`
        : 'it changes nothing the gate reads';
  return `This pull request changes the policy file ${path}; the change applies after merge (the gate uses the base branch's version). ${what}.`;
}
