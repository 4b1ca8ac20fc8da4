// One request within limits, over undici: send, follow same-origin redirects (at most MAX_REDIRECTS), read
// the whole body (at most MAX_ANSWER_BYTES), each step timed. Failures come back as TransportError (or the
// abort reason when the job was cancelled); retrying is the caller's job.
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, EnvHttpProxyAgent, type Dispatcher } from 'undici';
import { isLoopbackHost } from '../settings/base-url.ts';
import { certificateProblem } from './certificate.ts';
import { TransportError } from './errors.ts';
import type { HttpMethod } from './errors.ts';

export interface Timeouts {
  readonly connectMs: number;
  readonly headersMs: number;
  readonly bodyMs: number;
}

/** undici waits 300 s for headers and body by default; a CI step should learn of a stuck service sooner. */
export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** A few hops cover a moved API root; more suggests a loop. */
export const MAX_REDIRECTS = 3;

/**
 * The largest answer read, in bytes: far above any page of findings or part of a repair brief, and small
 * enough that a broken or hostile service (or a proxy in between) cannot fill the runner's memory.
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export interface Outgoing {
  readonly method: HttpMethod;
  readonly url: URL;
  /** The route template, for errors and traces. */
  readonly route: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
}

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

export interface ExchangeContext {
  readonly dispatcher: Dispatcher;
  readonly timeouts: Timeouts;
  readonly signal: AbortSignal | undefined;
}

/** The variables undici's EnvHttpProxyAgent reads for a proxy; with none set it connects directly. */
export const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'] as const;

/**
 * Loopback goes direct; anything else honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY. Without a proxy
 * variable the proxy agent would only wrap a plain Agent, so a plain Agent it is. The agent holds all
 * three time limits, so a fetch over it (GitHub's, src/github/fetch.ts) is bounded as a request is.
 */
export function createDispatcher(
  root: URL,
  timeouts: Timeouts,
  env: NodeJS.ProcessEnv = process.env,
): Dispatcher {
  const options = {
    connect: { timeout: timeouts.connectMs },
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  };
  if (isLoopbackHost(root.hostname) || !PROXY_VARIABLES.some((name) => env[name])) {
    return new Agent(options);
  }
  return new EnvHttpProxyAgent(options);
}

export async function exchange(outgoing: Outgoing, context: ExchangeContext): Promise<Answer> {
  let current = outgoing;
  for (let hop = 0; ; hop++) {
    const answer = await exchangeOnce(current, context);
    const location = redirectLocation(answer);
    if (location === null) return answer;
    if (hop === MAX_REDIRECTS) throw redirectError(outgoing, `more than ${MAX_REDIRECTS} redirects`);
    current = redirected(current, location, answer.status);
  }
}

async function exchangeOnce(outgoing: Outgoing, context: ExchangeContext): Promise<Answer> {
  const { method, url, headers, body } = outgoing;
  let status: number | null = null;
  try {
    const response = await context.dispatcher.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method,
      headers,
      body: body ?? null,
      signal: context.signal ?? null,
      headersTimeout: context.timeouts.headersMs,
      bodyTimeout: context.timeouts.bodyMs,
    });
    status = response.statusCode;
    return { status, headers: response.headers, text: await boundedText(response, outgoing) };
  } catch (error) {
    context.signal?.throwIfAborted();
    if (error instanceof TransportError) throw error;
    throw networkError(outgoing, status, error);
  }
}

/** The body as text, refused (and the connection dropped) as soon as it is known to pass MAX_ANSWER_BYTES. */
async function boundedText(response: Dispatcher.ResponseData, outgoing: Outgoing): Promise<string> {
  const { body } = response;
  const tooLarge = () => {
    body.destroy();
    return new TransportError({
      failure: 'too-large',
      message: `the answer is larger than ${MAX_ANSWER_BYTES} bytes, the most the action reads; it was not read`,
      method: outgoing.method,
      route: outgoing.route,
      status: response.statusCode,
    });
  };
  if (Number(response.headers['content-length'] ?? 0) > MAX_ANSWER_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  // TextDecoder drops a leading BOM, as undici's own body.text() does.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function networkError(outgoing: Outgoing, status: number | null, error: unknown): TransportError {
  const certificate = certificateProblem(error);
  if (certificate !== null) {
    const { method, route } = outgoing;
    return new TransportError({
      failure: 'certificate',
      message: certificate,
      method,
      route,
      status,
      cause: error,
    });
  }
  const code = (error as { code?: unknown } | null)?.code;
  const timedOut = typeof code === 'string' && /TIMEOUT/.test(code);
  const what = timedOut
    ? 'the service did not answer in time'
    : status === null
      ? 'the connection to the service failed'
      : 'the answer was cut off';
  const reason = error instanceof Error ? ` (${error.message})` : '';
  return new TransportError({
    failure: timedOut ? 'timeout' : 'network',
    message: `${what}${reason}`,
    method: outgoing.method,
    route: outgoing.route,
    status,
    cause: error,
  });
}

function redirectLocation(answer: Answer): string | null {
  if (![301, 302, 303, 307, 308].includes(answer.status)) return null;
  const location = answer.headers.location;
  return typeof location === 'string' && location !== '' ? location : null;
}

/** Same origin only: the Authorization header must never reach another host. */
function redirected(outgoing: Outgoing, location: string, status: number): Outgoing {
  const target = URL.parse(location, outgoing.url.href);
  if (target === null) throw redirectError(outgoing, 'a redirect to an address that is not a URL');
  if (target.origin !== outgoing.url.origin) {
    throw redirectError(
      outgoing,
      `a redirect to another origin (${target.origin}) was refused so the API key stays with the service; check base-url`,
    );
  }
  if (status !== 303) return { ...outgoing, url: target };
  const { 'content-type': _dropped, ...headers } = outgoing.headers;
  return { ...outgoing, url: target, method: 'GET', headers, body: undefined };
}

function redirectError(outgoing: Outgoing, message: string): TransportError {
  return new TransportError({ failure: 'redirect', message, method: outgoing.method, route: outgoing.route });
}
