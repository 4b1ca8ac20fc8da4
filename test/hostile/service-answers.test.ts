// Hostile answers from the service (or from whatever answers at base-url): oversized and deeply nested
// bodies, redirects to another origin, and the API key echoed inside error texts. The client runs against
// a tiny loopback server; what it hands on must be data, a typed error, and never the key.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { ServiceError, TransportError } from '../../src/api/errors.ts';
import { MAX_ANSWER_BYTES } from '../../src/api/bounded-request.ts';
import { interpretAnswer } from '../../src/api/answer-outcome.ts';
import { REDACTED } from '../../src/api/redact-secret.ts';
import { notJudged } from '../../src/policy/stopped.ts';
import { renderComment } from '../../src/render/comment.ts';
import { buildReport } from '../../src/runtime/build-report.ts';
import { newRunState } from '../../src/runtime/state.ts';
import { API_KEY, clientFor, harness, track, transportFor } from '../api/harness.ts';
import { sendJson, startTinyServer, type Handler } from '../api/tiny-server.ts';
import { bounded, RUNS } from './bounds.ts';
import { summaryOf } from '../support/summary.ts';

const ME = { method: 'GET', route: '/agent/me' } as const;

async function serve(handler: Handler) {
  return track(await startTinyServer(handler));
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  );
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('answers over the size bound', () => {
  it(`refuses a body that grows past ${MAX_ANSWER_BYTES} bytes without a length, and does not retry`, async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let sent = 0; sent <= MAX_ANSWER_BYTES; sent += chunk.length) response.write(chunk);
      response.end('{"data": {}}');
    });
    const failure = await failureOf(transportFor(harness(server)).call(ME));
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).failure).toBe('too-large');
    expect((failure as TransportError).describe()).toContain(`larger than ${MAX_ANSWER_BYTES} bytes`);
    expect(server.seen).toHaveLength(1);
  });

  it('refuses a declared length over the bound before reading the body', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 ** 31) });
      response.write('{"data": ');
    });
    const failure = await failureOf(transportFor(harness(server)).call(ME));
    expect((failure as TransportError).failure).toBe('too-large');
  });
});

describe('deeply nested answers', () => {
  it('a success 100,000 levels deep is data (no stack overflow), read by the typed client', async () => {
    const server = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`{"data": {"id": "s1", "status": ${nested(100_000)}, "findings": ${nested(100_000)}}}`);
    });
    const scan = await clientFor(harness(server)).scan('s1');
    expect(scan.id).toBe('s1');
  });

  it('a failure envelope with deep details is a ServiceError with those fields left out', async () => {
    const server = await serve((_, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(`{"data": null, "error": "bad", "details": {"message": ${nested(100_000)}}}`);
    });
    const failure = await failureOf(transportFor(harness(server)).call(ME));
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).details.message).toBeNull();
  });
});

describe('redirects to another origin', () => {
  it('are refused for every redirect status and form of address, and the other origin sees nothing', async () => {
    const elsewhere = await serve((_, response) => sendJson(response, 200, { data: { stolen: true } }));
    const port = new URL(elsewhere.url).port;
    const targets = [
      `${elsewhere.url}/api/cli/v1/agent/me`,
      `//localhost:${port}/api/cli/v1/agent/me`,
      `http://[::1]:${port}/`,
      `https://127.0.0.1:${port}/`,
    ];
    for (const status of [301, 302, 303, 307, 308]) {
      for (const location of targets) {
        const server = await serve((_, response) => {
          response.writeHead(status, { location });
          response.end();
        });
        const failure = await failureOf(transportFor(harness(server)).call(ME));
        expect((failure as TransportError).failure, `${status} → ${location}`).toBe('redirect');
        expect(server.seen).toHaveLength(1);
      }
    }
    expect(elsewhere.seen).toEqual([]);
  });
});

/** Every string reachable from a value: own properties, nested objects, and the text an error describes. */
function textsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const own = Object.getOwnPropertyNames(value).flatMap((name) =>
    textsOf((value as Record<string, unknown>)[name], seen),
  );
  const describe = (value as { describe?: () => string }).describe;
  return typeof describe === 'function' ? [...own, describe.call(value)] : own;
}

