import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { fixture, pinned, skipped } from './fixture.ts';

// Each test parses its own copy: a parse run while the file is collected counts for no test in the mutation run.
describe('package-lock.json v3', () => {
  const read = () => parseLockFile('package-lock.json', fixture('npm/v3-package-lock.json'));

  it('lists every installed registry package with the line of its install path, aliases under the real name', () => {
    const file = read();
    expect(file.format).toBe('npm-v3');
    expect(file.source).toBe('package-lock.json');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'package-lock.json',
        [
          ['@types/node', '20.11.5', 35],
          ['debug', '2.6.9', 44],
          ['express', '4.19.2', 52],
          ['fsevents', '2.3.3', 64],
          ['left-pad', '1.3.0', 74],
          ['ms', '2.0.0', 89, 131],
          ['peer-host', '3.0.1', 94],
          ['tiny-bundled', '0.0.7', 102],
          ['undici-types', '5.26.5', 112],
          ['debug', '4.3.4', 124],
        ],
        ['@types/node@20.11.5', 'undici-types@5.26.5'],
      ),
    );
  });

  it('skips the root, workspaces, local folders, git and tarball packages; links to listed folders once', () => {
    expect(read().skipped).toEqual(
      skipped('package-lock.json', [
        ['shop-web', '2.4.0', 'root-project', 7],
        ['local-theme', 'file:../theme', 'file', 27],
        [
          'legacy-utils',
          'git+ssh://git@github.com/acme/legacy-utils.git#5c3f1e2d9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d',
          'git',
          80,
        ],
        ['remote-widget', 'https://cdn.example.com/remote-widget-0.3.1.tgz', 'tarball', 107],
        ['@shop/ui', 'packages/ui', 'workspace', 117],
      ]),
    );
  });
});

describe('npm-shrinkwrap.json v2', () => {
  it('reads `packages` and ignores the legacy `dependencies` copy', () => {
    const file = parseLockFile('tools/npm-shrinkwrap.json', fixture('npm/v2-npm-shrinkwrap.json'));
    expect(file.format).toBe('npm-v2');
    expect(file.source).toBe('npm-shrinkwrap.json');
    expect(file.packages).toEqual(
      pinned('npm', 'tools/npm-shrinkwrap.json', [
        ['chalk', '4.1.2', 14],
        ['supports-color', '7.2.0', 22],
      ]),
    );
    expect(file.skipped).toEqual(
      skipped('tools/npm-shrinkwrap.json', [['report-cli', '0.9.0', 'root-project', 7]]),
    );
  });
});

describe('package-lock.json v1', () => {
  const read = () => parseLockFile('package-lock.json', fixture('npm/v1-package-lock.json'));

  it('walks nested dependencies, bundled ones included, and resolves `npm:` aliases', () => {
    const file = read();
    expect(file.format).toBe('npm-v1');
    expect(file.packages).toEqual(
      pinned(
        'npm',
        'package-lock.json',
        [
          ['accepts', '1.3.8', 7],
          ['fsevents', '1.2.13', 19],
          ['nan', '2.14.0', 24],
          ['mime-db', '1.40.0', 34],
          ['mime-types', '2.1.35', 39],
          ['mime-db', '1.52.0', 46, 64],
          ['lodash', '4.17.21', 52],
          ['tools', '1.0.0', 60],
        ],
        ['mime-db@1.40.0', 'tools@1.0.0'],
      ),
    );
  });

  it('skips the root and the git, file and tarball versions', () => {
    expect(read().skipped).toEqual(
      skipped('package-lock.json', [
        ['billing-api', '1.0.0', 'root-project', 1],
        ['cli-helper', 'github:acme/cli-helper#4f2a9c1b7e3d5f6a8b9c0d1e2f3a4b5c6d7e8f90', 'git', 15],
        ['local-lib', 'file:../local-lib', 'file', 31],
        ['remote-thing', 'https://example.com/downloads/remote-thing-1.0.0.tgz', 'tarball', 56],
      ]),
    );
  });
});

