import { describe, expect, it } from 'vitest';
import { certificateProblem } from '../../src/api/certificate.ts';

const failure = (
  code: string,
  message = 'self-signed certificate; if the root CA is installed locally, try …',
) => Object.assign(new Error(message), { code });

describe('certificateProblem', () => {
  it('names an untrusted chain and the variable that fixes it', () => {
    const said = certificateProblem(failure('SELF_SIGNED_CERT_IN_CHAIN'));
    expect(said).toMatch(
      /^the TLS certificate was not trusted \(SELF_SIGNED_CERT_IN_CHAIN: self-signed certificate\)/,
    );
    expect(said).toContain('NODE_EXTRA_CA_CERTS');
  });

  it('names a certificate that does not fit without suggesting a CA', () => {
    const said = certificateProblem(
      failure('ERR_TLS_CERT_ALTNAME_INVALID', "Hostname/IP does not match certificate's altnames"),
    );
    expect(said).toMatch(/refused \(ERR_TLS_CERT_ALTNAME_INVALID/);
    expect(said).not.toContain('NODE_EXTRA_CA_CERTS');
  });

  it('is null for other failures', () => {
    for (const error of [failure('ECONNREFUSED'), new Error('x'), null, 'DEPTH_ZERO_SELF_SIGNED_CERT']) {
      expect(certificateProblem(error)).toBeNull();
    }
  });
});
