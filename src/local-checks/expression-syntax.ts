// GitHub Actions expressions (the text inside `${{ }}`) read into a syntax tree: literals, contexts,
// property access (`.x`, `['x']`, `[expr]`), object filters (`.*`), function calls and the operators
// `! == != < <= > >= && || ( )`, with GitHub's precedence (`!`, then comparisons, equality, `&&`, `||`).
// Workflow text is untrusted: nesting is bounded so that no expression can exhaust the stack.

export type Literal = string | number | boolean | null;

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

export class ExpressionSyntaxError extends Error {
  override readonly name = 'ExpressionSyntaxError';
}

/** Deeper nesting than this is refused (GitHub's own limit is lower still). */
export const MAX_EXPRESSION_DEPTH = 50;

type Token =
  | { readonly type: 'punct'; readonly text: string }
  | { readonly type: 'identifier'; readonly text: string }
  | { readonly type: 'literal'; readonly value: Literal };

const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*'];
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_-]*/y;
const NUMBER = /[-+]?(?:0x[0-9a-f]+|0o[0-7]+|(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(?![\w.])/iy;
const KEYWORDS: Readonly<Record<string, Literal>> = {
  true: true,
  false: false,
  null: null,
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
};

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === "'") {
      at = readString(text, at, tokens);
    } else if (startsNumber(text, at, tokens.at(-1))) {
      NUMBER.lastIndex = at;
      const m = NUMBER.exec(text);
      if (m === null) throw new ExpressionSyntaxError(`invalid number at ${at} in "${text}"`);
      tokens.push({ type: 'literal', value: Number(m[0].replace(/^\+/, '')) });
      at += m[0].length;
    } else if (/[A-Za-z_]/.test(char)) {
      IDENTIFIER.lastIndex = at;
      const word = IDENTIFIER.exec(text)?.[0] ?? char;
      tokens.push(
        word in KEYWORDS
          ? { type: 'literal', value: KEYWORDS[word] ?? null }
          : { type: 'identifier', text: word },
      );
      at += word.length;
    } else {
      const punct = PUNCTUATION.find((p) => text.startsWith(p, at));
      if (punct === undefined) throw new ExpressionSyntaxError(`unexpected "${char}" at ${at} in "${text}"`);
      tokens.push({ type: 'punct', text: punct });
      at += punct.length;
    }
  }
  return tokens;
}

/** A single-quoted string (`''` is a quote); returns the offset after it. */
function readString(text: string, start: number, tokens: Token[]): number {
  let value = '';
  let at = start + 1;
  for (;;) {
    const end = text.indexOf("'", at);
    if (end === -1) throw new ExpressionSyntaxError(`unterminated string in "${text}"`);
    value += text.slice(at, end);
    if (text[end + 1] !== "'") {
      tokens.push({ type: 'literal', value });
      return end + 1;
    }
    value += "'";
    at = end + 2;
  }
}

/** A number starts where an operand may: `-1`, `.5`, `2`, but not the `.` of a property access. */
function startsNumber(text: string, at: number, previous: Token | undefined): boolean {
  const operandEnded =
    previous !== undefined && (previous.type !== 'punct' || previous.text === ')' || previous.text === ']');
  if (operandEnded) return false;
  return /^(?:[-+]?\.?\d)/.test(text.slice(at, at + 3));
}

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

/** The `${{ … }}` of a text, with the offset of each `${{`; a `}}` inside a string literal ends none. */
export function embeddedExpressions(text: string): { offset: number; text: string }[] {
  const found: { offset: number; text: string }[] = [];
  for (let at = text.indexOf('${{'); at !== -1;) {
    const end = closingBraces(text, at + 3);
    if (end === -1) break;
    found.push({ offset: at, text: text.slice(at + 3, end) });
    at = text.indexOf('${{', end + 2);
  }
  return found;
}

function closingBraces(text: string, from: number): number {
  let quoted = false;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === "'") quoted = !quoted;
    else if (!quoted && text.startsWith('}}', at)) return at;
  }
  return -1;
}
