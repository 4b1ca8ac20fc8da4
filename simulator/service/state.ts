// The simulator's world: every record the service holds, in maps, plus id counters and a clock that tests
// can move forward. Behaviour lives in the domain modules; this file only holds data.
import type { LocalCheckId, LocalCheckReason } from './spec.ts';
import type {
  ApiKey,
  Site,
  Scan,
  Verification,
  DeepOperation,
  DeviceGrant,
  Advisory,
  CheckRecord,
  QuickCheckConfig,
  RepositoryCheckConfig,
  RepositoryCheck,
  DnsRecheck,
  Allowance,
} from './records.ts';

export interface SimulatorSettings {
  pollsToFinish: number;
  suggestedPollAfterSeconds: number;
  checkPollsToFinish: number;
  deviceIntervalSeconds: number;
  deviceExpiresInSeconds: number;
  verificationAttempts: number;
  verificationRetryAfterSeconds: number;
  recheckCooldownSeconds: number;
  siteLimit: number;
}

export interface StoredAnswer {
  status: number;
  data: unknown;
}

export interface SimulatorState {
  webBase: string;
  settings: SimulatorSettings;
  keys: Map<string, ApiKey>;
  sites: Map<string, Site>;
  scans: Map<string, Scan>;
  verifications: Map<string, Verification>;
  deepOperations: Map<string, DeepOperation>;
  devices: Map<string, DeviceGrant>;
  advisories: Map<string, Advisory>;
  quickChecks: Map<string, CheckRecord>;
  quickCheckConfigs: Map<string, QuickCheckConfig>;
  repositoryChecks: Map<string, RepositoryCheck>;
  repositoryConfigs: Map<string, RepositoryCheckConfig>;
  dnsRechecks: Map<string, DnsRecheck[]>;
  localChecks: Map<LocalCheckId, LocalCheckReason>;
  idempotency: Map<string, StoredAnswer>;
  allowance: Allowance;
  counters: Map<string, number>;
  /** The clock the simulator runs on (the tests' virtual clock, or the system's), moved by the offset. */
  now: () => number;
  clockOffsetMs: number;
}

export const DEFAULT_SETTINGS: SimulatorSettings = {
  pollsToFinish: 2,
  suggestedPollAfterSeconds: 0,
  checkPollsToFinish: 1,
  deviceIntervalSeconds: 5,
  deviceExpiresInSeconds: 600,
  verificationAttempts: 3,
  verificationRetryAfterSeconds: 60,
  recheckCooldownSeconds: 300,
  siteLimit: 10,
};

export function createState(settings: SimulatorSettings, now: () => number = Date.now): SimulatorState {
  return {
    webBase: '',
    settings,
    keys: new Map(),
    sites: new Map(),
    scans: new Map(),
    verifications: new Map(),
    deepOperations: new Map(),
    devices: new Map(),
    advisories: new Map(),
    quickChecks: new Map(),
    quickCheckConfigs: new Map(),
    repositoryChecks: new Map(),
    repositoryConfigs: new Map(),
    dnsRechecks: new Map(),
    localChecks: new Map(),
    idempotency: new Map(),
    allowance: { pulseRemaining: 5, pulseUsed: 0, deepRemaining: 1, deepUsed: 0, freeSiteId: null },
    counters: new Map(),
    now,
    clockOffsetMs: 0,
  };
}

/** Sequential ids (`scan_000001`) so tests and logs read the same on every run. */
export function nextId(state: SimulatorState, prefix: string): string {
  const n = (state.counters.get(prefix) ?? 0) + 1;
  state.counters.set(prefix, n);
  return `${prefix}_${String(n).padStart(6, '0')}`;
}

export function nowMs(state: SimulatorState): number {
  return state.now() + state.clockOffsetMs;
}

/** The simulator's time, `offsetSeconds` from now, as an ISO string ending in Z. */
export function isoAt(state: SimulatorState, offsetSeconds = 0): string {
  return new Date(nowMs(state) + offsetSeconds * 1000).toISOString();
}

export function webUrl(state: SimulatorState, webPath: string): string {
  return `${state.webBase}${webPath}`;
}
