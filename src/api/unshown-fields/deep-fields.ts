// The Deep start's refusal before approval, whose codes the spec leaves unshown; docs/assumed-shapes.md
// lists them all.
import { ServiceError } from '../errors.ts';

/** The spec shows no code values for the Deep start's 409; a code or text naming denial or expiry is final. */
export function readDeepRefusal(error: ServiceError): 'pending' | 'denied' | 'expired' {
  const said = `${error.errorCode ?? ''} ${error.details.agentCode ?? ''} ${error.message}`.toLowerCase();
  if (said.includes('denied')) return 'denied';
  if (said.includes('expired')) return 'expired';
  return 'pending';
}

/** Starting a Deep operation the person has not approved (yet) is refused with HTTP 409. */
export function isDeepNotApproved(error: unknown): boolean {
  return error instanceof ServiceError && error.status === 409 && error.route === DEEP_START_ROUTE;
}

export const DEEP_START_ROUTE = '/agent/deep-operations/{operationId}/start';
