// Text in a SARIF message or rule description (plain text messages, SARIF 2.1.0 §3.11). Code scanning shows
// it as plain text, except that `[text](target)` is an embedded link: a literal bracket must be escaped with
// a backslash, and so must each backslash just before one (else it would escape the escape).
import { ANY_LINE_BREAK, asText, cut, revealHidden } from './characters.ts';

export function sarifText(value: unknown, max = 1000): string {
  return cut(revealHidden(asText(value).replace(ANY_LINE_BREAK, '\n'), '\t\n'), max).replace(
    /(\\*)([[\]])/g,
    (_match, slashes: string, bracket: string) => `${slashes}${slashes}\\${bracket}`,
  );
}
