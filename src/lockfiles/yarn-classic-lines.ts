// One line of Yarn 1's lockfile grammar. Indentation is two spaces per level; a line is one or more
// keys separated by commas, then either `:` (a nested block follows) or a value. Keys and values are
// double-quoted strings with JSON escapes or plain tokens; `#` after whitespace starts a comment. Yarn
// itself writes some keys quoted and others plain, and other tools quote every key
// (`"version" "1.0.0"`, `"dependencies":`): both read the same here.
import { excerpt, LockFileSyntaxError } from './text.ts';

export interface ClassicLine {
  /** Nesting level: leading spaces / 2. */
  readonly depth: number;
  /** The keys and the value of an entry (depth 0) or a field (depth 1); deeper, only checked: `[]`, `''`. */
  readonly keys: readonly string[];
  /** Null when the line ends in `:` (a nested block follows). */
  readonly value: string | null;
}

/** Deeper lines (the `dependencies` of each entry, most of a file) are checked without copying text. */
const KEPT_DEPTH = 1;
const NO_KEYS: readonly string[] = [];

interface Token {
  readonly value: string;
  readonly end: number;
}

const SPACE = 32;
const TAB = 9;
const QUOTE = 34;
const HASH = 35;
const COMMA = 44;
const COLON = 58;
const BACKSLASH = 92;

/** Reads one line; null for a blank or comment line. Throws LockFileSyntaxError naming what is wrong. */
export function readClassicLine(content: string, line: number): ClassicLine | null {
  let at = 0;
  while (content.charCodeAt(at) === SPACE) at += 1;
  if (at === content.length || content.charCodeAt(at) === HASH) return null;
  if (content.charCodeAt(at) === TAB) throw new LockFileSyntaxError(line, 'tab in indentation');
  if (at % 2 === 1) throw new LockFileSyntaxError(line, `bad indentation: ${at} spaces here`);
  const depth = at / 2;
  const keep = depth <= KEPT_DEPTH;
  const keys: string[] = keep ? [] : (NO_KEYS as string[]);
  // Yarn quotes a descriptor with a space; hand-written headers may not (`a@>= 1.0 < 2:`).
  const headerEnd = depth === 0 ? headerColon(content) : -1;
  let keyStart = at;
  for (;;) {
    const key = readKey(content, at, line, headerEnd, keep);
    if (keep) keys.push(key.value);
    at = skipSpaces(content, key.end);
    if (content.charCodeAt(at) !== COMMA) break;
    at = skipSpaces(content, at + 1);
    keyStart = at;
  }
  if (content.charCodeAt(at) === COLON) {
    expectEnd(content, at + 1, line);
    return { depth, keys, value: null };
  }
  if (at === content.length || content.charCodeAt(at) === HASH) {
    // A deeper key was not kept: read it again to name it.
    const key = readKey(content, keyStart, line, headerEnd, true).value;
    throw new LockFileSyntaxError(line, `expected a value or ":" after the key "${excerpt(key)}"`);
  }
  const value =
    content.charCodeAt(at) === QUOTE
      ? readString(content, at, line, keep)
      : readPlainValue(content, at, keep);
  expectEnd(content, value.end, line);
  return { depth, keys, value: value.value };
}

/** The `:` that ends a header line (only blanks after it), or -1. The line starts with a key. */
function headerColon(content: string): number {
  let end = content.length;
  while (content.charCodeAt(end - 1) === SPACE || content.charCodeAt(end - 1) === TAB) end -= 1;
  return content.charCodeAt(end - 1) === COLON ? end - 1 : -1;
}

/** `headerEnd` ≥ 0: a plain key may hold spaces and runs to a comma or that colon. */
function readKey(content: string, at: number, line: number, headerEnd: number, keep: boolean): Token {
  if (content.charCodeAt(at) === QUOTE) {
    const key = readString(content, at, line, keep);
    if (key.end === at + 2) throw new LockFileSyntaxError(line, 'empty key');
    return key;
  }
  if (!isPlainStart(content.charCodeAt(at))) {
    const found = at < content.length ? `"${content.charAt(at)}"` : 'the end of the line';
    throw new LockFileSyntaxError(line, `expected a key (a name or a quoted string), found ${found}`);
  }
  return headerEnd === -1 ? readPlainKey(content, at, keep) : readHeaderKey(content, at, headerEnd);
}

/** Only blanks follow the header's colon: a comma after `start`, if any, comes before it. */
function readHeaderKey(content: string, start: number, headerEnd: number): Token {
  const comma = content.indexOf(',', start);
  let end = comma === -1 ? headerEnd : comma;
  while (content.charCodeAt(end - 1) === SPACE || content.charCodeAt(end - 1) === TAB) end -= 1;
  return { value: content.slice(start, end), end };
}

/** Names and descriptors (`lodash@^4.0.0`, `@babel/core@7.1.0`, `-`): not a conflict marker or a sign. */
function isPlainStart(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    c === 64 ||
    c === 47 ||
    c === 45 ||
    c === 46 ||
    c === 95
  );
}

/** A plain key ends at a space, a comma, or a `:` that ends it (one inside, as in `a@npm:b@1`, stays). */
function readPlainKey(content: string, start: number, keep: boolean): Token {
  let at = start;
  for (; at < content.length; at += 1) {
    const c = content.charCodeAt(at);
    if (c === SPACE || c === TAB || c === COMMA) break;
    if (c === COLON) {
      const next = content.charCodeAt(at + 1);
      if (at + 1 === content.length || next === SPACE || next === TAB || next === COMMA) break;
    }
  }
  return { value: keep ? content.slice(start, at) : '', end: at };
}

/** A plain value runs to the next blank (native searches: an `integrity` value is ~90 characters). */
function readPlainValue(content: string, start: number, keep: boolean): Token {
  const space = content.indexOf(' ', start);
  const tab = content.indexOf('\t', start);
  let end = space === -1 ? content.length : space;
  if (tab !== -1 && tab < end) end = tab;
  return { value: keep ? content.slice(start, end) : '', end };
}

/** A double-quoted string: ends at the first quote not escaped; escapes are JSON's (checked, kept or not). */
function readString(content: string, start: number, line: number, keep: boolean): Token {
  const close = content.indexOf('"', start + 1);
  const backslash = content.indexOf('\\', start + 1);
  // Most strings have no escape: the native search finds their end.
  if (close !== -1 && (backslash === -1 || backslash > close)) {
    return { value: keep ? content.slice(start + 1, close) : '', end: close + 1 };
  }
  for (let at = start + 1; at < content.length; at += 1) {
    const c = content.charCodeAt(at);
    if (c === BACKSLASH) at += 1;
    else if (c === QUOTE) return { value: decodeJsonString(content.slice(start, at + 1), line), end: at + 1 };
  }
  throw new LockFileSyntaxError(line, 'unterminated double-quoted string');
}

function decodeJsonString(quoted: string, line: number): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    throw new LockFileSyntaxError(line, 'invalid escape in a double-quoted string (JSON escapes only)');
  }
}

function expectEnd(content: string, from: number, line: number): void {
  const at = skipSpaces(content, from);
  if (at === content.length) return;
  if (at > from && content.charCodeAt(at) === HASH) return;
  throw new LockFileSyntaxError(line, `unexpected text after a value: ${excerpt(content.slice(at))}`);
}

function skipSpaces(content: string, from: number): number {
  let at = from;
  while (content.charCodeAt(at) === SPACE || content.charCodeAt(at) === TAB) at += 1;
  return at;
}
