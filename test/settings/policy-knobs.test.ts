import { describe, expect, it } from 'vitest';
import { applyPolicyFile, parsePolicyFile } from '../../src/policy/policy-file.ts';
import { policyDifferences } from '../../src/policy/policy-change.ts';
import { ALL_INPUTS as INPUTS } from '../../src/commands/registry.ts';
import { POLICY_FIELDS, POLICY_KNOBS, type PolicyField } from '../../src/settings/policy-knobs.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { parseSettings } from '../../src/commands/registry.ts';

/** One value other than the default per knob, as an input's text and as YAML: every knob needs one. */
const OTHER: Record<PolicyField, readonly [string, string]> = {
  failOn: ['low', 'low'],
  failScope: ['new', 'new'],
  allowIncomplete: ['true', 'true'],
  warnOnly: ['true', 'true'],
  minCoverage: ['62.5', '62.5'],
  onTimeout: ['warn', 'warn'],
  failOnDependencies: ['critical', 'critical'],
  failOnLocalChecks: ['never', 'never'],
  dependencyScopes: ['runtime', 'runtime'],
  failOnUnfixable: ['false', 'false'],
};

function fromInputs(inputs: Record<string, string>) {
  const all: Record<string, string> = {
    'api-key': 'svk_test_0123456789',
    'base-url': 'https://s.example',
    site: 's',
    ...inputs,
  };
  return parseSettings((name) => all[name] ?? '', { eventName: 'push', fromFork: false }).policy;
}

describe('the policy-knob table', () => {
  it('lists each knob as an input with its default', () => {
    for (const field of POLICY_FIELDS) {
      const { key, spec } = POLICY_KNOBS[field];
      expect(INPUTS[key]).toBe(spec);
    }
    expect(fromInputs({})).toEqual(DEFAULT_POLICY);
  });

  it('reads each knob the same from its input and from the policy file', () => {
    for (const field of POLICY_FIELDS) {
      const key = POLICY_KNOBS[field].key;
      const [text, yaml] = OTHER[field];
      const byInput = fromInputs({ [key]: text });
      const byFile = applyPolicyFile(DEFAULT_POLICY, parsePolicyFile('p.yml', `${key}: ${yaml}`), false);
      expect(byInput[field], key).not.toEqual(DEFAULT_POLICY[field]);
      expect(byFile, key).toEqual(byInput);
      // A pull request that changes the knob is told so, by the knob's name.
      expect(
        policyDifferences({ policy: DEFAULT_POLICY, ignore: [] }, { policy: byFile, ignore: [] }),
      ).toEqual([`${key}: ${String(DEFAULT_POLICY[field] ?? 'unset')} → ${String(byFile[field])}`]);
    }
  });
});
