import { describe, expect, it } from 'vitest';
import { ServiceError, TransportError } from '../../src/api/errors.ts';

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
