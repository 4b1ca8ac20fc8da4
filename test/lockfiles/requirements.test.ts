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

// Each test parses its file itself: a mutation run switches a mutant on only once the tests start.
describe('requirements.txt', () => {
  const parseFile = () =>
    parseLockFile('requirements.txt', fixture('requirements/requirements.txt'), { readInclude });

  it('pins `==` and `===` requirements with extras, markers, hashes and continuations; names as the index has them', () => {
    const file = parseFile();
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
    const file = parseFile();
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
    const file = parseFile();
    expect(file.errors).toEqual([{ path: 'requirements/common.txt', line: 2, message: CYCLE }]);
  });
});

describe('requirements-dev.txt', () => {
  const parseFile = () =>
    parseLockFile('requirements-dev.txt', fixture('requirements/requirements-dev.txt'), { readInclude });

  it('uploads under requirements.txt and reads its own requirements after a missing include', () => {
    const file = parseFile();
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
    const file = parseFile();
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

  it('does not read an include that names an environment variable', () => {
    expect(parse('-r ${REQS_DIR}/base.txt\n').errors).toEqual([
      {
        path: 'requirements.txt',
        line: 1,
        message:
          'include not read: ${REQS_DIR}/base.txt names an environment variable, which pip fills in at install time',
      },
    ]);
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

describe("pip's order of operations", () => {
  const parse = (text: string) => parseLockFile('requirements.txt', text);
  const pins = (text: string) =>
    parse(text).packages.map((p) => `${p.name}==${p.version}:${p.lines.join(',')}`);

  it.each([
    'six==1.16.0 -C key=value',
    'six==1.16.0 --config-settings=key=value',
    'six==1.16.0 --config-settings key=value',
    'six==1.16.0 --global-option=--no-user-cfg',
    'six==1.16.0 --hash=sha256:abc --hash sha256:def',
    'six==1.16.0 ; python_version >= "3" --hash=sha256:abc',
  ])('cuts the options after a requirement: %s', (line) => {
    expect(pins(`${line}\n`)).toEqual(['six==1.16.0:1']);
  });

  it('joins continued lines first and reports their first line', () => {
    const text = 'six==1.16.0 \\\n    --hash=sha256:abc \\\n    --hash=sha256:def\nidna==3.6\\\n';
    expect(pins(text)).toEqual(['six==1.16.0:1', 'idna==3.6:4']);
  });

  it('lets a comment ending in a backslash swallow the next line, but not a comment line', () => {
    expect(pins('six==1.16.0 # pinned for py2 \\\nidna==3.6\nattrs==23.1.0\n')).toEqual([
      'six==1.16.0:1',
      'attrs==23.1.0:3',
    ]);
    expect(pins('# a comment line \\\nidna==3.6\n')).toEqual(['idna==3.6:2']);
    expect(pins('six\\\n# ends the continuation\n==1.0\n')).toEqual([]);
  });

  it('starts a comment at `#` only after whitespace or at the start', () => {
    expect(pins('six==1.16.0\t# tab before\nidna==3.6 #\n#attrs==23.1.0\n')).toEqual([
      'six==1.16.0:1',
      'idna==3.6:2',
    ]);
    const file = parse('six==1.16.0#not-a-comment\n');
    expect(file.packages).toEqual([]);
    expect(file.skipped).toEqual(
      skipped('requirements.txt', [['six', '1.16.0#not-a-comment', 'invalid-version', 1]]),
    );
  });

  it('splits lines where Python does, CRLF and form feed included', () => {
    expect(pins('six==1.16.0\r\nidna==3.6\rattrs==23.1.0\fpytz==2023.3\n')).toEqual([
      'six==1.16.0:1',
      'idna==3.6:2',
      'attrs==23.1.0:3',
      'pytz==2023.3:4',
    ]);
  });

  it('uploads no environment variable, stray backslash or version that is not PEP 440', () => {
    const file = parse('six==${SIX_VERSION}\nidna==3.6\\ \nattrs===latest\npytz==1.0.0.0-final\n');
    expect(file.packages).toEqual([]);
    expect(file.skipped).toEqual(
      skipped('requirements.txt', [
        ['six', 'six==${SIX_VERSION}', 'variable', 1],
        ['idna', '3.6\\', 'invalid-version', 2],
        ['attrs', 'latest', 'invalid-version', 3],
        ['pytz', '1.0.0.0-final', 'invalid-version', 4],
      ]),
    );
  });

  it('reads option lines: quoted include paths, editables with options; global options install nothing', () => {
    const readInclude = (path: string) => (path === 'dev reqs.txt' ? 'idna==3.6\n' : null);
    const file = parseLockFile(
      'requirements.txt',
      '-r "dev reqs.txt"\n-e ./tool --config-settings x=y\n-i https://pypi.example.com/simple\n--only-binary :all:\n',
      { readInclude },
    );
    expect(file.errors).toEqual([]);
    expect(file.packages.map((p) => `${p.path}:${p.name}`)).toEqual(['dev reqs.txt:idna']);
    expect(file.skipped.map((s) => [s.name, s.reason])).toEqual([['tool', 'editable']]);
  });
});

describe('requirements-pip-syntax.txt', () => {
  const parseFile = () =>
    parseLockFile('requirements-pip-syntax.txt', fixture('requirements/requirements-pip-syntax.txt'));

  it('pins every requirement with options, continuations and comments as pip reads them', () => {
    const file = parseFile();
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned('pypi', 'requirements-pip-syntax.txt', [
        ['attrs', '23.1.0', 5],
        ['cython', '3.0.6', 9],
        ['psycopg2', '2.9.9', 10],
        ['pyyaml', '6.0.1', 11],
        ['numpy', '1.26.2', 12],
        ['typing-extensions', '4.8.0', 14],
        ['idna', '3.6', 17],
        ['requests', '2.31.0', 18],
        ['zope-interface', '6.1+local.1', 19],
      ]),
    );
  });

  it('skips what a comment swallowed, a variable and a stray backslash', () => {
    const file = parseFile();
    expect(file.packages.map((p) => p.name)).not.toContain('urllib3');
    expect(file.skipped).toEqual(
      skipped('requirements-pip-syntax.txt', [
        ['tomli', 'tomli==${TOMLI_VERSION}', 'variable', 20],
        ['six', '1.16.0\\', 'invalid-version', 21],
      ]),
    );
  });
});
