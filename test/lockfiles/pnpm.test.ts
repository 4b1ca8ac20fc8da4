import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { parsePackageKey } from '../../src/lockfiles/pnpm.ts';
import { fixture, pinned, skipped } from './fixture.ts';

describe('pnpm-lock.yaml', () => {
  it("v5: `/name/version_peer` keys, also behind a registry host, and the projects' lines; the root project, links and git skipped", () => {
    const file = parseLockFile('pnpm-lock.yaml', fixture('pnpm/v5-pnpm-lock.yaml'));
    expect(file.format).toBe('pnpm-v5');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'pnpm-lock.yaml',
        [
          ['react', '18.2.0', 11, 57],
          ['react-dom', '18.2.0', 12, 47],
          ['@types/react', '18.2.37', 17, 25],
          ['@types/prop-types', '15.7.11', 21],
          ['csstype', '3.1.2', 32],
          ['js-tokens', '4.0.0', 36],
          ['loose-envify', '1.4.0', 40],
          ['scheduler', '0.23.0', 64],
          ['left-pad', '1.3.0', 76],
        ],
        ['@types/react@18.2.37', '@types/prop-types@15.7.11', 'csstype@3.1.2'],
      ),
    );
    expect(file.skipped).toEqual(
      skipped('pnpm-lock.yaml', [
        ['.', '', 'root-project', 1],
        ['shared-config', 'link:../shared-config', 'link', 13],
        ['tiny-emitter', 'github.com/acme/tiny-emitter/1a2b3c4d5e6f', 'git', 70],
      ]),
    );
  });

  it('v6: `/name@version(peer)` keys; importers are the root and workspaces, links to them not repeated', () => {
    const file = parseLockFile('apps/pnpm-lock.yaml', fixture('pnpm/v6-pnpm-lock.yaml'));
    expect(file.format).toBe('pnpm-v6');
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'apps/pnpm-lock.yaml',
        [
          ['typescript', '5.3.2', 11, 84],
          ['styled-components', '6.1.1', 20, 72],
          ['nanoid', '3.3.7', 29, 50],
          ['@emotion/unitless', '0.8.0', 35],
          ['js-tokens', '4.0.0', 39],
          ['loose-envify', '1.4.0', 43],
          ['react-dom', '18.2.0', 56],
          ['react', '18.2.0', 65],
        ],
        ['typescript@5.3.2'],
      ),
    );
    expect(file.skipped).toEqual(
      skipped('apps/pnpm-lock.yaml', [
        ['.', '.', 'root-project', 9],
        ['packages/app', 'packages/app', 'workspace', 15],
        ['packages/utils', 'packages/utils', 'workspace', 27],
        ['vendored-lib', 'file:vendor/vendored-lib', 'file', 90],
      ]),
    );
  });

  it('v9: `name@version` keys, with the lines of their snapshots and of the projects that use them (an alias too)', () => {
    const file = parseLockFile('pnpm-lock.yaml', fixture('pnpm/v9-pnpm-lock.yaml'));
    expect(file.format).toBe('pnpm-v9');
    expect(file.packages).toEqual(
      pinned('npm', 'pnpm-lock.yaml', [
        ['react', '18.2.0', 14, 58, 98],
        ['react-dom', '18.2.0', 17, 53, 92],
        ['string-width', '4.2.3', 20, 65, 106],
        ['@types/react', '18.2.37', 27, 36, 77],
        ['@types/prop-types', '15.7.11', 33, 75],
        ['ansi-regex', '5.0.1', 39, 82],
        ['csstype', '3.1.2', 43, 84],
        ['js-tokens', '4.0.0', 46, 86],
        ['loose-envify', '1.4.0', 49, 88],
        ['scheduler', '0.23.0', 62, 102],
      ]),
    );
    expect(file.skipped).toEqual(
      skipped('pnpm-lock.yaml', [
        ['.', '.', 'root-project', 9],
        ['@acme/ui-kit', 'link:../ui-kit', 'link', 11],
        [
          'tiny-router',
          'tiny-router@https://codeload.github.com/acme/tiny-router/tar.gz/0a1b2c3d4e5f',
          'git',
          69,
        ],
      ]),
    );
  });

  it('v6 without workspaces: `specifier`/`version` pairs, `dev` flags whatever fields follow them, tarball and git entries', () => {
    const file = parseLockFile('pnpm-lock.yaml', fixture('pnpm/v6-single-project-pnpm-lock.yaml'));
    expect(file.source).toBe('pnpm-lock.yaml');
    expect(file.format).toBe('pnpm-v6');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'pnpm-lock.yaml',
        [
          ['chokidar', '3.5.3', 11, 25],
          ['vitest', '1.0.4', 19, 44],
          ['fsevents', '2.3.3', 32],
          ['tinyspy', '2.2.0', 40],
        ],
        ['vitest@1.0.4'],
      ),
    );
    expect(file.skipped).toEqual(
      skipped('pnpm-lock.yaml', [
        ['.', '', 'root-project', 1],
        ['chart-kit', '@cdn.example.com/chart-kit-2.0.0.tgz', 'tarball', 52],
        ['tiny-emitter', 'github.com/acme/tiny-emitter/1a2b3c4d5e6f', 'git', 59],
      ]),
    );
  });

  it('reports an unterminated quote with its line and lists nothing', () => {
    const file = parseLockFile('pnpm-lock.yaml', fixture('pnpm/unterminated-pnpm-lock.yaml'));
    expect(file.packages).toEqual([]);
    expect(file.skipped).toEqual([]);
    expect(file.errors).toEqual([
      { path: 'pnpm-lock.yaml', line: 14, message: 'unterminated single-quoted string' },
    ]);
  });

  it('never expands an anchor or alias: pnpm writes none, so the first one is an error on its line', () => {
    const text = "lockfileVersion: '9.0'\nsettings: &s\n  a: 1\nother: *s\npackages:\n  x@1.0.0: {}\n";
    const parsed = parseLockFile('pnpm-lock.yaml', text);
    expect(parsed.packages).toEqual([]);
    expect(parsed.errors).toEqual([
      { path: 'pnpm-lock.yaml', line: 2, message: expect.stringMatching(/^a YAML anchor \(&\) or alias/) },
    ]);
  });
});

