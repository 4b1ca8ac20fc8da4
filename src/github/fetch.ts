// The fetch every GitHub call (REST and GraphQL) goes through: undici's, over the service's dispatcher
// (src/api/bounded-request.ts). One proxy rule then holds for both: HTTPS_PROXY/HTTP_PROXY, NO_PROXY as
// docs/enterprise-networks.md describes it (@actions/github's default, @actions/http-client, ignores
// `*.example.com` and matches `.example.com` on subdomains only), loopback direct. The dispatcher also
// bounds each try in time: Octokit sets no limit, and a GitHub that accepts a call and never answers
// would otherwise hold the job for hours.
import { fetch as undiciFetch } from 'undici';
import { createDispatcher, type Timeouts } from '../api/bounded-request.ts';

type Fetch = typeof globalThis.fetch;

/**
 * GitHub ends a REST request it cannot serve in 10 s; 30 s to the headers, and between parts of the body,
 * leaves room for a slow network, a proxy or a GitHub Enterprise Server, and still ends a stalled call.
 */
export const GITHUB_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** A try that hit a time limit. Octokit reports it as a network failure (status 500) and retries it. */
export class GitHubTimeout extends Error {
  override readonly name = 'GitHubTimeout';
}

/** undici's codes for its time limits, and what each says about GitHub. */
const LIMITS: Record<string, (timeouts: Timeouts) => string> = {
  UND_ERR_CONNECT_TIMEOUT: (t) => `could not be reached within ${seconds(t.connectMs)}`,
  UND_ERR_HEADERS_TIMEOUT: (t) => `did not answer within ${seconds(t.headersMs)}`,
  UND_ERR_BODY_TIMEOUT: (t) => `stopped sending its answer for ${seconds(t.bodyMs)}`,
};

/** Octokit's `request` options: the bounded fetch, through the proxy the environment names. */
export function githubRequestOptions(
  apiUrl: string,
  timeouts: Timeouts = GITHUB_TIMEOUTS,
  env: NodeJS.ProcessEnv = process.env,
): { request: { fetch: Fetch } } {
  const dispatcher = createDispatcher(new URL(apiUrl), timeouts, env);
  const bounded = async (input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) => {
    try {
      const response = await undiciFetch(input as never, { ...(init as object), dispatcher });
      // Read to the end here, under the body limit: Octokit takes a body it fails to read for an empty
      // answer (an empty list of comments, and a second sticky comment). The clone leaves Octokit the whole.
      await response.clone().arrayBuffer();
      return response as unknown as Response;
    } catch (error) {
      throw timedOut(error, timeouts, init?.method ?? 'GET', input) ?? error;
    }
  };
  return { request: { fetch: bounded } };
}

/** The error undici gives for a time limit, as a GitHubTimeout naming the limit and the call; else null. */
function timedOut(
  error: unknown,
  timeouts: Timeouts,
  method: string,
  input: Parameters<Fetch>[0],
): GitHubTimeout | null {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const limit = typeof code === 'string' ? LIMITS[code] : undefined;
  if (limit === undefined) return null;
  const path = URL.parse(input instanceof Request ? input.url : String(input))?.pathname ?? '';
  return new GitHubTimeout(`GitHub's API ${limit(timeouts)} (${method} ${path})`, { cause: error });
}

const seconds = (ms: number) => `${ms / 1000} s`;
