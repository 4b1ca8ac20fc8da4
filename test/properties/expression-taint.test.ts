// What an expression can return decides whether attacker text reaches the script, for any expression built
// from tainted and clean pieces: booleans never carry text, `&&` yields its right side, `||` either side,
// text functions carry their arguments, and an index never taints through itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { untrustedFields } from '../../src/local-checks/expression-taint.ts';
import { check } from './settings.ts';

const TAINTED = [
  'github.event.issue.title',
  'github.head_ref',
  'github.event.*.body[0]',
  'github.event.commits.*.message[0]',
  'toJSON(github.event)',
  'github.event.pull_request',
  "github.event['comment']['body']",
  'inputs.tag',
];
const CLEAN = [
  'github.sha',
  'github.event.issue.number',
  "'text'",
  '42',
  'null',
  'matrix.os',
  'steps.a.outputs.b',
  'github.event.issue.title.x',
];

/** Expressions over the pieces, each built only by combinators whose taint the properties below state. */
const expression: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TAINTED, ...CLEAN),
    tie('e').map((e) => `(${e})`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a}) || (${b})`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `(${a}) && (${b})`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `format('{0}{1}', ${a}, ${b})`),
    tie('e').map((e) => `matrix.values[${e}]`),
  ),
})).e;

const paths = (text: string) =>
  untrustedFields(text)
    .map((r) => r.path)
    .sort();
const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

describe('expression taint, for any expression', () => {
  it('booleans never carry text', () => {
    check(
      fc.property(expression, expression, (a, b) => {
        for (const text of [`!(${a})`, `(${a}) == (${b})`, `contains(${a}, ${b})`, `startsWith(${a}, 'x')`]) {
          expect(paths(text)).toEqual([]);
        }
      }),
    );
  });

  it('a && b yields b, a || b either, and a falsy left side is never text', () => {
    check(
      fc.property(expression, expression, (a, b) => {
        expect(paths(`(${a}) && (${b})`)).toEqual(paths(b));
        expect(paths(`(${a}) || (${b})`)).toEqual(union(paths(a), paths(b)));
        expect(paths(`(${a}) && 'x'`)).toEqual([]);
        expect(paths(`'x' && (${a})`)).toEqual(paths(a));
      }),
    );
  });

  it('text functions carry their arguments, and an index taints only through its container', () => {
    check(
      fc.property(expression, expression, (a, b) => {
        expect(paths(`format('{0} {1}', ${a}, ${b})`)).toEqual(union(paths(a), paths(b)));
        expect(paths(`join(${a}, ${b})`)).toEqual(union(paths(a), paths(b)));
        expect(paths(`toJSON(${a})`)).toEqual(paths(a));
        expect(paths(`matrix.values[${a}]`)).toEqual([]);
        expect(paths(`fromJSON(${a})[${b}]`)).toEqual(paths(a));
      }),
    );
  });

  it('each piece is judged as listed', () => {
    for (const piece of TAINTED) expect(paths(piece)).not.toEqual([]);
    for (const piece of CLEAN) expect(paths(piece)).toEqual([]);
  });
});
