import { describe, expect, it } from 'vitest';
import { findIgnore, splitIgnores } from '../../src/policy/ignores.ts';
import type { IgnoreEntry } from '../../src/policy/policy-file.ts';

const entry = (id: string, path: string | null = null, until: string | null = null): IgnoreEntry => ({
  id,
  path,
  reason: 'r',
  until,
});
const covers = (pattern: string, path: string) =>
  findIgnore(splitIgnores([entry('rule', pattern)], '2026-11-22'), ['rule'], path) !== null;

describe('splitIgnores', () => {
  it('keeps an entry through its until day and reports it expired after', () => {
    const set = splitIgnores(
      [entry('a', null, '2026-11-22'), entry('b', null, '2026-11-21'), entry('c')],
      '2026-11-22',
    );
    expect(set.active.map((e) => e.id)).toEqual(['a', 'c']);
    expect(set.expired.map((e) => e.id)).toEqual(['b']);
  });
});

describe('findIgnore', () => {
  it('matches by any of the ids given, never by an empty or missing one', () => {
    const set = splitIgnores([entry('X'), entry('')], '2026-11-22');
    expect(findIgnore(set, [null, 'X'])?.id).toBe('X');
    expect(findIgnore(set, [null, ''])).toBeNull();
    expect(findIgnore(set, ['Y'])).toBeNull();
  });

  it('limits a path entry to the path and what is under it', () => {
    expect(covers('src', 'src')).toBe(true);
    expect(covers('src', 'src/a.ts')).toBe(true);
    expect(covers('src', 'srcx/a.ts')).toBe(false);
    expect(covers('./src/', 'src/a.ts')).toBe(true);
    expect(covers('src//', 'src/a.ts')).toBe(true);
    expect(findIgnore(splitIgnores([entry('rule', 'src')], '2026-11-22'), ['rule'], null)).toBeNull();
  });

  it('reads * within one segment and ** across segments, every other character literally', () => {
    expect(covers('test/*', 'test/a/b.ts')).toBe(true);
    expect(covers('test/*.ts', 'test/a.ts')).toBe(true);
    expect(covers('test/*.ts', 'test/a/b.ts')).toBe(false);
    expect(covers('docs/**/x.md', 'docs/a/b/x.md')).toBe(true);
    expect(covers('a.b/*', 'axb/c')).toBe(false);
    expect(covers('(x)/*', '(x)/c')).toBe(true);
    expect(covers('./src/*/', 'src/a/b')).toBe(true);
  });
});
