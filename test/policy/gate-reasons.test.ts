// The exact reasons and policy sentences the gate gives: the summary, the comment and the log print them.
import { describe, expect, it } from 'vitest';
import { isSeverity, severityRank } from '../../src/policy/severity.ts';
import { notJudged } from '../../src/policy/stopped.ts';
import { gate } from './gate-fixture.ts';
import { counted } from '../../src/plural.ts';

const scan = (status: string) => ({ status, timedOut: false, newFindings: [], openFindings: [] });

describe('gate reasons', () => {
  it('names a stopped run, a failed scan (not judged) and an incomplete scan (failed) with no items', () => {
    expect(gate({ stopped: notJudged('the service could not be reached') }).reasons).toEqual([
      { kind: 'stopped', level: 'error', message: 'the service could not be reached', items: [] },
    ]);
    expect(gate({ scan: scan('cancelled') }).reasons).toEqual([
      { kind: 'status', level: 'error', message: 'the scan ended cancelled', items: [] },
    ]);
    expect(gate({ scan: scan('failed') }).verdict).toBe('error');
    expect(gate({ scan: scan('incomplete') }).reasons).toEqual([
      {
        kind: 'status',
        level: 'fail',
        message: 'the scan is incomplete (set allow-incomplete: true to accept that)',
        items: [],
      },
    ]);
  });

  it('counts findings in all scope without the word new, and local results with their place', () => {
    const finding = { id: 'f1', code: null, severity: 'high' as const, title: 'T' };
    const v = gate({
      scan: { ...scan('succeeded'), openFindings: [finding] },
      localResults: [
        { checkId: 'c', ruleId: 'c/r', severity: 'critical', file: 'a.ts', line: 3, message: 'm' },
        { checkId: 'c', ruleId: 'c/low', severity: 'low', file: 'b.ts', line: 1, message: 'n' },
      ],
    });
    expect(v.reasons.map((r) => [r.kind, r.message, r.items])).toEqual([
      ['findings', '1 finding at or above high', ['high f1: T']],
      ['local-checks', '1 local check result at or above high', ['critical c/r: a.ts:3 m']],
    ]);
  });

  it('lists as ignored only what an entry matched', () => {
    const entry = { id: 'c/r', path: null, reason: 'fixture', until: null };
    const v = gate({
      ignores: [entry, { id: 'other', path: null, reason: 'x', until: null }],
      localResults: [{ checkId: 'c', ruleId: 'c/r', severity: 'high', file: 'a.ts', line: 1, message: 'm' }],
    });
    expect(v.ignored).toEqual([{ item: 'high c/r: a.ts:1 m', entry }]);
    expect(v.verdict).toBe('pass');
  });

  it('combines verdicts worst first: fail, error, warn, pass', () => {
    const outcome = (level: 'fail' | 'error' | 'warn') => ({
      level,
      group: counted(level, 'x'),
      item: 'x',
      ignoreIds: [],
    });
    expect(gate({ outcomes: [outcome('warn'), outcome('error'), outcome('fail')] }).verdict).toBe('fail');
    expect(gate({ outcomes: [outcome('warn'), outcome('error')] }).verdict).toBe('error');
    expect(gate({ outcomes: [outcome('warn')] }).verdict).toBe('warn');
    expect(gate({ outcomes: [outcome('error')] }, { warnOnly: true }).verdict).toBe('warn');
  });

  it('groups command outcomes into one reason per group, failing ones blocking', () => {
    const v = gate({
      outcomes: [
        {
          level: 'warn',
          group: counted('repository', 'to use with care', 'repositories'),
          item: 'b',
          ignoreIds: [],
        },
        {
          level: 'fail',
          group: counted('repository', 'not to install', 'repositories'),
          item: 'a',
          ignoreIds: [],
        },
        {
          level: 'fail',
          group: counted('repository', 'not to install', 'repositories'),
          item: 'c',
          ignoreIds: [],
        },
      ],
    });
    expect(v.reasons).toEqual([
      { kind: 'outcomes', level: 'fail', message: '2 repositories not to install', items: ['a', 'c'] },
      { kind: 'outcomes', level: 'warn', message: '1 repository to use with care', items: ['b'] },
    ]);
  });

  it('says what the policy was', () => {
    expect(gate({}, { failOn: 'never' }).policyText).toBe(
      'fail-on: never (nothing at any severity fails the gate)',
    );
    expect(gate({ scan: scan('succeeded') }, { failScope: 'all' }).policyText).toBe(
      'fail on all open findings at high or above',
    );
    expect(gate({ scan: scan('succeeded') }, { failScope: 'new', warnOnly: true }).policyText).toBe(
      'fail on new findings at high or above (warn only)',
    );
    expect(gate({ scan: scan('succeeded') }, { allowIncomplete: true, warnOnly: true }).policyText).toBe(
      'fail on all open findings at high or above (incomplete scans pass, warn only)',
    );
  });
});

describe('severities', () => {
  it('ranks an unknown severity below info, and knows only the five', () => {
    expect(severityRank('unknown')).toBeLessThan(severityRank('info'));
    expect(severityRank('info')).toBe(0);
    expect(isSeverity('critical')).toBe(true);
    expect(isSeverity('unknown')).toBe(false);
  });
});
