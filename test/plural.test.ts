import { describe, expect, it } from 'vitest';
import { plural } from '../src/plural.ts';

describe('plural', () => {
  it('takes the singular for one and the plural for every other count, zero included', () => {
    expect(plural(1, 'pinned package')).toBe('1 pinned package');
    expect(plural(2, 'pinned package')).toBe('2 pinned packages');
    expect(plural(0, 'lock file')).toBe('0 lock files');
  });

  it('takes the plural given for nouns that do not just add an s', () => {
    expect(plural(1, 'new advisory', 'new advisories')).toBe('1 new advisory');
    expect(plural(3, 'new advisory', 'new advisories')).toBe('3 new advisories');
  });
});
