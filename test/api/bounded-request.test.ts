import { describe, expect, it } from 'vitest';
import { ServiceError, TransportError } from '../../src/api/errors.ts';
import { DEFAULT_TIMEOUTS, createDispatcher } from '../../src/api/bounded-request.ts';
import { systemClock } from '../../src/runtime/clock.ts';
import { API_KEY, harness, track, transportFor } from './harness.ts';
import { sendData, sendFailure, startTinyServer } from './tiny-server.ts';
import type { Handler } from './tiny-server.ts';
import { refusingProxy, withProxyEnv } from './proxy-server.ts';

const ME = { method: 'GET', route: '/agent/me' } as const;

async function serve(handler: Handler) {
  return track(await startTinyServer(handler));
}

describe('redirects', () => {
  it('follows a same-origin redirect with the key', async () => {
    const server = await serve((request, response) => {
      if (request.url.endsWith('/old')) {
        response.writeHead(308, { location: '/api/cli/v1/agent/me' });
        response.end();
      } else sendData(response, { ok: true });
    });
    await expect(transportFor(harness(server)).call({ method: 'GET', route: '/old' })).resolves.toEqual({
      ok: true,
    });
    expect(server.seen.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['/api/cli/v1/old', `Bearer ${API_KEY}`],
      ['/api/cli/v1/agent/me', `Bearer ${API_KEY}`],
    ]);
  });

  it('refuses a redirect to another origin and never sends it the key', async () => {
    const elsewhere = await serve((_, response) => sendData(response, { stolen: true }));
    const server = await serve((_, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/api/cli/v1/agent/me` });
      response.end();
    });
    const failure = (await transportFor(harness(server))
      .call(ME)
      .catch((e: unknown) => e)) as TransportError;
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure.failure).toBe('redirect');
    expect(failure.message).toContain(elsewhere.url);
    expect(elsewhere.seen).toHaveLength(0);
    expect(server.seen).toHaveLength(1);
  });

  it('refuses a redirect to something that is not a URL', async () => {
    const server = await serve((_, response) => {
      response.writeHead(301, { location: 'http://[not-a-host' });
      response.end();
    });
    await expect(transportFor(harness(server)).call(ME)).rejects.toMatchObject({ failure: 'redirect' });
  });

  it('stops a redirect loop', async () => {
    const server = await serve((_, response) => {
      response.writeHead(307, { location: '/api/cli/v1/agent/me' });
      response.end();
    });
    const failure = (await transportFor(harness(server))
      .call(ME)
      .catch((e: unknown) => e)) as TransportError;
    expect(failure.failure).toBe('redirect');
    expect(server.seen).toHaveLength(4);
  });
});

describe('cancellation', () => {
  it('aborts a request in flight with the caller’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    const server = await serve(() => controller.abort(reason)); // holds the request open
    const transport = transportFor(harness(server, { signal: controller.signal }));
    await expect(transport.call(ME)).rejects.toBe(reason);
    expect(server.seen).toHaveLength(1);
  });

  it('aborts a wait between attempts (the real sleep), and sends nothing more', async () => {
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    const server = await serve((_, r) => sendFailure(r, 503, 'CAPACITY', {}, { 'retry-after': '60' }));
    const h = harness(server, {
      signal: controller.signal,
      sleep: systemClock.sleep,
      debug: (trace) => {
        if (trace.outcome === 'retry') setTimeout(() => controller.abort(reason), 20);
      },
    });
    await expect(transportFor(h).call(ME)).rejects.toBe(reason);
    expect(server.seen).toHaveLength(1);
  });

  it('sends nothing when already cancelled', async () => {
    const server = await serve((_, r) => sendData(r, {}));
    const controller = new AbortController();
    controller.abort(new Error('cancelled before'));
    await expect(transportFor(harness(server, { signal: controller.signal })).call(ME)).rejects.toThrow(
      'cancelled before',
    );
    expect(server.seen).toHaveLength(0);
  });
});

describe('the API key stays secret', () => {
  it('is not in a service error, its description or the traces even when the service echoes it', async () => {
    const server = await serve((request, response) => {
      const echoed = String(request.headers.authorization);
      sendFailure(response, 500, 'INTERNAL', { nextStep: `retry with ${echoed}`, requestId: 'req-1' });
    });
    const h = harness(server, { retry: { maxAttempts: 2 } });
    const failure = (await transportFor(h)
      .call(ME)
      .catch((e: unknown) => e)) as ServiceError;
    expect(failure).toBeInstanceOf(ServiceError);
    const everything = [
      failure.message,
      failure.describe(),
      JSON.stringify(failure),
      JSON.stringify(h.traces),
    ].join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(failure.describe()).toContain('Request id: req-1');
    expect(h.traces.map((t) => [t.attempt, t.status, t.outcome, t.waitMs])).toEqual([
      [1, 500, 'retry', 500],
      [2, 500, 'failed', null],
    ]);
  });

  it('is not in a connection failure', async () => {
    const server = await startTinyServer(() => undefined);
    await server.close(); // nothing listens on that port any more
    const transport = transportFor(harness(server, { retry: { maxAttempts: 1 } }));
    const failure = (await transport.call(ME).catch((e: unknown) => e)) as TransportError;
    expect(failure.failure).toBe('network');
    expect(`${failure.message} ${failure.describe()}`).not.toContain(API_KEY);
  });
});

describe('proxies', () => {
  const viaProxy = <T>(proxyUrl: string, body: () => Promise<T>) =>
    withProxyEnv({ HTTPS_PROXY: proxyUrl, HTTP_PROXY: proxyUrl }, body);

  it('goes through HTTPS_PROXY to a remote service', async () => {
    const proxy = await refusingProxy();
    const failure = await viaProxy(proxy.url, async () => {
      const h = harness(
        { url: 'https://scan.example.com', seen: [], close: async () => {} },
        { retry: { maxAttempts: 1 } },
      );
      return transportFor(h)
        .call(ME)
        .catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(TransportError);
    expect(proxy.connects).toEqual(['scan.example.com:443']);
  });

  it('uses the proxy agent only when a proxy variable is set', async () => {
    const remote = new URL('https://scan.example.com/api/cli/v1');
    const direct = createDispatcher(remote, DEFAULT_TIMEOUTS, { NO_PROXY: '*', http_proxy: '' });
    const proxied = createDispatcher(remote, DEFAULT_TIMEOUTS, { HTTPS_PROXY: 'http://127.0.0.1:9' });
    const loopback = createDispatcher(new URL('http://127.0.0.1:9'), DEFAULT_TIMEOUTS, {
      HTTPS_PROXY: 'http://127.0.0.1:9',
    });
    expect([direct, proxied, loopback].map((d) => d.constructor.name)).toEqual([
      'Agent',
      'EnvHttpProxyAgent',
      'Agent',
    ]);
    await Promise.all([direct, proxied, loopback].map((d) => d.close()));
  });

  it('does not proxy loopback', async () => {
    const proxy = await refusingProxy();
    const server = await serve((_, r) => sendData(r, { ok: true }));
    const data = await viaProxy(proxy.url, () => transportFor(harness(server)).call(ME));
    expect(data).toEqual({ ok: true });
    expect(proxy.connects).toEqual([]);
  });
});
