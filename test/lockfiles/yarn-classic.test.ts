import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { fixture, pinned, skipped } from './fixture.ts';

describe('yarn.lock classic (v1)', () => {
  const file = parseLockFile('yarn.lock', fixture('yarn/classic-yarn.lock'));

  it('lists one package per entry at its header line, aliases under the real name', () => {
    expect(file.format).toBe('yarn-classic');
    expect(file.source).toBe('yarn.lock');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned('npm', 'yarn.lock', [
        ['@babel/code-frame', '7.22.13', 5],
        ['ansi-styles', '3.2.1', 13],
        ['chalk', '2.4.2', 20],
        ['fsevents', '2.3.3', 35],
        ['lodash', '4.17.21', 43],
        ['lodash', '3.10.1', 48],
      ]),
    );
  });

  it('skips git, file, link and tarball entries', () => {
    expect(file.skipped).toEqual(
      skipped('yarn.lock', [
        [
          'dashboard-widgets',
          'https://codeload.github.com/acme/dashboard-widgets/tar.gz/9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c',
          'git',
          28,
        ],
        ['design-tokens', 'file:./packages/tokens', 'file', 32],
        ['helpers', 'link:../helpers', 'link', 39],
        [
          'remote-chart',
          'https://cdn.example.com/remote-chart-1.4.0.tgz#0c2e1b9fd2f2c6e8d8b1f0c61aa5c5d7d5b2f9a1',
          'tarball',
          52,
        ],
      ]),
    );
  });

  it('reports a bad indent with its line and lists nothing from the broken file', () => {
    const broken = parseLockFile('web/yarn.lock', fixture('yarn/classic-bad-indent-yarn.lock'));
    expect(broken.packages).toEqual([]);
    expect(broken.errors).toEqual([
      { path: 'web/yarn.lock', line: 7, message: 'bad indentation: 3 spaces here' },
    ]);
  });

  it('skips an entry without a version as unpinned', () => {
    const text = 'ms@^2.0.0:\n  resolved "https://registry.yarnpkg.com/ms/-/ms-2.0.0.tgz#abc"\n';
    expect(parseLockFile('yarn.lock', text).skipped).toEqual(
      skipped('yarn.lock', [['ms', 'https://registry.yarnpkg.com/ms/-/ms-2.0.0.tgz#abc', 'unpinned', 1]]),
    );
  });

  it('reports a field before any entry, and a header without its colon', () => {
    expect(parseLockFile('yarn.lock', '  version "1.0.0"\n').errors).toEqual([
      { path: 'yarn.lock', line: 1, message: 'bad indentation: 2 spaces here' },
    ]);
    expect(parseLockFile('yarn.lock', '<<<<<<< HEAD\n').errors).toEqual([
      { path: 'yarn.lock', line: 1, message: 'expected an entry header ending with ":"' },
    ]);
  });
});
