// Where a request goes: the service root checked before anything is sent (https only, except loopback),
// and route templates filled with encoded ids and a query.
import { ConfigurationError } from '../errors.ts';
import { isLoopbackHost } from '../settings/base-url.ts';

export const API_PREFIX = '/api/cli/v1';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/** The API root (`…/api/cli/v1`); refuses plain http to a non-loopback host so the key never goes in clear. */
export function apiRoot(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigurationError(
      'The service base URL is not a valid URL; give the service root, e.g. https://scan.example.com.',
    );
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new ConfigurationError(
      `The service base URL must use https:// (http:// only for loopback hosts); refusing ${url.protocol}//${url.host} so the API key is never sent in clear.`,
    );
  }
  if (url.username || url.password) {
    throw new ConfigurationError(
      'The service base URL must not hold credentials; the API key is sent as a bearer token.',
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  return new URL(`${url.origin}${path.endsWith(API_PREFIX) ? path : path + API_PREFIX}`);
}

/** `/agent/scans/{scanId}` + `{ scanId }` + query → the absolute URL under the API root. */
export function routeUrl(
  root: URL,
  route: string,
  params: Readonly<Record<string, string>>,
  query: Query,
): URL {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new ConfigurationError(`The ${name} for ${route} is empty; give the id the service returned.`);
    }
    return encodeURIComponent(value);
  });
  const url = new URL(root.href + path);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}
