// What inert Markdown looks like, checked two ways: by the characters GitHub gives a meaning to, and, when
// the cmark-gfm binary is installed (`apt-get install cmark-gfm`), by rendering it with GitHub's own
// Markdown engine and its extensions. The binary is optional: without it that check is skipped.
import { spawnSync } from 'node:child_process';

const CMARK = 'cmark-gfm';

export const cmarkAvailable = spawnSync(CMARK, ['--version'], { encoding: 'utf8' }).status === 0;

/** Hidden characters (controls, format characters, lone surrogates) and every line break. */
const HIDDEN_OR_BREAK = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

/** Why `text` is not inert inline Markdown, or null when it is. */
export function markdownProblem(text: string): string | null {
  if (HIDDEN_OR_BREAK.test(text)) return 'a hidden character or a line break';
  const unescaped = text.replace(/\\[!-/:-@[-`{-~]/g, '\u2423');
  const live = /[[\]<>|`*_~${}\\]/.exec(unescaped);
  if (live) return `an unescaped ${live[0]}`;
  if (/&(?!amp;|lt;|gt;|#8203;)/.test(text)) return 'an entity of its own';
  // (An escaped mark stands as ␣ above: it is text, and it parts what is on either side.)
  // The parting entity renders as a zero-width space, where GitHub looks for mentions and references.
  const rendered = unescaped.replaceAll('&#8203;', '\u200b');
  if (/@[\p{L}\p{N}]/u.test(rendered)) return 'a mention or an e-mail address';
  if (/#[\p{L}\p{N}_]/u.test(rendered)) return 'an issue reference';
  if (/GH-\d/i.test(rendered)) return 'a GH- reference';
  if (/:\/\//.test(rendered) || /www\./i.test(rendered)) return 'an autolink';
  if (/^\s|^[-+=#!>]|^\d+[.)]/.test(text)) return 'a block marker at the start';
  return null;
}

/** GitHub's Markdown engine with the extensions github.com enables. */
export function renderGfm(markdown: string): string {
  const done = spawnSync(CMARK, ['-e', 'table', '-e', 'autolink', '-e', 'strikethrough', '-e', 'tagfilter'], {
    input: markdown,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (done.status !== 0) throw new Error(`cmark-gfm failed: ${done.stderr}`);
  return done.stdout;
}
