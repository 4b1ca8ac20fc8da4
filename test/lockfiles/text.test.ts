// The line helpers every line-oriented reader shares: which lines a text has and where an offset falls.
import { describe, expect, it } from 'vitest';
import { eachLine, lineAtOffset, LockFileSyntaxError } from '../../src/lockfiles/text.ts';

function lines(text: string): [string, number][] {
  const seen: [string, number][] = [];
  eachLine(text, (content, line) => seen.push([content, line]));
  return seen;
}

describe('eachLine', () => {
  it.each([
    ['', [['', 1]]],
    ['a', [['a', 1]]],
    [
      'a\n',
      [
        ['a', 1],
        ['', 2],
      ],
    ],
    [
      'a\r\n\r\nb',
      [
        ['a', 1],
        ['', 2],
        ['b', 3],
      ],
    ],
    [
      '\n\r\n',
      [
        ['', 1],
        ['', 2],
        ['', 3],
      ],
    ],
    ['a\rb\r', [['a\rb', 1]]],
  ])('reads %j as %j', (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });
});

describe('lineAtOffset', () => {
  it('puts a line break on the line it ends', () => {
    const text = 'ab\ncd\n';
    expect([0, 2, 3, 5, 6].map((offset) => lineAtOffset(text, offset))).toEqual([1, 1, 2, 2, 3]);
  });
});

describe('LockFileSyntaxError', () => {
  it('carries its line, under its own name', () => {
    const error = new LockFileSyntaxError(7, 'tab in indentation');
    expect([error.name, error.line, error.message]).toEqual(['LockFileSyntaxError', 7, 'tab in indentation']);
  });
});
