import { describe, expect, it } from 'vitest';
import {
  keywordLines,
  matchesAtLineStarts,
  matchesWithinLines,
} from '../../src/local-checks/keyword-lines.ts';
import { KeywordScanner } from '../../src/local-checks/keyword-scanner.ts';

const scanner = new KeywordScanner(['key', 'pass']);
/** Lines holding `key` only (flag 1 at its index). */
const keyOnly = Uint8Array.from(scanner.keywords, (k) => (k === 'key' ? 1 : 0));

describe('keyword lines', () => {
  it('lists each line holding a wanted keyword once, lines ending at any line break', () => {
    const text = 'a key key\r\npass\u2028x key\nkey';
    const lines = keywordLines(text, scanner.scan(text), keyOnly);
    expect(lines.map(({ start, end }) => text.slice(start, end))).toEqual(['a key key', 'x key', 'key']);
  });

  it('places matches within lines back in the whole text', () => {
    const text = 'one\nkey=abc\nkey=def';
    const lines = keywordLines(text, scanner.scan(text), keyOnly);
    const matches = matchesWithinLines(/key=(\w+)/g, text, lines);
    expect(matches.map((m) => [m.index, m[1], m.input === text])).toEqual([
      [4, 'abc', true],
      [12, 'def', true],
    ]);
  });

  it('tries line starts only, and not a line inside an earlier match', () => {
    const text = 'x key=1\nkey=a\\\nkey=b\nkey=c';
    const lines = keywordLines(text, scanner.scan(text), keyOnly);
    const matches = matchesAtLineStarts(/^key=(?:[\w=]*\\\n)*[\w=]+$/gm, text, lines);
    expect(matches.map((m) => m[0])).toEqual(['key=a\\\nkey=b', 'key=c']);
  });
});
