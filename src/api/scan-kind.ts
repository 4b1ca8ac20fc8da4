// The service still names Deep by its legacy name `box` in a scan's `kind` (service-api.md). This is
// the one place that translates, so everything else speaks of Pulse and Deep.
import type { ScanKind } from '../settings/choices.ts';

export type ServiceScanKind = 'pulse' | 'box';

const TO_SERVICE: Readonly<Record<ScanKind, ServiceScanKind>> = { pulse: 'pulse', deep: 'box' };

export function toServiceKind(kind: ScanKind): ServiceScanKind {
  return TO_SERVICE[kind];
}

/** A scan's `kind` as the service sent it; a kind it may add later is `unknown`. */
export function readScanKind(value: unknown): ScanKind | 'unknown' {
  if (value === 'box') return 'deep';
  return value === 'pulse' ? 'pulse' : 'unknown';
}
