// The service's response envelope: `{ data, error, errorCode?, details? }`, and the error type every route
// throws so that one place turns a refusal into that envelope.
import { ERROR_CODES, type ErrorCode } from './spec.ts';

export interface ErrorDetails {
  agentCode: string;
  message: string;
  nextStep: string;
  retryAfterSeconds: number | null;
  webUrl: string | null;
  requestId: string;
}

export interface Envelope {
  data: unknown;
  error: string | null;
  errorCode?: string;
  details?: ErrorDetails;
}

export interface ServiceErrorInit {
  status: number;
  code: ErrorCode;
  message: string;
  nextStep?: string;
  retryAfterSeconds?: number | null;
  webUrl?: string | null;
  /** Early authentication refusals may omit `details`, as the spec allows. */
  omitDetails?: boolean;
}

export class ServiceError extends Error {
  readonly init: ServiceErrorInit;
  constructor(init: ServiceErrorInit) {
    super(init.message);
    this.name = 'ServiceError';
    this.init = init;
  }
}

export function okEnvelope(data: unknown): Envelope {
  return { data, error: null };
}

export function errorEnvelope(init: ServiceErrorInit, requestId: string): Envelope {
  const envelope: Envelope = { data: null, error: init.message, errorCode: init.code };
  if (init.omitDetails) return envelope;
  envelope.details = {
    agentCode: init.code,
    message: init.message,
    nextStep: init.nextStep ?? 'Check the request and try again.',
    retryAfterSeconds: init.retryAfterSeconds ?? null,
    webUrl: init.webUrl ?? null,
    requestId,
  };
  return envelope;
}

export function badRequest(message: string, nextStep?: string): ServiceError {
  return new ServiceError({ status: 400, code: ERROR_CODES.invalidInput, message, nextStep });
}

export function notFound(what: string): ServiceError {
  return new ServiceError({
    status: 404,
    code: ERROR_CODES.notFound,
    message: `${what} was not found.`,
    nextStep: 'Check the id; list the resources to find it.',
  });
}

export function conflict(
  code: ErrorCode,
  message: string,
  nextStep: string,
  retryAfterSeconds?: number,
): ServiceError {
  return new ServiceError({
    status: 409,
    code,
    message,
    nextStep,
    retryAfterSeconds: retryAfterSeconds ?? null,
  });
}
