// The lines of a requirements file as pip's documented format prepares them, in pip's order: split at
// every line boundary Python knows, join a line ending in `\` with the next (a line that starts as a
// comment is never joined, but ends a continuation), strip comments (`#` at the start or after
// whitespace, to the end of the joined line: a comment ending in `\` swallows the next line), trim, and
// drop what is empty. Then each line splits into the requirement and the options after it.

const HASH = 35;
/** `\n`, `\r\n`, `\r`, and the other boundaries of Python's `str.splitlines`. */
const LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
/** From U+1680 up, Python's whitespace (`\s`, `str.isspace`) is JavaScript's `\s`, less U+FEFF. */
const WIDE_SPACE = /^(?!\ufeff)\s$/;

/** Calls `visit` with each logical line, trimmed and without comments, and its first line number. */
export function eachPipLine(text: string, visit: (content: string, line: number) => void): void {
  let joined: string | null = null;
  let first = 0;
  let line = 0;
  const emit = (content: string, at: number) => {
    const stripped = pythonStrip(withoutComment(content));
    if (stripped !== '') visit(stripped, at);
  };
  for (const raw of physicalLines(text)) {
    line += 1;
    const commentLine = isCommentLine(raw);
    if (!raw.endsWith('\\') || commentLine) {
      // pip joins a comment line after a space, so that its `#` starts a comment to the end: it adds nothing.
      const content = commentLine ? '' : raw;
      if (joined === null) emit(content, line);
      else emit(joined + content, first);
      joined = null;
    } else {
      if (joined === null) first = line;
      joined = (joined ?? '') + stripBackslashes(raw);
    }
  }
  if (joined !== null) emit(joined, first);
}

/**
 * A regex of its own per file: an include is read while the including file's lines are paused. The text
 * after the last break comes too: empty when the text ends with a break, an empty line that visits nothing.
 */
function* physicalLines(text: string): Generator<string> {
  const breaks = new RegExp(LINE_BREAK.source, 'g');
  let start = 0;
  for (let match = breaks.exec(text); match !== null; match = breaks.exec(text)) {
    yield text.slice(start, match.index);
    start = breaks.lastIndex;
  }
  yield text.slice(start);
}

/** Whether the first character that is not whitespace is `#`. */
function isCommentLine(raw: string): boolean {
  let at = 0;
  while (at < raw.length && isPythonSpace(raw.charCodeAt(at))) at += 1;
  return raw.charCodeAt(at) === HASH;
}

/** Cut at the first `#` that starts the line or follows whitespace (found in one pass, no regex). */
function withoutComment(content: string): string {
  for (let at = content.indexOf('#'); at !== -1; at = content.indexOf('#', at + 1)) {
    if (at === 0 || isPythonSpace(content.charCodeAt(at - 1))) return content.slice(0, at);
  }
  return content;
}

/** Python's `str.strip()`: whitespace as `str.isspace` has it at both ends. */
function pythonStrip(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPythonSpace(text.charCodeAt(start))) start += 1;
  while (end > start && isPythonSpace(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** Up to the space: `\t` to `\r`, and U+001C to U+0020 (the four separators and the space itself). */
function isPythonSpace(c: number): boolean {
  if (c <= 32) return (c >= 9 && c <= 13) || c >= 28;
  return c === 0x85 || c === 0xa0 || (c >= 0x1680 && WIDE_SPACE.test(String.fromCharCode(c)));
}

/** Backslashes at both ends go, as pip strips them from a continued line. */
function stripBackslashes(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (raw.charCodeAt(start) === 92) start += 1;
  while (end > start && raw.charCodeAt(end - 1) === 92) end -= 1;
  return raw.slice(start, end);
}

/**
 * pip splits a line at single spaces: the requirement is every word before the first that starts
 * with `-` (`-C`, `--hash`, `--config-settings`, `--global-option`, …), the options are the rest.
 */
export function splitRequirementOptions(content: string): { requirement: string; options: string } {
  const words = content.split(' ');
  const optionAt = words.findIndex((word) => word.startsWith('-'));
  if (optionAt === -1) return { requirement: content, options: '' };
  return { requirement: words.slice(0, optionAt).join(' '), options: words.slice(optionAt).join(' ') };
}
