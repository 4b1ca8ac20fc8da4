// Bearer keys: 401 for a missing, unknown, revoked or expired key; 403 for a missing permission or site access.
import type { IncomingHttpHeaders } from 'node:http';
import { ServiceError } from './envelope.ts';
import { ERROR_CODES, type Permission } from './spec.ts';
import type { SimulatorState } from './state.ts';
import type { ApiKey } from './records.ts';

function unauthenticated(message: string): ServiceError {
  return new ServiceError({ status: 401, code: ERROR_CODES.unauthenticated, message, omitDetails: true });
}

export function authenticate(state: SimulatorState, headers: IncomingHttpHeaders): ApiKey {
  const header = headers.authorization;
  if (!header) throw unauthenticated('Missing Authorization header; send Authorization: Bearer svk_….');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const key = match?.[1] ? state.keys.get(match[1]) : undefined;
  if (!key) throw unauthenticated('The API key is not valid.');
  if (key.status !== 'active') throw unauthenticated(`The API key was ${key.status}.`);
  return key;
}

export function requirePermissions(state: SimulatorState, key: ApiKey, needed: readonly Permission[]): void {
  const missing = needed.filter((permission) => !key.permissions.includes(permission));
  if (missing.length === 0) return;
  throw new ServiceError({
    status: 403,
    code: ERROR_CODES.forbidden,
    message: `The API key lacks the permission(s) ${missing.join(', ')}.`,
    nextStep: `Create a key with the ${missing.join(', ')} permission(s) and use it instead.`,
    webUrl: `${state.webBase}/settings/keys`,
  });
}

export function requireSiteAccess(state: SimulatorState, key: ApiKey | null, siteId: string): void {
  if (!key?.siteIds || key.siteIds.includes(siteId)) return;
  throw new ServiceError({
    status: 403,
    code: ERROR_CODES.forbidden,
    message: 'The API key has no access to this site.',
    nextStep: 'Use a key that was granted access to this site.',
    webUrl: `${state.webBase}/settings/keys`,
  });
}
