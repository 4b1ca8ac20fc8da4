// The TOML line reader under poetry.lock: headers, `key = value` lines, values that span lines, and the
// syntax errors it stops at.
import { describe, expect, it } from 'vitest';
import { LockFileSyntaxError } from '../../src/lockfiles/text.ts';
import { readTomlLines, type TomlLine } from '../../src/lockfiles/toml-lines.ts';

function entries(text: string): TomlLine[] {
  const read: TomlLine[] = [];
  readTomlLines(text, (entry) => read.push(entry));
  return read;
}

/** The line and message of the syntax error the text stops at, or null. */
function syntaxError(text: string): { line: number; message: string } | null {
  try {
    entries(text);
    return null;
  } catch (error) {
    if (!(error instanceof LockFileSyntaxError)) throw error;
    return { line: error.line, message: error.message };
  }
}

const table = (name: string, array: boolean, line: number): TomlLine => ({
  kind: 'table',
  name,
  array,
  line,
});
const value = (key: string, decoded: string | null, raw: string, line: number): TomlLine => ({
  kind: 'value',
  key,
  value: decoded,
  raw,
  line,
});

describe('readTomlLines', () => {
  it('reads table headers, with spaces inside and a comment after', () => {
    expect(
      entries('[[package]]\n[ package.source ]\n  [[ package ]]  # the next one\n[metadata]#files\n'),
    ).toEqual([
      table('package', true, 1),
      table('package.source', false, 2),
      table('package', true, 3),
      table('metadata', false, 4),
    ]);
  });

  it('decodes one-line strings and keeps every value raw; blank and comment lines are nothing', () => {
    const text = [
      'name="idna"',
      '   ',
      '  # a comment',
      '"zope.interface" = ">=5.0"',
      "'literal key' = 'C:\\wheels'",
      "category = 'dev' # since 1.2",
      'optional = false',
      "description = \"Python's '''docstring''' helper\"",
    ].join('\n');
    expect(entries(text)).toEqual([
      value('name', 'idna', '"idna"', 1),
      value('zope.interface', '>=5.0', '">=5.0"', 4),
      value('literal key', 'C:\\wheels', "'C:\\wheels'", 5),
      value('category', 'dev', "'dev' # since 1.2", 6),
      value('optional', null, 'false', 7),
      value('description', "Python's '''docstring''' helper", "\"Python's '''docstring''' helper\"", 8),
    ]);
  });

  it('steps over arrays, inline tables and multi-line strings to the next key', () => {
    const text = [
      'files = [',
      '    {file = "a", hash = "ab"},',
      '    {file = "abc", hash = "a\\"[b"},',
      "    {file = 'C:\\', hash = 'x[y'},",
      ']',
      'description = """',
      'brackets [ and quotes " in ',
      'a multi-line string"""',
      "notes = '''",
      "it's [ literal",
      "'''",
      'python-versions = "*" # [not an array',
      'version = "1.0"',
    ].join('\n');
    expect(
      entries(text).map((entry) => (entry.kind === 'value' ? `${entry.line}:${entry.key}` : '')),
    ).toEqual(['1:files', '6:description', '9:notes', '12:python-versions', '13:version']);
  });

  it.each([
    ['[package', 1, 'malformed table header'],
    ['[[package]', 1, 'malformed table header'],
    ['[package] version = "1.0"', 1, 'malformed table header'],
    ['[[package]]\nname', 2, 'expected "key = value"'],
    ['= "idna"', 1, 'expected "key = value"'],
    ['"name" "idna" = 1', 1, 'expected "key = value"'],
    ['name =', 1, 'no value for "name"'],
    ['name = "idna', 1, 'unterminated double-quoted string'],
    ['files = [\n  "idna.whl,\n]', 2, 'unterminated string'],
    ["files = [\n  'idna.whl,\n]", 2, 'unterminated string'],
    ['name = "idna"\nfiles = [\n  "idna.whl",\n', 2, 'unterminated array, inline table or string'],
    ['name = "idna"\ndescription = """\nnever closed\n', 2, 'unterminated array, inline table or string'],
  ])('stops at %j: line %i, %s', (text, line, message) => {
    expect(syntaxError(text)).toEqual({ line, message });
  });
});
