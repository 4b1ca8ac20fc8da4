// A TLS certificate the connection refused, told apart from other network failures: retrying cannot fix
// it, and the usual cause on an enterprise network (a private CA on the service or on a TLS-inspecting
// proxy) has one fix, NODE_EXTRA_CA_CERTS.

/** OpenSSL's codes, as Node reports them, for a certificate chain the runner does not trust. */
const UNTRUSTED = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
]);

/** Codes for a certificate that is trusted but wrong for the connection. */
const INVALID = new Set(['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'ERR_TLS_CERT_ALTNAME_INVALID']);

/** What is wrong with the certificate and what to do, or null when the failure is not about one. */
export function certificateProblem(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const said = error instanceof Error ? `: ${error.message.split(';')[0]}` : '';
  if (UNTRUSTED.has(code)) {
    return `the TLS certificate was not trusted (${code}${said}). If the service, or a proxy on the way, presents a certificate of your own CA, set NODE_EXTRA_CA_CERTS to that CA's PEM file in the job's env`;
  }
  if (INVALID.has(code))
    return `the TLS certificate was refused (${code}${said}); check base-url and the service's certificate`;
  return null;
}
