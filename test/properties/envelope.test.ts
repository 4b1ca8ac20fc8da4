// The envelope reader answers every body with data or a typed refusal: it never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBody } from '../../src/api/envelope.ts';
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
