import { describe, expect, it } from 'vitest';
import {
  countBySeverity,
  diffAgainstBaseline,
  fromComparison,
  openFindings,
} from '../../../src/commands/scan/findings.ts';

const f = (id: string, code: string | null, severity = 'high', state = 'attention') => ({
  id,
  code,
  severity,
  state,
  category: 'headers',
  title: `title ${code ?? id}`,
  webUrl: `https://app.example.com/f/${id}`,
});

describe('findings', () => {
  it('keeps only attention findings, most severe first', () => {
    const open = openFindings([f('1', 'A', 'low'), f('2', 'B', 'critical'), f('3', 'C', 'high', 'pass')]);
    expect(open.map((x) => x.id)).toEqual(['2', '1']);
  });

  it('diffs against the baseline by code', () => {
    const open = openFindings([f('n1', 'A'), f('n2', 'B')]);
    const { new: added, fixed } = diffAgainstBaseline(open, [f('o1', 'B'), f('o2', 'C', 'medium')]);
    expect(added.map((x) => x.code)).toEqual(['A']);
    expect(fixed.map((x) => x.code)).toEqual(['C']);
  });

  it('reads the comparison, preferring the current scan copy of a new finding', () => {
    const open = openFindings([f('n1', 'A')]);
    const result = fromComparison(open, [
      { change: 'new', finding: { ...f('x', 'A'), webUrl: 'https://old' } as never },
      { change: 'fixed', finding: f('o2', 'C') as never },
      { change: 'unchanged', finding: f('o3', 'D') as never },
      { change: 'unknown', finding: null },
    ]);
    expect(result.new.map((x) => x.id)).toEqual(['n1']);
    expect(result.fixed.map((x) => x.code)).toEqual(['C']);
  });

  it('counts from the findings, falling back to the summary only when they were not read', () => {
    const summary = { critical: 0, high: 5, medium: 0, low: 0, info: 0 };
    expect(countBySeverity(openFindings([f('1', 'A', 'medium')]), summary)).toEqual({
      critical: 0,
      high: 0,
      medium: 1,
      low: 0,
      info: 0,
    });
    expect(countBySeverity([], summary)).toEqual({ critical: 0, high: 0, medium: 0, low: 0, info: 0 });
    expect(countBySeverity(null, summary)).toEqual(summary);
  });
});
