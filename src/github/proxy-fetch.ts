// GitHub's API through the same proxy rules as the service. @actions/github routes Octokit through
// @actions/http-client, whose NO_PROXY reading differs from undici's (it ignores `*.example.com`, and
// matches `.example.com` on subdomains only); handing Octokit a fetch over undici's EnvHttpProxyAgent
// makes one rule hold for both: HTTPS_PROXY/HTTP_PROXY, and NO_PROXY as the README describes it.
import { PROXY_VARIABLES } from '../api/exchange.ts';
import { isLoopbackHost } from '../settings/base-url.ts';

type Fetch = typeof globalThis.fetch;

/** Octokit's `request` options: a proxying fetch when a proxy variable is set, else the library's own. */
export async function githubRequestOptions(
  apiUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ request?: { fetch: Fetch } }> {
  // Loopback never goes through a proxy, as for the service.
  if (isLoopbackHost(new URL(apiUrl).hostname) || !PROXY_VARIABLES.some((name) => env[name])) return {};
  const { EnvHttpProxyAgent, fetch } = await import('undici');
  const dispatcher = new EnvHttpProxyAgent();
  const proxied = (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) =>
    fetch(input as never, { ...(init as object), dispatcher }) as unknown as ReturnType<Fetch>;
  return { request: { fetch: proxied } };
}
