// Scalars of the YAML subset pnpm and yarn Berry write: plain, single- and double-quoted (on one line),
// and one-line flow mappings such as `{integrity: sha512-…, tarball: 'https://…'}`. Anchors and aliases
// are kept as text, never expanded, so no document can blow up in memory.
import { excerpt, LockFileSyntaxError } from './text.ts';

export type FlowMap = ReadonlyMap<string, string>;
export type YamlValue = string | FlowMap;

interface Read<T> {
  readonly value: T;
  readonly end: number;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_ESCAPE_LENGTH: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** A quoted scalar starting at `start` (on the quote). */
export function readQuoted(text: string, start: number, line: number): Read<string> {
  return text[start] === '"' ? readDoubleQuoted(text, start, line) : readSingleQuoted(text, start, line);
}

function readDoubleQuoted(text: string, start: number, line: number): Read<string> {
  let value = '';
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    const backslash = text.indexOf('\\', at);
    if (quote === -1) throw new LockFileSyntaxError(line, 'unterminated double-quoted string');
    if (backslash === -1 || backslash > quote)
      return { value: value + text.slice(at, quote), end: quote + 1 };
    value += text.slice(at, backslash);
    const escape = readEscape(text, backslash, line);
    value += escape.value;
    at = escape.end;
  }
}

function readEscape(text: string, backslash: number, line: number): Read<string> {
  const code = text.charAt(backslash + 1);
  const simple = Object.hasOwn(ESCAPES, code) ? ESCAPES[code] : undefined;
  if (simple !== undefined) return { value: simple, end: backslash + 2 };
  const length = Object.hasOwn(HEX_ESCAPE_LENGTH, code) ? (HEX_ESCAPE_LENGTH[code] ?? 0) : 0;
  const hex = text.slice(backslash + 2, backslash + 2 + length);
  // An unknown code reads no digits; an escape cut short reads the closing quote, which is no digit.
  if (!/^[0-9a-fA-F]+$/.test(hex)) {
    throw new LockFileSyntaxError(line, `invalid escape \\${code} in a double-quoted string`);
  }
  const point = Number.parseInt(hex, 16);
  if (point > 0x10ffff) throw new LockFileSyntaxError(line, `invalid escape \\${code}${hex}`);
  return { value: String.fromCodePoint(point), end: backslash + 2 + length };
}

function readSingleQuoted(text: string, start: number, line: number): Read<string> {
  let value = '';
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf("'", at);
    if (quote === -1) throw new LockFileSyntaxError(line, 'unterminated single-quoted string');
    value += text.slice(at, quote);
    if (text[quote + 1] !== "'") return { value, end: quote + 1 };
    value += "'";
    at = quote + 2;
  }
}

/**
 * The value after `key:` (already trimmed, not empty): a quoted or plain scalar, a flow mapping, or a
 * flow sequence (kept as its text).
 */
export function readValue(text: string, line: number): YamlValue {
  const first = text[0];
  if (first === '"' || first === "'") {
    const quoted = readQuoted(text, 0, line);
    expectEnd(text, quoted.end, line);
    return quoted.value;
  }
  if (first === '{') {
    const flow = readFlowMap(text, 0, line);
    expectEnd(text, flow.end, line);
    return flow.value;
  }
  if (first === '[') {
    const end = flowEnd(text, 0, line);
    if (end === null) throw new LockFileSyntaxError(line, 'unterminated flow sequence: no closing ]');
    expectEnd(text, end, line);
    return text.slice(0, end);
  }
  return withoutComment(text);
}

/** A plain scalar ends at ` #` (a comment) or at the end of the line. */
function withoutComment(text: string): string {
  const comment = text.indexOf(' #');
  return (comment === -1 ? text : text.slice(0, comment)).trimEnd();
}

function expectEnd(text: string, end: number, line: number): void {
  const rest = text.slice(end).trim();
  if (rest !== '' && !rest.startsWith('#'))
    throw new LockFileSyntaxError(line, `unexpected text after a value: ${excerpt(rest)}`);
}

/** `{a: b, 'c': "d", e: {nested}}`: nested flow collections are kept as their text. */
function readFlowMap(text: string, start: number, line: number): Read<FlowMap> {
  const map = new Map<string, string>();
  let at = skipSpaces(text, start + 1);
  while (text[at] !== '}') {
    if (at >= text.length) throw new LockFileSyntaxError(line, 'unterminated flow mapping: no closing }');
    const key = readFlowScalar(text, at, line, 'key');
    if (text[key.end] !== ':')
      throw new LockFileSyntaxError(line, `expected ':' after '${excerpt(key.value)}' in a flow mapping`);
    const value = readFlowScalar(text, skipSpaces(text, key.end + 1), line, 'value');
    map.set(key.value, value.value);
    at = skipSpaces(text, value.end);
    if (text[at] === ',') at = skipSpaces(text, at + 1);
    else if (text[at] !== '}') throw new LockFileSyntaxError(line, 'unterminated flow mapping: no closing }');
  }
  return { value: map, end: at + 1 };
}

/**
 * A key or a value inside a flow mapping: quoted, a nested flow collection (kept as its text), or plain,
 * which ends at a flow indicator (`,` `[` `]` `{` `}`), and a key also at `: `.
 */
function readFlowScalar(text: string, start: number, line: number, role: 'key' | 'value'): Read<string> {
  const first = text[start];
  if (first === '"' || first === "'") {
    const quoted = readQuoted(text, start, line);
    return { value: quoted.value, end: skipSpaces(text, quoted.end) };
  }
  if (first === '{' || first === '[') {
    // Left open, it runs to the end: the mapping around it then has no closing bracket.
    const end = flowEnd(text, start, line) ?? text.length;
    return { value: text.slice(start, end), end: skipSpaces(text, end) };
  }
  let at = start;
  while (
    at < text.length &&
    !',[]{}'.includes(text.charAt(at)) &&
    !(role === 'key' && text.startsWith(': ', at))
  )
    at += 1;
  return { value: text.slice(start, at).trimEnd(), end: at };
}

/**
 * Just past the bracket that closes the flow collection opening at `start`, or null when none does.
 * Quoted scalars are stepped over: a bracket inside one closes nothing.
 */
function flowEnd(text: string, start: number, line: number): number | null {
  let depth = 0;
  let tokenStart = true;
  for (let at = start; at < text.length; at += 1) {
    const c = text.charAt(at);
    if (tokenStart && (c === '"' || c === "'")) at = readQuoted(text, at, line).end - 1;
    else if (c === '{' || c === '[') depth += 1;
    else if ((c === '}' || c === ']') && --depth === 0) return at + 1;
    if (c !== ' ') tokenStart = '{[,:'.includes(c);
  }
  return null;
}

function skipSpaces(text: string, at: number): number {
  while (text[at] === ' ') at += 1;
  return at;
}
