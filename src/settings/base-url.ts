// The service root: `https://` only, except loopback hosts, so the key never crosses the network in clear.
import { ConfigurationError } from '../errors.ts';
import { shown } from './readers.ts';

const API_PREFIX = '/api/cli/v1';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Returns the service root without a trailing slash (and without `/api/cli/v1` if the user added it). */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(
      `Input 'base-url' is ${shown(withoutCredentials(value))}, not a URL; accepted: the service root such as 'https://scan.example.com'.`,
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigurationError(
      "Input 'base-url' must not hold credentials, a query or a fragment; give the service root only.",
    );
  }
  const plainLoopback = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !plainLoopback) {
    throw new ConfigurationError(
      `Input 'base-url' uses ${url.protocol.replace(':', '')}; accepted: https:// (http:// only for loopback hosts), so the API key is never sent in clear.`,
    );
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(API_PREFIX)) path = path.slice(0, -API_PREFIX.length);
  return `${url.origin}${path}`;
}

/**
 * The value with everything between its scheme and its last `@` hidden: in a value that is not a URL,
 * where its credential ends is anyone's guess, and a credential is never echoed.
 */
function withoutCredentials(value: string): string {
  return value.replace(/^((?:[A-Za-z][A-Za-z0-9+.-]*:)?[/\\]*).*@/s, '$1***@');
}
