// The line grammar of Yarn 1's lock file (src/lockfiles/yarn-classic-lines.ts), read through the parser:
// what each line may hold, and the message a user reads when it holds something else.
import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';

const parse = (text: string) => parseLockFile('yarn.lock', text);
/** A file's errors and the name@version of each package it pins. */
const errorsAndPins = (text: string) => {
  const file = parse(text);
  return [file.errors, file.packages.map((p) => `${p.name}@${p.version}`)];
};

describe('yarn.lock classic grammar', () => {
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

  it('reads a hand-written header with blanks and a tab after its colon', () => {
    expect(errorsAndPins('a@>= 1.0 < 2: \t\n  version "1.2.3"\n')).toEqual([[], ['a@1.2.3']]);
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
    ['a@^1:\n  uid,\n', 2, 'expected a key (a name or a quoted string), found the end of the line'],
    ['a@^1:\n  dependencies:, x\n', 2, 'unexpected text after a value: , x'],
    ['a@^1:\n  version "1.0.0"#x\n', 2, 'unexpected text after a value: #x'],
    [`a@^1:\n  version "1.0.0" ${'x'.repeat(80)}\n`, 2, `unexpected text after a value: ${'x'.repeat(80)}`],
    [`a@^1:\n  version "1.0.0" ${'x'.repeat(81)}\n`, 2, `unexpected text after a value: ${'x'.repeat(80)}…`],
  ])('reports %j at line %i', (text, line, message) => {
    expect(parse(text).errors).toEqual([{ path: 'yarn.lock', line, message }]);
  });
});

describe('yarn.lock classic keys and values', () => {
  it.each([
    ['an upper-case name', 'JSONStream@^1.3.5', 'JSONStream'],
    ['an upper-case name from A', 'Autolinker@^0.15.0', 'Autolinker'],
    ['an upper-case name to Z', 'ZeroClipboard@^2.1.6', 'ZeroClipboard'],
    ['a name to z', 'zone.js@^0.14.2', 'zone.js'],
    ['a name from 0', '0x@^4.0.0', '0x'],
    ['a name to 9', '9to5@^1.0.0', '9to5'],
    ['a scope, unquoted', '@babel/core@^7.0.0', '@babel/core'],
    ['the package named "-"', '-@^0.0.1', '-'],
  ])('reads a header that starts with %s', (_, descriptor, name) => {
    expect(errorsAndPins(`${descriptor}:\n  version "1.0.0"\n`)).toEqual([[], [`${name}@1.0.0`]]);
  });

  it.each(['_private', '.hidden', '/tmp/x'])(
    'reads a header that starts like %j, and skips its name, which no registry holds',
    (name) => {
      const file = parse(`${name}@^1.0.0:\n  version "1.0.0"\n`);
      expect([file.errors, file.packages]).toEqual([[], []]);
      expect(file.skipped.map((s) => [s.name, s.reason])).toEqual([[name, 'invalid-name']]);
    },
  );

  it.each([
    ['\'version\' "1.0.0"', "'"],
    ['!important:', '!'],
    ['=======', '='],
    ['>>>>>>> main', '>'],
    ['?x:', '?'],
    ['[metadata]', '['],
    ['`x`:', '`'],
    ['{"a": 1}', '{'],
    ['~a@1:', '~'],
  ])('refuses a key that starts like %j', (line, found) => {
    expect(parse(`${line}\n`).errors).toEqual([
      {
        path: 'yarn.lock',
        line: 1,
        message: `expected a key (a name or a quoted string), found "${found}"`,
      },
    ]);
  });

  it.each([
    ['blanks after the colon', 'tokens@file:./tokens:  \t'],
    ['a blank before the colon', 'tokens@file:./tokens :'],
    ['a tab before the colon', 'tokens@file:./tokens\t:'],
    ['a blank before a comma', 'tokens@file:./tokens , tokens@file:tokens:'],
    ['a second descriptor', 'tokens@file:./tokens, tokens@file:tokens:'],
  ])('takes the first descriptor of a header with %s', (_, header) => {
    const file = parse(`${header}\n  version "1.1.0"\n`);
    expect(file.errors).toEqual([]);
    expect(file.skipped).toEqual([
      { name: 'tokens', spec: 'file:./tokens', reason: 'file', path: 'yarn.lock', line: 1 },
    ]);
  });

  it.each([
    ['a plain value', '  version 1.0.0'],
    ['a plain value and a comment', '  version 1.0.0 # was 0.9.0'],
    ['a plain value, a tab and a comment', '  version 1.0.0\t# was 0.9.0'],
    ['a plain value and a comment holding a tab', '  version 1.0.0 # was\t0.9.0'],
    ['a comment that ends in a colon', '  version 1.0.0 # bumped from:'],
    ['a tab between key and value', '  version\t"1.0.0"'],
    ['a tab after a key', '  version\t 1.0.0'],
  ])('reads a field with %s', (_, field) => {
    expect(errorsAndPins(`a@^1:\n${field}\n`)).toEqual([[], ['a@1.0.0']]);
  });

  it.each([
    ['a comment after a block colon', '  dependencies: # sorted'],
    ['a tab and a comment after a block colon', '  dependencies:\t# sorted'],
  ])('reads %s', (_, block) => {
    const text = `a@^1:\n${block}\n    b "^1.0.0"\n  version "1.0.0"\n`;
    expect(errorsAndPins(text)).toEqual([[], ['a@1.0.0']]);
  });

  it('keeps an npm: alias whole in a header with a comment after its colon', () => {
    const text = 'old-lodash@npm:lodash@^3.10.0: # the old API\n  version "3.10.1"\n';
    expect(errorsAndPins(text)).toEqual([[], ['lodash@3.10.1']]);
  });

  it('does not end a string at an escaped quote', () => {
    const text = [
      '"chart@https://cdn.example.com/chart-1.0.0.tgz":',
      '  version "1.0.0"',
      '  resolved "https://cdn.example.com/chart-1.0.0.tgz?label=\\"stable\\""',
      '',
    ].join('\n');
    expect(parse(text).skipped.map((s) => s.spec)).toEqual([
      'https://cdn.example.com/chart-1.0.0.tgz?label="stable"',
    ]);
  });
});
