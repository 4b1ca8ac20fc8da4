import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { fixture, pinned, skipped } from './fixture.ts';

// Each test parses its fixture itself: a parse in a describe block runs while the file is collected,
// before Stryker switches a mutant on, so a mutation run would check the unmutated parser's result.
describe('yarn.lock classic (v1)', () => {
  const read = () => parseLockFile('yarn.lock', fixture('yarn/classic-yarn.lock'));

  it('lists one package per entry at its header line, aliases under the real name', () => {
    const file = read();
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
    expect(read().skipped).toEqual(
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
    expect(broken).toEqual({
      path: 'web/yarn.lock',
      source: 'yarn.lock',
      format: 'yarn-classic',
      packages: [],
      skipped: [],
      errors: [{ path: 'web/yarn.lock', line: 7, message: 'bad indentation: 3 spaces here' }],
    });
  });

  it('skips an entry without a version as unpinned', () => {
    const text = 'ms@^2.0.0:\n  resolved "https://registry.yarnpkg.com/ms/-/ms-2.0.0.tgz#abc"\n';
    expect(parseLockFile('yarn.lock', text).skipped).toEqual(
      skipped('yarn.lock', [['ms', 'https://registry.yarnpkg.com/ms/-/ms-2.0.0.tgz#abc', 'unpinned', 1]]),
    );
  });

  it('takes the location from `resolved`, not from the fields after it', () => {
    const text = [
      '"remote-chart@https://cdn.example.com/remote-chart-1.4.0.tgz":',
      '  version "1.4.0"',
      '  resolved "https://cdn.example.com/remote-chart-1.4.0.tgz#0c2e1b9f"',
      '  integrity sha512-Xk4mXwJQ==',
      '  dependencies:',
      '    d3 "^7.8.5"',
      '',
    ].join('\n');
    expect(parseLockFile('yarn.lock', text).skipped).toEqual(
      skipped('yarn.lock', [
        ['remote-chart', 'https://cdn.example.com/remote-chart-1.4.0.tgz#0c2e1b9f', 'tarball', 1],
      ]),
    );
  });

  it('reads no version or location from a block that has their names', () => {
    const text = 'a@^1.0.0:\n  version:\n    x "1.0.0"\n  resolved:\n    y "z"\n';
    const file = parseLockFile('yarn.lock', text);
    expect([file.errors, file.packages]).toEqual([[], []]);
    expect(file.skipped).toEqual(skipped('yarn.lock', [['a', '^1.0.0', 'unpinned', 1]]));
  });

  it('reports a field before any entry, and a header without its colon', () => {
    expect(parseLockFile('yarn.lock', '  version "1.0.0"\n').errors).toEqual([
      { path: 'yarn.lock', line: 1, message: 'bad indentation: 2 spaces where 0 at most fit' },
    ]);
    expect(parseLockFile('yarn.lock', '<<<<<<< HEAD\n').errors).toEqual([
      { path: 'yarn.lock', line: 1, message: 'expected a key (a name or a quoted string), found "<"' },
    ]);
  });
});

describe('yarn.lock classic with every key quoted, on self-hosted registries', () => {
  const read = () => parseLockFile('yarn.lock', fixture('yarn/classic-quoted-keys-yarn.lock'));

  it('pins scoped releases whose file name carries the scope (GitLab, Artifactory)', () => {
    const file = read();
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned('npm', 'yarn.lock', [
        ['@acme/design-system', '3.2.3', 5],
        ['@acme/tokens', '1.0.4', 13],
        ['tiny-invariant', '1.3.1', 27],
      ]),
    );
  });

  it('skips a tarball that only looks like one, and a version that is a variable', () => {
    expect(read().skipped).toEqual(
      skipped('yarn.lock', [
        ['@acme/widgets', 'https://files.example.com/@acme/widgets-0.9.0.tgz', 'tarball', 19],
        ['left-pad', 'https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz', 'unpinned', 23],
      ]),
    );
  });
});
