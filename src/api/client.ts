// The typed client of the scanning service: one function per route of the spec. Agent routes sit at the
// top level, the CLI 0.2 routes under `legacy`; device sign-in has its own factory because it needs no key.
import { checkRoutes } from './client-checks.ts';
import { deviceRoutes } from './client-device.ts';
import { historyRoutes } from './client-history.ts';
import { legacyRoutes } from './client-legacy.ts';
import { scanRoutes } from './client-scans.ts';
import { siteRoutes } from './client-sites.ts';
import { createTransport } from './retrying-transport.ts';
import type { TransportOptions } from './retrying-transport.ts';

export interface ServiceClientOptions extends TransportOptions {
  readonly apiKey: string;
}

export type ServiceClient = ReturnType<typeof siteRoutes> &
  ReturnType<typeof scanRoutes> &
  ReturnType<typeof checkRoutes> &
  ReturnType<typeof historyRoutes> & {
    readonly legacy: ReturnType<typeof legacyRoutes>;
    /** Lets go of pooled connections (tests, or a long-lived process). */
    close(): Promise<void>;
  };

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const transport = createTransport(options);
  return {
    ...siteRoutes(transport),
    ...scanRoutes(transport),
    ...checkRoutes(transport),
    ...historyRoutes(transport),
    legacy: legacyRoutes(transport),
    close: () => transport.close(),
  };
}

export type DeviceSignIn = ReturnType<typeof deviceRoutes> & { close(): Promise<void> };

/** The sign-in routes, which need no key: the key is what they deliver. */
export function createDeviceSignIn(options: Omit<TransportOptions, 'apiKey'>): DeviceSignIn {
  const transport = createTransport(options);
  return { ...deviceRoutes(transport), close: () => transport.close() };
}
