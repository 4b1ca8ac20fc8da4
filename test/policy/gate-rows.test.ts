import { describe, expect, it } from 'vitest';
import { gateRows } from '../../src/policy/gate-rows.ts';
import type { Reason } from '../../src/policy/gate.ts';

const failing = (over: Partial<Reason> = {}): Reason => ({
  kind: 'findings',
  level: 'fail',
  message: '1 new finding at or above high',
  items: ['high C1: T'],
  ...over,
});

describe('gateRows', () => {
  it("answers by row key, so a row sharing a failing row's label is not taken for it", () => {
    const rows = gateRows({ verdict: 'fail', reasons: [failing({ rows: ['finding f1'] })] });
    expect(rows.standing('findings', 'finding f1', 'high C1: T')).toBe('fails');
    expect(rows.standing('findings', 'finding f2', 'high C1: T')).toBeNull();
    expect(rows.standing('local-checks', 'finding f1', 'high C1: T')).toBeNull();
  });

  it('reads a report file written before reasons had rows by label', () => {
    const rows = gateRows({ verdict: 'fail', reasons: [failing()] });
    expect(rows.standing('findings', 'finding f2', 'high C1: T')).toBe('fails');
    expect(rows.any).toBe(true);
  });

  it('says over under warn-only, reported for a warning reason, and the worst when several name a row', () => {
    const warn = failing({ level: 'warn', rows: ['finding f1', 'finding f2'], items: ['a', 'b'] });
    expect(
      gateRows({ verdict: 'warn', reasons: [failing({ rows: ['finding f1'] })] }).standing(
        'findings',
        'finding f1',
        '',
      ),
    ).toBe('over');
    const both = gateRows({ verdict: 'fail', reasons: [warn, failing({ rows: ['finding f1'] })] });
    expect(both.standing('findings', 'finding f1', '')).toBe('fails');
    expect(both.standing('findings', 'finding f2', '')).toBe('reported');
    expect(gateRows({ verdict: 'pass', reasons: [] }).any).toBe(false);
  });
});
