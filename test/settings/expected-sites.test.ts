import { describe, expect, it } from 'vitest';
import { MAX_EXPECTED_SITES, parseExpectedSites } from '../../src/settings/expected-sites.ts';

describe('parseExpectedSites', () => {
  it('reads one site a line, without blank lines, comments or repeats', () => {
    expect(parseExpectedSites('https://web.example.com\n\n# the API\nsite_2\r\nsite_2\n')).toEqual([
      'https://web.example.com',
      'site_2',
    ]);
    expect(parseExpectedSites('')).toEqual([]);
  });

  it('refuses a line holding spaces and a list over the bound, naming the input', () => {
    expect(() => parseExpectedSites('web.example.com api.example.com')).toThrow(
      /^Input 'expected-sites' holds "web\.example\.com api\.example\.com"; accepted: one site id or URL a line/,
    );
    const many = Array.from({ length: MAX_EXPECTED_SITES + 1 }, (_, i) => `site_${i}`).join('\n');
    expect(() => parseExpectedSites(many)).toThrow(/lists 257 sites; accepted: at most 256/);
  });
});
