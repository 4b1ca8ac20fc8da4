// Places GitHub shows as plain text: issue and pull-request titles, annotation titles and messages. Nothing
// there is Markdown, so nothing is escaped (`1. numbered` stays as it is); hidden characters are shown as
// code points and the length is bounded.
import { ANY_LINE_BREAK, asText, cut, oneLine, revealHidden } from './characters.ts';

/** GitHub refuses issue titles over 256 characters. */
export const TITLE_MAX = 256;

/** One line, spaces collapsed and trimmed: an issue or annotation title. */
export function plainTitle(value: unknown, max = TITLE_MAX): string {
  const text = revealHidden(oneLine(asText(value)))
    .replace(/\s+/g, ' ')
    .trim();
  return cut(text, max);
}

/** Text that may keep its line breaks (as LF): an annotation message. */
export function plainText(value: unknown, max = 4000): string {
  return cut(revealHidden(asText(value).replace(ANY_LINE_BREAK, '\n'), '\t\n'), max);
}
