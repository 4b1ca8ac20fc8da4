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
      { path: 'yarn.lock', line: 1, message: 'bad indentation: 2 spaces where 0 at most fit' },
    ]);
    expect(parseLockFile('yarn.lock', '<<<<<<< HEAD\n').errors).toEqual([
      { path: 'yarn.lock', line: 1, message: 'expected a key (a name or a quoted string), found "<"' },
    ]);
  });
});

describe('yarn.lock classic grammar', () => {
  const parse = (text: string) => parseLockFile('yarn.lock', text);
  const names = (text: string) =>
    parse(text).packages.map((p) => `${p.name}@${p.version}:${p.lines.join(',')}`);

  it('reads quoted field names, quoted block keys and every key quoted, as other tools write them', () => {
    const text = [
      '"@babel/code-frame@^7.0.0":',
      '  "version" "7.12.13"',
      '  "resolved" "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.12.13.tgz"',
      '  "integrity" "sha512-abc"',
      '  "dependencies":',
      '    "@babel/highlight" "^7.10.4"',
      '',
      '"js-tokens@^4.0.0":',
      '  "version" "4.0.0"',
      '',
    ].join('\n');
    expect(parse(text).errors).toEqual([]);
    expect(names(text)).toEqual(['@babel/code-frame@7.12.13:1', 'js-tokens@4.0.0:8']);
  });

  it('reads nested blocks at any depth, comments after values, several keys on a field and escapes', () => {
    const text = [
      '# yarn lockfile v1',
      'a@^1.0.0, "a@~1.2.0":  # two ranges',
      '  version "1.2.3" # the one installed',
      '  dependenciesMeta:',
      '    fsevents:',
      '      optional true',
      '  uid, other ""',
      '"\\u0062@^2":',
      '  version "2.0.0"',
      '',
    ].join('\n');
    expect(parse(text).errors).toEqual([]);
    expect(names(text)).toEqual(['a@1.2.3:2', 'b@2.0.0:8']);
  });

  it('reads a hand-written header with spaces in its unquoted descriptors', () => {
    const text = 'a@>= 1.0 < 2, a@^1.2:\n  version "1.2.3"\n"b@1 || 2", b@^2 :\n  version "2.0.0"\n';
    expect(parse(text).errors).toEqual([]);
    expect(names(text)).toEqual(['a@1.2.3:1', 'b@2.0.0:3']);
  });

  it('does not take a version from a look-alike field, a nested block or a top-level value', () => {
    const text = [
      'version "9.9.9"',
      'a@^1:',
      '  versions "1.0.0"',
      '  dependencies:',
      '    version "2.0.0"',
      'b@^1:',
      '  "version" "${VERSION}"',
      '',
    ].join('\n');
    const file = parse(text);
    expect(file.packages).toEqual([]);
    expect(file.skipped.map((s) => [s.name, s.reason])).toEqual([
      ['a', 'unpinned'],
      ['b', 'unpinned'],
    ]);
  });

  it.each([
    ['a@^1:\n  version "1.0.0\n', 2, 'unterminated double-quoted string'],
    ['a@^1:\n  version "1\\x"\n', 2, 'invalid escape in a double-quoted string (JSON escapes only)'],
    ['a@^1:\n  version\n', 2, 'expected a value or ":" after the key "version"'],
    ['a@^1:\n  dependencies:\n    lodash\n', 3, 'expected a value or ":" after the key "lodash"'],
    [
      'a@^1:\n  dependencies:\n    "@babel/core" # c\n',
      3,
      'expected a value or ":" after the key "@babel/core"',
    ],
    ['a@^1:\n  version "1.0.0" x\n', 2, 'unexpected text after a value: x'],
    ['a@^1:\n  version "1.0.0"\n    extra "x"\n', 3, 'bad indentation: 4 spaces where 2 at most fit'],
    ['a@^1:\n\tversion "1.0.0"\n', 2, 'tab in indentation'],
    ['"":\n  version "1.0.0"\n', 1, 'empty key'],
  ])('reports %j at line %i', (text, line, message) => {
    expect(parse(text).errors).toEqual([{ path: 'yarn.lock', line, message }]);
  });
});

describe('yarn.lock classic with every key quoted, on self-hosted registries', () => {
  const file = parseLockFile('yarn.lock', fixture('yarn/classic-quoted-keys-yarn.lock'));

  it('pins scoped releases whose file name carries the scope (GitLab, Artifactory)', () => {
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
    expect(file.skipped).toEqual(
      skipped('yarn.lock', [
        ['@acme/widgets', 'https://files.example.com/@acme/widgets-0.9.0.tgz', 'tarball', 19],
        ['left-pad', 'https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz', 'unpinned', 23],
      ]),
    );
  });
});
