import { describe, expect, it } from 'vitest';
import { NO_SITE, siteIdentity } from '../../src/runtime/site-identity.ts';

const inputs = (site: string, quickCheckUrl = '') => ({ site, quickCheckUrl });

describe('siteIdentity', () => {
  it('reduces a site URL to its host and path, whatever the case or trailing slash', () => {
    expect(siteIdentity(inputs('https://Staging.Example.com/'))).toBe('staging.example.com');
    expect(siteIdentity(inputs('https://staging.example.com'))).toBe('staging.example.com');
    expect(siteIdentity(inputs('https://example.com/shop/'))).toBe('example.com/shop');
  });

  it('keeps a site id as given, so it does not depend on what the service answered', () => {
    expect(siteIdentity(inputs('site_42'))).toBe('site_42');
  });

  it('uses the quick-check URL when there is no site, and one shared identity when there is neither', () => {
    expect(siteIdentity(inputs('', 'https://www.example.com/'))).toBe('www.example.com');
    expect(siteIdentity(inputs(''))).toBe(NO_SITE);
    expect(siteIdentity(null)).toBe(NO_SITE);
  });
});