describe('pnpm-lock.yaml format', () => {
  it.each([
    ["lockfileVersion: '9.0'\n", 'pnpm-v9'],
    ['lockfileVersion: 5.4\n', 'pnpm-v5'],
    ["lockfileVersion: '10.1'\n", 'pnpm-v10'],
    ["lockfileVersion: 'v9'\n", 'pnpm'],
    ['lockfileVersion: next\n', 'pnpm'],
    ['lockfileVersion:\n', 'pnpm'],
    ["settings:\n  lockfileVersion: '9.0'\n", 'pnpm'],
    ['packages: {}\n', 'pnpm'],
  ])('%j is %s', (text, format) => {
    expect(parseLockFile('pnpm-lock.yaml', text).format).toBe(format);
  });

  it('is pnpm for a file that cannot be read', () => {
    expect(parseLockFile('pnpm-lock.yaml', "lockfileVersion: '9.0'\npackages: 'open\n")).toEqual({
      path: 'pnpm-lock.yaml',
      source: 'pnpm-lock.yaml',
      format: 'pnpm',
      packages: [],
      skipped: [],
      errors: [{ path: 'pnpm-lock.yaml', line: 2, message: 'unterminated single-quoted string' }],
    });
  });
});

describe('pnpm-lock.yaml shapes pnpm does not write', () => {
  it('reads no package from a sequence where dependencies should be', () => {
    const text = "lockfileVersion: '6.0'\ndependencies:\n  - 1.0.0\n  - link:../x\n";
    const parsed = parseLockFile('pnpm-lock.yaml', text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.packages).toEqual([]);
    expect(parsed.skipped).toEqual(skipped('pnpm-lock.yaml', [['.', '', 'root-project', 1]]));
  });
});

describe('pnpm-lock.yaml anchors and aliases', () => {
  it('reads a `*` or `&` inside a plain scalar as text, as YAML does', () => {
    const text = [
      "lockfileVersion: '9.0'",
      'packages:',
      '  old-lib@1.0.0:',
      '    resolution: {integrity: sha512-x}',
      '    deprecated: use new-lib - *not* this one',
      'snapshots:',
      '  old-lib@1.0.0: {}',
      '',
    ].join('\n');
    const parsed = parseLockFile('pnpm-lock.yaml', text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.packages).toEqual(pinned('npm', 'pnpm-lock.yaml', [['old-lib', '1.0.0', 3, 7]]));
  });
});

