import { describe, expect, it } from 'vitest';
import { readYamlLines, type YamlEntry } from '../../src/lockfiles/yaml-lines.ts';

function entries(text: string): [string, YamlEntry][] {
  const seen: [string, YamlEntry][] = [];
  readYamlLines(text, (ancestors, entry) => seen.push([ancestors.join('/'), entry]));
  return seen;
}

/** Each entry as `[dotted path, value, line]`; flow mappings as plain objects. */
function values(text: string): [string, unknown, number][] {
  const seen: [string, unknown, number][] = [];
  readYamlLines(text, (ancestors, { key, value, line }) => {
    const shown = value instanceof Map ? Object.fromEntries(value) : value;
    seen.push([[...ancestors, key ?? '-'].join('.'), shown, line]);
  });
  return seen;
}

function syntaxError(text: string): { line: number; message: string } {
  try {
    readYamlLines(text, () => undefined);
  } catch (error) {
    const { line, message } = error as { line: number; message: string };
    return { line, message };
  }
  throw new Error('no error');
}

describe('readYamlLines', () => {
  it('gives each entry with its ancestors, decoded scalars and its line', () => {
    const text = [
      '# comment',
      'a:',
      '  "quoted key": "x\\ty\\u00e9"',
      "  'single': 'it''s'",
      '  plain: some value # trailing comment',
      '  nested:',
      '    - item',
      'b: {integrity: sha512-abc==, tarball: "https://x/y.tgz", engines: {node: ">=18"}}',
    ].join('\n');
    expect(entries(text)).toEqual([
      ['', { key: 'a', value: null, line: 2 }],
      ['a', { key: 'quoted key', value: 'x\tyé', line: 3 }],
      ['a', { key: 'single', value: "it's", line: 4 }],
      ['a', { key: 'plain', value: 'some value', line: 5 }],
      ['a', { key: 'nested', value: null, line: 6 }],
      ['a/nested', { key: null, value: 'item', line: 7 }],
      [
        '',
        {
          key: 'b',
          value: new Map([
            ['integrity', 'sha512-abc=='],
            ['tarball', 'https://x/y.tgz'],
            ['engines', '{node: ">=18"}'],
          ]),
          line: 8,
        },
      ],
    ]);
  });

  it('steps over block scalars and document markers', () => {
    const text = 'a: |\n  text: not a key\n    deeper\nb: 1\n---\nc: 2\n';
    expect(entries(text).map(([path, e]) => `${path}:${e.key}@${e.line}`)).toEqual([':a@1', ':b@4', ':c@6']);
  });

  it('folds a flow mapping whose quoted scalars hold escaped quotes and brackets', () => {
    const text = ["a: {b: 'it''s }', c: \"\\\"]\",", "  d: 'e'}", 'f: g', ''].join('\n');
    expect(values(text)).toEqual([
      ['a', { b: "it's }", c: '"]', d: 'e' }, 1],
      ['f', 'g', 3],
    ]);
  });

  it('keeps a flow sequence as its text, a ` #` inside its quotes included', () => {
    expect(values('a: [\' #\', ["#"]] # c\n')).toEqual([['a', '[\' #\', ["#"]]', 1]]);
  });

  it('keeps a flow collection nested in a flow mapping as its text, brackets in its quotes included', () => {
    expect(values("a: {b: [']', c], d: {e: '{', f: \"}\"}, g: h}\n")).toEqual([
      ['a', { b: "[']', c]", d: '{e: \'{\', f: "}"}', g: 'h' }, 1],
    ]);
  });

  it('starts a document at `---` alone or before a space; `---x` is a key, `---` after a key a value', () => {
    const text = ['a:', '  b: 1', '--- # next', 'a:', '  c: ---', '---x: 2', '...', ''].join('\n');
    expect(values(text)).toEqual([
      ['a', null, 1],
      ['a.b', '1', 2],
      ['a', null, 4],
      ['a.c', '---', 5],
      ['---x', '2', 6],
    ]);
  });

  it('folds a flow collection spread over lines into one, at the line that opens it', () => {
    const seen: [string, unknown, number][] = [];
    const text = [
      'pkg:',
      '  resolution: {integrity: sha512-x, # a comment',
      "    tarball: 'https://example.com/{x}/pkg.tgz'}",
      '  os: [',
      '    darwin, linux]',
      '  next: 1',
      '',
    ].join('\n');
    readYamlLines(text, (ancestors, entry) => {
      seen.push([[...ancestors, entry.key].join('.'), entry.value, entry.line]);
    });
    expect(seen).toEqual([
      ['pkg', null, 1],
      [
        'pkg.resolution',
        new Map([
          ['integrity', 'sha512-x'],
          ['tarball', 'https://example.com/{x}/pkg.tgz'],
        ]),
        2,
      ],
      ['pkg.os', '[ darwin, linux]', 4],
      ['pkg.next', '1', 6],
    ]);
  });

  it('folds the lines of a plain scalar that continue it, and goes on after them', () => {
    const seen: string[] = [];
    readYamlLines('a:\n  deprecated: this package is\n    no longer kept\n  b: 1\n', (ancestors, entry) => {
      seen.push(`${[...ancestors, entry.key].join('.')}@${entry.line}`);
    });
    expect(seen).toEqual(['a@1', 'a.deprecated@2', 'a.b@4']);
  });

  it("reads a quoted key's value after the key: a `: ` or a bracket inside the key is not the value", () => {
    const text = [
      "'a: {b': [x,",
      '  y]',
      '"k: v": some text',
      '  more text',
      "'x{': {b: c,",
      '  d: e}',
      'z: 1',
    ].join('\n');
    expect(values(text)).toEqual([
      ['a: {b', '[x, y]', 1],
      ['k: v', 'some text', 3],
      ['x{', { b: 'c', d: 'e' }, 5],
      ['z', '1', 7],
    ]);
  });

  it('reads a sequence item as YAML does: a plain scalar folded over more-indented lines, only a comment or an anchor is empty', () => {
    const text = ['a:', '  - x', '    y', '  - # c', '    b: 1', '  - &n', '    c: 2', '  -', ''].join('\n');
    expect(values(text)).toEqual([
      ['a', null, 1],
      ['a.-', 'x', 2],
      ['a.-', null, 4],
      ['a.-.b', '1', 5],
      ['a.-', null, 6],
      ['a.-.c', '2', 7],
      ['a.-', null, 8],
    ]);
  });

  it('reads keys as YAML does: spaces before the colon, a quoted key with a space before it', () => {
    expect(values('a : 1\n"b" : 2\n\'c\'  :\n  d: 3\n')).toEqual([
      ['a', '1', 1],
      ['b', '2', 2],
      ['c', null, 3],
      ['c.d', '3', 4],
    ]);
  });

  it('opens a block after a key with only a comment, an anchor or a tag; with a value, an anchor stays in its text', () => {
    const text = [
      'a: # c',
      '  b: 1',
      'c: &anchor',
      '  d: 2',
      'e: &e  # c',
      '  f: 3',
      'g: !!map',
      '  h: 4',
      'i: &i value',
      '',
    ].join('\n');
    expect(values(text)).toEqual([
      ['a', null, 1],
      ['a.b', '1', 2],
      ['c', null, 3],
      ['c.d', '2', 4],
      ['e', null, 5],
      ['e.f', '3', 6],
      ['g', null, 7],
      ['g.h', '4', 8],
      ['i', '&i value', 9],
    ]);
  });

  it('steps over blank lines of spaces or tabs, indented comments and the text of block scalars with any header', () => {
    const text = [
      'a:',
      '   ',
      '\t',
      '  \t# c',
      '      # c',
      '  b: |2-',
      '      b: not a key',
      '  c: >+ # c',
      '    - not an item',
      '  d: 1',
      '',
    ].join('\n');
    expect(values(text)).toEqual([
      ['a', null, 1],
      ['a.b', '|2-', 6],
      ['a.c', '>+', 8],
      ['a.d', '1', 10],
    ]);
  });

  it('keeps a compact mapping in a sequence item (`- a: 1`, which pnpm and Berry never write) as the item text, its other keys under it', () => {
    expect(values('- a: 1\n  b: 2\n')).toEqual([
      ['-', 'a: 1', 1],
      ['-.b', '2', 2],
    ]);
  });

  it('folds a flow over lines with comment lines, apostrophes inside words and a plain item continued before a quote', () => {
    const text = [
      'a: {b: c,',
      '  # a comment',
      "  d: don't,",
      '  e: f}',
      'g: [h',
      "  'i, j,",
      '  k]',
      '',
    ].join('\n');
    expect(values(text)).toEqual([
      ['a', { b: 'c', d: "don't", e: 'f' }, 1],
      ['g', "[h 'i, j, k]", 5],
    ]);
  });

  it('decodes escapes up to the last code point, U+10FFFF', () => {
    expect(values('a: "\\U0010FFFF\\x41"\n')).toEqual([['a', '\u{10FFFF}A', 1]]);
  });

  it('ends a plain scalar in a flow mapping before the spaces ahead of a comma', () => {
    expect(values('a: {b: c  , d: "e" }\n')).toEqual([['a', { b: 'c', d: 'e' }, 1]]);
  });

  it('reads a flow whose first line ends in a nested closing bracket as that line alone (a shortcut: pnpm and Berry never break a flow there)', () => {
    expect(syntaxError('a: {b: [c]\n  }\n')).toEqual({
      line: 1,
      message: 'unterminated flow mapping: no closing }',
    });
    expect(syntaxError('a: [{b: c}  \n  ]\n')).toEqual({
      line: 1,
      message: 'unterminated flow sequence: no closing ]',
    });
  });

  it.each([
    ['a:\n  b: 1\n   c: 2\n', 3, 'bad indentation: this line is nested under a value'],
    ['a: x\n  - y\n', 2, 'bad indentation: this line is nested under a value'],
    ["a: '|'\n  b: 1\n", 2, 'bad indentation: this line is nested under a value'],
    ['a: ">-"\n  text\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: "x"\n  y\n', 2, 'bad indentation: this line is nested under a value'],
    ['a:\n    b: 1\n  c: 2\n', 3, 'bad indentation: expected 4 spaces, found 2'],
    ['a:\n\tb: 1\n', 2, 'tab in indentation'],
    ['a: "open\n', 1, 'unterminated double-quoted string'],
    ["a: 'open\n", 1, 'unterminated single-quoted string'],
    ['a: {b: c\n', 1, 'unterminated flow mapping: no closing }'],
    ['a: {b: c,\n  d: e\nf: g\n', 1, 'unterminated flow mapping: no closing }'],
    ["a: {b: 'c,\n  d: e}\n", 1, 'unterminated single-quoted string'],
    ['a: [b, c\n', 1, 'unterminated flow sequence: no closing ]'],
    ['a: {b: c,\n', 1, 'unterminated flow mapping: no closing }'],
    ["a: {b: 'c' d}\n", 1, 'unterminated flow mapping: no closing }'],
    ['a: {b: c} d\n', 1, 'unexpected text after a value: d'],
    ["a: {b: c,\n  d: 'e,\n  f: g}\n", 1, 'unterminated single-quoted string'],
    ["a: {b: 'c,\n  d'}\n", 1, 'unterminated single-quoted string'],
    ["a: {b: c,\n  d: 'e,\n  f'}\n", 1, 'unterminated single-quoted string'],
    ['a: x\n  y:\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: x\n  y: z\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: x\n  -\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: >=8\n  x\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: |x\n  b: 1\n', 2, 'bad indentation: this line is nested under a value'],
    ['a: x\nplain text\n', 2, 'expected "key: value"'],
    ['  plain text\n', 1, 'expected "key: value"'],
    ['"a" b: c\n', 1, 'expected \':\' after the key "a"'],
    ['a: "\\xZZ"\n', 1, 'invalid escape \\x in a double-quoted string'],
    ['a: "\\xG4"\n', 1, 'invalid escape \\x in a double-quoted string'],
    ['a: "\\x4G"\n', 1, 'invalid escape \\x in a double-quoted string'],
    ['a: "\\u12"\n', 1, 'invalid escape \\u in a double-quoted string'],
    ['a: "\\U00110000"\n', 1, 'invalid escape \\U00110000'],
    ['a: [b] c\n', 1, 'unexpected text after a value: c'],
    ['a: {b: x{y, c: d}\n', 1, 'unterminated flow mapping: no closing }'],
    ['a: {b}\n', 1, "expected ':' after 'b' in a flow mapping"],
    ['a: "x" y\n', 1, 'unexpected text after a value: y'],
    ['a: "\\q"\n', 1, 'invalid escape \\q in a double-quoted string'],
    ['just text\n', 1, 'expected "key: value"'],
  ])('reports %j at line %i', (text, line, message) => {
    expect(syntaxError(text)).toEqual({ line, message });
  });
});
