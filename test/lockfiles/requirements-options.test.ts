// Option lines of requirements files: each spelling of `-r` and `-e` pip takes, includes as paths of
// the workspace (read once, in the order met, nested to a bound), and the errors users read.
import { describe, expect, it } from 'vitest';
import { MAX_INCLUDE_DEPTH, parseRequirements } from '../../src/lockfiles/requirements.ts';
import { pinned, skipped } from './fixture.ts';

/** Parses requirements.txt with the other files of `tree` as its workspace. */
function parseTree(text: string, tree: Readonly<Record<string, string>> = {}) {
  return parseRequirements('requirements.txt', text, { readInclude: (path) => tree[path] ?? null });
}

describe('option spellings', () => {
  it.each([
    '-r base.txt',
    '-rbase.txt',
    '--requirement base.txt',
    '--requirement\tbase.txt',
    '--requirement=base.txt',
    '-r "base.txt"',
    "-r 'base.txt'",
  ])('%s includes base.txt', (line) => {
    const file = parseTree(`${line}\n`, { 'base.txt': 'six==1.16.0\n' });
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(pinned('pypi', 'base.txt', [['six', '1.16.0', 1]]));
  });

  it.each(['-e ./tool', '-e./tool', '--editable ./tool', '--editable=./tool', "--editable './tool'"])(
    '%s is an editable ./tool',
    (line) => {
      const file = parseTree(`${line}\n`);
      expect(file.errors).toEqual([]);
      expect(file.skipped).toEqual(skipped('requirements.txt', [['tool', './tool', 'editable', 1]]));
    },
  );

  it('reads no include or editable from an option that only starts like one', () => {
    const file = parseTree('--requirements base.txt\n--editables ./tool\n', { 'base.txt': 'six==1.16.0\n' });
    expect(file).toMatchObject({ packages: [], skipped: [], errors: [] });
  });

  it.each([
    ['-r', '-r'],
    ['--requirement', '--requirement'],
    ['--requirement=', '--requirement'],
    ['-e', '-e'],
    ['--editable=', '--editable'],
  ])('reports %s without its argument, which pip refuses', (line, option) => {
    expect(parseTree(`six==1.16.0\n${line}\n`).errors).toEqual([
      { path: 'requirements.txt', line: 2, message: `${option} without its argument` },
    ]);
  });
});

describe('includes', () => {
  it('names a missing include, with its workspace path when that differs', () => {
    const file = parseTree('-r requirements/dev.txt\n-r base.txt\n', {
      'requirements/dev.txt': '-r missing.txt\n',
    });
    expect(file.errors).toEqual([
      {
        path: 'requirements/dev.txt',
        line: 1,
        message: 'included file not found: missing.txt (requirements/missing.txt)',
      },
      { path: 'requirements.txt', line: 2, message: 'included file not found: base.txt' },
    ]);
  });

  it('finds no include when no reader is given', () => {
    const file = parseRequirements('requirements.txt', '-r base.txt\nsix==1.16.0\n');
    expect(file.errors).toEqual([
      { path: 'requirements.txt', line: 1, message: 'included file not found: base.txt' },
    ]);
    expect(file.packages).toEqual(pinned('pypi', 'requirements.txt', [['six', '1.16.0', 2]]));
  });

  it('reads a path with `://` or `C:/` inside, or backslashes, as a path of the workspace', () => {
    const file = parseTree(
      '-r ./https://example.com/reqs.txt\n-r requirements\\base.txt\n-r vendor/C:/dev.txt\n',
      {
        'requirements/base.txt': 'six==1.16.0\n',
        'vendor/C:/dev.txt': 'idna==3.6\n',
      },
    );
    expect(file.errors).toEqual([
      {
        path: 'requirements.txt',
        line: 1,
        message: 'included file not found: ./https://example.com/reqs.txt (https:/example.com/reqs.txt)',
      },
    ]);
    expect(file.packages.map((p) => `${p.path}:${p.name}`)).toEqual([
      'requirements/base.txt:six',
      'vendor/C:/dev.txt:idna',
    ]);
  });

  it.each(['/etc/passwd', 'C:\\reqs\\base.txt', 'c:/reqs/base.txt', '..', 'requirements/../..'])(
    'refuses %s, outside the workspace',
    (target) => {
      expect(parseTree(`-r ${target}\n`, { 'reqs/base.txt': 'six==1.16.0\n' }).errors).toEqual([
        { path: 'requirements.txt', line: 1, message: `include outside the workspace: ${target}` },
      ]);
    },
  );

  it('reads a file included twice once', () => {
    const file = parseTree('-r base.txt\n-r base.txt\n', { 'base.txt': 'celery\n' });
    expect(file.errors).toEqual([]);
    expect(file.skipped).toEqual(skipped('base.txt', [['celery', '', 'unpinned', 1]]));
  });

  it('names a cycle back to the top file', () => {
    const file = parseTree('-r dev.txt\n', { 'dev.txt': 'six==1.16.0\n-r requirements.txt\n' });
    expect(file.errors).toEqual([
      { path: 'dev.txt', line: 2, message: 'include cycle: requirements.txt → dev.txt → requirements.txt' },
    ]);
    expect(file.packages).toEqual(pinned('pypi', 'dev.txt', [['six', '1.16.0', 1]]));
  });

  it("lists an include's packages before those of the files it includes, in the order met", () => {
    const file = parseTree('-r dev.txt\n', {
      'dev.txt': '-r base.txt\nattrs==23.1.0\n',
      'base.txt': 'six==1.16.0\n',
    });
    expect(file.packages.map((p) => `${p.path}:${p.name}`)).toEqual(['dev.txt:attrs', 'base.txt:six']);
  });

  it(`reads includes ${MAX_INCLUDE_DEPTH} deep below the top file, not one more`, () => {
    const tree: Record<string, string> = {};
    for (let depth = 1; depth <= MAX_INCLUDE_DEPTH + 1; depth += 1)
      tree[`r${depth}.txt`] = `p${depth}==1.0\n-r r${depth + 1}.txt\n`;
    const file = parseTree('p0==1.0\n-r r1.txt\n', tree);
    expect(file.packages.map((p) => p.name).at(-1)).toBe(`p${MAX_INCLUDE_DEPTH}`);
    expect(file.errors).toEqual([
      {
        path: `r${MAX_INCLUDE_DEPTH}.txt`,
        line: 2,
        message: `includes nested over ${MAX_INCLUDE_DEPTH} deep: r${MAX_INCLUDE_DEPTH + 1}.txt not read`,
      },
    ]);
  });
});
