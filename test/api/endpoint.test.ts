import { describe, expect, it } from 'vitest';
import { apiRoot, routeUrl } from '../../src/api/endpoint.ts';
import { ConfigurationError } from '../../src/errors.ts';

describe('apiRoot', () => {
  it('adds /api/cli/v1 once, keeping a path prefix', () => {
    expect(apiRoot('https://scan.example.com').href).toBe('https://scan.example.com/api/cli/v1');
    expect(apiRoot('https://scan.example.com/svc/').href).toBe('https://scan.example.com/svc/api/cli/v1');
    expect(apiRoot('https://scan.example.com/api/cli/v1/').href).toBe('https://scan.example.com/api/cli/v1');
  });

  it('allows plain http to loopback hosts only', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://localhost:3000',
      'http://[::1]:9000',
    ]) {
      expect(() => apiRoot(url)).not.toThrow();
    }
    for (const url of ['http://scan.example.com', 'http://10.0.0.1', 'ftp://scan.example.com', 'not a url']) {
      expect(() => apiRoot(url)).toThrow(ConfigurationError);
    }
  });

  it('refuses credentials in the URL', () => {
    expect(() => apiRoot('https://user:pw@scan.example.com')).toThrow(/credentials/);
  });
});

describe('routeUrl', () => {
  const root = apiRoot('https://scan.example.com');

  it('fills encoded ids and a query, skipping absent values', () => {
    const url = routeUrl(
      root,
      '/agent/scans/{scanId}/findings',
      { scanId: 'a/b c' },
      { all: true, limit: 50, cursor: undefined, state: null },
    );
    expect(url.href).toBe(
      'https://scan.example.com/api/cli/v1/agent/scans/a%2Fb%20c/findings?all=true&limit=50',
    );
  });

  it('refuses an empty id rather than calling another route', () => {
    expect(() => routeUrl(root, '/agent/scans/{scanId}', { scanId: '' }, {})).toThrow(ConfigurationError);
    expect(() => routeUrl(root, '/agent/scans/{scanId}', {}, {})).toThrow(/scanId/);
  });
});
