import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import {
  evaluateGate,
  type GateAdvisory,
  type GateFinding,
  type GateInput,
  type GateLocalResult,
  type GateScan,
} from '../../src/policy/gate.ts';
import type { IgnoreEntry } from '../../src/policy/policy-file.ts';
import { notJudged } from '../../src/policy/stopped.ts';
import { localPlace } from '../render/fixtures.ts';
import { counted } from '../../src/plural.ts';

const high: GateFinding = { id: 'f1', code: 'HDR-AAAAAA', severity: 'high', title: 'Missing HSTS' };
const medium: GateFinding = {
  id: 'f2',
  code: 'CKE-BBBBBB',
  severity: 'medium',
  title: 'Cookie without Secure',
};
const critical: GateFinding = {
  id: 'f3',
  code: 'TLS-CCCCCC',
  severity: 'critical',
  title: 'Expired certificate',
};

function scan(over: Partial<GateScan> = {}): GateScan {
  return {
    status: 'succeeded',
    timedOut: false,
    newFindings: [high],
    openFindings: [high, medium, critical],
    hasBaseline: true,
    ...over,
  };
}

function gate(over: Partial<GateInput> = {}, policy: Partial<GateInput['policy']> = {}) {
  return evaluateGate({
    policy: { ...DEFAULT_POLICY, failScope: 'new', ...policy },
    ignores: [],
    today: '2026-11-22',
    scan: scan(),
    stopped: null,
    advisories: [],
    localResults: [],
    ...over,
  });
}

const ignore = (id: string, until: string | null = null, path: string | null = null): IgnoreEntry => ({
  id,
  path,
  reason: 'accepted risk',
  until,
});

