// Test code that lives inside a source file rather than in a test path: Rust's `#[cfg(test)]` items
// (`mod tests { … }` at the end of `src/lib.rs`) and `#[test]` functions, compiled only for `cargo test`.
// Only that region is test code; the rest of the file is the library.

export interface LineRange {
  /** 1-based, inclusive. */
  readonly first: number;
  readonly last: number;
}

/**
 * `#[cfg(test)]` or `#[cfg(all(test, …))]`: items built only for tests (`any(test, …)` is built always);
 * `#[test]`, `#[tokio::test]`…: a test function.
 */
const CFG_TEST =
  /#\[cfg\((?:test|all\([^()\]]*\btest\b[^()\]]*\))\)\]|#\[(?:[a-z_]+::)?test(?:\([^()\]]*\))?\]/g;

/** The line ranges of a Rust file's test items, from the attribute to the item's closing brace. */
export function rustTestRegions(text: string): LineRange[] {
  if (!text.includes('test')) return [];
  const regions: LineRange[] = [];
  let from = 0;
  for (const match of text.matchAll(CFG_TEST)) {
    if (match.index < from) continue;
    const open = itemBody(text, match.index + match[0].length);
    if (open === -1) continue;
    const close = closingBrace(text, open);
    regions.push({ first: lineOf(text, match.index), last: lineOf(text, close) });
    from = close;
  }
  return regions;
}

/** The offset of the `{` opening the item after an attribute, or -1 when the item ends first (`mod x;`). */
function itemBody(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '{') return i;
    if (ch === ';') return -1;
  }
  return -1;
}

/** `'{'`, `'\''`, `'\u{7b}'`; a lifetime (`'a`) has no closing quote. */
const CHAR_LITERAL = /^'(?:\\(?:u\{[0-9a-fA-F]{1,6}\}|x[0-9a-fA-F]{2}|.)|[^\\'])'/;

/**
 * The offset of the brace closing the one at `open` (the text's end when unbalanced), skipping braces in
 * comments, string literals (raw ones too) and char literals.
 */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < text.length) {
    const ch = text.charAt(i);
    const next = text.charAt(i + 1);
    const raw = ch === 'r' && rawStart(text, i) ? /^r(#*)"/.exec(text.slice(i, i + 260)) : null;
    const char = ch === "'" ? CHAR_LITERAL.exec(text.slice(i, i + 12)) : null;
    if (ch === '/' && next === '/') i = endOf(text, '\n', i);
    else if (ch === '/' && next === '*') i = endOf(text, '*/', i + 2);
    else if (ch === '"') i = stringEnd(text, i + 1);
    else if (raw !== null) i = endOf(text, `"${raw[1] ?? ''}`, i + raw[0].length);
    else if (char !== null) i += char[0].length;
    else {
      if (ch === '{') depth += 1;
      else if (ch === '}' && --depth === 0) return i;
      i += 1;
    }
  }
  return text.length - 1;
}

/** Whether an `r` at `i` can start a raw string (`r"…"`, `br#"…"#`) rather than end an identifier. */
function rawStart(text: string, i: number): boolean {
  const before = text.charAt(i - 1) === 'b' ? i - 2 : i - 1;
  return !/\w/.test(text.charAt(before));
}

/** The offset after the first `end` at or after `from` (the text's length when there is none). */
function endOf(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from);
  return at === -1 ? text.length : at + end.length;
}

/** The offset after the quote closing a string whose content starts at `from`. */
function stringEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (ch === '\\') i += 1;
    else if (ch === '"') return i + 1;
  }
  return text.length;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The test regions of a source file by its language (only Rust marks them inside the file). */
export function testRegions(path: string, text: string): LineRange[] {
  return path.endsWith('.rs') ? rustTestRegions(text) : [];
}

export function inRegions(regions: readonly LineRange[], line: number): boolean {
  return regions.some((r) => r.first <= line && line <= r.last);
}
