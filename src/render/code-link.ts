// Links from a file and line the run reports (a lock-file entry, a local-check result, a workflow's
// `uses:`) to that line at the commit that was checked: `{server}/{owner}/{repo}/blob/{sha}/{path}#L{line}`.
// The server comes from GITHUB_SERVER_URL, so the links are right on GitHub Enterprise Server too.
import { otherPlaces } from '../policy/gate.ts';
import type { LocalResultView } from './model.ts';
import { md, mdLink } from './untrusted.ts';

/** The commit whose files the run read, and where it is browsed. */
export interface CodeSource {
  /** e.g. `https://github.com` or a GitHub Enterprise Server's address, without a trailing slash. */
  readonly serverUrl: string;
  /** `owner/repo`. */
  readonly repository: string;
  readonly sha: string;
}

/** The address of a file (and line) at the checked commit, or null when the commit or repository is unknown. */
export function codeUrl(
  source: CodeSource | null | undefined,
  path: string,
  line: number | null,
): string | null {
  if (!source || !/^[0-9a-f]{40,64}$/i.test(source.sha) || !/^[^/]+\/[^/]+$/.test(source.repository))
    return null;
  const segments = path.split('/');
  // Only a plain path inside the repository: no absolute path, no `.` or `..` step, no empty segment.
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const encode = (parts: readonly string[]) => parts.map(encodeURIComponent).join('/');
  const anchor = line !== null && Number.isInteger(line) && line > 0 ? `#L${line}` : '';
  return `${source.serverUrl}/${encode(source.repository.split('/'))}/blob/${encodeURIComponent(source.sha)}/${encode(segments)}${anchor}`;
}

/** `path:line` as inert Markdown, linked to that line at the checked commit where it can be. */
export function codeLink(source: CodeSource | null | undefined, path: string, line: number | null): string {
  const text = line === null ? path : `${path}:${line}`;
  const url = codeUrl(source, path, line);
  return url === null ? md(text) : mdLink(text, url);
}

/** Where a local result is: its own place, then the other places of its value (the first `max`, and a count). */
export function placesLinks(
  source: CodeSource | null | undefined,
  r: Pick<LocalResultView, 'file' | 'line' | 'places'>,
  max: number,
): string {
  const others = otherPlaces(r);
  const links = [r, ...others.slice(0, max)].map((p) => codeLink(source, p.file, p.line));
  const more = others.length > max ? `, ${others.length - max} more` : '';
  return `${links.join(', ')}${more}`;
}
