// Reads the body of an answer into the service's envelope (`data`, `error`, `errorCode`, `details`),
// telling apart an HTML page and a body that is not JSON at all, and reads the wait the service asks for.
import type { ServiceErrorDetails } from './errors.ts';
import { redactSecretIn } from './redact-secret.ts';

export type ParsedBody =
  | {
      readonly kind: 'envelope';
      readonly data: unknown;
      readonly error: string | null;
      readonly errorCode: string | null;
      readonly details: ServiceErrorDetails;
    }
  | { readonly kind: 'html' }
  | { readonly kind: 'unparseable' }
  | { readonly kind: 'not-envelope' };

/** `secret` is redacted from every decoded string of the body (see redact-secret.ts). */
export function parseBody(text: string, contentType: string, secret = ''): ParsedBody {
  if (/\btext\/html\b/i.test(contentType) || /^\s*</.test(text)) return { kind: 'html' };
  let json: unknown;
  try {
    json = redactSecretIn(JSON.parse(text), secret);
  } catch {
    return { kind: 'unparseable' };
  }
  if (!isRecord(json) || !('data' in json || 'error' in json)) return { kind: 'not-envelope' };
  return {
    kind: 'envelope',
    data: json.data ?? null,
    error: stringOrNull(json.error),
    errorCode: stringOrNull(json.errorCode),
    details: readDetails(json.details),
  };
}

/** `details` may be missing on early refusals (authentication, feature checks): every field is then null. */
function readDetails(value: unknown): ServiceErrorDetails {
  const details = isRecord(value) ? value : {};
  const retry = details.retryAfterSeconds;
  return {
    agentCode: stringOrNull(details.agentCode),
    message: stringOrNull(details.message),
    nextStep: stringOrNull(details.nextStep),
    retryAfterSeconds: typeof retry === 'number' && Number.isFinite(retry) && retry >= 0 ? retry : null,
    webUrl: stringOrNull(details.webUrl),
    requestId: stringOrNull(details.requestId),
  };
}

/**
 * The wait asked for, in ms: the `Retry-After` header (seconds or an HTTP date) first, then
 * `details.retryAfterSeconds`; null when neither gives one.
 */
export function requestedWaitMs(
  header: string | undefined,
  detailsSeconds: number | null,
  nowMs: number,
): number | null {
  const value = header?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = value === '' ? NaN : Date.parse(value);
  if (Number.isFinite(date)) return Math.max(0, date - nowMs);
  return detailsSeconds === null ? null : detailsSeconds * 1000;
}

/** A string with something in it, else null: an empty id or link is as good as none. */
export function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
