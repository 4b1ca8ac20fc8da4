import { describe, expect, it } from 'vitest';
import { isDeepNotApproved, readDeepRefusal } from '../../../src/api/unshown-fields/deep-fields.ts';
import { ServiceError } from '../../../src/api/errors.ts';
import { NO_DETAILS } from './no-details.ts';

describe('isDeepNotApproved', () => {
  const error = (status: number, route: string) =>
    new ServiceError({
      status,
      errorCode: 'CONFLICT',
      error: 'x',
      details: NO_DETAILS,
      retryAfterMs: null,
      method: 'POST',
      route,
    });

  it('is a 409 on the Deep start route only', () => {
    expect(isDeepNotApproved(error(409, '/agent/deep-operations/{operationId}/start'))).toBe(true);
    expect(isDeepNotApproved(error(409, '/agent/sites/{siteId}/pulse'))).toBe(false);
    expect(isDeepNotApproved(error(402, '/agent/deep-operations/{operationId}/start'))).toBe(false);
    expect(isDeepNotApproved(new Error('409'))).toBe(false);
  });
});

describe('readDeepRefusal', () => {
  const refusal = (errorCode: string, error: string, agentCode: string | null = null) =>
    readDeepRefusal(
      new ServiceError({
        status: 409,
        errorCode,
        error,
        details: { ...NO_DETAILS, agentCode },
        retryAfterMs: null,
        method: 'POST',
        route: '/agent/deep-operations/{operationId}/start',
      }),
    );

  it('reads denial and expiry from the code, the agent code or the message; anything else is pending', () => {
    expect(refusal('DEEP_OPERATION_DENIED', 'No')).toBe('denied');
    expect(refusal('CONFLICT', 'The operation has expired.')).toBe('expired');
    expect(refusal('CONFLICT', 'x', 'operation_denied')).toBe('denied');
    expect(refusal('CONFLICT', 'Waiting for approval.')).toBe('pending');
  });
});
