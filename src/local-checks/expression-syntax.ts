// GitHub Actions expressions (the text inside `${{ }}`) read into a syntax tree: literals, contexts,
// property access (`.x`, `['x']`, `[expr]`), object filters (`.*`), function calls and the operators
// `! == != < <= > >= && || ( )`, with GitHub's precedence (`!`, then comparisons, equality, `&&`, `||`).
// Workflow text is untrusted: nesting is bounded so that no expression can exhaust the stack.
import { ExpressionSyntaxError, tokenize, type Literal, type Token } from './expression-tokens.ts';

export type BinaryOperator = '==' | '!=' | '<' | '<=' | '>' | '>=' | '&&' | '||';

export type Expression =
  | { readonly kind: 'literal'; readonly value: Literal }
  /** A context name at the root of an access chain (`github`, `matrix`…). */
  | { readonly kind: 'context'; readonly name: string }
  | { readonly kind: 'property'; readonly object: Expression; readonly name: string }
  /** `.*` or `[*]`: every value of an object or array. */
  | { readonly kind: 'filter'; readonly object: Expression }
  | { readonly kind: 'index'; readonly object: Expression; readonly index: Expression }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Expression[] }
  | { readonly kind: 'not'; readonly operand: Expression }
  | {
      readonly kind: 'binary';
      readonly operator: BinaryOperator;
      readonly left: Expression;
      readonly right: Expression;
    };

/** Deeper nesting than this is refused (GitHub bounds nesting too; real workflows stay far below). */
export const MAX_EXPRESSION_DEPTH = 50;

export function parseExpression(text: string): Expression {
  const parser = new Parser(tokenize(text), text);
  const expression = parser.expression(0);
  parser.expectEnd();
  return expression;
}

const LEVELS: readonly (readonly BinaryOperator[])[] = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>=']];

class Parser {
  private at = 0;
  private depth = 0;
  private readonly tokens: readonly Token[];
  private readonly text: string;

  constructor(tokens: readonly Token[], text: string) {
    this.tokens = tokens;
    this.text = text;
  }

  /** Binary operators from the loosest (`||`) to the tightest (comparisons), all left-associative. */
  expression(level: number): Expression {
    const operators = LEVELS[level];
    if (operators === undefined) return this.unary();
    let left = this.expression(level + 1);
    for (let op = this.operator(operators); op !== null; op = this.operator(operators)) {
      left = { kind: 'binary', operator: op, left, right: this.expression(level + 1) };
    }
    return left;
  }

  expectEnd(): void {
    const token = this.tokens[this.at];
    if (token !== undefined) this.fail(`unexpected ${describe(token)}`);
  }

  private unary(): Expression {
    if (!this.accept('!')) return this.postfix(this.primary());
    return this.nested(() => ({ kind: 'not', operand: this.unary() }));
  }

  private primary(): Expression {
    const token = this.tokens[this.at++];
    if (token === undefined) return this.fail('the expression ends early');
    if (token.type === 'literal') return { kind: 'literal', value: token.value };
    if (token.type === 'identifier') {
      if (!this.accept('(')) return { kind: 'context', name: token.text };
      return { kind: 'call', name: token.text, args: this.nested(() => this.args()) };
    }
    if (token.text !== '(') return this.fail(`unexpected ${describe(token)}`);
    const inner = this.nested(() => this.expression(0));
    this.expect(')');
    return inner;
  }

  private args(): Expression[] {
    const args: Expression[] = [];
    if (this.accept(')')) return args;
    do args.push(this.expression(0));
    while (this.accept(','));
    this.expect(')');
    return args;
  }

  private postfix(start: Expression): Expression {
    let object = start;
    for (;;) {
      if (this.accept('.')) {
        object = this.accept('*')
          ? { kind: 'filter', object }
          : { kind: 'property', object, name: this.name() };
      } else if (this.accept('[')) {
        object = this.accept('*')
          ? { kind: 'filter', object }
          : { kind: 'index', object, index: this.nested(() => this.expression(0)) };
        this.expect(']');
      } else return object;
    }
  }

  private name(): string {
    const token = this.tokens[this.at++];
    if (token?.type === 'identifier') return token.text;
    // `.true`, `.null`: keywords are valid property names.
    if (token?.type === 'literal' && typeof token.value !== 'string') return String(token.value);
    return this.fail('a property name must follow "."');
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_EXPRESSION_DEPTH) this.fail(`nested deeper than ${MAX_EXPRESSION_DEPTH}`);
    const value = read();
    this.depth -= 1;
    return value;
  }

  private operator(operators: readonly BinaryOperator[]): BinaryOperator | null {
    const token = this.tokens[this.at];
    const op = operators.find((o) => token?.type === 'punct' && token.text === o);
    if (op !== undefined) this.at += 1;
    return op ?? null;
  }

  private accept(punct: string): boolean {
    const token = this.tokens[this.at];
    if (token?.type !== 'punct' || token.text !== punct) return false;
    this.at += 1;
    return true;
  }

  private expect(punct: string): void {
    if (!this.accept(punct)) this.fail(`"${punct}" expected`);
  }

  private fail(why: string): never {
    throw new ExpressionSyntaxError(`${why} in expression "${this.text}"`);
  }
}

function describe(token: Token): string {
  if (token.type === 'literal') return `literal ${String(token.value)}`;
  return `"${token.text}"`;
}
