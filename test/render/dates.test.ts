import { describe, expect, it } from 'vitest';
import { readableDate } from '../../src/render/dates.ts';

describe('readableDate', () => {
  it('says the UTC day of a timestamp or a date', () => {
    expect(readableDate('2026-11-27T08:00:00Z')).toBe('27 November 2026');
    expect(readableDate('2026-01-03')).toBe('3 January 2026');
    // Late in the evening west of Greenwich is already the next day in UTC.
    expect(readableDate('2026-12-31T23:30:00-05:00')).toBe('1 January 2027');
  });

  it('is null for text that is not a date', () => {
    expect(readableDate('')).toBeNull();
    expect(readableDate('yesterday')).toBeNull();
    expect(readableDate('2026-13-45')).toBeNull();
    expect(readableDate('12/11/2026')).toBeNull();
  });
});
