// The envelope reader answers every body with data or a typed refusal: it never throws. Below the property,
// the edges it rests on, as examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonEmptyText, parseBody, requestedWaitMs } from '../../src/api/envelope-parser.ts';
import { check, hostileText } from './settings.ts';

const nested = fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
const envelopeLike = fc
  .record(
    { data: fc.jsonValue(), error: fc.jsonValue(), errorCode: fc.jsonValue(), details: fc.jsonValue() },
    {
      requiredKeys: [],
    },
  )
  .map((body) => JSON.stringify(body));
const body = fc.oneof(hostileText, fc.json(), envelopeLike, nested, fc.string({ unit: 'binary' }));
const contentType = fc.oneof(
  fc.constantFrom('application/json', 'text/html; charset=utf-8', '', 'TEXT/HTML'),
  hostileText,
);

describe('parseBody', () => {
  it('returns one of its kinds for any body, with typed envelope fields', () => {
    check(
      fc.property(body, contentType, (text, type) => {
        const parsed = parseBody(text, type);
        expect(['envelope', 'html', 'unparseable', 'not-envelope']).toContain(parsed.kind);
        if (parsed.kind !== 'envelope') return;
        for (const value of [parsed.error, parsed.errorCode, ...Object.values(parsed.details)])
          expect(value === null || typeof value === 'string' || typeof value === 'number').toBe(true);
        const retry = parsed.details.retryAfterSeconds;
        expect(retry === null || (Number.isFinite(retry) && retry >= 0)).toBe(true);
      }),
      500,
    );
  });
});

describe('the edges the properties rest on', () => {
  it('takes a body for HTML only when it starts with a tag, and either data or error for an envelope', () => {
    expect(parseBody('"x <b>"', 'application/json').kind).toBe('not-envelope');
    expect(parseBody('  <html>', 'application/json').kind).toBe('html');
    expect(parseBody('{"error":"x"}', '').kind).toBe('envelope');
    expect(parseBody('{"data":1}', '').kind).toBe('envelope');
    expect(parseBody('{"other":1}', '').kind).toBe('not-envelope');
  });

  it('accepts a requested wait of zero or more seconds only', () => {
    const retry = (value: unknown) => {
      const parsed = parseBody(JSON.stringify({ error: 'e', details: { retryAfterSeconds: value } }), '');
      return parsed.kind === 'envelope' ? parsed.details.retryAfterSeconds : 'not an envelope';
    };
    expect([retry(0), retry(2.5), retry(-1), retry('3'), retry(null)]).toEqual([0, 2.5, null, null, null]);
  });

  it('reads Retry-After as seconds or an HTTP date, trimmed, before the envelope', () => {
    const now = Date.parse('2026-11-22T08:00:00Z');
    expect(requestedWaitMs(' 5 ', 9, now)).toBe(5000);
    expect(requestedWaitMs('1.25', null, now)).toBe(1250);
    expect(requestedWaitMs('Sun, 22 Nov 2026 08:00:30 GMT', null, now)).toBe(30_000);
    expect(requestedWaitMs('Sun, 22 Nov 2026 07:00:00 GMT', null, now)).toBe(0);
    expect(requestedWaitMs('5 s', 2, now)).toBe(2000);
    expect(requestedWaitMs('x5', 2, now)).toBe(2000);
    expect(requestedWaitMs('1.x', 2, now)).toBe(2000);
    expect(requestedWaitMs(undefined, 4, now)).toBe(4000);
    expect(requestedWaitMs('', null, now)).toBeNull();
  });

  it('counts an empty string as no text', () => {
    expect([nonEmptyText(''), nonEmptyText('a'), nonEmptyText(1)]).toEqual([null, 'a', null]);
  });
});
