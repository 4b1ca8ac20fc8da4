// Plain-text titles and SARIF text and paths: for any string, bounded, nothing hidden, and nothing the
// destination would read as syntax (an embedded link in SARIF text, a scheme or a fragment in a path).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, plainTitle } from '../../src/neutralise/plain-text.ts';
import { sarifText } from '../../src/neutralise/sarif-text.ts';
import { relativeFileUri } from '../../src/neutralise/uri.ts';
import { buildSarif } from '../../src/render/sarif.ts';
import { report } from '../render/fixtures.ts';
import { sarifSchemaErrors } from '../render/sarif-schema.ts';
import { check, hostileText } from './settings.ts';

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u;

describe('plain-text titles and messages', () => {
  it('a title is one bounded, trimmed line with nothing hidden', () => {
    check(
      fc.property(hostileText, fc.integer({ min: 2, max: 300 }), (text, max) => {
        const title = plainTitle(text, max);
        expect(title).not.toMatch(HIDDEN);
        expect(Array.from(title).length).toBeLessThanOrEqual(max);
        expect(title).toBe(title.trim());
      }),
      500,
    );
  });

  it('a message keeps LF and tab only', () => {
    check(
      fc.property(hostileText, (text) => {
        expect(plainText(text).replace(/[\n\t]/g, '')).not.toMatch(HIDDEN);
      }),
      500,
    );
  });
});

/** Reads SARIF plain text as a consumer does; false when a bracket would start or end an embedded link. */
function noEmbeddedLink(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '\\' && /[\\[\]]/.test(text[at + 1] ?? '')) at += 1;
    else if (text[at] === '[' || text[at] === ']') return false;
  }
  return true;
}

/** RFC 3986 path-noscheme: segments of unreserved, sub-delims, `@` and percent-encodings; no `:` in the first. */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=@]|%[0-9A-F]{2})*$/;

describe('SARIF text and paths', () => {
  it('text holds no embedded link and nothing hidden', () => {
    check(
      fc.property(hostileText, (text) => {
        const out = sarifText(text);
        expect(noEmbeddedLink(out)).toBe(true);
        expect(out.replace(/[\n\t]/g, '')).not.toMatch(HIDDEN);
      }),
      500,
    );
  });

  it('a path is a relative reference with no scheme, query or fragment, naming the same file', () => {
    check(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 4 }), (parts) => {
        const uri = relativeFileUri(parts.join('/'));
        const segments = uri.split('/');
        expect(segments.every((s) => SEGMENT.test(s))).toBe(true);
        const named = parts
          .join('/')
          .replaceAll('\\', '/')
          .split('/')
          .filter((s) => s !== '' && s !== '.')
          .map((s) => s.toWellFormed());
        expect(uri === '' ? [] : segments.map(decodeURIComponent)).toEqual(named);
      }),
      500,
    );
  });

  it('a whole SARIF file with hostile paths, ids and text passes the official schema', () => {
    const local = fc.record({
      checkId: fc.constantFrom('tracked-secrets', 'source-maps'),
      ruleId: hostileText,
      severity: fc.constantFrom('critical', 'high', 'medium', 'low', 'info', 'unknown'),
      file: hostileText,
      line: fc.oneof(fc.integer({ min: -3, max: 10_000 }), fc.constant(Number.NaN)),
      message: hostileText,
      evidence: fc.option(hostileText, { nil: null }),
      commit: fc.option(hostileText, { nil: null }),
    });
    check(
      fc.property(fc.array(local, { maxLength: 8 }), hostileText, (results, siteKey) => {
        const r = report({ localChecks: { ran: [], refused: [], results } });
        const { sarif } = buildSarif(r, { informationUri: 'https://github.com/o/r', siteKey });
        expect(sarifSchemaErrors(sarif)).toEqual([]);
      }),
      100,
    );
  });
});