describe('the API key inside a service error text', () => {
  const FIELDS = ['error', 'errorCode', 'message', 'nextStep', 'webUrl', 'requestId', 'agentCode'] as const;

  it('never reaches the error, the traces, the report file, the summary or the comment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIELDS),
        fc.constantFrom(200, 400, 401, 403, 409, 422),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        async (field, status, before, after) => {
          const echoed = `${before}${API_KEY}${after}`;
          const details: Record<string, string> = { nextStep: 'n', webUrl: 'https://w.example' };
          const body: Record<string, unknown> = { data: null, error: 'refused', errorCode: 'BAD', details };
          if (field === 'error' || field === 'errorCode') body[field] = echoed;
          else details[field] = echoed;
          const server = await serve((_, response) => sendJson(response, status, body));
          const h = harness(server);
          const failure = await failureOf(transportFor(h).call(ME));
          expect(failure).toBeInstanceOf(ServiceError);
          const texts = [...textsOf(failure), ...h.traces.map((t) => JSON.stringify(t))];
          const state = newRunState('scan', new Date(0));
          state.errors.push({ message: texts.join('\n'), nextStep: null, webUrl: null, requestId: null });
          state.stopped = notJudged((failure as ServiceError).describe());
          const report = buildReport(state, DEFAULT_POLICY, new Date(0));
          const written = [
            ...texts,
            JSON.stringify(report),
            summaryOf(report),
            renderComment(report, '<!-- m -->', 'https://github.com/o/r/actions/runs/1'),
          ];
          for (const text of written) expect(text).not.toContain(API_KEY);
          await server.close();
        },
      ),
      { ...RUNS, numRuns: 25 },
    );
  });
});

describe('the API key JSON-escaped, percent-encoded or mixed, anywhere in an answer', () => {
  const OUTGOING = {
    method: 'GET',
    url: new URL('https://scan.example.com/api/cli/v1/agent/me'),
    route: '/agent/me',
    headers: {},
    body: undefined,
  } as const;
  /** How one character of the key is spelled in the answer's raw JSON text. */
  const SPELLINGS: Record<string, (char: string) => string> = {
    plain: (c) => c,
    'JSON escape': (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    'percent, lower hex': (c) => `%${c.charCodeAt(0).toString(16)}`,
    'percent, upper hex': (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    'percent twice': (c) => `%25${c.charCodeAt(0).toString(16)}`,
    'JSON-escaped percent': (c) => `\\u0025${c.charCodeAt(0).toString(16)}`,
  };
  /** Where the spelled key goes: `K` in a JSON template. */
  const PLACES = [
    '{"data": null, "error": "K", "errorCode": "BAD"}',
    '{"data": null, "error": "no", "errorCode": "K"}',
    '{"data": null, "error": "no", "details": {"message": "K", "nextStep": "K"}}',
    '{"data": null, "error": "no", "details": {"webUrl": "https://w.example/x?key=K&a=1"}}',
    '{"data": {"id": "s1", "deep": [[{"link": "https://w.example/K"}]]}}',
    '{"data": {"id": "s1", "K": true}}',
    '{"error": "K"}',
  ];
  /** A text as its reader might see it: percent-decoded up to twice. */
  const decoded = (text: string) => {
    const once = (t: string) =>
      t.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return [text, once(text), once(once(text))];
  };
  const jsonInner = (text: string) => JSON.stringify(text).slice(1, -1);

  it('is redacted from the data and the error on every path, in every spelling', () => {
    const noPercent = fc.string({ maxLength: 10 }).map((s) => s.replaceAll('%', ''));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Object.keys(SPELLINGS)), {
          minLength: API_KEY.length,
          maxLength: API_KEY.length,
        }),
        fc.constantFrom(...PLACES),
        fc.constantFrom(200, 400, 401, 422, 503),
        noPercent,
        noPercent,
        (spellings, place, status, before, after) => {
          const spelled = [...API_KEY].map((c, i) => SPELLINGS[spellings[i] ?? 'plain']?.(c) ?? c).join('');
          // A function, so `$` patterns in the generated text are not replacement patterns.
          const text = place.replaceAll('K', () => `${jsonInner(before)}${spelled}${jsonInner(after)}`);
          const result = interpretAnswer(OUTGOING, { status, headers: {}, text }, API_KEY, 0);
          const texts = result.kind === 'ok' ? [JSON.stringify(result.data)] : textsOf(result.error);
          for (const seen of texts.flatMap(decoded)) expect(seen).not.toContain(API_KEY);
          // The data of a refusal is not kept: there is nothing to redact.
          if (status === 200 || !place.includes('"data": {')) expect(texts.join('\n')).toContain(REDACTED);
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('an answer 100,000 levels deep is still read, and redacted at the bottom', () => {
    const depth = 100_000;
    const text = `{"data": {"id": "s1", "x": ${'['.repeat(depth)}"${API_KEY}"${']'.repeat(depth)}}}`;
    const result = bounded('deep redaction', () =>
      interpretAnswer(OUTGOING, { status: 200, headers: {}, text }, API_KEY, 0),
    );
    expect(result.kind).toBe('ok');
    let inner: unknown = result.kind === 'ok' ? (result.data as { x: unknown }).x : null;
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toBe(REDACTED);
  });
});
