// package-lock.json v1 (npm 5 and 6): installed packages nest in `dependencies` by install folder.
import { describe, expect, it } from 'vitest';
import { MAX_V1_NESTING } from '../../src/lockfiles/npm.ts';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { pinned, skipped } from './fixture.ts';

/** A v1 lock file as npm 6 writes it (two-space indent): with a named root, its first entry is on line 7. */
function lock(
  dependencies: Record<string, unknown>,
  root: Record<string, unknown> = { name: 'app', version: '1.0.0' },
): string {
  return `${JSON.stringify({ ...root, lockfileVersion: 1, requires: true, dependencies }, null, 2)}\n`;
}

/** A v1 lock file whose dependencies nest `depth` levels deep: d1 holds d2, which holds d3, … */
function nestedLock(depth: number, innermost: Record<string, unknown> = {}): string {
  let dependencies = innermost;
  for (let level = depth; level >= 1; level -= 1) {
    const entry = { version: '1.0.0', ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}) };
    dependencies = { [`d${level}`]: entry };
  }
  return lock(dependencies);
}

/** The 1-based line of the first line holding `needle`. */
function lineOf(text: string, needle: string): number {
  return text.split('\n').findIndex((line) => line.includes(needle)) + 1;
}

describe('package-lock.json v1', () => {
  it('reads a file without `lockfileVersion` (npm 5.0) as v1', () => {
    const text = JSON.stringify({
      name: 'app',
      version: '1.0.0',
      dependencies: { ms: { version: '2.0.0' } },
    });
    const file = parseLockFile('package-lock.json', text);
    expect(file.format).toBe('npm-v1');
    expect(file.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['ms@2.0.0']);
  });

  it('counts the root only when it is named, with an empty spec when it has no version', () => {
    const ms = { ms: { version: '2.0.0' } };
    expect(parseLockFile('package-lock.json', lock(ms, { name: 'app' })).skipped).toEqual(
      skipped('package-lock.json', [['app', '', 'root-project', 1]]),
    );
    expect(parseLockFile('package-lock.json', lock(ms, {})).skipped).toEqual([]);
  });

  it('installs an alias under the real name, scoped ones too', () => {
    const text = lock({
      'types-node': {
        version: 'npm:@types/node@20.11.5',
        resolved: 'https://registry.npmjs.org/@types/node/-/node-20.11.5.tgz',
        dev: true,
      },
    });
    expect(parseLockFile('package-lock.json', text).packages).toEqual(
      pinned('npm', 'package-lock.json', [['@types/node', '20.11.5', 7]], ['@types/node@20.11.5']),
    );
  });

  it('puts a nested entry on its own line, not on a `requires` line naming it, whatever the key order', () => {
    const text = lock({
      express: {
        version: '4.16.0',
        dependencies: { debug: { version: '2.6.9' } },
        requires: { debug: '2.6.9' },
      },
    });
    expect(parseLockFile('package-lock.json', text).packages).toEqual(
      pinned('npm', 'package-lock.json', [
        ['express', '4.16.0', 7],
        ['debug', '2.6.9', 10],
      ]),
    );
  });

  it('reads past entries that are not objects, and counts one without a version as unpinned', () => {
    const text = lock({
      broken: '1.0.0',
      empty: null,
      list: ['1.0.0'],
      mystery: { integrity: 'sha512-AAAA' },
      ms: { version: '2.0.0', dependencies: ['oops'] },
    });
    const file = parseLockFile('package-lock.json', text);
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(pinned('npm', 'package-lock.json', [['ms', '2.0.0', 15]]));
    expect(file.skipped).toEqual(
      skipped('package-lock.json', [
        ['app', '1.0.0', 'root-project', 1],
        ['mystery', '', 'unpinned', 12],
      ]),
    );
  });
});

describe('package-lock.json v1 nesting limit', () => {
  it(`reads dependencies nested ${MAX_V1_NESTING} levels deep, each on its line`, () => {
    const text = nestedLock(MAX_V1_NESTING, { d129: 'not an entry' });
    const file = parseLockFile('package-lock.json', text);
    expect(file.errors).toEqual([]);
    expect(file.packages).toHaveLength(MAX_V1_NESTING);
    expect(file.packages.at(-1)).toEqual(
      pinned('npm', 'package-lock.json', [['d128', '1.0.0', lineOf(text, '"d128":')]])[0],
    );
  });

  it('refuses deeper nesting, on the line of the first entry past the limit', () => {
    const text = nestedLock(MAX_V1_NESTING + 2);
    expect(parseLockFile('package-lock.json', text)).toEqual({
      path: 'package-lock.json',
      source: 'package-lock.json',
      format: 'npm',
      packages: [],
      skipped: [],
      errors: [
        {
          path: 'package-lock.json',
          line: lineOf(text, '"d129":'),
          message:
            '`dependencies` nested more than 128 levels deep: not read (accepted: at most 128; npm writes a few)',
        },
      ],
    });
  });
});
