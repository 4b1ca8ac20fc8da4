// The line of the first syntax error in text JSON.parse rejected. V8 names a position for most errors
// but not for "Unexpected token", so a small validator finds those.
import { lineAtOffset } from './text.ts';

export function jsonErrorLine(text: string, message: string): number | null {
  const reported = /\(line (\d+) column \d+\)/.exec(message) ?? null;
  if (reported?.[1] !== undefined) return Number(reported[1]);
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return lineAtOffset(text, Number(position));
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
  while (expect.length > 0) {
    i = skipSpace(text, i);
    const want = expect.pop();
    const next = step(text, i, want ?? 'value', expect);
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