describe('evaluateGate', () => {
  it('fails on a new finding at the threshold and lists it', () => {
    const v = gate();
    expect(v.verdict).toBe('fail');
    expect(v.reasons).toEqual([
      {
        kind: 'findings',
        level: 'fail',
        message: '1 new finding at or above high',
        items: ['high HDR-AAAAAA: Missing HSTS'],
        rows: ['finding f1'],
      },
    ]);
  });

  it('judges every open finding when there is no baseline, and says so', () => {
    const v = gate({ scan: scan({ newFindings: [], hasBaseline: false }) }, { failOn: 'critical' });
    expect(v.verdict).toBe('fail');
    expect(v.reasons[0]?.message).toBe(
      '1 open finding at or above critical (no baseline to compare with: every open finding is judged)',
    );
    expect(v.reasons[0]?.items).toEqual(['critical TLS-CCCCCC: Expired certificate']);
  });

  it('leaves what the base already had ("still open") out of scope new, and judges it in scope all', () => {
    const advisory = {
      advisoryId: 'GHSA-old',
      severity: 'high' as const,
      title: 'Old',
      packageLabel: 'npm a@1.0.0',
    };
    const result = {
      checkId: 'tracked-secrets',
      ruleId: 'aws-key',
      severity: 'critical' as const,
      file: 'config.js',
      line: 3,
      message: 'AWS key',
    };
    const input = {
      scan: scan({ newFindings: [] }),
      advisories: [
        { ...advisory, isNew: false },
        { ...advisory, advisoryId: 'GHSA-new', isNew: true },
      ],
      localResults: [{ ...result, isNew: false }],
    };
    const onlyNew = gate(input);
    expect(onlyNew.reasons.map((r) => r.message)).toEqual(['1 new affected package at or above high']);
    expect(onlyNew.reasons[0]?.items).toEqual(['high GHSA-new: npm a@1.0.0 (Old)']);
    const all = gate(input, { failScope: 'all' });
    expect(all.reasons.map((r) => r.kind)).toEqual(['findings', 'advisories', 'local-checks']);
  });

  it('passes the same findings with fail-on critical in new scope, fails them in all scope', () => {
    expect(gate({}, { failOn: 'critical' }).verdict).toBe('pass');
    const all = gate({}, { failOn: 'critical', failScope: 'all' });
    expect(all.verdict).toBe('fail');
    expect(all.reasons[0]?.items).toEqual(['critical TLS-CCCCCC: Expired certificate']);
  });

  it('lists findings most severe first', () => {
    const v = gate({}, { failOn: 'medium', failScope: 'all' });
    expect(v.reasons[0]?.items.map((i) => i.split(' ')[0])).toEqual(['critical', 'high', 'medium']);
  });

  it('never fails on findings with fail-on never, but still on a failed scan', () => {
    expect(gate({}, { failOn: 'never', failScope: 'all' }).verdict).toBe('pass');
    expect(gate({ scan: scan({ status: 'failed' }) }, { failOn: 'never' }).reasons[0]?.kind).toBe('status');
  });

  it('describes the policy it applied, in the terms of what was judged', () => {
    expect(gate({}, { allowIncomplete: true }).policyText).toBe(
      'fail on new findings at high or above (incomplete scans pass)',
    );
    expect(gate({ scan: null }, { failScope: 'all', allowIncomplete: true, warnOnly: true }).policyText).toBe(
      'fail on results at high or above (warn only)',
    );
  });

  it('fails an incomplete scan unless allow-incomplete', () => {
    const incomplete = scan({ status: 'incomplete', newFindings: [] });
    expect(gate({ scan: incomplete }).verdict).toBe('fail');
    expect(gate({ scan: incomplete }, { allowIncomplete: true }).verdict).toBe('pass');
  });

  it('fails a timed-out wait, saying so, without judging partial findings', () => {
    const v = gate({ scan: scan({ status: 'running', timedOut: true }) });
    expect(v.reasons).toEqual([
      {
        kind: 'timeout',
        level: 'fail',
        message:
          'the wait timed out with the scan running (raise wait-timeout-minutes to wait longer, or set on-timeout: warn to pass with a warning while it runs)',
        items: [],
      },
    ]);
  });

  it('fails for a Deep nobody approved, with its reason; on-timeout: warn makes it a warning', () => {
    const stopped = { message: 'the Deep operation was denied', cause: 'not-approved' } as const;
    const v = gate({ scan: null, stopped });
    expect(v.verdict).toBe('fail');
    expect(v.reasons[0]?.message).toBe('the Deep operation was denied');
    expect(gate({ scan: null, stopped }, { onTimeout: 'warn' }).verdict).toBe('warn');
  });

  it('gives error, not fail, for a run that could not be judged', () => {
    const v = gate({ scan: null, stopped: notJudged('the service could not be reached') });
    expect(v.verdict).toBe('error');
    expect(v.reasons).toEqual([
      { kind: 'stopped', level: 'error', message: 'the service could not be reached', items: [] },
    ]);
    expect(gate({ scan: null, stopped: notJudged('x') }, { onTimeout: 'warn' }).verdict).toBe('error');
    expect(gate({ scan: null, stopped: notJudged('x') }, { warnOnly: true }).verdict).toBe('warn');
  });

  it('turns a failure into warn with warn-only', () => {
    expect(gate({}, { warnOnly: true }).verdict).toBe('warn');
  });

  it('applies an ignore by finding code until its date, then reports it expired', () => {
    const kept = gate({ ignores: [ignore('HDR-AAAAAA', '2026-11-22')] });
    expect(kept.verdict).toBe('pass');
    expect(kept.ignored.map((i) => i.item)).toEqual(['high HDR-AAAAAA: Missing HSTS']);
    const expired = gate({ ignores: [ignore('HDR-AAAAAA', '2026-11-21')] });
    expect(expired.verdict).toBe('fail');
    expect(expired.expiredIgnores.map((e) => e.id)).toEqual(['HDR-AAAAAA']);
  });

  it('fails on affected packages at the threshold, ignorable by advisory id', () => {
    const advisories: GateAdvisory[] = [
      {
        advisoryId: 'ADV-1',
        severity: 'critical',
        title: 'Prototype pollution',
        packageLabel: 'npm lodash@4.17.20',
      },
      { advisoryId: 'ADV-2', severity: 'unknown', title: 'Unrated', packageLabel: 'pypi x@1' },
    ];
    const v = gate({ scan: null, advisories });
    expect(v.reasons).toEqual([
      {
        kind: 'advisories',
        level: 'fail',
        message: '1 affected package at or above high',
        items: ['critical ADV-1: npm lodash@4.17.20 (Prototype pollution)'],
        rows: ['advisory ADV-1 npm lodash@4.17.20'],
      },
    ]);
    expect(gate({ scan: null, advisories, ignores: [ignore('ADV-1')] }).verdict).toBe('pass');
  });

  it('applies local-check ignores by rule id limited to a path', () => {
    const localResults: GateLocalResult[] = [
      {
        checkId: 'tracked-secrets',
        ruleId: 'aws-access-key',
        severity: 'critical',
        file: 'test/keys.txt',
        line: 3,
        message: 'AWS key',
      },
      {
        checkId: 'tracked-secrets',
        ruleId: 'aws-access-key',
        severity: 'critical',
        file: 'src/app.ts',
        line: 9,
        message: 'AWS key',
      },
    ];
    const v = gate({ scan: null, localResults, ignores: [ignore('aws-access-key', null, 'test/')] });
    expect(v.reasons[0]?.items).toEqual(['critical aws-access-key: src/app.ts:9 AWS key']);
    expect(
      gate({ scan: null, localResults, ignores: [ignore('aws-access-key', null, '**/*.ts')] }).reasons[0]
        ?.items,
    ).toEqual(['critical aws-access-key: test/keys.txt:3 AWS key']);
  });

  it('counts a value reported at several places once, and sets it aside only when ignores cover every place', () => {
    const localResults: GateLocalResult[] = [
      {
        ...localPlace('tracked-secrets', 'src/config.ts', 1),
        severity: 'critical',
        message: 'Stripe secret key',
        places: [
          localPlace('tracked-secrets', 'src/config.ts', 1),
          localPlace('container-values', 'src/config.ts', 1),
          localPlace('tracked-secrets', 'docker-compose.yml', 4),
        ],
      },
    ];
    const v = gate({ scan: null, localResults, ignores: [ignore('tracked-secrets', null, 'src/')] });
    expect(v.reasons[0]?.message).toBe('1 local check result at or above high');
    expect(v.reasons[0]?.items).toEqual([
      'critical tracked-secrets/stripe-secret-key: src/config.ts:1 Stripe secret key (and 1 other place)',
    ]);
    const covered = gate({
      scan: null,
      localResults,
      ignores: [ignore('tracked-secrets'), ignore('container-values', null, 'src/config.ts')],
    });
    expect(covered.verdict).toBe('pass');
    expect(covered.ignored).toHaveLength(1);
  });

  it('fails on failing command outcomes, warns on warning ones, and groups each into one reason', () => {
    const outcome = (level: 'fail' | 'warn', item: string) => ({
      level,
      group: counted(
        'repository',
        level === 'fail' ? 'that must not be installed' : 'to use with caution',
        'repositories',
      ),
      item,
      ignoreIds: [item],
    });
    const both = gate({
      scan: null,
      outcomes: [outcome('warn', 'c/d'), outcome('fail', 'a/b'), outcome('fail', 'e/f')],
    });
    expect(both.verdict).toBe('fail');
    expect(both.reasons.map((r) => [r.message, r.level, r.items])).toEqual([
      ['2 repositories that must not be installed', 'fail', ['a/b', 'e/f']],
      ['1 repository to use with caution', 'warn', ['c/d']],
    ]);
    const warned = gate({ scan: null, outcomes: [outcome('warn', 'c/d')] });
    expect(warned.verdict).toBe('warn');
    const ignored = gate({ scan: null, outcomes: [outcome('fail', 'a/b')], ignores: [ignore('a/b')] });
    expect(ignored.verdict).toBe('pass');
    expect(ignored.ignored.map((i) => i.item)).toEqual(['a/b']);
  });
});
