// The site's identity for one run: worked out once, from the inputs alone, so every path (an outage before
// the service answered included) gives the same idempotency keys, comment marker, cache keys and file names.
import type { QuickCheckSettings } from '../commands/quick-check/spec.ts';
import type { SharedSettings } from '../settings/settings.ts';

/** Commands without a site (a monitor of every site, a quick check without a URL) share this identity. */
export const NO_SITE = 'all-sites';

/** A quick check names its site by its URL; other commands' settings have no such field. */
type SiteInputs = Pick<SharedSettings, 'site'> & Partial<Pick<QuickCheckSettings, 'quickCheckUrl'>>;

/**
 * A site URL is reduced to its host and path, lower-cased, without a trailing slash, so `https://Example.com/`
 * and `https://example.com` are one site; a site or project id is kept as given.
 */
export function siteIdentity(settings: SiteInputs | null): string {
  const given = (settings?.site || settings?.quickCheckUrl || '').trim();
  if (given === '') return NO_SITE;
  return normalizeSite(given);
}

export function normalizeSite(site: string): string {
  if (!/^https?:\/\//i.test(site)) return site;
  try {
    const url = new URL(site);
    return `${url.host}${url.pathname}`.replace(/\/+$/, '').toLowerCase();
  } catch {
    return site.toLowerCase();
  }
}
