import { describe, expect, it } from 'vitest';
import { judgeDnsRecheck } from '../../../src/commands/dns-recheck/judge.ts';
import type { DnsRecheckView } from '../../../src/render/command-views.ts';
import { counted } from '../../../src/plural.ts';

const recheck = (over: Partial<DnsRecheckView> = {}): DnsRecheckView => ({
  scanId: 'scan_1',
  findingId: 'f_1',
  ran: true,
  pending: false,
  checkedAt: '2026-11-23T10:00:00.000Z',
  nextAllowedAt: '2026-11-23T10:05:00.000Z',
  failedAt: null,
  originalGradeUnchanged: true,
  outcomes: [{ findingId: 'f_1', code: 'DNS-5R8T1B', result: 'fixed' }],
  ...over,
});

describe('judgeDnsRecheck', () => {
  it('passes a fixed finding', () => {
    expect(judgeDnsRecheck(recheck())).toEqual([]);
  });

  it('fails a finding still present, ignorable by its id or code', () => {
    const outcomes = judgeDnsRecheck(
      recheck({ outcomes: [{ findingId: 'f_1', code: 'DNS-5R8T1B', result: 'still_present' }] }),
    );
    expect(outcomes).toEqual([
      {
        level: 'fail',
        group: counted('DNS finding', 'still present after the recheck'),
        item: 'DNS-5R8T1B',
        ignoreIds: ['f_1', 'DNS-5R8T1B'],
      },
    ]);
  });

  it('warns, not fails, when the next recheck is not allowed yet, and says when it is', () => {
    const [outcome] = judgeDnsRecheck(recheck({ ran: false }));
    expect(outcome).toMatchObject({
      level: 'warn',
      group: counted('DNS recheck', 'not allowed yet (next at 2026-11-23T10:05:00.000Z)'),
    });
    expect(outcome?.item).toBe(
      'finding f_1 of scan scan_1: the service allows the next recheck at 2026-11-23T10:05:00.000Z; run dns-recheck again then',
    );
  });

  it('fails a recheck that failed, warns on one still running or without an outcome', () => {
    expect(judgeDnsRecheck(recheck({ failedAt: '2026-11-23T10:00:01.000Z' }))[0]?.level).toBe('fail');
    expect(judgeDnsRecheck(recheck({ pending: true }))[0]?.level).toBe('warn');
    const others = recheck({ outcomes: [{ findingId: 'f_2', code: null, result: 'still_present' }] });
    expect(judgeDnsRecheck(others)[0]?.group).toEqual(
      counted('DNS recheck', 'without an outcome for the finding'),
    );
  });

  it('warns on a result it does not know', () => {
    const [outcome] = judgeDnsRecheck(
      recheck({ outcomes: [{ findingId: null, code: null, result: 'inconclusive' }] }),
    );
    expect(outcome).toMatchObject({ level: 'warn', item: 'f_1: inconclusive' });
  });
});
