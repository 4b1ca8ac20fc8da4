// The service's injected faults (matched and used up by the shared fault book): what each kind answers.
import type { ServerResponse } from 'node:http';
import { FaultBook, type FaultMatch } from '../fault-book.ts';
import { errorEnvelope } from './envelope.ts';
import { writeJson } from '../http-io.ts';
import { ERROR_CODES } from './spec.ts';

export type FaultKind =
  | 'rate-limit'
  | 'unavailable'
  | 'internal-error'
  | 'reset'
  | 'slow'
  | 'truncated-json'
  | 'html-error'
  | 'wrong-content-type'
  | 'stalled-body';

export interface FaultSpec extends FaultMatch<FaultKind> {
  /** Path relative to /api/cli/v1 (or the full path); `*` is one segment, `**` any rest. */
  path: string | RegExp;
  /** For rate-limit and unavailable: the wait sent in Retry-After and details; 1 when absent. */
  retryAfterSeconds?: number;
  /** For slow: the delay before answering; for stalled-body: before the connection drops. 1000 ms when absent. */
  delayMs?: number;
  /** For html-error: the HTTP status; 502 when absent. */
  status?: number;
}

/** The service's fault book: refuses kinds it cannot write. */
export const serviceFaultBook = (): FaultBook<FaultSpec> => new FaultBook(Object.keys(FAULT_WRITERS));

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

type FaultWriter = (res: ServerResponse, fault: FaultSpec, requestId: string, realBody?: string) => void;

function writeWait(res: ServerResponse, fault: FaultSpec, requestId: string): void {
  const wait = fault.retryAfterSeconds ?? 1;
  const limited = fault.kind === 'rate-limit';
  const init = {
    status: limited ? 429 : 503,
    code: limited ? ERROR_CODES.rateLimited : ERROR_CODES.serviceUnavailable,
    message: limited ? 'Too many requests.' : 'Scan capacity is unavailable right now.',
    nextStep: `Wait ${wait} second(s) and try again.`,
    retryAfterSeconds: wait,
  };
  writeJson(res, init.status, errorEnvelope(init, requestId), { 'retry-after': String(wait) });
}

function writeInternalError(res: ServerResponse, _fault: FaultSpec, requestId: string): void {
  const init = { status: 500, code: ERROR_CODES.internalError, message: 'Internal error.' };
  writeJson(res, 500, errorEnvelope(init, requestId));
}

/** A complete HTTP answer whose body is the first half of the JSON (the route's, when it ran). */
function writeTruncated(res: ServerResponse, _fault: FaultSpec, _requestId: string, realBody?: string): void {
  const whole = realBody ?? JSON.stringify({ data: { id: 'partial', status: 'queued' }, error: null });
  const cut = whole.slice(0, Math.max(1, Math.floor(whole.length / 2)));
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(cut)),
  });
  res.end(cut);
}

/** A 200 whose JSON body (the route's, when it ran) is labelled as HTML, as a misconfigured proxy sends it. */
function writeMislabelled(
  res: ServerResponse,
  _fault: FaultSpec,
  _requestId: string,
  realBody?: string,
): void {
  const body = realBody ?? JSON.stringify({ data: { id: 'mislabelled' }, error: null });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

/** A 200 that sends its headers and half its body (the route's, when it ran), then nothing until it drops. */
function writeStalled(res: ServerResponse, fault: FaultSpec, _requestId: string, realBody?: string): void {
  const whole = realBody ?? JSON.stringify({ data: { id: 'stalled', status: 'queued' }, error: null });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(whole)),
  });
  res.write(whole.slice(0, Math.floor(whole.length / 2)));
  setTimeout(() => res.socket?.destroy(), fault.delayMs ?? 1000).unref();
}

function writeHtml(res: ServerResponse, fault: FaultSpec): void {
  res.writeHead(fault.status ?? 502, { 'content-type': 'text/html; charset=utf-8' });
  res.end(HTML_PAGE);
}

const FAULT_WRITERS: Record<FaultKind, FaultWriter> = {
  'rate-limit': writeWait,
  unavailable: writeWait,
  'internal-error': writeInternalError,
  reset: (res) => res.socket?.destroy(),
  // A slow fault only delays; the server then sends the normal answer.
  slow: () => undefined,
  'truncated-json': writeTruncated,
  'html-error': writeHtml,
  'wrong-content-type': writeMislabelled,
  'stalled-body': writeStalled,
};

/** Answers with the fault instead of the route's answer; `realBody` is the route's answer when it ran. */
export function writeFault(
  res: ServerResponse,
  fault: FaultSpec,
  requestId: string,
  realBody?: string,
): void {
  FAULT_WRITERS[fault.kind](res, fault, requestId, realBody);
}
