import { describe, expect, it } from 'vitest';
import { judgeQuickCheck } from '../../../src/commands/quick-check/judge.ts';
import type { QuickCheckView } from '../../../src/render/command-views.ts';
import { counted } from '../../../src/plural.ts';

const check = (over: Partial<QuickCheckView> = {}): QuickCheckView => ({
  url: 'https://www.example.com',
  checkId: 'qck_1',
  status: 'succeeded',
  reused: false,
  summary: null,
  webUrl: null,
  checks: [
    { id: 'https', title: 'HTTPS is enforced', status: 'pass', severity: null },
    { id: 'headers', title: 'Headers are incomplete', status: 'attention', severity: 'medium' },
    { id: 'cookies', title: 'Cookies lack Secure', status: 'attention', severity: 'high' },
    { id: 'banner', title: 'Server banner', status: 'attention', severity: null },
  ],
  timedOut: false,
  ...over,
});

describe('judgeQuickCheck', () => {
  it('fails on attention results at or above fail-on and warns on the others', () => {
    expect(judgeQuickCheck(check(), 'high')).toEqual([
      {
        level: 'warn',
        group: counted('quick-check result', 'needing attention'),
        item: 'medium headers: Headers are incomplete',
        ignoreIds: ['headers'],
      },
      {
        level: 'fail',
        group: counted('quick-check result', 'at or above high'),
        item: 'high cookies: Cookies lack Secure',
        ignoreIds: ['cookies'],
      },
      {
        level: 'warn',
        group: counted('quick-check result', 'needing attention'),
        item: 'no severity banner: Server banner',
        ignoreIds: ['banner'],
      },
    ]);
  });

  it('only warns with fail-on never, and is silent when every result passes', () => {
    expect(judgeQuickCheck(check(), 'never').every((o) => o.level === 'warn')).toBe(true);
    expect(judgeQuickCheck(check({ checks: [] }), 'info')).toEqual([]);
  });

  it('fails a check that failed on the service or did not finish in time', () => {
    expect(judgeQuickCheck(check({ status: 'failed', checks: [] }), 'never')).toEqual([
      {
        level: 'fail',
        group: counted('quick check', 'that failed on the service'),
        item: 'https://www.example.com (qck_1)',
        ignoreIds: [],
      },
    ]);
    const late = judgeQuickCheck(check({ status: 'running', timedOut: true }), 'high');
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({
      level: 'fail',
      group: {
        one: expect.stringContaining('wait-timeout-minutes') as string,
        many: expect.any(String) as string,
      },
      item: 'https://www.example.com (qck_1) was still running',
    });
  });
});