describe('broken package-lock.json', () => {
  it('names the line V8 reports', () => {
    const file = parseLockFile('app/package-lock.json', fixture('npm/broken-package-lock.json'));
    expect(file.packages).toEqual([]);
    expect(file.errors).toEqual([
      {
        path: 'app/package-lock.json',
        line: 9,
        message:
          'invalid JSON: Expected double-quoted property name in JSON at position 205 (line 9 column 5)',
      },
    ]);
  });

  it('finds the line itself when V8 gives no position', () => {
    const file = parseLockFile('package-lock.json', fixture('npm/broken-token-package-lock.json'));
    expect(file.errors).toEqual([
      { path: 'package-lock.json', line: 8, message: "invalid JSON: Unexpected token 'y'" },
    ]);
  });

  it("keeps V8's reason without the text it quotes, whole or cut", () => {
    const file = parseLockFile('package-lock.json', '{"packages": yes}');
    expect(file.errors).toEqual([
      { path: 'package-lock.json', line: 1, message: "invalid JSON: Unexpected token 'y'" },
    ]);
  });

  it('rejects a top level that is not an object', () => {
    const file = parseLockFile('package-lock.json', '[]');
    expect(file.errors).toEqual([
      { path: 'package-lock.json', line: 1, message: 'not a package-lock: the top level is not an object' },
    ]);
  });
});

describe('untrusted keys', () => {
  it('reads __proto__ and constructor as keys, polluting nothing; __proto__ is no npm name', () => {
    const text = JSON.stringify(
      {
        lockfileVersion: 3,
        packages: {
          'node_modules/__proto__': { version: '1.0.0' },
          'node_modules/constructor': { version: '2.0.0' },
          'node_modules/linked': { resolved: '__proto__', link: true },
        },
      },
      null,
      2,
    );
    const file = parseLockFile('package-lock.json', text);
    expect(file.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['constructor@2.0.0']);
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['__proto__', '1.0.0', 'invalid-name', 4],
        ['linked', 'link:__proto__', 'link', 10],
      ]),
    );
    expect(({} as Record<string, unknown>).version).toBeUndefined();
  });

  it('reads past entries and workspace globs that are not what npm writes', () => {
    const text = JSON.stringify(
      {
        lockfileVersion: 3,
        packages: {
          '': { workspaces: [7, null, ['apps/*'], 'apps/*'] },
          'apps/web': { name: 'web' },
          'node_modules/null': null,
          'node_modules/text': '1.0.0',
          'node_modules/list': ['1.0.0'],
          'node_modules/ms': { version: '2.1.3' },
        },
      },
      null,
      2,
    );
    const file = parseLockFile('package-lock.json', text);
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(pinned('npm', 'package-lock.json', [['ms', '2.1.3', 22]]));
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['(root)', '', 'root-project', 4],
        ['web', 'apps/web', 'workspace', 14],
      ]),
    );
  });

  it("does not take a package path quoted inside another key for that package's key", () => {
    const text = [
      '{',
      '  "lockfileVersion": 3,',
      '  "packages": {',
      '    "node_modules/a": {',
      '      "version": "1.0.0",',
      '      "bin": {',
      '        "x\\"node_modules/b": "cli.js"',
      '      }',
      '    },',
      '    "node_modules/b": {',
      '      "version": "2.0.0"',
      '    }',
      '  }',
      '}',
    ].join('\n');
    expect(parseLockFile('package-lock.json', text).packages).toEqual(
      pinned('npm', 'package-lock.json', [
        ['a', '1.0.0', 4],
        ['b', '2.0.0', 10],
      ]),
    );
  });

  it('finds lines of keys written with escapes through the full key scan', () => {
    const text =
      '{\n "lockfileVersion": 3,\n "packages": {\n  "node_modules/\\u0061": {"version": "1.0.0"},\n  "node_modules/b":\n {"version": "2.0.0"}\n }\n}';
    const file = parseLockFile('package-lock.json', text);
    expect(file.packages).toEqual(
      pinned('npm', 'package-lock.json', [
        ['a', '1.0.0', 4],
        ['b', '2.0.0', 5],
      ]),
    );
  });
});

describe('self-hosted registries', () => {
  const lock = (resolved: string) =>
    JSON.stringify({
      lockfileVersion: 3,
      packages: { 'node_modules/@org/pkg': { version: '3.2.3', resolved } },
    });

  it.each([
    'https://gitlab.example.com/api/v4/projects/12/packages/npm/@org/pkg/-/@org/pkg-3.2.3.tgz',
    'https://acme.jfrog.io/artifactory/api/npm/npm-remote/@org/pkg/-/@org/pkg-3.2.3.tgz',
    'https://registry.npmjs.org/@org%2fpkg/-/pkg-3.2.3.tgz',
  ])('pins a scoped release from %s', (resolved) => {
    const file = parseLockFile('package-lock.json', lock(resolved));
    expect(file.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['@org/pkg@3.2.3']);
  });

  it('still skips a tarball that only carries the name in its file name', () => {
    const file = parseLockFile('package-lock.json', lock('https://files.example.com/@org/pkg-3.2.3.tgz'));
    expect(file.packages).toEqual([]);
    expect(file.skipped.map((s) => s.reason)).toEqual(['tarball']);
  });
});
