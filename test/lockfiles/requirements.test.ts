import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { FIXTURES, fixture, pinned, skipped } from './fixture.ts';
import { readFileSync } from 'node:fs';

/** Reads includes from the requirements fixture folder, as if it were the workspace. */
function readInclude(path: string): string | null {
  try {
    return readFileSync(`${FIXTURES}requirements/${path}`, 'utf8');
  } catch {
    return null;
  }
}

const CYCLE =
  'include cycle: requirements.txt → requirements/base.txt → requirements/common.txt → requirements/base.txt';

describe('requirements.txt', () => {
  const file = parseLockFile('requirements.txt', fixture('requirements/requirements.txt'), { readInclude });

  it('pins `==` and `===` requirements with extras, markers, hashes and continuations; names as the index has them', () => {
    expect(file.format).toBe('requirements');
    expect(file.source).toBe('requirements.txt');
    expect(file.packages).toEqual([
      ...pinned('pypi', 'requirements.txt', [
        ['django', '4.2.7', 6],
        ['requests', '2.31.0', 9],
        ['pillow', '10.1.0', 10],
        ['zope-interface', '6.1', 11],
      ]),
      ...pinned('pypi', 'requirements/base.txt', [
        ['certifi', '2023.11.17', 3],
        ['urllib3', '2.1.0', 4],
        ['django', '4.2.7', 5],
      ]),
      ...pinned('pypi', 'requirements/common.txt', [['six', '1.16.0', 1]]),
    ]);
  });

  it('skips unpinned, wildcard, editable, VCS, URL and path requirements; constraints install nothing', () => {
    expect(file.skipped).toEqual(
      skipped('requirements.txt', [
        ['typing-extensions', '>=4.8', 'unpinned', 12],
        ['celery', '', 'unpinned', 13],
        ['numpy', '==1.26.*', 'unpinned', 14],
        ['billing-sdk', 'git+https://github.com/acme/billing-sdk.git@v2.0.1#egg=billing_sdk', 'editable', 15],
        ['pdf-tools', './libs/pdf-tools', 'editable', 16],
        ['internal-auth', 'git+https://github.com/acme/internal-auth.git@1.4.0', 'git', 17],
        ['fastjson', 'https://files.example.com/wheels/fastjson-0.9.2-py3-none-any.whl', 'url', 18],
        ['legacy-report', './vendor/legacy_report-1.0.tar.gz', 'file', 19],
      ]),
    );
  });

  it('reports an include cycle at the line that closes it, without looping', () => {
    expect(file.errors).toEqual([{ path: 'requirements/common.txt', line: 2, message: CYCLE }]);
  });
});

describe('requirements-dev.txt', () => {
  const file = parseLockFile('requirements-dev.txt', fixture('requirements/requirements-dev.txt'), {
    readInclude,
  });

  it('uploads under requirements.txt and reads its own requirements after a missing include', () => {
    expect(file.source).toBe('requirements.txt');
    expect(file.packages.filter((p) => p.path === 'requirements-dev.txt')).toEqual(
      pinned('pypi', 'requirements-dev.txt', [
        ['pytest', '7.4.3', 3],
        ['black', '23.11.0', 4],
        ['flake8', '6.1.0', 5],
      ]),
    );
  });

  it('names the file and line of a missing include and of a line that is not a requirement', () => {
    expect(file.errors).toEqual([
      {
        path: 'requirements/common.txt',
        line: 2,
        message: CYCLE.replace('requirements.txt', 'requirements-dev.txt'),
      },
      { path: 'requirements-dev.txt', line: 2, message: 'included file not found: requirements-test.txt' },
      {
        path: 'requirements-dev.txt',
        line: 6,
        message: 'invalid version specifier "a valid requirement line!!" in: not a valid requirement line!!',
      },
    ]);
  });
});

describe('requirement lines', () => {
  const parse = (text: string) => parseLockFile('requirements.txt', text, { readInclude });

  it('reads an include relative to the including file, once, and refuses one outside the workspace', () => {
    const file = parse(
      '-r requirements/common.txt\n--requirement=requirements/common.txt\n-r ../../etc/passwd\n',
    );
    expect(file.packages.map((p) => `${p.path}:${p.name}`)).toEqual([
      'requirements/common.txt:six',
      'requirements/base.txt:certifi',
      'requirements/base.txt:urllib3',
      'requirements/base.txt:django',
    ]);
    expect(file.errors.at(-1)).toEqual({
      path: 'requirements.txt',
      line: 3,
      message: 'include outside the workspace: ../../etc/passwd',
    });
  });

  it('does not fetch remote includes', () => {
    expect(parse('-r https://example.com/reqs.txt\n').errors).toEqual([
      {
        path: 'requirements.txt',
        line: 1,
        message: 'remote include not fetched: https://example.com/reqs.txt',
      },
    ]);
  });

  it('reports the first physical line of a continued requirement, and keeps `#` inside URLs', () => {
    const file = parse('# top\nflask\\\n==3.0.0\n-e git+https://example.com/x.git#egg=x_tool\n');
    expect(file.packages).toEqual(pinned('pypi', 'requirements.txt', [['flask', '3.0.0', 2]]));
    expect(file.skipped).toEqual(
      skipped('requirements.txt', [['x-tool', 'git+https://example.com/x.git#egg=x_tool', 'editable', 4]]),
    );
  });

  it('takes the pinned clause of a specifier set and a direct reference by name', () => {
    const file = parse(
      'Foo.Bar__baz==1.0,!=1.0.1\npkg @ https://example.com/pkg-2.0.tar.gz ; python_version < "3.11"\n',
    );
    expect(file.packages).toEqual(pinned('pypi', 'requirements.txt', [['foo-bar-baz', '1.0', 1]]));
    expect(file.skipped).toEqual(
      skipped('requirements.txt', [['pkg', 'https://example.com/pkg-2.0.tar.gz', 'url', 2]]),
    );
  });
});
