// `-r`/`-c` includes in requirements files that try to leave the workspace (relative climbs, absolute and
// drive paths, UNC paths, URLs), include loops and endless chains: nothing outside the workspace is
// asked for, `-c` is never read, loops and chains end with an error naming the file and line.
import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INCLUDE_DEPTH, parseRequirements } from '../../src/lockfiles/requirements.ts';
import { bounded, RUNS } from './bounds.ts';

/** Parses `files[top]`, recording every path the parser asks to read. */
function parseTree(files: Readonly<Record<string, string>>, top = 'requirements.txt') {
  const asked: string[] = [];
  const parsed = parseRequirements(top, files[top] ?? '', {
    readInclude: (path) => {
      asked.push(path);
      return files[path] ?? null;
    },
  });
  return { ...parsed, asked };
}

/**
 * A workspace-relative path that stays inside: not absolute, no `..` segment, no backslash. (`C:` inside
 * a relative path is a folder name: the reader joins it under the workspace.)
 */
function staysInside(path: string): boolean {
  return !posix.isAbsolute(path) && !path.split('/').includes('..') && !path.includes('\\');
}

describe('includes that leave the workspace', () => {
  const ESCAPES = [
    '-r ../../../etc/passwd',
    '-r /etc/passwd',
    '--requirement=../secrets.txt',
    '--requirement ../../x.txt',
    '-r sub/../../outside.txt',
    '-rC:\\Windows\\win.ini',
    '-r \\\\server\\share\\r.txt',
    '-r file:///etc/passwd',
    '-r https://evil.example/r.txt',
  ];

  it('are refused on their own line, and nothing outside is asked for', () => {
    const text = ['ok==1.0', ...ESCAPES].join('\n');
    const { asked, errors, packages } = parseTree({ 'requirements.txt': text });
    // A UNC path is only a relative path on the runner's file system: asked for inside, and not found.
    expect(asked).toEqual(['server/share/r.txt']);
    expect(errors.map((e) => [e.path, e.line])).toEqual(ESCAPES.map((_, i) => ['requirements.txt', i + 2]));
    expect(packages.map((p) => p.name)).toEqual(['ok']);
  });

  it('-c constraints are never read, wherever they point', () => {
    const { asked, errors } = parseTree({
      'requirements.txt': '-c ../../../etc/passwd\n--constraint /etc/shadow\n-c constraints.txt\n',
    });
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('any include target, from any file of the tree, asks only for paths inside the workspace', () => {
    const segment = fc.constantFrom('..', '.', 'a', 'b', '', 'C:', '\\', '~', '%2e%2e');
    const target = fc.array(segment, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(fc.constantFrom('requirements.txt', 'a/b/requirements.txt'), target, (top, include) => {
        const { asked } = parseTree({ [top]: `-r ${include}\n` }, top);
        expect(asked.filter((path) => !staysInside(path))).toEqual([]);
      }),
      RUNS,
    );
  });
});

describe('include loops and chains', () => {
  it('a file including itself, or a loop through others, ends with the cycle named', () => {
    const self = parseTree({ 'requirements.txt': 'a==1.0\n-r requirements.txt\n' });
    expect(self.errors).toEqual([
      { path: 'requirements.txt', line: 2, message: expect.stringMatching(/include cycle/) },
    ]);
    const loop = parseTree({
      'requirements.txt': '-r dev/r.txt\n',
      'dev/r.txt': '-r ../base/r.txt\nx==1.0\n',
      'base/r.txt': '-r ../dev/r.txt\ny==2.0\n',
    });
    expect(loop.errors.map((e) => [e.path, e.line])).toEqual([['base/r.txt', 1]]);
    expect(loop.packages.map((p) => p.name).sort()).toEqual(['x', 'y']);
  });

  it('a file included from many places is read once (no blow-up through diamonds)', () => {
    const files: Record<string, string> = { 'requirements.txt': '-r l0a.txt\n-r l0b.txt\n' };
    for (let level = 0; level < 30; level++) {
      const next = `-r l${level + 1}a.txt\n-r l${level + 1}b.txt\n`;
      files[`l${level}a.txt`] = next;
      files[`l${level}b.txt`] = next;
    }
    const { asked } = bounded('diamond includes', () => parseTree(files));
    expect(asked.length).toBeLessThanOrEqual(62);
  });

  it(`a chain of thousands of files stops at ${MAX_INCLUDE_DEPTH} levels with a clear error, no stack overflow`, () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5_000; i++)
      files[i === 0 ? 'requirements.txt' : `r${i}.txt`] = `-r r${i + 1}.txt\np${i}==1.0\n`;
    const { asked, errors, packages } = bounded('include chain', () => parseTree(files));
    expect(asked).toHaveLength(MAX_INCLUDE_DEPTH);
    expect(errors).toEqual([
      { path: `r${MAX_INCLUDE_DEPTH}.txt`, line: 1, message: expect.stringMatching(/nested over 32 deep/) },
    ]);
    expect(packages).toHaveLength(MAX_INCLUDE_DEPTH + 1);
  });
});
