import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/errors.ts';
import { ServiceError, TransportError } from '../../src/api/errors.ts';
import { API_KEY, USER_AGENT, clientFor, harness, track, transportFor } from './harness.ts';
import {
  sendData,
  sendFailure,
  sendHalfJson,
  sendHtml,
  sendJson,
  sendTruncated,
  startTinyServer,
} from './tiny-server.ts';
import type { Handler } from './tiny-server.ts';

const ME = { method: 'GET', route: '/agent/me' } as const;

async function serve(handler: Handler) {
  return track(await startTinyServer(handler));
}

/** Fails the first `times` requests with `fault`, then answers `{ ok: true }`. */
function faultThenOk(times: number, fault: Handler): Handler {
  return (request, response, index) =>
    index < times ? fault(request, response, index) : sendData(response, { ok: true });
}

describe('requests', () => {
  it('sends the key as a bearer token, the User-Agent and JSON under /api/cli/v1', async () => {
    const server = await serve((_, response) => sendData(response, { ok: true }));
    const transport = transportFor(harness(server));
    await transport.call({
      method: 'POST',
      route: '/agent/sites',
      body: { url: 'https://a.example', idempotencyKey: 'k' },
    });
    const [seen] = server.seen;
    expect(seen?.url).toBe('/api/cli/v1/agent/sites');
    expect(seen?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(seen?.headers['user-agent']).toBe(USER_AGENT);
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ url: 'https://a.example', idempotencyKey: 'k' });
  });

  it('sends no Authorization on anonymous (device sign-in) calls', async () => {
    const server = await serve((_, response) => sendData(response, { status: 'pending', interval: 5 }));
    const transport = transportFor(harness(server));
    await transport.call({
      method: 'POST',
      route: '/device/token',
      body: { deviceCode: 'd' },
      anonymous: true,
    });
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses http:// to a non-loopback host before any request', () => {
    expect(() =>
      transportFor(harness({ url: 'http://scan.example.com', seen: [], close: async () => {} })),
    ).toThrow(ConfigurationError);
  });

  it('returns the data of the envelope', async () => {
    const server = await serve((_, response) => sendData(response, { user: { id: 'u' } }));
    await expect(transportFor(harness(server)).call(ME)).resolves.toEqual({ user: { id: 'u' } });
  });
});

