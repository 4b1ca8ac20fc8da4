import { describe, expect, it } from 'vitest';
import {
  readAllowanceCount,
  readDeviceToken,
  readKeyPermissions,
} from '../../../src/api/unshown-fields/account-fields.ts';

describe('readDeviceToken', () => {
  it('reads waiting answers with their interval, defaulting a bad interval to 5 s', () => {
    expect(readDeviceToken({ status: 'pending', interval: 3 })).toEqual({
      status: 'pending',
      intervalSeconds: 3,
    });
    expect(readDeviceToken({ status: 'slow_down', interval: '10' })).toEqual({
      status: 'slow_down',
      intervalSeconds: 5,
    });
  });

  it('reads the key after approval, and only a key with the svk_ prefix', () => {
    expect(readDeviceToken({ status: 'approved', apiKey: 'svk_abc' })).toEqual({
      status: 'approved',
      apiKey: 'svk_abc',
    });
    expect(readDeviceToken({ status: 'approved', apiKey: 'abc' })).toEqual({ status: 'unknown' });
  });

  it('reads expired and denied, and anything else as unknown', () => {
    expect(readDeviceToken({ status: 'denied' })).toEqual({ status: 'denied' });
    expect(readDeviceToken({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(readDeviceToken({ status: 'teapot' })).toEqual({ status: 'unknown' });
    expect(readDeviceToken(null)).toEqual({ status: 'unknown' });
  });
});

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
