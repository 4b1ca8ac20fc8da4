// A loopback proxy for the proxy tests: it records each CONNECT and refuses it, so a test sees whether a
// request went through the proxy without anything leaving the machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { track } from './harness.ts';

const PROXY_NAMES = [
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
] as const;

export async function refusingProxy(): Promise<{ url: string; connects: string[] }> {
  const connects: string[] = [];
  const server = createServer();
  server.on('connect', (request, socket) => {
    connects.push(String(request.url));
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  track({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return { url: `http://127.0.0.1:${port}`, connects };
}

/** Runs `body` with only these proxy variables set (the others cleared), then restores the environment. */
export async function withProxyEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
  for (const name of PROXY_NAMES) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  try {
    return await body();
  } finally {
    vi.unstubAllEnvs();
  }
}
