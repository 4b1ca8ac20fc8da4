import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { counted, countedPhrase, plural } from '../src/plural.ts';

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

describe('countedPhrase', () => {
  it('agrees the noun leading a phrase with the count, however the noun makes its plural', () => {
    const failed = counted('repository check', 'failed');
    expect(countedPhrase(1, failed)).toBe('1 repository check failed');
    expect(countedPhrase(2, failed)).toBe('2 repository checks failed');
    const caution = counted('repository', 'to use with caution', 'repositories');
    expect(countedPhrase(1, caution)).toBe('1 repository to use with caution');
    expect(countedPhrase(3, caution)).toBe('3 repositories to use with caution');
  });
});

describe('src/', () => {
  it('writes no "(s)" or "(ies)" plurals: every count goes through plural or countedPhrase', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const found = files.flatMap((file) =>
      readFileSync(join('src', file), 'utf8')
        .split('\n')
        .map((line, i) => ({ at: `src/${file}:${i + 1}`, line }))
        // A word then `(s)`, not a method call such as `.test(s)`, nor `http(s)`.
        .filter(({ line }) => /(?<![.\w])(?!http\b)[a-z]+\((?:s|ies|es)\)/.test(line)),
    );
    expect(found.map((f) => f.at)).toEqual(['src/plural.ts:1']);
  });
});
