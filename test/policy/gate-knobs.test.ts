// The policy knobs beyond fail-on: each decides, and the reason names it.
import { describe, expect, it } from 'vitest';
import type { GateAdvisory, GateLocalResult } from '../../src/policy/gate.ts';
import { gate } from './gate-fixture.ts';

const scan = (status: string, more: { timedOut?: boolean; coveragePercent?: number | null } = {}) => ({
  status,
  timedOut: false,
  newFindings: [],
  openFindings: [],
  ...more,
});
const advisory = (over: Partial<GateAdvisory> = {}): GateAdvisory => ({
  advisoryId: 'GHSA-1',
  severity: 'high',
  title: 'RCE',
  packageLabel: 'npm lodash@4.17.20',
  ...over,
});
const local = (severity: GateLocalResult['severity']): GateLocalResult => ({
  checkId: 'tracked-secrets',
  ruleId: 'aws-access-key',
  severity,
  file: 'src/a.ts',
  line: 3,
  message: 'a key',
});

describe('min-coverage', () => {
  it('fails a scan below it, naming the knob; at or above it passes', () => {
    const below = gate({ scan: scan('succeeded', { coveragePercent: 62 }) }, { minCoverage: 80 });
    expect(below.verdict).toBe('fail');
    expect(below.reasons).toEqual([
      {
        kind: 'coverage',
        level: 'fail',
        message: 'the scan covered 62%, below min-coverage 80%',
        items: [],
      },
    ]);
    expect(gate({ scan: scan('succeeded', { coveragePercent: 80 }) }, { minCoverage: 80 }).verdict).toBe(
      'pass',
    );
    expect(
      gate({ scan: scan('incomplete', { coveragePercent: 10 }) }, { allowIncomplete: true, minCoverage: 50 })
        .verdict,
    ).toBe('fail');
  });

  it('does not fail on a missing coverage figure: it warns that it was not checked', () => {
    const unknown = gate({ scan: scan('succeeded', { coveragePercent: null }) }, { minCoverage: 80 });
    expect(unknown.verdict).toBe('warn');
    expect(unknown.reasons[0]?.message).toBe(
      'the scan reports no coverage figure, so min-coverage 80% was not checked',
    );
    expect(gate({ scan: scan('succeeded') }, { minCoverage: 80 }).verdict).toBe('warn');
    // A scan still running (wait: false) has no coverage to judge yet.
    expect(gate({ scan: scan('running') }, { minCoverage: 80 }).verdict).toBe('pass');
  });
});

describe('on-timeout', () => {
  it('fails by default and warns with on-timeout: warn, naming the knob', () => {
    const timedOut = { scan: scan('running', { timedOut: true }) };
    expect(gate(timedOut).verdict).toBe('fail');
    const warned = gate(timedOut, { onTimeout: 'warn' });
    expect(warned.verdict).toBe('warn');
    expect(warned.reasons).toEqual([
      {
        kind: 'timeout',
        level: 'warn',
        message: 'the wait timed out with the scan running (on-timeout: warn)',
        items: [],
      },
    ]);
  });
});

describe('per-kind thresholds', () => {
  it('judges affected packages at fail-on-dependencies and says so', () => {
    const medium = { advisories: [advisory({ severity: 'medium' })] };
    expect(gate(medium).verdict).toBe('pass');
    const lowered = gate(medium, { failOnDependencies: 'medium' });
    expect(lowered.verdict).toBe('fail');
    expect(lowered.reasons[0]?.message).toBe('1 affected package at or above medium (fail-on-dependencies)');
    expect(gate({ advisories: [advisory()] }, { failOnDependencies: 'never' }).verdict).toBe('pass');
  });

  it('judges local results at fail-on-local-checks and says so, findings keep fail-on', () => {
    const results = { localResults: [local('low')] };
    expect(gate(results).verdict).toBe('pass');
    const lowered = gate(results, { failOnLocalChecks: 'low' });
    expect(lowered.reasons[0]?.message).toBe('1 local check result at or above low (fail-on-local-checks)');
    expect(gate({ localResults: [local('critical')] }, { failOnLocalChecks: 'never' }).verdict).toBe('pass');
  });

  it('follows fail-on when unset', () => {
    const g = gate(
      { advisories: [advisory({ severity: 'low' })], localResults: [local('low')] },
      { failOn: 'low' },
    );
    expect(g.reasons.map((r) => r.message)).toEqual([
      '1 affected package at or above low',
      '1 local check result at or above low',
    ]);
  });
});

describe('dependency-scopes and fail-on-unfixable', () => {
  const dev = advisory({ advisoryId: 'GHSA-dev', development: true });
  const unfixable = advisory({ advisoryId: 'GHSA-nofix', fixable: false });

  it('fails on development and unfixable packages by default', () => {
    expect(gate({ advisories: [dev, unfixable] }).reasons[0]?.items).toHaveLength(2);
  });

  it('reports development packages without failing under runtime', () => {
    const g = gate({ advisories: [dev, unfixable] }, { dependencyScopes: 'runtime' });
    expect(g.verdict).toBe('fail');
    expect(g.reasons.map((r) => [r.level, r.message])).toEqual([
      ['fail', '1 affected package at or above high'],
      [
        'warn',
        '1 affected package at or above high not failing: development packages (dependency-scopes: runtime)',
      ],
    ]);
    expect(g.reasons[1]?.items).toEqual(['high GHSA-dev: npm lodash@4.17.20 (RCE)']);
  });

  it('reports advisories without a fixed version without failing under fail-on-unfixable: false', () => {
    const g = gate({ advisories: [unfixable] }, { failOnUnfixable: false });
    expect(g.verdict).toBe('warn');
    expect(g.reasons[0]?.message).toBe(
      '1 affected package at or above high not failing: no fixed version (fail-on-unfixable: false)',
    );
  });

  it('says the knobs in the policy sentence', () => {
    expect(
      gate(
        { scan: scan('succeeded') },
        {
          minCoverage: 80,
          onTimeout: 'warn',
          failOnDependencies: 'critical',
          dependencyScopes: 'runtime',
          failOnUnfixable: false,
        },
      ).policyText,
    ).toBe(
      'fail on all open findings at high or above (affected packages at critical, coverage at least 80%, a timed-out wait warns, development packages do not fail, advisories without a fixed version do not fail)',
    );
    expect(gate({}, { failOn: 'never', failOnLocalChecks: 'high' }).policyText).toBe(
      'fail-on: never (local checks at high)',
    );
  });
});
