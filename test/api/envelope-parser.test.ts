import { describe, expect, it } from 'vitest';
import { parseBody, requestedWaitMs } from '../../src/api/envelope-parser.ts';

describe('parseBody', () => {
  it('reads a success and a failure envelope', () => {
    expect(parseBody('{"data":{"a":1},"error":null}', 'application/json')).toMatchObject({
      kind: 'envelope',
      data: { a: 1 },
      error: null,
    });
    const failure = parseBody(
      JSON.stringify({
        data: null,
        error: 'Too many',
        errorCode: 'RATE_LIMITED',
        details: {
          agentCode: 'RATE_LIMITED',
          nextStep: 'wait',
          retryAfterSeconds: 30,
          webUrl: null,
          requestId: 'r1',
        },
      }),
      'application/json; charset=utf-8',
    );
    expect(failure).toEqual({
      kind: 'envelope',
      data: null,
      error: 'Too many',
      errorCode: 'RATE_LIMITED',
      details: {
        agentCode: 'RATE_LIMITED',
        message: null,
        nextStep: 'wait',
        retryAfterSeconds: 30,
        webUrl: null,
        requestId: 'r1',
      },
    });
  });

  it('tolerates missing details and errorCode, and wrong-typed detail fields', () => {
    const body = parseBody(
      '{"data":null,"error":"nope","details":{"retryAfterSeconds":"5","requestId":7}}',
      '',
    );
    expect(body).toMatchObject({ errorCode: null, details: { retryAfterSeconds: null, requestId: null } });
  });

  it('tells HTML, non-JSON and foreign JSON apart', () => {
    expect(parseBody('<html></html>', 'text/html; charset=utf-8').kind).toBe('html');
    expect(parseBody('  <!doctype html>', 'application/json').kind).toBe('html');
    expect(parseBody('{"data": {"id": ', 'application/json').kind).toBe('unparseable');
    expect(parseBody('', 'application/json').kind).toBe('unparseable');
    expect(parseBody('[1,2]', 'application/json').kind).toBe('not-envelope');
    expect(parseBody('{"message":"hi"}', 'application/json').kind).toBe('not-envelope');
  });
});

describe('requestedWaitMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads Retry-After seconds or an HTTP date, before details', () => {
    expect(requestedWaitMs('12', 99, now)).toBe(12_000);
    expect(requestedWaitMs('Thu, 01 Jan 2026 00:00:05 GMT', 99, now)).toBe(5_000);
    expect(requestedWaitMs('Wed, 31 Dec 2025 23:00:00 GMT', null, now)).toBe(0);
  });

  it('falls back to details.retryAfterSeconds, then null', () => {
    expect(requestedWaitMs('', 3, now)).toBe(3_000);
    expect(requestedWaitMs('soon', 3, now)).toBe(3_000);
    expect(requestedWaitMs('', null, now)).toBeNull();
  });
});
