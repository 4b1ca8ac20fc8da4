// Characters that change what a reader sees without showing themselves: bidi controls reorder text (the
// "Trojan Source" trick: `safe ‮gnp.exe‬`), format characters and fillers are invisible, controls are not
// text at all. Every destination shows them as their code point instead, so a reader sees that they were there.

/**
 * Controls (C0, DEL, C1: U+0085 included), format characters (bidi embeddings, overrides and isolates,
 * U+061C, zero-width spaces and joiners, U+2060–U+2064, U+FEFF, tag characters…), lone surrogates, and the
 * invisible fillers that Unicode does not class as format characters.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u034f\u17b4\u17b5\u180e\u3164\uffa0]|\u115f|\u1160/gu;

/** Line breaks of any kind a viewer may honour: CR LF, LF, CR, VT, FF, NEL, LS, PS. */
export const ANY_LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

const label = (char: string) =>
  `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`;

/** Every hidden character as `[U+XXXX]`, except those listed in `keep` (e.g. `\n` in multi-line text). */
export function revealHidden(text: string, keep = ''): string {
  return text.replace(HIDDEN, (char) => (keep.includes(char) ? char : label(char)));
}

/** One line: every line break and tab becomes a space, runs of spaces stay as they are. */
export function oneLine(text: string): string {
  return text.replace(ANY_LINE_BREAK, ' ').replaceAll('\t', ' ');
}

/** At most `max` code points (a surrogate pair is never split), with `…` where text was cut. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : text;
}

/** Anything as a string; null and undefined as empty. */
export const asText = (value: unknown): string => String(value ?? '');
