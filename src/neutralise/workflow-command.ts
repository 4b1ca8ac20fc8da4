// Text for the log. The runner reads an action's output line by line as .NET's StreamReader.ReadLine does
// (LF, CR LF and a lone CR each end a line), trims the start of each line with .NET's Char.IsWhiteSpace, and
// runs `::name props::data` found at the start of what is left; the older `##[name props]data` form counts
// anywhere in a line. `::stop-commands::token` would silence every later command. So in untrusted text no
// line may start with `::` after that trim, and no line may hold `##[`.
import { asText, cut, revealHidden } from './characters.ts';

/** The line breaks of StreamReader.ReadLine: no others (U+2028, U+0085 and friends do not end a line). */
const RUNNER_LINE_BREAK = /\r\n|\r|\n/;

/**
 * .NET's white space is Unicode's White_Space property (U+0085 included, which JavaScript's `\s` lacks);
 * U+180E and U+FEFF were trimmed by older runtimes too, so they count here as well.
 */
const LEADING_WHITE_SPACE = /^[\p{White_Space}\u180e\ufeff]*/u;

/** Invisible in the log, and not white space to any runtime: it parts the two characters of a marker. */
const PARTING = '\u200b';

function inertLine(line: string): string {
  const rest = line.replace(LEADING_WHITE_SPACE, '');
  const lead = line.slice(0, line.length - rest.length);
  const start = rest.startsWith('::') ? `:${PARTING}${rest.slice(1)}` : rest;
  return `${lead}${start}`.replaceAll('##[', `#${PARTING}#[`);
}

/**
 * Untrusted text made inert for the log: hidden characters shown as code points (a NEL or a bidi control
 * cannot hide a marker), line breaks normalised to LF, and every command marker parted. The result is safe
 * to print whatever writes it out: as a plain line or as a command's escaped data.
 */
export function logText(value: unknown, max = 2000): string {
  return cut(revealHidden(asText(value), '\t\r\n'), max)
    .split(RUNNER_LINE_BREAK)
    .map(inertLine)
    .join('\n');
}
