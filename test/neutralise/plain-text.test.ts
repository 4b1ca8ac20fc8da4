import { describe, expect, it } from 'vitest';
import { plainText, plainTitle } from '../../src/neutralise/plain-text.ts';

describe('plainTitle', () => {
  it('escapes nothing: GitHub shows titles as plain text', () => {
    expect(plainTitle('1. numbered <img> [here] @me')).toBe('1. numbered <img> [here] @me');
  });

  it('is one bounded line with hidden characters shown', () => {
    expect(plainTitle(' a\r\n\tb\u2029c \u202egnp.exe ')).toBe('a b c [U+202E]gnp.exe');
    expect(Array.from(plainTitle('x'.repeat(400)))).toHaveLength(256);
  });
});

describe('plainText', () => {
  it('keeps line breaks as LF and shows every other hidden character', () => {
    expect(plainText('a\r\nb\rc\u2028d\u200fe')).toBe('a\nb\nc\nd[U+200F]e');
  });
});
