// Running a rule only where it can match: on the lines that hold one of its keywords. A line here is what a
// multiline regular expression calls one, the text between two of `\n`, `\r`, U+2028 and U+2029.
import type { KeywordHits } from './keyword-scanner.ts';

export interface LineSpan {
  readonly start: number;
  /** The offset of the line break that ends the line, or the text's length. */
  readonly end: number;
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/** The lines holding a keyword flagged in `wanted` (by its index in the scanner), in text order, once each. */
export function keywordLines(text: string, hits: KeywordHits, wanted: Uint8Array): LineSpan[] {
  const lines: LineSpan[] = [];
  let end = -1;
  for (let i = 0; i < hits.ends.length; i += 1) {
    // The keyword's last character: never a line break, so on the keyword's line.
    const at = (hits.ends[i] ?? 0) - 1;
    if (at < end || wanted[hits.keywordOf[i] ?? 0] !== 1) continue;
    let start = at;
    while (start > end + 1 && !isLineBreak(text.charCodeAt(start - 1))) start -= 1;
    end = at + 1;
    while (end < text.length && !isLineBreak(text.charCodeAt(end))) end += 1;
    lines.push({ start, end });
  }
  return lines;
}

/**
 * The matches of a global pattern that never crosses a line break, found within the given lines only. Each
 * is placed back in the whole text (`index`, `input`): the rules' checks look around it.
 */
export function matchesWithinLines(
  pattern: RegExp,
  text: string,
  lines: readonly LineSpan[],
): RegExpExecArray[] {
  const own = new RegExp(pattern);
  const matches: RegExpExecArray[] = [];
  for (const { start, end } of lines) {
    const line = text.slice(start, end);
    own.lastIndex = 0;
    for (let match = own.exec(line); match !== null; match = own.exec(line)) {
      if (match[0] === '') own.lastIndex += 1;
      match.index += start;
      match.input = text;
      matches.push(match);
    }
  }
  return matches;
}

/**
 * The matches of a global pattern whose every match starts a line (it may run on over the next lines),
 * tried at the start of the given lines only; as the global pattern would, a line inside an earlier match
 * is not tried.
 */
export function matchesAtLineStarts(
  pattern: RegExp,
  text: string,
  lines: readonly LineSpan[],
): RegExpExecArray[] {
  const sticky = new RegExp(pattern.source, `${pattern.flags}y`);
  const matches: RegExpExecArray[] = [];
  let from = 0;
  for (const { start } of lines) {
    if (start < from) continue;
    sticky.lastIndex = start;
    const match = sticky.exec(text);
    if (match === null) continue;
    matches.push(match);
    from = match.index + Math.max(match[0].length, 1);
  }
  return matches;
}
