// package-lock.json v2/v3 entries outside node_modules: the root, workspaces, local folders, and the
// links npm writes to them. None is uploaded; each is counted under its reason, on the line of its key.
import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { pinned, skipped } from './fixture.ts';

/** A v3 lock file as npm writes it (two-space indent): its first `packages` key is on line 6. */
function lock(packages: Record<string, unknown>): string {
  return `${JSON.stringify({ name: 'site', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`;
}

describe('package-lock.json folders', () => {
  it('tells workspaces (matched by any of the root globs) from local folders, naming unnamed ones by path', () => {
    const text = lock({
      '': { workspaces: ['tools/*', 'apps/*'], dependencies: { vendored: 'file:vendor/vendored' } },
      'apps/web': { version: '0.0.0' },
      'node_modules/vendored': { resolved: 'vendor/vendored', link: true },
      'node_modules/web': { resolved: 'apps/web', link: true },
      'vendor/vendored': { version: '2.0.0' },
    });
    const file = parseLockFile('package-lock.json', text);
    expect(file.packages).toEqual([]);
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['(root)', '', 'root-project', 6],
        ['apps/web', 'apps/web', 'workspace', 15],
        ['vendor/vendored', 'file:vendor/vendored', 'file', 26],
      ]),
    );
  });

  it.each([
    ['a list with a leading ./', ['./apps/*']],
    ['a list with a leading /', ['/apps/*']],
    ['a list with a leading .//', ['.//apps/*']],
    ["Yarn's { packages } form, which npm also reads", { packages: ['apps/*'] }],
  ])('reads workspaces declared as %s', (_shape, workspaces) => {
    const text = lock({
      '': { name: 'site', workspaces },
      'apps/web': { name: 'web', version: '0.1.0' },
      'node_modules/web': { resolved: 'apps/web', link: true },
    });
    expect(parseLockFile('package-lock.json', text).skipped.map((s) => [s.name, s.reason])).toEqual([
      ['site', 'root-project'],
      ['web', 'workspace'],
    ]);
  });

  it('pins what a workspace installs in its own node_modules, even where a workspace glob matches', () => {
    const text = lock({
      '': { name: 'site', workspaces: ['packages/**'] },
      'packages/ui': { name: '@site/ui', version: '0.4.0' },
      'packages/ui/node_modules/debug': {
        version: '4.3.4',
        resolved: 'https://registry.npmjs.org/debug/-/debug-4.3.4.tgz',
      },
    });
    const file = parseLockFile('package-lock.json', text);
    expect(file.packages).toEqual(pinned('npm', 'package-lock.json', [['debug', '4.3.4', 16]]));
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['site', '', 'root-project', 6],
        ['@site/ui', 'packages/ui', 'workspace', 12],
      ]),
    );
  });

  it('counts every folder as a local one when the root declares no workspaces', () => {
    const text = lock({
      '': { name: 'site', version: '1.0.0', dependencies: { theme: 'file:theme' } },
      'node_modules/theme': { resolved: 'theme', link: true },
      theme: { name: 'theme', version: '0.1.0' },
    });
    expect(parseLockFile('package-lock.json', text).skipped).toEqual(
      skipped('package-lock.json', [
        ['site', '1.0.0', 'root-project', 6],
        ['theme', 'file:theme', 'file', 17],
      ]),
    );
  });

  it('counts a link to a folder the file does not list, or to no folder, as a link', () => {
    const text = lock({
      '': { name: 'site' },
      'node_modules/gone': { resolved: '../gone', link: true },
      'node_modules/nowhere': { link: true },
      'node_modules/ms': { version: '2.1.3', resolved: 'https://registry.npmjs.org/ms/-/ms-2.1.3.tgz' },
    });
    const file = parseLockFile('package-lock.json', text);
    expect(file.packages).toEqual(pinned('npm', 'package-lock.json', [['ms', '2.1.3', 16]]));
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['site', '', 'root-project', 6],
        ['gone', 'link:../gone', 'link', 9],
        ['nowhere', 'link:', 'link', 13],
      ]),
    );
  });

  it('counts an entry with neither version nor resolved as unpinned, with no spec', () => {
    const text = lock({ 'node_modules/ghost': { dev: true, optional: true } });
    expect(parseLockFile('package-lock.json', text).skipped).toEqual(
      skipped('package-lock.json', [['ghost', '', 'unpinned', 6]]),
    );
  });

  it('finds a folder key, not the same text earlier in a glob or inside a longer name', () => {
    const text = [
      '{',
      '  "name": "site",',
      '  "lockfileVersion": 3,',
      '  "requires": true,',
      '  "packages": {',
      '    "": {',
      '      "name": "site",',
      '      "workspaces": [',
      '        "lib"',
      '      ],',
      '      "dependencies": {',
      '        "my-lib": "^1.0.0"',
      '      }',
      '    },',
      '    "lib": {',
      '      "name": "my-lib",',
      '      "version": "1.0.0"',
      '    },',
      '    "node_modules/my-lib": {',
      '      "resolved": "lib",',
      '      "link": true',
      '    }',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(parseLockFile('package-lock.json', text).skipped).toEqual(
      skipped('package-lock.json', [
        ['site', '', 'root-project', 6],
        ['my-lib', 'lib', 'workspace', 15],
      ]),
    );
  });
});
