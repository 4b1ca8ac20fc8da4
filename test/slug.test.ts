import { describe, expect, it } from 'vitest';
import { errorMessage } from '../src/errors.ts';
import { slug } from '../src/slug.ts';

describe('slug', () => {
  it('keeps letters, digits, dot, underscore and hyphen, and turns each run of anything else into _', () => {
    expect(slug('scan-https://shop.example.com/a b')).toBe('scan-https_shop.example.com_a_b');
    expect(slug('site_01.v2-x')).toBe('site_01.v2-x');
    expect(slug('<!-- -->')).toBe('_--_--_');
  });

  it('cuts a long value to 100 characters', () => {
    expect(slug('a'.repeat(150))).toHaveLength(100);
  });
});

describe('errorMessage', () => {
  it("says an Error's message, and anything else thrown as text", () => {
    expect(errorMessage(new TypeError('bad type'))).toBe('bad type');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage(42)).toBe('42');
  });
});
