import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_EXPRESSION_DEPTH,
  parseExpression,
  type Expression,
} from '../../src/local-checks/expression-syntax.ts';
import { embeddedExpressions, ExpressionSyntaxError } from '../../src/local-checks/expression-tokens.ts';

/** A compact, readable form of a tree: `(|| a (! b))`, `a.b[0]`, `f(x, 'y')`. */
function show(e: Expression): string {
  switch (e.kind) {
    case 'literal':
      return typeof e.value === 'string' ? `'${e.value}'` : String(e.value);
    case 'context':
      return e.name;
    case 'property':
      return `${show(e.object)}.${e.name}`;
    case 'filter':
      return `${show(e.object)}.*`;
    case 'index':
      return `${show(e.object)}[${show(e.index)}]`;
    case 'call':
      return `${e.name}(${e.args.map(show).join(', ')})`;
    case 'not':
      return `(! ${show(e.operand)})`;
    case 'binary':
      return `(${e.operator} ${show(e.left)} ${show(e.right)})`;
  }
}

describe('expression syntax', () => {
  it.each([
    ['github.event.issue.title', 'github.event.issue.title'],
    ["github.event['pull_request'][ 'title' ]", "github.event['pull_request']['title']"],
    ['github.event.commits[0].message', 'github.event.commits[0].message'],
    ['github.event.*.body', 'github.event.*.body'],
    ['github.event.commits[*].message', 'github.event.commits.*.message'],
    ['matrix.foo[github.event.issue.title]', 'matrix.foo[github.event.issue.title]'],
    ['steps.my-step.outputs.x', 'steps.my-step.outputs.x'],
    ['a.true.null', 'a.true.null'],
    ["format('{0} it''s', x)", "format('{0} it's', x)"],
    ['-1.5 < 0x1f', '(< -1.5 31)'],
    ['.5 <= 2e3', '(<= 0.5 2000)'],
    ['!a == b', '(== (! a) b)'],
    ['a || b && c', '(|| a (&& b c))'],
    ['a == b && c != d', '(&& (== a b) (!= c d))'],
    ['a < b == c >= d', '(== (< a b) (>= c d))'],
    ['(a || b).c', '(|| a b).c'],
    ['!!(a)', '(! (! a))'],
    ['fromJSON(toJSON(a))[x]', 'fromJSON(toJSON(a))[x]'],
    ['success()', 'success()'],
    ['true && null || NaN', '(|| (&& true null) NaN)'],
    ['constructor.toString.__proto__', 'constructor.toString.__proto__'],
  ])('reads %s', (text, tree) => {
    expect(show(parseExpression(text))).toBe(tree);
  });

  it.each([
    ["'open", /unterminated string/],
    ['a +', /unexpected "\+"/],
    ['a b', /unexpected "b"/],
    ['a.', /property name must follow/],
    ['f(a', /"\)" expected/],
    ['a[1', /"]" expected/],
    ['', /ends early/],
    ['a == ', /ends early/],
    ['"double"', /unexpected """/],
  ])('refuses %j with a message that says why', (text, why) => {
    expect(() => parseExpression(text)).toThrow(ExpressionSyntaxError);
    expect(() => parseExpression(text)).toThrow(why);
  });

  it('bounds nesting, so no workflow can exhaust the stack', () => {
    const deep = (n: number) => `${'('.repeat(n)}a${')'.repeat(n)}`;
    expect(show(parseExpression(deep(MAX_EXPRESSION_DEPTH)))).toBe('a');
    expect(() => parseExpression(deep(100_000))).toThrow(/nested deeper than/);
    expect(() => parseExpression(`${'!'.repeat(100_000)}a`)).toThrow(/nested deeper than/);
    expect(() => parseExpression(`${'f('.repeat(100_000)}`)).toThrow(/nested deeper than/);
  });

  it('reads any text into a tree or refuses it with a syntax error, never anything else', () => {
    const pieces = fc.constantFrom(
      'github',
      '.',
      'event',
      '*',
      '[',
      ']',
      '(',
      ')',
      "'",
      "''",
      'x',
      '0',
      '-1.5',
      ',',
      '!',
      '==',
      '<',
      '&&',
      '||',
      ' ',
      'format',
      'true',
      'null',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        try {
          parseExpression(parts.join(''));
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionSyntaxError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds the expressions of a text; a }} inside a string literal does not end one', () => {
    expect(embeddedExpressions("echo ${{ a }} and ${{ format('}}', b) }} ${{ open")).toEqual([
      { offset: 5, text: ' a ' },
      { offset: 18, text: " format('}}', b) " },
    ]);
    expect(embeddedExpressions('no $ { { here } }')).toEqual([]);
  });
});