describe('parsePackageKey', () => {
  it.each([
    ['/lodash/4.17.21', 'lodash', '4.17.21'],
    ['/@babel/core/7.23.0_supports-color@8.1.1', '@babel/core', '7.23.0'],
    ['/under_score/1.0.0_react@18.2.0', 'under_score', '1.0.0'],
    ['/@babel/core@7.23.0(supports-color@8.1.1)', '@babel/core', '7.23.0'],
    ['react-dom@18.2.0(react@18.2.0)', 'react-dom', '18.2.0'],
    ['@scope/pkg@1.0.0-beta.1', '@scope/pkg', '1.0.0-beta.1'],
    ['registry.npmmirror.com/@babel/core/7.19.0', '@babel/core', '7.19.0'],
    ['npm.example.com:4873/left-pad@1.3.0(react@18.2.0)', 'left-pad', '1.3.0'],
    ['lodash.merge@4.6.2', 'lodash.merge', '4.6.2'],
    ['/foo@1.0.0(@types/react@18.0.0)(react@18.2.0)', 'foo', '1.0.0'],
    ['@scope/foo@1.0.0(patch_hash=abc123)(react@18.2.0)', '@scope/foo', '1.0.0'],
    ['/@scope/foo/1.0.0_@types+react@18.0.0+react@18.2.0', '@scope/foo', '1.0.0'],
    ['my-alias@npm:string-width@4.2.3', 'string-width', '4.2.3'],
    ['/foo@https://codeload.github.com/a/b/tar.gz/abc', 'foo', 'https://codeload.github.com/a/b/tar.gz/abc'],
  ])('%s → %s %s', (key, name, version) => {
    expect(parsePackageKey(key)).toEqual({ name, version });
  });

  it('gives null for keys without a name and version, and for locations', () => {
    expect(parsePackageKey('@scope')).toBeNull();
    expect(parsePackageKey('lodash')).toBeNull();
    expect(parsePackageKey('file:foo/1.0.0')).toBeNull();
    expect(parsePackageKey('/file:packages/a/1.0.0')).toBeNull();
    expect(parsePackageKey('link:../x')).toBeNull();
  });
});

describe('pnpm-lock.yaml keys that are not registry packages', () => {
  const text = [
    "lockfileVersion: '9.0'",
    '',
    'importers:',
    '  .:',
    '    dependencies:',
    '      local:',
    '        specifier: file:local',
    '        version: file:local',
    '',
    'packages:',
    '  file:local/1.0.0:',
    '    resolution: {directory: local, type: directory}',
    '  local@file:local:',
    '    resolution: {directory: local, type: directory}',
    "  'file:../tarballs/tool-1.0.0.tgz':",
    '    resolution: {integrity: sha512-x, tarball: file:../tarballs/tool-1.0.0.tgz}',
    '  str@npm:string-width@4.2.3:',
    '    resolution: {integrity: sha512-y}',
    '  ok@1.0.0(react@18.2.0):',
    '    resolution: {integrity: sha512-z}',
    '',
    'snapshots:',
    '  file:local/1.0.0: {}',
    '  ok@1.0.0(react@18.2.0): {}',
    '',
  ].join('\n');

  it('never turns a file: key into a package name; an alias key pins the package it installs', () => {
    const file = parseLockFile('pnpm-lock.yaml', text);
    expect(file.errors).toEqual([]);
    expect(file.packages.map((p) => `${p.name}@${p.version}:${p.lines.join(',')}`)).toEqual([
      'string-width@4.2.3:17',
      'ok@1.0.0:19,24',
    ]);
    expect(file.skipped.map((s) => [s.name, s.reason, s.line])).toEqual([
      ['.', 'root-project', 4],
      ['file:local/1.0.0', 'file', 11],
      ['local', 'file', 13],
      ['file:../tarballs/tool-1.0.0.tgz', 'file', 15],
    ]);
  });

  it('pins what a project resolved, even with no packages section; never its file:, git or URL versions', () => {
    const lock = [
      "lockfileVersion: '6.0'",
      'importers:',
      '  .:',
      '    dependencies:',
      '      a:',
      '        specifier: ^1.0.0',
      '        version: 1.0.0(b@2.0.0)',
      '      alias:',
      '        specifier: npm:c@^3',
      '        version: /c@3.0.0',
      '      d:',
      '        specifier: file:d',
      '        version: file:d',
      '      e:',
      '        specifier: github:x/e',
      '        version: github.com/x/e/0123456789abcdef',
      '      f:',
      '        specifier: https://example.com/f-1.0.0.tgz',
      "        version: '@example.com/f-1.0.0.tgz'",
      '      g:',
      '        specifier: ^0.23.0',
      '        version: 0.23.0',
      '    devDependencies:',
      '      h:',
      '        specifier: ^9.1.0',
      '        version: 9.1.0',
      '',
    ].join('\n');
    const file = parseLockFile('pnpm-lock.yaml', lock);
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'pnpm-lock.yaml',
        [
          ['a', '1.0.0', 5],
          ['c', '3.0.0', 8],
          ['g', '0.23.0', 20],
          ['h', '9.1.0', 24],
        ],
        ['h@9.1.0'],
      ),
    );
  });
});

