// Device sign-in (no key): a code for the person to approve in a browser, and the token poll that answers
// pending / slow_down until a simulator control approves or denies it, or it expires.
import { randomBytes } from 'node:crypto';
import { notFound } from '../envelope.ts';
import type { RequestContext, Route } from '../route.ts';
import { DEVICE_LIMITS, DEVICE_SCOPES, KEY_PREFIX, type Permission } from '../spec.ts';
import { nowMs, type SimulatorState } from '../state.ts';
import type { DeviceGrant } from '../records.ts';
import { bodyObject, optionalString, requiredString, enumList } from '../validate.ts';

/** ours: without `scopes` a device key may read, add sites and run Pulse scans. */
const DEFAULT_SCOPES = ['pulse', 'sites'] as const;
const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ';

function userCode(): string {
  const letters = [...randomBytes(8)]
    .map((byte) => USER_CODE_LETTERS[byte % USER_CODE_LETTERS.length])
    .join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

function requestCode(ctx: RequestContext): Record<string, unknown> {
  const body = bodyObject(ctx.body);
  optionalString(body, 'clientName', { max: DEVICE_LIMITS.clientName });
  optionalString(body, 'hostname', { max: DEVICE_LIMITS.hostname });
  optionalString(body, 'platform', { max: DEVICE_LIMITS.platform });
  optionalString(body, 'version', { max: DEVICE_LIMITS.version });
  const scopes =
    body.scopes === undefined
      ? [...DEFAULT_SCOPES]
      : enumList(body, 'scopes', DEVICE_SCOPES, { max: DEVICE_LIMITS.scopes });
  const { settings, webBase } = ctx.state;
  const grant: DeviceGrant = {
    deviceCode: randomBytes(24).toString('base64url'),
    userCode: userCode(),
    scopes,
    expiresAtMs: nowMs(ctx.state) + settings.deviceExpiresInSeconds * 1000,
    interval: settings.deviceIntervalSeconds,
    lastPollMs: null,
    decision: 'pending',
    apiKey: null,
  };
  ctx.state.devices.set(grant.deviceCode, grant);
  return {
    deviceCode: grant.deviceCode,
    userCode: grant.userCode,
    verificationUri: `${webBase}/device`,
    verificationUriComplete: `${webBase}/device?user_code=${grant.userCode}`,
    expiresIn: settings.deviceExpiresInSeconds,
    interval: grant.interval,
  };
}

/** The approved grant's key, issued once and delivered again on later polls (a lost answer can be retried). */
function issuedKey(state: SimulatorState, grant: DeviceGrant): string {
  if (grant.apiKey) return grant.apiKey;
  const key = `${KEY_PREFIX}${randomBytes(16).toString('hex')}`;
  const permissions: Permission[] = ['read', ...grant.scopes];
  state.keys.set(key, { key, permissions, status: 'active' });
  grant.apiKey = key;
  return key;
}

function pollToken(ctx: RequestContext): Record<string, unknown> {
  const deviceCode = requiredString(bodyObject(ctx.body), 'deviceCode', { max: DEVICE_LIMITS.deviceCode });
  const grant = ctx.state.devices.get(deviceCode);
  if (!grant) throw notFound('The device code');
  const now = nowMs(ctx.state);
  if (grant.decision === 'approved') return { status: 'approved', apiKey: issuedKey(ctx.state, grant) };
  if (grant.decision === 'denied') return { status: 'denied' };
  if (now >= grant.expiresAtMs) return { status: 'expired' };
  const tooSoon = grant.lastPollMs !== null && now - grant.lastPollMs < grant.interval * 1000;
  grant.lastPollMs = now;
  return { status: tooSoon ? 'slow_down' : 'pending', interval: grant.interval };
}

export const deviceRoutes: Route[] = [
  { method: 'POST', path: '/device/code', auth: 'none', handle: (ctx) => ({ data: requestCode(ctx) }) },
  { method: 'POST', path: '/device/token', auth: 'none', handle: (ctx) => ({ data: pollToken(ctx) }) },
];
