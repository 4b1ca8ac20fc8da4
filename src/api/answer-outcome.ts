// Turns one answer into either the envelope's data or a failure, and says which kind of failure it was
// for the retry rules: a 429/503 refusal, another 5xx, a broken body, or final (null).
import { parseBody, requestedWaitMs } from './envelope-parser.ts';
import type { ParsedBody } from './envelope-parser.ts';
import { ServiceError, TransportError } from './errors.ts';
import type { Answer, Outgoing } from './bounded-request.ts';
import type { AttemptFault } from './retry.ts';

export type AttemptResult =
  | { readonly kind: 'ok'; readonly status: number; readonly data: unknown }
  | {
      readonly kind: 'failed';
      readonly status: number | null;
      readonly error: ServiceError | TransportError;
      /** null: retrying cannot help (a 4xx refusal, a redirect elsewhere, an answer of the wrong shape). */
      readonly fault: AttemptFault | null;
    };

export function interpretAnswer(
  outgoing: Outgoing,
  answer: Answer,
  apiKey: string,
  nowMs: number,
): AttemptResult {
  const { status } = answer;
  const success = status >= 200 && status < 300;
  // Service text reaches the log, the summary and the report file (a 200 may carry an `error` too): a
  // service or proxy echoing the request must not leak the key there, however the answer spells it.
  const body = parseBody(answer.text, headerText(answer.headers['content-type']), apiKey);
  if (success) return interpretSuccess(outgoing, status, body);
  const details = body.kind === 'envelope' ? body.details : null;
  const header = headerText(answer.headers['retry-after']);
  const waitMs = requestedWaitMs(header, details?.retryAfterSeconds ?? null, nowMs);
  const error =
    body.kind === 'envelope'
      ? serviceError(outgoing, status, body, waitMs)
      : unusable(outgoing, status, body);
  return { kind: 'failed', status, error, fault: faultOf(status, waitMs) };
}

function interpretSuccess(outgoing: Outgoing, status: number, body: ParsedBody): AttemptResult {
  if (body.kind === 'envelope' && body.error === null && body.data !== null) {
    return { kind: 'ok', status, data: body.data };
  }
  if (body.kind === 'envelope' && body.error !== null) {
    return { kind: 'failed', status, error: serviceError(outgoing, status, body, null), fault: null };
  }
  // A body cut off in transit may come whole next time; a well-formed body of the wrong shape will not.
  const shape = body.kind === 'envelope' ? ({ kind: 'not-envelope' } as const) : body;
  const fault = shape.kind === 'not-envelope' ? null : ({ kind: 'broken' } as const);
  return { kind: 'failed', status, error: unusable(outgoing, status, shape), fault };
}

function faultOf(status: number, requestedWaitMs: number | null): AttemptFault | null {
  if (status === 429 || status === 503) return { kind: 'refused', requestedWaitMs };
  if (status >= 500) return { kind: 'server-error' };
  return null;
}

function serviceError(
  outgoing: Outgoing,
  status: number,
  body: Extract<ParsedBody, { kind: 'envelope' }>,
  retryAfterMs: number | null,
): ServiceError {
  return new ServiceError({
    ...errorBase(outgoing, status),
    errorCode: body.errorCode,
    error: body.error ?? `HTTP ${status}`,
    details: body.details,
    retryAfterMs,
  });
}

const UNUSABLE_MESSAGES = {
  html: 'the service answered with an HTML page instead of JSON (a proxy, a login page or a wrong base-url?)',
  unparseable: 'the service answered with a body that is not JSON (cut off or another format)',
  'not-envelope': 'the service answered with JSON that is not its envelope with data or an error',
} as const;

function unusable(
  outgoing: Outgoing,
  status: number,
  body: Exclude<ParsedBody, { kind: 'envelope' }>,
): TransportError {
  const failure = body.kind === 'not-envelope' ? 'invalid-response' : body.kind;
  return new TransportError({
    ...errorBase(outgoing, status),
    failure,
    message: UNUSABLE_MESSAGES[body.kind],
  });
}

function errorBase(outgoing: Outgoing, status: number) {
  return { method: outgoing.method, route: outgoing.route, status };
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
