// The tokens of a GitHub Actions expression (the text inside `${{ }}`), and where the `${{ }}` of a text are.
// Strings are single-quoted with `''` for a quote; identifiers may hold `-` (`steps.my-step`); numbers
// include hexadecimal, octal and exponents; `true`, `false`, `null`, `NaN` and `Infinity` are literals.

export type Literal = string | number | boolean | null;

export class ExpressionSyntaxError extends Error {
  override readonly name = 'ExpressionSyntaxError';
}

export type Token =
  | { readonly type: 'punct'; readonly text: string }
  | { readonly type: 'identifier'; readonly text: string }
  | { readonly type: 'literal'; readonly value: Literal };

const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '[', ']', ',', '.', '*'];
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_-]*/y;
const NUMBER = /[-+]?(?:0x[0-9a-f]+|0o[0-7]+|(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)(?![\w.])/iy;
/** A Map, not an object: `constructor` or `toString` is an identifier, not an inherited key. */
const KEYWORDS: ReadonlyMap<string, Literal> = new Map<string, Literal>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
]);

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
        KEYWORDS.has(word)
          ? { type: 'literal', value: KEYWORDS.get(word) ?? null }
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
