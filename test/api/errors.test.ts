import { describe, expect, it } from 'vitest';
import {
  inputToChange,
  ServiceError,
  TransportError,
  transportFix,
  type HttpMethod,
  type ServiceErrorDetails,
} from '../../src/api/errors.ts';
import { NO_DETAILS } from './unshown-fields/no-details.ts';

describe('ServiceError.describe', () => {
  it('names the call and the service text, then the next step, link, wait and request id', () => {
    const error = new ServiceError({
      status: 402,
      errorCode: 'ALLOWANCE_USED',
      error: 'The free Pulse of this month is used.',
      details: {
        agentCode: 'ALLOWANCE_USED',
        message: null,
        nextStep: 'Move the free site.',
        retryAfterSeconds: null,
        webUrl: 'https://scan.example.com/billing',
        requestId: 'req-42',
      },
      retryAfterMs: null,
      method: 'POST',
      route: '/agent/sites/{siteId}/pulse',
    });
    expect(error.message).toBe('The free Pulse of this month is used.');
    expect(error.describe().split('\n')).toEqual([
      'POST /agent/sites/{siteId}/pulse failed with HTTP 402 ALLOWANCE_USED: The free Pulse of this month is used.',
      'Next step: Move the free site.',
      'Link: https://scan.example.com/billing',
      'Request id: req-42',
    ]);
  });
});

describe('TransportError', () => {
  it('counts attempts and keeps the failure', () => {
    const error = new TransportError({
      failure: 'timeout',
      message: 'no answer',
      method: 'GET',
      route: '/agent/me',
      status: null,
    });
    const counted = error.afterAttempts(4);
    expect([counted.failure, counted.attempts, counted.route]).toEqual(['timeout', 4, '/agent/me']);
    expect(counted.describe()).toBe('GET /agent/me failed after 4 attempts: no answer');
  });
});

const refusal = (
  status: number,
  method: HttpMethod,
  route: string,
  details: ServiceErrorDetails = NO_DETAILS,
) =>
  new ServiceError({
    status,
    errorCode: null,
    error: 'Refused.',
    details,
    retryAfterMs: null,
    method,
    route,
  });

describe('ServiceError.guidance', () => {
  it("puts the service's next step, link and request id on one line, each a sentence", () => {
    const error = refusal(403, 'POST', '/agent/quick-checks', {
      ...NO_DETAILS,
      nextStep: 'Use another key',
      webUrl: 'https://scan.example.com/keys',
      requestId: 'req-7',
    });
    expect(error.guidance()).toBe(
      'Next step: Use another key. Link: https://scan.example.com/keys. Request id: req-7.',
    );
  });

  it('is empty when the service sent none of them', () => {
    expect(refusal(401, 'GET', '/agent/me').guidance()).toBe('');
  });
});

describe('inputToChange', () => {
  it('401: the api-key input and where keys come from, without the key', () => {
    expect(inputToChange(refusal(401, 'GET', '/agent/me'), 'site_1')).toMatch(
      /^Input 'api-key' was refused .*key settings.*secret/,
    );
  });

  it('403: the permission the route needs and what the run wanted it for', () => {
    expect(inputToChange(refusal(403, 'POST', '/agent/sites/{siteId}/deep-operations'), 's')).toMatch(
      /^The key in 'api-key' lacks the 'deep' permission \(to prepare a Deep scan\) or access to this site/,
    );
    // A read route needs no permission beyond `read`: site access is what is missing.
    expect(inputToChange(refusal(403, 'GET', '/agent/sites/{siteId}/status'), 's')).toMatch(
      /^The key in 'api-key' has no access to this site/,
    );
  });

  it("404 on a site's route: the site input and its value; elsewhere nothing", () => {
    expect(inputToChange(refusal(404, 'GET', '/projects/{projectId}/status'), 'proj_9')).toMatch(
      /^Input 'site' is 'proj_9', which the account does not know/,
    );
    expect(inputToChange(refusal(404, 'GET', '/agent/scans/{scanId}'), 'proj_9')).toBeNull();
    expect(inputToChange(refusal(409, 'GET', '/agent/sites/{siteId}/status'), 'proj_9')).toBeNull();
  });
});

describe('transportFix', () => {
  const lost = (failure: 'network' | 'timeout' | 'html') =>
    new TransportError({ failure, message: 'm', method: 'GET', route: '/agent/me' });

  it('names base-url and its value for a connection that failed or an answer that never came', () => {
    expect(transportFix(lost('network'), 'https://scan.example.com')).toMatch(
      /^Check input 'base-url' \(https:\/\/scan\.example\.com\) and that the runner can reach it/,
    );
    expect(transportFix(lost('timeout'), 'https://scan.example.com')).toMatch(/input 'base-url'/);
  });

  it('adds nothing where the failure says what to change itself', () => {
    expect(transportFix(lost('html'), 'https://scan.example.com')).toBeNull();
  });
});
