import { describe, expect, it } from 'vitest';
import { anchorOrAliasLines } from '../../src/lockfiles/yaml-anchors.ts';
import { yamlAnchorLines } from './yaml-oracle.ts';

describe('anchorOrAliasLines', () => {
  it.each([
    // where a node starts
    ['&a key: value', true],
    ['key: &a', true],
    ['key: *a', true],
    ['key: &a value # comment', true],
    ['  - &a item', true],
    ['- - *a', true],
    ['? &a key', true],
    ["'quoted': *a", true],
    ['"quoted" : *a', true],
    ['key: [*a, b]', true],
    ['key: [b, &a c]', true],
    ['key: {b: *a}', true],
    ['key: {? &a b: c}', true],
    ["key: {'b': *a}", true],
    ['key: {b: [c, {d: *a}]}', true],
    ['key: !!str &a value', true],
    ['key: !local *a', true],
    // text, not an anchor or alias
    ['key: value', false],
    ['key: a&b *c', false],
    ['key: use new-lib - *not* this one', false],
    ['key: why? *because*', false],
    ['key: x, *y', false],
    ['key: [a *b, c]', false],
    ['key: [a *b] # , *c', false],
    ['- a *b # - *c', false],
    ['key: a:*b', false],
    ['key: x] *y', false],
    ['key: x{ &y', false],
    ["key: don't, *x", false],
    ["key: 'a, &b'", false],
    ['key: "a: *b"', false],
    ['key: "a \\" *b"', false],
    ["key: 'it''s &b'", false],
    ['key: value # see: &a', false],
    ['key: value #: *a', false],
    ['# note: &a', false],
    ['key: b#- &c', false],
    ['key: {b: "*c"}', false],
    ['key: http://x/&a', false],
  ])('%j: %s', (line, listed) => {
    expect(yamlAnchorLines(line)).toEqual(listed ? [1] : []);
    expect([...anchorOrAliasLines(line)]).toEqual(listed ? [1] : []);
  });

  it('names every line that has one, and none whose quote is left open (the line reader reports it)', () => {
    const text = ['a: &x', '  b: 1', "c: 'open, &y", 'd: [e,', '  *x]', ''].join('\n');
    expect([...anchorOrAliasLines(text)]).toEqual([1, 5]);
  });
});
