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

  it('reads every key into its own setting', () => {
    const file = parsePolicyFile(
      'p.yml',
      [
        'fail-on: low',
        'fail-scope: new',
        'allow-incomplete: true',
        'warn-only: true',
        'min-coverage: 0',
        'on-timeout: fail',
        'fail-on-dependencies: info',
        'fail-on-local-checks: never',
        'dependency-scopes: all',
        'fail-on-unfixable: true',
      ].join('\n'),
    );
    expect(file).toEqual({
      failOn: 'low',
      failScope: 'new',
      allowIncomplete: true,
      warnOnly: true,
      minCoverage: 0,
      onTimeout: 'fail',
      failOnDependencies: 'info',
      failOnLocalChecks: 'never',
      dependencyScopes: 'all',
      failOnUnfixable: true,
      ignore: [],
    });
    const opposite = {
      failOn: 'critical',
      failScope: 'all',
      allowIncomplete: false,
      warnOnly: false,
      minCoverage: 90,
      onTimeout: 'warn',
      failOnDependencies: 'high',
      failOnLocalChecks: 'high',
      dependencyScopes: 'runtime',
      failOnUnfixable: false,
    } as const;
    expect(applyPolicyFile(opposite, file, false)).toEqual({
      failOn: 'low',
      failScope: 'new',
      allowIncomplete: true,
      warnOnly: true,
      minCoverage: 0,
      onTimeout: 'fail',
      failOnDependencies: 'info',
      failOnLocalChecks: 'never',
      dependencyScopes: 'all',
      failOnUnfixable: true,
    });
    expect(applyPolicyFile(opposite, parsePolicyFile('p.yml', 'fail-scope: all'), true).failScope).toBe(
      'all',
    );
  });

  it('sets nothing for keys it does not name, so every input stands', () => {
    for (const text of ['', '# comments only\n', 'ignore:', 'ignore: ~', 'ignore: []']) {
      const file = parsePolicyFile('p.yml', text);
      expect(file).toEqual({ ignore: [] });
      expect(applyPolicyFile(DEFAULT_POLICY, file, true)).toEqual(DEFAULT_POLICY);
    }
  });

  it('accepts min-coverage at both ends and refuses what lies outside', () => {
    expect(parsePolicyFile('p.yml', 'min-coverage: 100').minCoverage).toBe(100);
    expect(parsePolicyFile('p.yml', 'min-coverage: 0').minCoverage).toBe(0);
    expect(parsePolicyFile('p.yml', 'min-coverage: 62.5').minCoverage).toBe(62.5);
    expect(() => parsePolicyFile('p.yml', 'min-coverage: -1')).toThrow("'min-coverage' is -1");
    expect(() => parsePolicyFile('p.yml', 'min-coverage: 100.5')).toThrow("'min-coverage' is 100.5");
    expect(() => parsePolicyFile('p.yml', 'min-coverage: .nan')).toThrow("'min-coverage' is null");
  });

  it('names the flag keys and the scope key with what they accept', () => {
    expect(() => parsePolicyFile('p.yml', 'allow-incomplete: yes')).toThrow(
      'Policy file p.yml: \'allow-incomplete\' is "yes"; accepted values: true, false.',
    );
    expect(() => parsePolicyFile('p.yml', 'warn-only: 1')).toThrow(
      "'warn-only' is 1; accepted values: true, false.",
    );
    expect(() => parsePolicyFile('p.yml', 'fail-scope: changed')).toThrow(
      '\'fail-scope\' is "changed"; accepted values: new, all, auto.',
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on: [high]')).toThrow(`'fail-on' is ["high"]`);
  });

  it('wants a mapping of keys and lists every accepted key when one is unknown', () => {
    for (const text of ['- fail-on: high', 'high', '42']) {
      expect(() => parsePolicyFile('p.yml', text)).toThrow(
        'Policy file p.yml: expected a mapping of policy keys.',
      );
    }
    expect(() => parsePolicyFile('p.yml', 'fail-on: high\nfailon: high')).toThrow(
      "Policy file p.yml: unknown key 'failon' (did you mean 'fail-on'?); accepted keys: fail-on, fail-scope, allow-incomplete, " +
        'warn-only, min-coverage, on-timeout, fail-on-dependencies, fail-on-local-checks, ' +
        'dependency-scopes, fail-on-unfixable, ignore.',
    );
  });

  it('names every unknown key at once, each with the known key it is closest to', () => {
    const text = ['failon: high', 'Warn-Only: true', 'ignores: []', 'colour: red', 'fail-on-dependency: low'];
    expect(() => parsePolicyFile('.github/policy.yml', text.join('\n'))).toThrow(
      "Policy file .github/policy.yml: unknown keys 'failon' (did you mean 'fail-on'?), " +
        "'Warn-Only' (did you mean 'warn-only'?), 'ignores' (did you mean 'ignore'?), 'colour', " +
        "'fail-on-dependency' (did you mean 'fail-on-dependencies'?); accepted keys: fail-on,",
    );
    const many = Array.from({ length: 12 }, (_, i) => `extra-${i}: 1`).join('\n');
    expect(() => parsePolicyFile('p.yml', many)).toThrow(
      "unknown keys 'extra-0', 'extra-1', 'extra-2', 'extra-3', 'extra-4', 'extra-5', 'extra-6', 'extra-7', " +
        "'extra-8', 'extra-9', 2 more; accepted keys:",
    );
    // A short key far from every known one gets no guess.
    expect(() => parsePolicyFile('p.yml', 'warn: true')).toThrow(/^Policy file p\.yml: unknown key 'warn'; /);
  });

  it('reads enum values in any case', () => {
    const file = parsePolicyFile(
      'p.yml',
      'fail-on: HIGH\nfail-scope: Auto\non-timeout: WARN\nfail-on-local-checks: Never\ndependency-scopes: RUNTIME',
    );
    expect(applyPolicyFile(DEFAULT_POLICY, file, true)).toEqual({
      ...DEFAULT_POLICY,
      failOn: 'high',
      failScope: 'new',
      onTimeout: 'warn',
      failOnLocalChecks: 'never',
      dependencyScopes: 'runtime',
    });
    expect(() => parsePolicyFile('p.yml', 'fail-on: HIHG')).toThrow(
      `Policy file p.yml: 'fail-on' is "HIHG"; accepted values: critical, high, medium, low, info, never.`,
    );
  });

  it('names the YAML error and its line', () => {
    expect(() => parsePolicyFile('p.yml', 'fail-on: high\nignore:\n  - id: [\n')).toThrow(
      /^Policy file p\.yml: not valid YAML \(line \d\): [^\n]+$/,
    );
    expect(() => parsePolicyFile('p.yml', 'fail-on: high\n  bad: indent\n')).toThrow(
      /not valid YAML \(line [12]\): /,
    );
  });

  it('refuses a file over 256 KiB before parsing it', () => {
    const big = `# ${'x'.repeat(256 * 1024)}\n`;
    expect(() => parsePolicyFile('p.yml', big)).toThrow('Policy file p.yml: larger than 256 KiB.');
    const atLimit = `#${'x'.repeat(256 * 1024 - 1)}`;
    expect(parsePolicyFile('p.yml', atLimit)).toEqual({ ignore: [] });
    // Bytes, not characters: 100k three-byte characters are 300 KB.
    expect(() => parsePolicyFile('p.yml', `# ${'€'.repeat(100_000)}`)).toThrow('larger than 256 KiB');
  });

  it('checks each ignore entry and names it by position and id', () => {
    expect(() => parsePolicyFile('p.yml', 'ignore: HDR-1')).toThrow(
      "Policy file p.yml: 'ignore' must be a list of entries with 'id' and 'reason'.",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: A, reason: r }\n  - HDR-1')).toThrow(
      "Policy file p.yml: ignore entry 2 must be a mapping with 'id' and 'reason'.",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - ~')).toThrow('ignore entry 1 must be a mapping');
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { reason: r }')).toThrow(
      "Policy file p.yml: ignore entry 1 has no 'id' (a finding code, advisory id or local-check rule id).",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: A }')).toThrow(
      "Policy file p.yml: ignore entry 1 (A) has no 'reason': say why it is accepted.",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: "  ", reason: r }')).toThrow(
      "Policy file p.yml: ignore entry 1: 'id' must be a non-empty string.",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: 7, reason: r }')).toThrow(
      "ignore entry 1: 'id' must be a non-empty string.",
    );
    expect(() => parsePolicyFile('p.yml', 'ignore:\n  - { id: A, reason: r, path: [a] }')).toThrow(
      "ignore entry 1: 'path' must be a non-empty string.",
    );
  });

  it('trims the texts of an ignore entry', () => {
    const file = parsePolicyFile(
      'p.yml',
      'ignore:\n  - { id: " A ", reason: " r ", path: " src/ ", until: " 2027-01-31 " }',
    );
    expect(file.ignore).toEqual([{ id: 'A', path: 'src/', reason: 'r', until: '2027-01-31' }]);
  });

  it('takes an until date only if that day exists, in YAML 1.2 or 1.1', () => {
    const until = (value: string) =>
      parsePolicyFile('p.yml', `ignore:\n  - { id: A, reason: r, until: ${value} }`).ignore[0]?.until;
    expect(until('2028-02-29')).toBe('2028-02-29');
    expect(until('"2027-12-31"')).toBe('2027-12-31');
    for (const bad of [
      '2027-02-30',
      '2027-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-1-31',
      '31.01.2027',
      'x2027-01-31',
    ]) {
      expect(() => until(bad), bad).toThrow(
        `Policy file p.yml: ignore entry 1 (A): 'until' is "${bad}"; accepted: a date as YYYY-MM-DD.`,
      );
    }
    // YAML 1.1 reads an unquoted date as a timestamp; it is the same day.
    const old = parsePolicyFile(
      'p.yml',
      '%YAML 1.1\n---\nignore:\n  - { id: A, reason: r, until: 2027-01-31 }',
    );
    expect(old.ignore[0]?.until).toBe('2027-01-31');
  });
});
