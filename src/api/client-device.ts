// Device sign-in: ask for a code, let the person approve it in a browser, poll until the key comes.
// These routes carry no key, and neither is retried: the caller's poll loop is the retry.
import { readDeviceToken } from './unshown-fields/account-fields.ts';
import { dataOf, post } from './call-builders.ts';
import type { Transport } from './retrying-transport.ts';
import type { DeviceCode } from './types-operations.ts';

export interface DeviceCodeRequest {
  /** 1 to 80 characters; the service has a default. */
  readonly clientName?: string;
  readonly hostname?: string;
  readonly platform?: string;
  readonly version?: string;
  /** At most 4 of `pulse`, `sites`, `deep`, `local`. */
  readonly scopes?: readonly ('pulse' | 'sites' | 'deep' | 'local')[];
}

export function deviceRoutes(transport: Transport) {
  return {
    requestDeviceCode: (request: DeviceCodeRequest = {}) =>
      dataOf<DeviceCode>(transport, { ...post('/device/code', {}, request), anonymous: true }),
    /** One poll; wait `intervalSeconds` before the next while the answer is `pending` or `slow_down`. */
    pollDeviceToken: async (deviceCode: string) =>
      readDeviceToken(
        await transport.call({ ...post('/device/token', {}, { deviceCode }), anonymous: true }),
      ),
  };
}
