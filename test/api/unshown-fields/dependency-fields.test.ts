import { describe, expect, it } from 'vitest';
import { readAffectsYou } from '../../../src/api/unshown-fields/dependency-fields.ts';

describe('readAffectsYou', () => {
  it('reads affected packages', () => {
    const item = {
      advisoryId: 'GHSA-1',
      title: 'Prototype pollution',
      severity: 'high',
      package: { ecosystem: 'npm', name: 'lodash', version: '4.17.20' },
      fixedIn: '4.17.21',
      url: 'https://advisories.example/GHSA-1',
    };
    expect(readAffectsYou([item])).toEqual([item]);
  });

  it('keeps an item with missing fields, degraded, and drops what is not an object', () => {
    expect(readAffectsYou([{ severity: 'novel', package: 'lodash' }, 42])).toEqual([
      {
        advisoryId: 'unknown',
        title: '',
        severity: 'unknown',
        package: { ecosystem: 'unknown', name: 'unknown', version: 'unknown' },
        fixedIn: null,
        url: null,
      },
    ]);
  });
});
