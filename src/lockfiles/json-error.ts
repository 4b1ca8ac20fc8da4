// The line of the first syntax error in text JSON.parse rejected, found by a small validator of the JSON
// grammar rather than read from V8's message: V8 names no position for "Unexpected token", and the line it
// names elsewhere also counts a lone \r as a line break, where every line the action reports counts \n.
import { lineAtOffset } from './text.ts';

/** Null only when the grammar finds no error in the text. */
export function jsonErrorLine(text: string): number | null {
  const offset = firstErrorOffset(text);
  return offset === null ? null : lineAtOffset(text, offset);
}

const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const SPACE = /[ \t\n\r]*/y;

/** Offset of the first token that breaks the JSON grammar; null when none is found. */
function firstErrorOffset(text: string): number | null {
  const expect: string[] = ['value'];
  let i = 0;
  for (let want = expect.pop(); want !== undefined; want = expect.pop()) {
    i = skipSpace(text, i);
    const next = step(text, i, want, expect);
    if (next === null) return i;
    i = next;
  }
  const rest = skipSpace(text, i);
  return rest < text.length ? rest : null;
}

/** Consumes one token that `want` allows, pushing what must follow; null when the token is wrong. */
function step(text: string, i: number, want: string, expect: string[]): number | null {
  const c = text[i];
  switch (want) {
    case 'value':
      return value(text, i, expect);
    case 'key':
      return c === '"' ? key(text, i, expect) : null;
    case 'key-or-close':
      return c === '}' ? i + 1 : c === '"' ? key(text, i, expect) : null;
    case 'object-next':
      return c === '}' ? i + 1 : c === ',' ? (expect.push('key'), i + 1) : null;
    case ':':
      return c === ':' ? (expect.push('value'), i + 1) : null;
    case 'value-or-close':
      return c === ']' ? i + 1 : (expect.push('array-next'), value(text, i, expect));
    default: // 'array-next'
      return c === ']' ? i + 1 : c === ',' ? (expect.push('array-next', 'value'), i + 1) : null;
  }
}

function value(text: string, i: number, expect: string[]): number | null {
  if (text[i] === '{') return (expect.push('key-or-close'), i + 1);
  if (text[i] === '[') return (expect.push('value-or-close'), i + 1);
  return match(text[i] === '"' ? STRING : LITERAL, text, i);
}

function key(text: string, i: number, expect: string[]): number | null {
  expect.push('object-next', ':');
  return match(STRING, text, i);
}

function match(pattern: RegExp, text: string, i: number): number | null {
  pattern.lastIndex = i;
  return pattern.exec(text) === null ? null : pattern.lastIndex;
}

function skipSpace(text: string, i: number): number {
  SPACE.lastIndex = i;
  SPACE.exec(text);
  return SPACE.lastIndex;
}
