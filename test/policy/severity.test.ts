import { describe, expect, it } from 'vitest';
import { bySeverity, reaches, readSeverity } from '../../src/policy/severity.ts';

describe('severities', () => {
  it('reads the five severities as sent and anything else as unknown', () => {
    expect(['critical', 'high', 'medium', 'low', 'info'].map(readSeverity)).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      'info',
    ]);
    expect([' high', 'HIGH', 'novel', 3, null].map(readSeverity)).toEqual(Array(5).fill('unknown'));
  });

  it('ranks unknown below info: it reaches no threshold and sorts last', () => {
    expect(reaches('unknown', 'info')).toBe(false);
    expect(reaches('high', 'high')).toBe(true);
    expect(reaches('critical', 'never')).toBe(false);
    const sorted = bySeverity([
      { severity: 'unknown' },
      { severity: 'low' },
      { severity: 'critical' },
    ] as const);
    expect(sorted.map((s) => s.severity)).toEqual(['critical', 'low', 'unknown']);
  });
});
