// Reading a request body as the service does: JSON or a 400 in the service's envelope.
import { ServiceError } from './envelope.ts';
import { ERROR_CODES } from './spec.ts';

/** An empty body reads as `undefined`; anything else must be JSON. */
export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ServiceError({
      status: 400,
      code: ERROR_CODES.invalidJson,
      message: 'The request body is not valid JSON.',
      nextStep: 'Send a JSON object with Content-Type: application/json.',
    });
  }
}
