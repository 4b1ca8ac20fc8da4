// The route matcher every stand-in shares (the service simulator, the GitHub stand-in): a table of
// `{ method, path }` entries whose `:name` segments become params (a last `*name` takes the rest of the
// path, slashes included), first match wins.
export interface RouteMatch<R> {
  route: R;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  const rest = want.at(-1)?.startsWith('*') === true;
  if (rest ? got.length < want.length : want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i] ?? '';
    if (segment.startsWith('*')) {
      params[segment.slice(1)] = decodeURIComponent(got.slice(i).join('/'));
      return actual === '' ? null : params;
    }
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params[segment.slice(1)] = decodeURIComponent(actual);
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

export function matchRoute<R extends { method: string; path: string }>(
  routes: readonly R[],
  method: string,
  path: string,
): RouteMatch<R> | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
