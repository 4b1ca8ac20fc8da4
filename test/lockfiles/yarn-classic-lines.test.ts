// The line grammar of Yarn 1's lock file (src/lockfiles/yarn-classic-lines.ts), read through the parser:
// what each line may hold, and the message a user reads when it holds something else.
import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';

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
