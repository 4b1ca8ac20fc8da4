import { describe, expect, it } from 'vitest';
import { applyPolicyFile, parsePolicyFile } from '../../src/policy/policy-file.ts';

const inputs = { failOn: 'high', failScope: 'all', allowIncomplete: false, warnOnly: false } as const;

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
    expect(applyPolicyFile(inputs, file, true)).toEqual({ ...inputs, failOn: 'critical', failScope: 'new' });
    expect(applyPolicyFile(inputs, file, false).failScope).toBe('all');
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