describe('pnpm-lock.yaml packages keyed by a self-hosted registry tarball URL', () => {
  const entry = (key: string, fields: string[]) => [`  '${key}':`, ...fields.map((f) => `    ${f}`)];
  const lock = (...entries: string[][]) =>
    ["lockfileVersion: '6.0'", '', 'packages:', '', ...entries.flat(), ''].join('\n');
  const read = (text: string) => {
    const file = parseLockFile('pnpm-lock.yaml', text);
    expect(file.errors).toEqual([]);
    return {
      pinned: file.packages.map(
        (p) => `${p.name}@${p.version}:${p.lines.join(',')}${p.development ? ' dev' : ''}`,
      ),
      skipped: file.skipped
        .filter((s) => s.reason !== 'root-project')
        .map((s) => `${s.name} ${s.reason} ${s.line}`),
    };
  };
  const resolution = (url: string) => `resolution: {integrity: sha512-x, tarball: ${url}}`;

  it.each([
    ['a full URL', 'https://npm.corp.example/@scope/name/-/name-1.2.3.tgz'],
    ['its path', '/@scope/name/-/name-1.2.3.tgz'],
    ['a host without a protocol', 'npm.corp.example/@scope/name/-/name-1.2.3.tgz'],
    ['an encoded scope', 'https://npm.corp.example/api/npm/@scope%2fname/-/name-1.2.3.tgz'],
    ['the scoped name as the file', 'https://npm.corp.example/@scope/name/-/@scope/name-1.2.3.tgz'],
  ])('is the registry release its name and version fields name: %s', (_, key) => {
    const text = lock(entry(key, ['name: "@scope/name"', 'version: 1.2.3', resolution(key)]));
    expect(read(text)).toEqual({ pinned: ['@scope/name@1.2.3:5'], skipped: [] });
  });

  it('v9: the name stands in the key before the URL', () => {
    const url = 'https://npm.corp.example/@scope/name/-/name-1.2.3.tgz';
    const text = lock(entry(`@scope/name@${url}`, ['version: 1.2.3', resolution(url)]));
    expect(read(text)).toEqual({ pinned: ['@scope/name@1.2.3:5'], skipped: [] });
  });

  it('an unscoped package, and a dev flag, as for any registry package', () => {
    const key = 'https://npm.corp.example/left-pad/-/left-pad-1.3.0.tgz';
    const text = lock(entry(key, ['name: left-pad', 'version: 1.3.0', 'dev: true', resolution(key)]));
    expect(read(text)).toEqual({ pinned: ['left-pad@1.3.0:5 dev'], skipped: [] });
  });

  it.each<[string, string, string[]]>([
    [
      'a version field the URL does not name',
      'https://npm.corp.example/@scope/name/-/name-1.2.3.tgz',
      ['name: "@scope/name"', 'version: 1.2.4'],
    ],
    [
      'a name field the URL does not name',
      'https://npm.corp.example/@scope/name/-/name-1.2.3.tgz',
      ['name: "@scope/other"', 'version: 1.2.3'],
    ],
    ['no version field', 'https://npm.corp.example/@scope/name/-/name-1.2.3.tgz', ['name: "@scope/name"']],
    [
      'a version that is not exact',
      'https://npm.corp.example/@scope/name/-/name-latest.tgz',
      ['name: "@scope/name"', 'version: latest'],
    ],
    [
      'a tarball outside a registry path',
      'https://cdn.example.com/name-1.2.3.tgz',
      ['name: name', 'version: 1.2.3'],
    ],
  ])('stays a tarball with %s', (_, key, fields) => {
    const { pinned, skipped } = read(lock(entry(key, [...fields, resolution(key)])));
    expect(pinned).toEqual([]);
    expect(skipped).toEqual([expect.stringMatching(/ tarball 5$/)]);
  });
});
