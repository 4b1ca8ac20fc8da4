import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { applyPolicyFile, parsePolicyFile } from '../../src/policy/policy-file.ts';

describe('parsePolicyFile', () => {
  it('reads the policy keys and ignore entries', () => {
    const file = parsePolicyFile(
      '.security-scan.yml',
      [
        'fail-on: critical',
        'fail-scope: auto',
        'ignore:',
        '  - id: HDR-AAAAAA',
        '    reason: HSTS is set by the CDN',
        '    until: 2027-01-31',
        '  - { id: aws-access-key, path: test/fixtures, reason: fake keys }',
      ].join('\n'),
    );
    expect(file.ignore).toEqual([
      { id: 'HDR-AAAAAA', path: null, reason: 'HSTS is set by the CDN', until: '2027-01-31' },
      { id: 'aws-access-key', path: 'test/fixtures', reason: 'fake keys', until: null },
    ]);
    expect(applyPolicyFile(DEFAULT_POLICY, file, true)).toEqual({
      ...DEFAULT_POLICY,
      failOn: 'critical',
      failScope: 'new',
    });
    expect(applyPolicyFile(DEFAULT_POLICY, file, false).failScope).toBe('all');
  });

  it('names the file, the key and what is accepted', () => {
    expect(() => parsePolicyFile('p.yml', 'fail-on: severe')).toThrow(
      'Policy file p.yml: \'fail-on\' is "severe"; accepted values: critical, high, medium, low, info, never.',
    );
    expect(() => parsePolicyFile('p.yml', 'failon: high')).toThrow("unknown key 'failon'");
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - id: X')).toThrow(
      "ignore entry 1 (X) has no 'reason'",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: X, reason: r, until: soon }')).toThrow(
      'YYYY-MM-DD',
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on: [')).toThrow(/not valid YAML \(line 1\)/);
  });

  it('reads the policy knobs; unset per-kind thresholds keep following fail-on', () => {
    const file = parsePolicyFile(
      'p.yml',
      [
        'fail-on: medium',
        'min-coverage: 75',
        'on-timeout: warn',
        'fail-on-local-checks: critical',
        'dependency-scopes: runtime',
        'fail-on-unfixable: false',
      ].join('\n'),
    );
    expect(applyPolicyFile(DEFAULT_POLICY, file, false)).toEqual({
      ...DEFAULT_POLICY,
      failOn: 'medium',
      minCoverage: 75,
      onTimeout: 'warn',
      failOnDependencies: null,
      failOnLocalChecks: 'critical',
      dependencyScopes: 'runtime',
      failOnUnfixable: false,
    });
    const withInput = { ...DEFAULT_POLICY, failOnDependencies: 'low' } as const;
    expect(
      applyPolicyFile(withInput, parsePolicyFile('p.yml', 'fail-on-dependencies: never'), false),
    ).toMatchObject({ failOnDependencies: 'never' });
    expect(applyPolicyFile(withInput, parsePolicyFile('p.yml', 'fail-on: low'), false)).toMatchObject({
      failOnDependencies: 'low',
    });
  });

  it('names each knob key and what it accepts', () => {
    expect(() => parsePolicyFile('p.yml', 'min-coverage: "80"')).toThrow(
      'Policy file p.yml: \'min-coverage\' is "80"; accepted: a number from 0 to 100 (a percentage).',
    );
    expect(() => parsePolicyFile('p.yml', 'min-coverage: 120')).toThrow("'min-coverage' is 120");
    expect(() => parsePolicyFile('p.yml', 'on-timeout: skip')).toThrow(
      '\'on-timeout\' is "skip"; accepted values: fail, warn.',
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on-dependencies: 3')).toThrow(
      "'fail-on-dependencies' is 3; accepted values: critical, high, medium, low, info, never.",
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on-local-checks: none')).toThrow("'fail-on-local-checks'");
    expect(() => parsePolicyFile('p.yml', 'dependency-scopes: dev')).toThrow(
      '\'dependency-scopes\' is "dev"; accepted values: all, runtime.',
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on-unfixable: "no"')).toThrow(
      '\'fail-on-unfixable\' is "no"; accepted values: true, false.',
    );
  });

  it('refuses alias bombs', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...'bcdefghij'.split('').map((c, i) => {
        const prev = String.fromCharCode(97 + i);
        return `${c}: &${c} [*${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}, *${prev}]`;
      }),
    ].join('\n');
    expect(() => parsePolicyFile('p.yml', bomb)).toThrow('too many YAML aliases');
  });
});
