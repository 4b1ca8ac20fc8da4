import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { policyChangeNotice, policyDifferences } from '../../src/policy/policy-change.ts';

const policy = { ...DEFAULT_POLICY, failScope: 'new' } as const;
const ignore = (id: string) => ({ id, path: null, reason: 'r', until: null });

describe('policyDifferences', () => {
  it('names each key set differently and each ignore added or removed', () => {
    const base = { policy, ignore: [ignore('HDR-1')] };
    const head = {
      policy: { ...policy, failOn: 'critical', warnOnly: true } as const,
      ignore: [ignore('CKE-2')],
    };
    expect(policyDifferences(base, head)).toEqual([
      'fail-on: high → critical',
      'warn-only: false → true',
      'ignore CKE-2 added',
      'ignore HDR-1 removed',
    ]);
    expect(policyDifferences(base, base)).toEqual([]);
  });

  it('names the knobs a pull request would loosen, an unset threshold as unset', () => {
    const head = {
      policy: { ...policy, minCoverage: 50, failOnDependencies: 'never', failOnUnfixable: false } as const,
      ignore: [],
    };
    expect(policyDifferences({ policy: { ...policy, minCoverage: 90 }, ignore: [] }, head)).toEqual([
      'min-coverage: 90 → 50',
      'fail-on-dependencies: unset → never',
      'fail-on-unfixable: true → false',
    ]);
  });

  it('tells the pull request that the change applies after merge, and what it would change', () => {
    expect(policyChangeNotice('policy.yml', ['warn-only: false → true'])).toBe(
      "This pull request changes the policy file policy.yml; the change applies after merge (the gate uses the base branch's version). it would change: warn-only: false → true.",
    );
    expect(policyChangeNotice('p.yml', [])).toContain('it changes nothing the gate reads');
  });
});
