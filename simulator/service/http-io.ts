// Reading a request body and writing a JSON answer; the only code that touches node:http streams directly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from './envelope.ts';
import { ERROR_CODES } from './spec.ts';

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** An empty body reads as `undefined`; anything else must be JSON. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ServiceError({
      status: 400,
      code: ERROR_CODES.invalidJson,
      message: 'The request body is not valid JSON.',
      nextStep: 'Send a JSON object with Content-Type: application/json.',
    });
  }
}

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}
