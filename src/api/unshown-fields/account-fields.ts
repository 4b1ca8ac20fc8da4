// Account fields the spec leaves unshown (device sign-in's token answer, the key's permissions, the
// allowance); docs/assumed-shapes.md lists them all.
import { isRecord, nonEmptyText } from '../envelope-parser.ts';
import { strings } from './tolerant-reads.ts';

export type DeviceTokenAnswer =
  | { readonly status: 'pending' | 'slow_down'; readonly intervalSeconds: number }
  | { readonly status: 'approved'; readonly apiKey: string }
  | { readonly status: 'expired' | 'denied' | 'unknown' };

/** Used when a poll answer has no usable interval: the device-flow default of RFC 8628. */
const DEFAULT_POLL_INTERVAL_SECONDS = 5;

/** `/device/token`: `pending`/`slow_down` with `interval`; after approval `{ status: 'approved', apiKey }`. */
export function readDeviceToken(value: unknown): DeviceTokenAnswer {
  const answer = isRecord(value) ? value : {};
  const status = answer.status;
  if (status === 'pending' || status === 'slow_down') {
    const interval = answer.interval;
    const usable = typeof interval === 'number' && Number.isInteger(interval) && interval > 0;
    return { status, intervalSeconds: usable ? interval : DEFAULT_POLL_INTERVAL_SECONDS };
  }
  if (status === 'approved' && typeof answer.apiKey === 'string' && answer.apiKey.startsWith('svk_')) {
    return { status, apiKey: answer.apiKey };
  }
  return { status: status === 'expired' || status === 'denied' ? status : 'unknown' };
}

/** `/agent/me` `credential.permissions`: the key's permissions, or null when the answer does not show them. */
export function readKeyPermissions(me: unknown): readonly string[] | null {
  const credential = isRecord(me) && isRecord(me.credential) ? me.credential : null;
  const permissions = credential?.permissions;
  return Array.isArray(permissions) ? strings(permissions) : null;
}

/** One kind's monthly free scans; a number is null where the service does not meter it. */
export interface AllowanceCount {
  readonly limit: number | null;
  readonly used: number | null;
  readonly remaining: number | null;
  readonly resetsAt: string | null;
}

/** Allowance `pulse` / `deep`: `{ limit, used, remaining, resetsAt }`, or null when it is not an object. */
export function readAllowanceCount(value: unknown): AllowanceCount | null {
  if (!isRecord(value)) return null;
  const number = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  return {
    limit: number(value.limit),
    used: number(value.used),
    remaining: number(value.remaining),
    resetsAt: nonEmptyText(value.resetsAt),
  };
}
