// A credential in `base-url` (`https://user:pass@host`), well-formed or not: refused with a clear error
// that names the input and never echoes the credential, before anything is sent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../../src/api/endpoint.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { parseBaseUrl } from '../../src/settings/base-url.ts';
import { RUNS } from './bounds.ts';

/** The error a call throws, or a failure of the test when it throws none. */
function refusal(call: () => unknown): ConfigurationError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return error as ConfigurationError;
  }
  return expect.fail('expected a ConfigurationError');
}

/** Well-formed and broken URLs around a `user:password@` part. */
const SHAPES = [
  (auth: string) => `https://${auth}@scan.example.com`,
  (auth: string) => `https://${auth}@scan.example.com/root/api/cli/v1`,
  (auth: string) => `http://${auth}@127.0.0.1:8080`,
  (auth: string) => `http://${auth}@scan.example.com`,
  (auth: string) => `https://${auth}@`,
  (auth: string) => `https://${auth}@scan example.com`,
  (auth: string) => `https://${auth}@[::1`,
  (auth: string) => `https:\\\\${auth}@scan.example.com`,
  (auth: string) => `${auth}@scan.example.com`,
];

describe('a credential in base-url', () => {
  it('is refused, naming the input, without echoing the password', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES.keys()),
        fc.stringMatching(/^[a-z]{0,8}$/),
        fc.stringMatching(/^[A-Za-z0-9%!$&'()*+,;=/?#@.-]{6,24}$/),
        (shape, user, secret) => {
          const password = `Pw9${secret}`;
          const value = SHAPES[shape]?.(`${user}:${password}`) ?? '';
          const { message } = refusal(() => parseBaseUrl(value));
          expect(message).toMatch(/^Input 'base-url' /);
          expect(message).not.toContain(password);
        },
      ),
      RUNS,
    );
  });

  it('is refused by the transport too, before a request, without echoing it', () => {
    for (const value of ['https://user:Pw9secret@scan.example.com', 'http://user:Pw9secret@localhost:1']) {
      const { message } = refusal(() => apiRoot(value));
      expect(message).toContain('credentials');
      expect(message).not.toContain('Pw9secret');
    }
  });
});
