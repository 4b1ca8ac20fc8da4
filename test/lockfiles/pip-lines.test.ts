// The logical lines of a requirements file. Every expected value is what pip's own reader (its
// `preprocess` and `break_args_options`, pip 23.2) gives for the same text.
import { describe, expect, it } from 'vitest';
import { eachPipLine, splitRequirementOptions } from '../../src/lockfiles/pip-lines.ts';

function logicalLines(text: string): [string, number][] {
  const lines: [string, number][] = [];
  eachPipLine(text, (content, line) => lines.push([content, line]));
  return lines;
}

describe('eachPipLine', () => {
  it.each<[string, string, [string, number][]]>([
    [
      'a last line without a line break',
      'six==1.16.0\nidna==3.6',
      [
        ['six==1.16.0', 1],
        ['idna==3.6', 2],
      ],
    ],
    ['a single line without a line break', 'six==1.16.0', [['six==1.16.0', 1]]],
    ['blank and comment lines: nothing', '\n  \n# only a comment\n\t\nsix==1.16.0\n', [['six==1.16.0', 5]]],
    ['a continuation on the last line', 'six==1.16.0\\\n', [['six==1.16.0', 1]]],
    ['a continuation that ends the text', 'six==\\\n1.16.0\\', [['six==1.16.0', 1]]],
    ['a line that is only a backslash', 'six==\\\n\\\n1.16.0\n', [['six==1.16.0', 1]]],
    ['backslashes at both ends of a continued line', '\\\\six\\\n==1.16.0\n', [['six==1.16.0', 1]]],
  ])('joins continued lines: %s', (_, text, expected) => {
    expect(logicalLines(text)).toEqual(expected);
  });

  it.each<[string, string, [string, number][]]>([
    [
      'an indented comment line ending in a backslash continues nothing',
      '    # via -r requirements.in \\\nidna==3.6\n',
      [['idna==3.6', 2]],
    ],
    [
      'a comment line ends a continuation, and its `#` still starts a comment',
      'six\\\n# pinned by hand\n==1.16.0\n',
      [
        ['six', 1],
        ['==1.16.0', 3],
      ],
    ],
    [
      'a `#` that starts the joined line is a comment, to the end of the joined line',
      '\\#six\\\nidna==3.6\nattrs==23.1.0\n',
      [['attrs==23.1.0', 3]],
    ],
    ['a `#` inside a word is text', 'six==1.16.0#egg #note\n', [['six==1.16.0#egg', 1]]],
  ])('strips comments: %s', (_, text, expected) => {
    expect(logicalLines(text)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['spaces and a tab', '  six==1.16.0 \t', 'six==1.16.0'],
    ['leading spaces only', '  six==1.16.0', 'six==1.16.0'],
    ['trailing spaces only', 'six==1.16.0  ', 'six==1.16.0'],
    ['the unit separator, which Python counts as whitespace', 'six==1.16.0\x1f', 'six==1.16.0'],
    ['no-break and ideographic spaces', '\u00a0six==1.16.0\u3000', 'six==1.16.0'],
    ['the Ogham space mark, the first wide space', '\u1680six==1.16.0', 'six==1.16.0'],
    ['not a backspace', 'six==1.16.0\b', 'six==1.16.0\b'],
    ['not an escape', 'six==1.16.0\x1b', 'six==1.16.0\x1b'],
    ['not a byte-order mark', 'six==1.16.0\ufeff', 'six==1.16.0\ufeff'],
    ['not the Mongolian vowel separator', 'six==1.16.0\u180e', 'six==1.16.0\u180e'],
    ['not a zero-width space', 'six==1.16.0\u200b', 'six==1.16.0\u200b'],
  ])("trims Python's whitespace: %s", (_, text, content) => {
    expect(logicalLines(text)).toEqual([[content, 1]]);
  });

  it.each<[string, string, string]>([
    ['a unit separator', 'six==1.16.0\x1f# pinned', 'six==1.16.0'],
    ['a no-break space', 'six==1.16.0\u00a0# pinned', 'six==1.16.0'],
    ['an escape, which is not whitespace', 'six==1.16.0\x1b# pinned', 'six==1.16.0\x1b# pinned'],
  ])('starts a comment at `#` after %s', (_, text, content) => {
    expect(logicalLines(text)).toEqual([[content, 1]]);
  });

  it('ends a line at every line boundary Python knows', () => {
    expect(logicalLines('a\u2028b\x85c\x1cd\x1de\x1ef\vg\u2029h').map(([content]) => content)).toEqual([
      ...'abcdefgh',
    ]);
  });
});

describe('splitRequirementOptions', () => {
  it.each([
    ['six==1.16.0', 'six==1.16.0', ''],
    [
      'six >= 1.16 ; python_version >= "3" --hash sha256:abc',
      'six >= 1.16 ; python_version >= "3"',
      '--hash sha256:abc',
    ],
    [
      'six==1.16.0 --hash=sha256:abc  --hash=sha256:def',
      'six==1.16.0',
      '--hash=sha256:abc  --hash=sha256:def',
    ],
    ['--requirement  base.txt', '', '--requirement  base.txt'],
    ['-e ./tool --config-settings x=y', '', '-e ./tool --config-settings x=y'],
  ])('%s: requirement %j, options %j', (content, requirement, options) => {
    expect(splitRequirementOptions(content)).toEqual({ requirement, options });
  });
});
