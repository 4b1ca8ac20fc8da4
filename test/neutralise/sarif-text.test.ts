import { describe, expect, it } from 'vitest';
import { sarifText } from '../../src/neutralise/sarif-text.ts';
import { relativeFileUri } from '../../src/neutralise/uri.ts';

describe('sarifText', () => {
  it('escapes brackets (embedded links) and the backslashes just before them', () => {
    expect(sarifText('[a](1) \\[b] c\\d')).toBe('\\[a\\](1) \\\\\\[b\\] c\\d');
  });

  it('shows hidden characters and bounds the text', () => {
    expect(sarifText('a\u202eb\r\nc')).toBe('a\\[U+202E\\]b\nc');
    expect(Array.from(sarifText('x'.repeat(2000), 100))).toHaveLength(100);
  });
});

describe('relativeFileUri', () => {
  it('percent-encodes each segment so the path is one relative uri-reference', () => {
    expect(relativeFileUri('a b/#x?%.js')).toBe('a%20b/%23x%3F%25.js');
    expect(relativeFileUri('dir/line\nbreak.txt')).toBe('dir/line%0Abreak.txt');
    expect(relativeFileUri('./src\\app.ts')).toBe('src/app.ts');
  });

  it('never lets a first segment read as a scheme', () => {
    expect(relativeFileUri('weird:name.js')).toBe('weird%3Aname.js');
  });

  it('does not fail on a lone surrogate', () => {
    expect(relativeFileUri('a\ud800.js')).toBe('a%EF%BF%BD.js');
  });
});
