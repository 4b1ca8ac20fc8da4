// Addresses from untrusted text: a link target in Markdown, and a file's place in the repository as a
// relative URI reference (SARIF's artifactLocation.uri).
import { isLoopbackHost } from '../settings/base-url.ts';

/**
 * What may stay as it is in a Markdown link destination. Everything else is percent-encoded: `(` `)` `<`
 * `>` and spaces end or reshape the destination, `\` escapes the closing parenthesis, `|` splits a table
 * cell (tables are split before links are read), quotes start a link title.
 */
const DESTINATION_SAFE = /[A-Za-z0-9\-._~:/?#[\]@!$&+,;=%]/;

/** What is left to encode is printable ASCII: the URL standard writes `href` in ASCII. */
const percent = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * A linkable address (see linkableUrl) ready for a Markdown link destination, or null for anything else. `&` becomes `&amp;`, which Markdown turns back into `&`,
 * so an entity in the address cannot be read as one.
 */
export function linkUrl(url: unknown): string | null {
  const href = linkableUrl(url);
  if (href === null) return null;
  return Array.from(href, (char) => (DESTINATION_SAFE.test(char) ? char : percent(char)))
    .join('')
    .replaceAll('&', '&amp;');
}

/**
 * The one link rule of every renderer (summary, PR comment, issues, SARIF): an absolute `https://` address,
 * or plain `http://` to a loopback host (a service on the runner itself, as the simulator is), written out
 * as the URL standard does; null for anything else. Plain http to another host is shown, never linked: a
 * reader would follow it in clear. The same rule as `base-url`'s.
 */
export function linkableUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return parsed.href;
  return parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname) ? parsed.href : null;
}

/**
 * A repository path as a relative URI reference: each segment percent-encoded (space, `#`, `?`, `%`, line
 * breaks, and `:`, so `weird:name.js` cannot be read as a scheme), `\` read as a separator, no `./`,
 * empty or `.` segments. A lone surrogate (not a character) becomes U+FFFD instead of failing the encoding.
 */
export function relativeFileUri(path: string): string {
  return path
    .replaceAll('\\', '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .map((segment) => encodeURIComponent(segment.toWellFormed()))
    .join('/');
}
