import { describe, expect, it } from 'vitest';
import { readAllowanceCount, readKeyPermissions } from '../../src/api/assumed.ts';

describe('readKeyPermissions', () => {
  it('reads credential.permissions, keeping only strings', () => {
    expect(readKeyPermissions({ credential: { permissions: ['read', 'pulse', 7, null] } })).toEqual([
      'read',
      'pulse',
    ]);
  });

  it('is null when the answer does not show them', () => {
    for (const me of [null, {}, { credential: null }, { credential: { permissions: 'read' } }]) {
      expect(readKeyPermissions(me)).toBeNull();
    }
  });
});

describe('readAllowanceCount', () => {
  it('reads limit, used, remaining and resetsAt', () => {
    expect(readAllowanceCount({ limit: 5, used: 2, remaining: 3, resetsAt: '2026-12-01T00:00:00Z' })).toEqual(
      {
        limit: 5,
        used: 2,
        remaining: 3,
        resetsAt: '2026-12-01T00:00:00Z',
      },
    );
  });

  it('turns unmetered (null) or odd numbers into null, and a non-object into null', () => {
    expect(readAllowanceCount({ limit: null, used: -1, remaining: 1.5 })).toEqual({
      limit: null,
      used: null,
      remaining: null,
      resetsAt: null,
    });
    expect(readAllowanceCount('5 left')).toBeNull();
  });
});
