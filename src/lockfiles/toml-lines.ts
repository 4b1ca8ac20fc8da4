// A line reader for the TOML that poetry.lock is written in: `[table]` and `[[array]]` headers and
// `key = value` lines. Only one-line string values are decoded; arrays and inline tables (which may
// span lines, like `files = [ … ]`) and multi-line strings are stepped over as text.
import { eachLine, excerpt, LockFileSyntaxError } from './text.ts';
import { readQuoted } from './yaml-scalars.ts';

export type TomlLine =
  | { readonly kind: 'table'; readonly name: string; readonly array: boolean; readonly line: number }
  | {
      readonly kind: 'value';
      readonly key: string;
      readonly value: string | null;
      /** The value's text on its line, undecoded (an array's first line). */
      readonly raw: string;
      readonly line: number;
    };

export function readTomlLines(text: string, visit: (entry: TomlLine) => void): void {
  let open: { depth: number; closer: string | null } = { depth: 0, closer: null };
  let openedAt = 0;
  eachLine(text, (content, line) => {
    if (open.closer !== null || open.depth > 0) {
      open = continueValue(content, open, line);
      return;
    }
    openedAt = line;
    const trimmed = content.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (trimmed.startsWith('[')) visit(readHeader(trimmed, line));
    else {
      const entry = readKeyValue(trimmed, line);
      visit({ kind: 'value', key: entry.key, value: entry.value, raw: entry.raw, line });
      open = continueValue(entry.raw, { depth: 0, closer: null }, line);
    }
  });
  if (open.closer !== null || open.depth > 0) {
    throw new LockFileSyntaxError(openedAt, 'unterminated array, inline table or string');
  }
}

function readHeader(trimmed: string, line: number): TomlLine {
  const array = trimmed.startsWith('[[');
  const close = trimmed.indexOf(array ? ']]' : ']');
  const rest = trimmed.slice(close + (array ? 2 : 1)).trim(); // read only when `close` was found
  if (close === -1 || (rest !== '' && !rest.startsWith('#'))) {
    throw new LockFileSyntaxError(line, 'malformed table header');
  }
  return { kind: 'table', name: trimmed.slice(array ? 2 : 1, close).trim(), array, line };
}

/** `key = value`: the value is decoded when it is a one-line string, kept raw (`raw`) for nesting. */
function readKeyValue(trimmed: string, line: number): { key: string; value: string | null; raw: string } {
  let key: string;
  let after: number;
  if (trimmed.startsWith('"') || trimmed.startsWith("'")) {
    const quoted = readQuoted(trimmed, 0, line);
    key = quoted.value;
    after = quoted.end;
  } else {
    after = trimmed.indexOf('=');
    key = trimmed.slice(0, after).trim(); // without an `=`, the check below throws
  }
  const equals = trimmed.indexOf('=', after);
  if (key === '' || equals === -1 || trimmed.slice(after, equals).trim() !== '') {
    throw new LockFileSyntaxError(line, 'expected "key = value"');
  }
  const raw = trimmed.slice(equals + 1).trim();
  if (raw === '') throw new LockFileSyntaxError(line, `no value for "${excerpt(key)}"`);
  const startsString = (raw.startsWith('"') || raw.startsWith("'")) && !/^("""|''')/.test(raw);
  return { key, value: startsString ? readQuoted(raw, 0, line).value : null, raw };
}

/**
 * Follows brackets and strings through `text` from state `open`: the depth of open arrays and inline
 * tables, and the closer of a multi-line string still open at the end of the line.
 */
function continueValue(text: string, open: { depth: number; closer: string | null }, line: number) {
  let { depth, closer } = open;
  let at = 0;
  while (at < text.length) {
    if (closer !== null) {
      const end = text.indexOf(closer, at);
      if (end === -1) return { depth, closer };
      at = end + closer.length;
      closer = null;
      continue;
    }
    const c = text.charAt(at);
    if (c === '#') break;
    if (text.startsWith('"""', at) || text.startsWith("'''", at)) {
      closer = text.slice(at, at + 3);
      at += 3;
    } else if (c === '"' || c === "'") at = stringEnd(text, at, line);
    else {
      if (c === '[' || c === '{') depth += 1;
      else if (c === ']' || c === '}') depth -= 1;
      at += 1;
    }
  }
  return { depth, closer };
}

function stringEnd(text: string, open: number, line: number): number {
  const quote = text.charAt(open);
  let at = open + 1;
  while (at < text.length && text[at] !== quote) at += quote === '"' && text[at] === '\\' ? 2 : 1;
  if (at >= text.length) throw new LockFileSyntaxError(line, 'unterminated string');
  return at + 1;
}
