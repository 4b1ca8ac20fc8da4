import { describe, expect, it } from 'vitest';
import { globMatcher, isGlob } from '../../src/lockfiles/glob.ts';

describe('globMatcher', () => {
  it.each([
    ['*.txt', 'requirements.txt', true],
    ['*.txt', 'a/requirements.txt', false],
    ['**/yarn.lock', 'yarn.lock', true],
    ['**/yarn.lock', 'a/b/yarn.lock', true],
    ['apps/**', 'apps/web/package-lock.json', true],
    ['apps/*/pnpm-lock.yaml', 'apps/web/pnpm-lock.yaml', true],
    ['apps/*/pnpm-lock.yaml', 'apps/web/x/pnpm-lock.yaml', false],
    ['requirements-?.txt', 'requirements-a.txt', true],
    ['requirements-?.txt', 'requirements-ab.txt', false],
    ['req(s).txt', 'req(s).txt', true],
    ['a.b', 'axb', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(globMatcher(pattern)(path)).toBe(expected);
  });

  it('tells globs from plain paths', () => {
    expect(isGlob('apps/*/yarn.lock')).toBe(true);
    expect(isGlob('apps/web/yarn.lock')).toBe(false);
  });
});
