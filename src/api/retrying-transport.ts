// The transport every route goes through: builds the request (bearer key, JSON, User-Agent), sends it
// (bounded-request.ts), reads the answer (answer-outcome.ts), and retries by the rules of retry.ts until
// an answer, a final refusal or a bound. Cancellation (the signal) stops both in-flight requests and waits
// between attempts.
import type { Dispatcher } from 'undici';
import { ConfigurationError } from '../errors.ts';
import { apiRoot, routeUrl } from './endpoint.ts';
import type { Query } from './endpoint.ts';
import { TransportError } from './errors.ts';
import type { HttpMethod } from './errors.ts';
import { DEFAULT_TIMEOUTS, createDispatcher, exchange } from './bounded-request.ts';
import type { ExchangeContext, Outgoing, Timeouts } from './bounded-request.ts';
import { interpretAnswer } from './answer-outcome.ts';
import type { AttemptResult } from './answer-outcome.ts';
import { DEFAULT_RETRY_POLICY, waitBeforeRetry } from './retry.ts';
import type { RetryMode, RetryPolicy } from './retry.ts';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** One line of debug material: never a key, a header or a body. */
export interface RequestTrace {
  readonly method: HttpMethod;
  readonly route: string;
  readonly attempt: number;
  readonly status: number | null;
  readonly outcome: 'ok' | 'retry' | 'failed';
  readonly waitMs: number | null;
  readonly reason: string | null;
}

export interface TransportOptions {
  /** The service root; `/api/cli/v1` is added unless it is already there. */
  readonly baseUrl: string;
  /** Needed by every route except device sign-in. */
  readonly apiKey?: string;
  /** Names the action and its version, e.g. `security-scan-action/1.2.0 (scan)`. */
  readonly userAgent: string;
  readonly signal?: AbortSignal;
  readonly timeouts?: Partial<Timeouts>;
  readonly retry?: Partial<RetryPolicy>;
  /** The run's clock: waits between attempts, and the time a retry budget is measured on. */
  readonly sleep: Sleep;
  readonly now: () => number;
  readonly random?: () => number;
  readonly debug?: (trace: RequestTrace) => void;
}

export interface ApiCall {
  readonly method: HttpMethod;
  /** The spec's path template under `/api/cli/v1`, e.g. `/agent/scans/{scanId}`. */
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Query;
  readonly body?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Device sign-in carries no key. */
  readonly anonymous?: boolean;
  /** Defaults: GETs and bodies with an `idempotencyKey` are `idempotent`, anything else `never`. */
  readonly retry?: RetryMode;
  /** Ends this call's retries sooner than the client's bound (an optional extra's time budget), in ms. */
  readonly retryWithinMs?: number;
}

export interface Transport {
  /** Sends the call and returns the envelope's `data`; throws ServiceError or TransportError. */
  call(call: ApiCall): Promise<unknown>;
  close(): Promise<void>;
}

export function createTransport(options: TransportOptions): Transport {
  const root = apiRoot(options.baseUrl);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  // Made at the first call: a failure to make it (a malformed proxy variable) surfaces as that call's.
  let dispatcher: Dispatcher | null = null;
  const { signal, apiKey = '' } = options;
  const { sleep, now } = options;
  const random = options.random ?? Math.random;
  const trace = options.debug ?? (() => undefined);

  async function call(apiCall: ApiCall): Promise<unknown> {
    const outgoing = buildOutgoing(apiCall, root, options.userAgent, apiKey);
    const mode = apiCall.retry ?? defaultRetryMode(apiCall);
    const started = now();
    dispatcher ??= createDispatcher(root, timeouts);
    const context = { dispatcher, timeouts, signal };
    const bound = { ...policy, totalMs: Math.min(policy.totalMs, apiCall.retryWithinMs ?? Infinity) };
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      const result = await attemptOnce(outgoing, context, apiKey, now);
      const base = { method: outgoing.method, route: outgoing.route, attempt, status: result.status };
      if (result.kind === 'ok') {
        trace({ ...base, outcome: 'ok', waitMs: null, reason: null });
        return result.data;
      }
      const { fault, error } = result;
      const elapsedMs = now() - started;
      const waitMs =
        fault === null ? null : waitBeforeRetry({ fault, mode, attempt, elapsedMs }, bound, random);
      trace({ ...base, outcome: waitMs === null ? 'failed' : 'retry', waitMs, reason: error.message });
      if (waitMs === null) throw error instanceof TransportError ? error.afterAttempts(attempt) : error;
      await sleep(waitMs, signal);
      signal?.throwIfAborted();
    }
  }

  async function close(): Promise<void> {
    await dispatcher?.close();
  }

  return { call, close };
}

async function attemptOnce(
  outgoing: Outgoing,
  context: ExchangeContext,
  apiKey: string,
  now: () => number,
): Promise<AttemptResult> {
  try {
    return interpretAnswer(outgoing, await exchange(outgoing, context), apiKey, now());
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    const retryable = error.failure === 'network' || error.failure === 'timeout';
    return { kind: 'failed', status: error.status, error, fault: retryable ? { kind: 'broken' } : null };
  }
}

function defaultRetryMode(apiCall: ApiCall): RetryMode {
  if (apiCall.method === 'GET') return 'idempotent';
  return typeof apiCall.body?.idempotencyKey === 'string' ? 'idempotent' : 'never';
}

function buildOutgoing(apiCall: ApiCall, root: URL, userAgent: string, apiKey: string): Outgoing {
  const { method, route, body } = apiCall;
  if (!apiCall.anonymous && apiKey === '') {
    throw new ConfigurationError(`An API key is needed for ${method} ${route}; set the api-key input.`);
  }
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent };
  if (!apiCall.anonymous) headers.authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    method,
    route,
    url: routeUrl(root, route, apiCall.params ?? {}, apiCall.query ?? {}),
    headers: { ...headers, ...apiCall.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
