// Shared set-up for transport tests: a transport against a tiny server with recorded sleeps and traces,
// an injectable clock, and cleanup of everything opened.
import { createServiceClient } from '../../src/api/client.ts';
import { closeAfter } from '../support/cleanup.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { createTransport } from '../../src/api/retrying-transport.ts';
import type { RequestTrace, Transport, TransportOptions } from '../../src/api/retrying-transport.ts';
import type { TinyServer } from './tiny-server.ts';

export const API_KEY = 'svk_secret_key_that_must_not_leak';
export const USER_AGENT = 'security-scan-action/0.1.0 (test)';

export interface Harness {
  readonly sleeps: number[];
  readonly traces: RequestTrace[];
  readonly options: TransportOptions & { apiKey: string };
}

/** Registers something to close after the test. */
export function track<T extends { close(): Promise<void> }>(resource: T): T {
  return closeAfter('test', resource);
}

export function harness(server: TinyServer, overrides: Partial<TransportOptions> = {}): Harness {
  const sleeps: number[] = [];
  const traces: RequestTrace[] = [];
  const options = {
    baseUrl: server.url,
    apiKey: API_KEY,
    userAgent: USER_AGENT,
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
    now: () => Date.now(),
    random: () => 0.5,
    debug: (trace: RequestTrace) => traces.push(trace),
    timeouts: { headersMs: 2_000, bodyMs: 2_000 },
    ...overrides,
  };
  return { sleeps, traces, options };
}

export function transportFor(h: Harness): Transport {
  return track(createTransport(h.options));
}

export function clientFor(h: Harness): ServiceClient {
  return track(createServiceClient(h.options));
}
