// What the `repositories` input accepts: the address of one public repository, `https://HOST/OWNER/REPO`
// (a trailing `.git` or `/` is dropped). Anything more (a branch page, a file, a query) is refused here,
// so a typo is named before any request rather than checked as some other repository.
import { ConfigurationError } from '../errors.ts';
import { shown } from './readers.ts';

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

export const REPOSITORY_URL_FORM = 'https://HOST/OWNER/REPO (e.g. https://github.com/actions/checkout)';

/** The URL in its canonical form, or null when it is not a repository address. */
export function repositoryUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const segments = url.pathname
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .slice(1);
  const plain = url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '';
  if (!plain || url.search !== '' || url.hash !== '' || !url.hostname.includes('.')) return null;
  if (segments.length !== 2 || !segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s))) return null;
  return `https://${url.hostname}/${segments.join('/')}`;
}

export function parseRepositoryUrls(values: readonly string[]): string[] {
  const urls = values.map((value) => {
    const url = repositoryUrl(value);
    if (url !== null) return url;
    throw new ConfigurationError(
      `Input 'repositories' has ${shown(value)}, which is not a public repository URL; accepted: 'auto', or one ${REPOSITORY_URL_FORM} per line.`,
    );
  });
  return [...new Set(urls)];
}
