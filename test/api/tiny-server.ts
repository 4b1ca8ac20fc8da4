// A scripted node:http server on loopback for transport tests: each request is recorded, and the
// handler is told which request (0, 1, …) it is answering, so a test can script a fault then a success.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Handler = (request: SeenRequest, response: ServerResponse, index: number) => void;

export interface TinyServer {
  readonly url: string;
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startTinyServer(handler: Handler): Promise<TinyServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handler(request, response, seen.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function sendData(response: ServerResponse, data: unknown, status = 200) {
  sendJson(response, status, { data, error: null });
}

export function sendFailure(
  response: ServerResponse,
  status: number,
  errorCode: string,
  details?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  sendJson(response, status, { data: null, error: `failed: ${errorCode}`, errorCode, details }, headers);
}

/** Answers with a body cut off mid-way: the declared length is never reached. */
export function sendTruncated(response: ServerResponse) {
  const body = JSON.stringify({ data: { id: 'cut' }, error: null });
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  response.write(body.slice(0, 10));
  response.destroy();
}

/** A complete answer whose JSON itself is cut: nothing at the socket level tells it apart. */
export function sendHalfJson(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"data": {"id": ');
}

export function sendHtml(response: ServerResponse, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html' });
  response.end('<!doctype html><html><body>Sign in</body></html>');
}
