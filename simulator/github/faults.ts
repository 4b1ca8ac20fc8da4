// The GitHub stand-in's injected faults (matched and used up by the shared fault book): GitHub's own ways
// of failing a REST call, as documented for its rate limits and outages.
import type { ServerResponse } from 'node:http';
import { FaultBook, type FaultMatch } from '../fault-book.ts';

export type GitHubFaultKind =
  /** 5xx with GitHub's JSON body (502 when `status` is absent). */
  | 'server-error'
  /** 403 "Resource not accessible by integration", as a token without the permission gets. */
  | 'forbidden'
  /** 403 with Retry-After: GitHub's secondary rate limit. */
  | 'secondary-rate-limit'
  /** 429 with Retry-After. */
  | 'rate-limit'
  /** The connection dropped without an answer. */
  | 'reset'
  /** Accepted and never answered (no status line, no headers) until the caller gives up or the stand-in closes. */
  | 'stall';

export interface GitHubFaultSpec extends FaultMatch<GitHubFaultKind> {
  /** Path below `/repos/{owner}/{repo}` (or the full path); `*` is one segment, `**` any rest. */
  path: string | RegExp;
  /** For server-error: the HTTP status; 502 when absent. */
  status?: number;
  /** For the rate limits: the wait sent in Retry-After; 1 when absent. */
  retryAfterSeconds?: number;
}

const DOCS = 'https://docs.github.com/rest';

function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

const retryAfter = (fault: GitHubFaultSpec) => ({ 'retry-after': String(fault.retryAfterSeconds ?? 1) });

const FAULT_WRITERS: Record<GitHubFaultKind, (res: ServerResponse, fault: GitHubFaultSpec) => void> = {
  'server-error': (res, fault) =>
    writeJson(res, fault.status ?? 502, { message: 'Server Error', documentation_url: DOCS }),
  forbidden: (res) =>
    writeJson(res, 403, { message: 'Resource not accessible by integration', documentation_url: DOCS }),
  'secondary-rate-limit': (res, fault) =>
    writeJson(
      res,
      403,
      {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      },
      retryAfter(fault),
    ),
  'rate-limit': (res, fault) =>
    writeJson(res, 429, { message: 'Too many requests.', documentation_url: DOCS }, retryAfter(fault)),
  reset: (res) => res.socket?.destroy(),
  // Nothing is written; the stand-in's close() drops the held connection if the caller has not.
  stall: () => undefined,
};

export const gitHubFaultBook = (): FaultBook<GitHubFaultSpec> => new FaultBook(Object.keys(FAULT_WRITERS));

export function writeGitHubFault(res: ServerResponse, fault: GitHubFaultSpec): void {
  FAULT_WRITERS[fault.kind](res, fault);
}
