// Untrusted text in GitHub-flavoured Markdown (cmark-gfm and GitHub's own filters): the job summary, the PR
// comment and issue bodies. The text stays on one line and cannot open HTML, make a link, an autolink, an
// image, a mention or an issue reference, start a block, break a table row or reorder what follows.
import { asText, cut, oneLine, revealHidden } from './characters.ts';
import { linkUrl } from './uri.ts';

/**
 * Parts a sequence GitHub would link (`@name`, `#12`, `GH-12`, `https://`, `www.`) without changing what the
 * reader sees: the entity becomes a zero-width space in the rendered text, where GitHub looks for mentions
 * and references (so a backslash escape would not stop them), and it is not a character of any of them.
 */
const PART = '&#8203;';

/**
 * One line of inert Markdown, cut to `max` characters before escaping (a hidden character counts as its
 * visible code point). `&` `<` `>` become entities
 * (no HTML, no `<…>` autolink); every other punctuation mark with a meaning inline (emphasis, code, links,
 * images, strikethrough, math, table cells, escapes) is backslash-escaped; block markers are escaped where a
 * block could start.
 */
export function md(value: unknown, max = 300): string {
  const text = cut(revealHidden(oneLine(asText(value))).trim(), max);
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/[\\`*_{}[\]|~$]/g, (c) => `\\${c}`)
      .replace(/^([-+=#!])/, '\\$1')
      .replace(/^(\d+)([.)])/, '$1\\$2')
      // References first: the parting entity holds a `#` of its own, which must not be parted again.
      .replace(/#(?=[\p{L}\p{N}_])/gu, `#${PART}`)
      .replace(/@/g, `@${PART}`)
      .replace(/(GH)-(?=\d)/gi, `$1-${PART}`)
      .replace(/:\/\//g, `:${PART}//`)
      .replace(/(www)\./gi, `$1${PART}.`)
  );
}

/** A link only to an address the link rule admits (see linkableUrl); anything else shows the text alone. */
export function mdLink(text: unknown, url: unknown): string {
  const target = linkUrl(url);
  return target === null ? md(text) : `[${md(text)}](${target})`;
}

/**
 * A value the user must copy exactly (an ownership proof) as a fenced code block, where nothing is
 * interpreted and no character is added. Line breaks are dropped (a proof is one line), hidden characters
 * shown, and the fence is longer than any backtick run inside, so the value cannot close it.
 */
export function mdCodeBlock(value: unknown, max = 2000): string {
  const text = cut(revealHidden(asText(value).replace(/\r\n|[\n\r\u0085\u2028\u2029]/g, '')).trim(), max);
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}
