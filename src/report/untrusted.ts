// The one place where text from the service or the scanned site (titles, evidence, summaries, advisory
// text) is made inert before it reaches Markdown (summary, PR comment, issue) or the log.

const ZWSP = '\u200b';
const DEFAULT_MAX = 300;

function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * One line of inert Markdown: no HTML, no emphasis, links, images, code spans, headings, table breaks,
 * @mentions, #references or autolinks. Newlines become spaces so the text cannot start a new block.
 */
export function md(value: unknown, max = DEFAULT_MAX): string {
  const text = cut(
    String(value ?? '')
      .replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ')
      .trim(),
    max,
  );
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // Inline syntax anywhere in a line: emphasis, code, links and images (via brackets), table cells.
      .replace(/[\\`*_{}[\]|~]/g, (c) => `\\${c}`)
      // Block syntax only counts at the start of a line, where a cell or list item may put this text.
      .replace(/^([-+=#!])/, '\\$1')
      .replace(/^(\d+)([.)])/, '$1\\$2')
      // Mentions and team mentions: GitHub finds `@name` in the rendered text, escaped or not.
      .replace(/@/g, `@${ZWSP}`)
      // Issue references (#12, GH-12, org/repo#12) are also found in the rendered text.
      .replace(/#(?=\w)/g, `#${ZWSP}`)
      .replace(/\b(GH)-(?=\d)/gi, `$1${ZWSP}-`)
      // Bare-URL autolinks: GFM links `scheme://` and `www.` even when escaped.
      .replace(/:\/\//g, `:${ZWSP}//`)
      .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZWSP}.`)
  );
}

/** A link only to an http(s) address, with the characters that end a Markdown link destination encoded. */
export function mdLink(text: string, url: unknown): string {
  const safe = safeUrl(url);
  return safe === null ? md(text) : `[${md(text)}](${safe})`;
}

export function safeUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.href.replace(
    /[()<>"' ]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * Text for the log (info, warnings, errors): the runner runs any line that starts with `::` as a workflow command
 * (and `##[` anywhere), so each such place gets a zero-width space that breaks the pattern.
 */
export function logText(value: unknown, max = 2000): string {
  return cut(String(value ?? ''), max)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^(\s*):/, `$1:${ZWSP}`).replaceAll('##[', `#${ZWSP}#[`))
    .join('\n');
}

/**
 * A value the user must copy exactly (an ownership proof) as a fenced code block, where nothing is
 * interpreted and no character is added. Line breaks and control characters are dropped (a proof is one
 * line), and the fence is longer than any backtick run inside, so the value cannot close it.
 */
export function mdCodeBlock(value: unknown, max = 2000): string {
  const text = cut(
    String(value ?? '')
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
      .trim(),
    max,
  );
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}
