// The one sentence that says what the policy was, for the summary. Pure.
import type { PolicySettings } from '../settings/settings.ts';

/** The findings scope, incomplete scans, coverage and timeouts only mean something when a scan was judged. */
export function describePolicy(policy: PolicySettings, judgedScan: boolean): string {
  const thresholds = [
    policy.failOnDependencies === null ? '' : `affected packages at ${policy.failOnDependencies}`,
    policy.failOnLocalChecks === null ? '' : `local checks at ${policy.failOnLocalChecks}`,
  ];
  const extra = [
    ...thresholds,
    judgedScan && policy.allowIncomplete ? 'incomplete scans pass' : '',
    judgedScan && policy.minCoverage !== null ? `coverage at least ${policy.minCoverage}%` : '',
    judgedScan && policy.onTimeout === 'warn' ? 'a timed-out wait warns' : '',
    policy.dependencyScopes === 'runtime' ? 'development packages do not fail' : '',
    policy.failOnUnfixable ? '' : 'advisories without a fixed version do not fail',
    policy.warnOnly ? 'warn only' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const own = thresholds.some(Boolean);
  if (policy.failOn === 'never' && !own) return 'fail-on: never (nothing at any severity fails the gate)';
  const base =
    policy.failOn === 'never'
      ? 'fail-on: never'
      : `fail on ${!judgedScan ? 'results' : policy.failScope === 'new' ? 'new findings' : 'all open findings'} at ${policy.failOn} or above`;
  return extra ? `${base} (${extra})` : base;
}
