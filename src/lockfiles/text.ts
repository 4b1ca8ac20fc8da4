// Line-level helpers shared by the line-oriented readers.

/** A syntax error at a line: the reader stops and the file contributes nothing. */
export class LockFileSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.name = 'LockFileSyntaxError';
    this.line = line;
  }
}

/**
 * Calls `visit` for each line (without its `\r\n` / `\n`) with its 1-based number. Lines are sliced one
 * at a time rather than split up front, so a 50k-package file never holds all its lines at once.
 */
export function eachLine(text: string, visit: (content: string, line: number) => void): void {
  let start = 0;
  let line = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // On an empty line the character before `end` is the previous line's `\n` (or none): never a `\r`.
    const stop = text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    visit(text.slice(start, stop), line);
    start = end + 1;
    line += 1;
  }
}

/** Number of leading spaces; a tab in the indentation is an error, as in YAML. */
export function indentOf(content: string, line: number): number {
  let indent = 0;
  while (content.charCodeAt(indent) === 32) indent += 1;
  if (content.charCodeAt(indent) === 9) throw new LockFileSyntaxError(line, 'tab in indentation');
  return indent;
}

/** Untrusted text quoted in an error message, cut to a length a summary line can hold. */
export function excerpt(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** 1-based line of a character offset. */
export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}
