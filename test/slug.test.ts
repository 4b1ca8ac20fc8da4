import { describe, expect, it } from 'vitest';
import { errorMessage } from '../src/errors.ts';
import { slug } from '../src/slug.ts';

describe('slug', () => {
  it('keeps a value of letters, digits, dot, underscore and hyphen as it is', () => {
    expect(slug('staging.example.com')).toBe('staging.example.com');
    expect(slug('site_01.v2-x')).toBe('site_01.v2-x');
    expect(slug('example.com_a_b')).toBe('example.com_a_b');
    expect(slug('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('turns each run of anything else into _ and then ends with a hash of the whole value', () => {
    expect(slug('scan-https://shop.example.com/a b')).toBe('scan-https_shop.example.com_a_b-4a4e01b962');
    expect(slug('<!-- -->')).toBe('_--_--_-c30504c2d3');
    expect(slug('example.com/a/b')).toBe('example.com_a_b-2f1ccfc744');
    expect(slug('example.com/a_b')).toBe('example.com_a_b-c5b1b35a55');
  });

  it('cuts a long value so that it and its hash make 100 characters', () => {
    const long = slug('a'.repeat(150));
    expect(long).toBe(`${'a'.repeat(89)}-d94bb7f808`);
    expect(slug(`${'a'.repeat(150)}b`)).toHaveLength(100);
    expect(slug(`${'a'.repeat(150)}b`)).not.toBe(long);
  });

  it('hashes a value that already ends the way a hashed slug does, and the empty value', () => {
    expect(slug('site_1-0123456789')).toBe('site_1-0123456789-b93ea2acef');
    expect(slug('site_1-012345678')).toBe('site_1-012345678');
    expect(slug('')).toMatch(/^-[0-9a-f]{10}$/);
  });
});

describe('errorMessage', () => {
  it("says an Error's message, and anything else thrown as text", () => {
    expect(errorMessage(new TypeError('bad type'))).toBe('bad type');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
  });
});
