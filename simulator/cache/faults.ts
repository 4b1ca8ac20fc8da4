// The cache stand-in's injected faults (matched and used up by the shared fault book): the ways the runner's
// cache service fails a call, as Twirp answers its errors and Azure Blob Storage answers on the signed URLs.
import type { ServerResponse } from 'node:http';
import { FaultBook, type FaultMatch } from '../fault-book.ts';
import { writeJson } from '../http-io.ts';

export type CacheFaultKind =
  /** 5xx: Twirp's JSON error on the service's methods, Azure's XML error on a blob (500 when `status` is absent). */
  | 'server-error'
  /** The connection dropped without an answer. */
  | 'reset';

export interface CacheFaultSpec extends FaultMatch<CacheFaultKind> {
  /** A Twirp method's path (`/twirp/{service}/{method}`) or a blob's (`/blobs/account/cache/{n}`). */
  path: string | RegExp;
  /** For server-error: the HTTP status; 500 when absent. */
  status?: number;
}

/** Twirp's error codes for the statuses a server error may have. */
const TWIRP_CODES: Record<number, string> = { 500: 'internal', 503: 'unavailable', 504: 'deadline_exceeded' };
/** Azure Storage's error codes for the same statuses. */
const BLOB_CODES: Record<number, string> = {
  500: 'InternalError',
  503: 'ServerBusy',
  504: 'OperationTimedOut',
};

function writeServerError(res: ServerResponse, fault: CacheFaultSpec, onBlob: boolean): void {
  const status = fault.status ?? 500;
  if (!onBlob) {
    writeJson(res, status, { code: TWIRP_CODES[status] ?? 'unknown', msg: 'cache service error' });
    return;
  }
  const code = BLOB_CODES[status] ?? 'InternalError';
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>The server encountered an error.</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code }).end(xml);
}

const FAULT_WRITERS: Record<
  CacheFaultKind,
  (res: ServerResponse, fault: CacheFaultSpec, onBlob: boolean) => void
> = {
  'server-error': writeServerError,
  reset: (res) => res.socket?.destroy(),
};

export const cacheFaultBook = (): FaultBook<CacheFaultSpec> => new FaultBook(Object.keys(FAULT_WRITERS));

/** `onBlob`: the request was for a signed blob URL, not a Twirp method. */
export function writeCacheFault(res: ServerResponse, fault: CacheFaultSpec, onBlob: boolean): void {
  FAULT_WRITERS[fault.kind](res, fault, onBlob);
}