describe('retries of GETs and keyed requests', () => {
  it('waits the Retry-After header of a 429', async () => {
    const server = await serve(
      faultThenOk(1, (_, r) => sendFailure(r, 429, 'RATE_LIMITED', {}, { 'retry-after': '7' })),
    );
    const h = harness(server);
    await expect(transportFor(h).call(ME)).resolves.toEqual({ ok: true });
    expect(h.sleeps).toEqual([7_000]);
  });

  it('waits details.retryAfterSeconds of a 503 without the header', async () => {
    const server = await serve(
      faultThenOk(1, (_, r) => sendFailure(r, 503, 'CAPACITY', { retryAfterSeconds: 3 })),
    );
    const h = harness(server);
    await transportFor(h).call(ME);
    expect(h.sleeps).toEqual([3_000]);
  });

  it('backs off with full jitter after a 500, a reset, a timeout and a cut-off body', async () => {
    const faults: Handler[] = [
      (_, r) => sendFailure(r, 500, 'INTERNAL'),
      (_, r) => r.socket?.destroy(),
      () => undefined, // never answers: the headers timeout fires
      (_, r) => sendTruncated(r),
      (_, r) => sendHalfJson(r),
    ];
    const server = await serve(faultThenOk(faults.length, (q, r, i) => faults[i]?.(q, r, i)));
    const h = harness(server, { timeouts: { headersMs: 200 }, retry: { maxAttempts: 6 } });
    await expect(transportFor(h).call(ME)).resolves.toEqual({ ok: true });
    // random() = 0.5 of the ceiling 1 s, 2 s, 4 s, 8 s, 16 s
    expect(h.sleeps).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
    expect(server.seen).toHaveLength(6);
  });

  it('retries a keyed POST with the same idempotency key after a reset', async () => {
    const server = await serve(faultThenOk(1, (_, r) => r.socket?.destroy()));
    const body = { idempotencyKey: 'ssa-pulse-1' };
    await transportFor(harness(server)).call({
      method: 'POST',
      route: '/agent/sites/{siteId}/pulse',
      params: { siteId: 's' },
      body,
    });
    expect(server.seen.map((s) => JSON.parse(s.body))).toEqual([body, body]);
  });

  it('stops after the attempt bound with the last failure', async () => {
    const server = await serve((_, r) => sendFailure(r, 500, 'INTERNAL'));
    const failure = await transportFor(harness(server, { retry: { maxAttempts: 3 } }))
      .call(ME)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe(500);
    expect(server.seen).toHaveLength(3);
  });

  it('stops when the next wait would pass the total time bound', async () => {
    let clock = 0;
    const server = await serve((_, r) => sendFailure(r, 503, 'CAPACITY', {}, { 'retry-after': '2' }));
    const h = harness(server, {
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
      retry: { totalMs: 5_000, maxAttempts: 10 },
    });
    await expect(transportFor(h).call(ME)).rejects.toBeInstanceOf(ServiceError);
    expect(server.seen).toHaveLength(3); // at 0 s, 2 s, 4 s; a third wait would end at 6 s
  });

  it('stops sooner on a call’s own bound (an optional extra’s time budget)', async () => {
    let clock = 0;
    const server = await serve((_, r) => sendFailure(r, 503, 'CAPACITY', {}, { 'retry-after': '2' }));
    const h = harness(server, {
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
      retry: { totalMs: 60_000, maxAttempts: 10 },
    });
    const transport = transportFor(h);
    await expect(transport.call({ ...ME, retryWithinMs: 3_000 })).rejects.toBeInstanceOf(ServiceError);
    expect(server.seen).toHaveLength(2); // at 0 s and 2 s; the next wait would end at 4 s
    // A bound above the client's changes nothing.
    clock = 0;
    await expect(transport.call({ ...ME, retryWithinMs: 600_000 })).rejects.toBeInstanceOf(ServiceError);
    expect(server.seen).toHaveLength(2 + 10);
  });

  it('does not retry a 429 asking for a longer wait than the cap, and reports the wait', async () => {
    const server = await serve((_, r) => sendFailure(r, 429, 'RATE_LIMITED', {}, { 'retry-after': '600' }));
    const failure = (await transportFor(harness(server))
      .call(ME)
      .catch((e: unknown) => e)) as ServiceError;
    expect(server.seen).toHaveLength(1);
    expect(failure.retryAfterMs).toBe(600_000);
    expect(failure.describe()).toContain('Retry after: 600 s');
  });

  it('surfaces an always cut-off body as an unparseable TransportError after the attempts', async () => {
    const server = await serve((_, r) => sendHalfJson(r));
    const failure = (await transportFor(harness(server, { retry: { maxAttempts: 2 } }))
      .call(ME)
      .catch((e: unknown) => e)) as TransportError;
    expect(failure).toBeInstanceOf(TransportError);
    expect(failure.failure).toBe('unparseable');
    expect(failure.attempts).toBe(2);
  });

  it('retries an HTML page on success status, but not an HTML 404', async () => {
    const flaky = await serve(faultThenOk(1, (_, r) => sendHtml(r)));
    await expect(transportFor(harness(flaky)).call(ME)).resolves.toEqual({ ok: true });
    const wall = await serve((_, r) => sendHtml(r, 404));
    const failure = (await transportFor(harness(wall))
      .call(ME)
      .catch((e: unknown) => e)) as TransportError;
    expect([failure.failure, failure.status, wall.seen.length]).toEqual(['html', 404, 1]);
    expect(failure.message).toMatch(/HTML page/);
  });

  it('does not retry a success status without data, or with an error', async () => {
    const server = await serve((_, r, i) =>
      sendJson(
        r,
        200,
        i === 0 ? { data: null, error: null } : { data: null, error: 'half done', errorCode: 'X' },
      ),
    );
    const transport = transportFor(harness(server));
    await expect(transport.call(ME)).rejects.toMatchObject({
      name: 'TransportError',
      failure: 'invalid-response',
    });
    await expect(transport.call(ME)).rejects.toMatchObject({
      name: 'ServiceError',
      errorCode: 'X',
      message: 'half done',
    });
    expect(server.seen).toHaveLength(2);
  });

  it('does not retry other 4xx, and reads a failure without details', async () => {
    const server = await serve((_, r) =>
      sendJson(r, 401, { data: null, error: 'Key expired', errorCode: 'UNAUTHORIZED' }),
    );
    const failure = (await transportFor(harness(server))
      .call(ME)
      .catch((e: unknown) => e)) as ServiceError;
    expect(server.seen).toHaveLength(1);
    expect([failure.status, failure.errorCode, failure.message, failure.details.nextStep]).toEqual([
      401,
      'UNAUTHORIZED',
      'Key expired',
      null,
    ]);
  });
});

describe('requests that must not run twice', () => {
  const keyless = { method: 'POST', route: '/agent/thing', body: { name: 'x' } } as const;

  it('never retries a keyless POST after a 500 or a reset', async () => {
    for (const fault of [
      (_: unknown, r: Parameters<Handler>[1]) => sendFailure(r, 500, 'INTERNAL'),
      (_: unknown, r: Parameters<Handler>[1]) => r.socket?.destroy(),
    ]) {
      const server = await serve(faultThenOk(1, fault));
      await expect(transportFor(harness(server)).call(keyless)).rejects.toThrow();
      expect(server.seen).toHaveLength(1);
    }
  });

  it('never retries the ownership verify, not even after a 503 refusal', async () => {
    const server = await serve(
      faultThenOk(1, (_, r) => sendFailure(r, 503, 'CAPACITY', { retryAfterSeconds: 1 })),
    );
    await expect(clientFor(harness(server)).checkVerification('site', 'ver')).rejects.toBeInstanceOf(
      ServiceError,
    );
    expect(server.seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', '/api/cli/v1/agent/sites/site/deep-verifications/ver/verify'],
    ]);
  });

  it('retries a Deep start only after a 429/503 refusal, never after a 500 or a reset', async () => {
    const refused = await serve(
      faultThenOk(1, (_, r) => sendFailure(r, 429, 'RATE_LIMITED', {}, { 'retry-after': '1' })),
    );
    await expect(clientFor(harness(refused)).startDeep('op')).resolves.toEqual({ ok: true });
    expect(refused.seen).toHaveLength(2);
    const broken = await serve(faultThenOk(1, (_, r) => sendFailure(r, 500, 'INTERNAL')));
    await expect(clientFor(harness(broken)).startDeep('op')).rejects.toBeInstanceOf(ServiceError);
    const reset = await serve(faultThenOk(1, (_, r) => r.socket?.destroy()));
    await expect(clientFor(harness(reset)).startDeep('op')).rejects.toBeInstanceOf(TransportError);
    expect([broken.seen.length, reset.seen.length]).toEqual([1, 1]);
  });
});
