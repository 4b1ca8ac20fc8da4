import { describe, expect, it } from 'vitest';
import { readSiteObject } from '../../../src/api/unshown-fields/site-fields.ts';

describe('readSiteObject', () => {
  it('reads the site list item names and degrades a missing or empty field to null', () => {
    expect(readSiteObject({ id: 'site_1', name: 'Shop', webUrl: 'https://x/app', extra: 1 })).toEqual({
      id: 'site_1',
      name: 'Shop',
      webUrl: 'https://x/app',
    });
    expect(readSiteObject({ id: '', baseDomain: 'shop.example.com' })).toEqual({
      id: null,
      name: 'shop.example.com',
      webUrl: null,
    });
    expect(readSiteObject('nonsense')).toEqual({ id: null, name: null, webUrl: null });
  });
});
