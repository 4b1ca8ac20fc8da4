// The simulator's world: every resource the service holds, as plain records in maps, plus id counters and a
// clock that tests can move forward. Behaviour lives in the domain modules; this file only holds data.
import type {
  AdvisoryEcosystem,
  AdvisoryKind,
  AdvisorySeverity,
  ApprovalState,
  AssessmentLevel,
  DeviceScope,
  FinalScanStatus,
  FindingState,
  LocalCheckId,
  LocalCheckReason,
  PackageEcosystem,
  Permission,
  RepositoryFailure,
  RepositoryVerdict,
  ScanKind,
  ScanStatus,
  Severity,
  VerificationMethod,
  VerificationState,
} from './spec.ts';

export interface ApiKey {
  key: string;
  permissions: Permission[];
  /** When set, the key may only act on these sites (project access); a 403 elsewhere. */
  siteIds?: string[];
  revoked: boolean;
}

export interface FindingTemplate {
  code: string;
  severity: Severity;
  state: FindingState;
  category: string;
  title: string;
  meaning: string;
  fix?: string | null;
  evidence?: string[];
  confidence?: string;
  steps?: string[];
}

export interface Finding {
  id: string;
  code: string;
  runId: string;
  kind: ScanKind;
  severity: Severity;
  state: FindingState;
  category: string;
  title: string;
  meaning: string;
  fix: string | null;
  confidence: string;
  evidence: string[];
  sources: string[];
  steps: string[];
  webPath: string;
}

export interface ScanBehaviour {
  finalStatus: FinalScanStatus;
  pollsToFinish: number;
  suggestedPollAfterSeconds: number;
}

export interface PackageRef {
  ecosystem: PackageEcosystem;
  name: string;
  version: string;
}

export interface Site {
  id: string;
  url: string;
  host: string;
  name: string;
  createdAt: string;
  removed: boolean;
  templates: FindingTemplate[];
  behaviour: ScanBehaviour;
  /** Technologies the service detected on the site; monitor `view=sites` matches advisories against them. */
  technologies: string[];
  packages: PackageRef[];
  dependencySources: string[];
  dependenciesReceivedAt: string | null;
  /** When set, the comparison of this site's scans carries this `error` and no changes. */
  comparisonError: string | null;
}

export interface Scan {
  id: string;
  siteId: string;
  kind: ScanKind;
  assessmentLevel: AssessmentLevel;
  status: ScanStatus;
  createdAt: string;
  finishedAt: string | null;
  polls: number;
  pollsToFinish: number;
  suggestedPollAfterSeconds: number;
  baselineScanId: string | null;
  findings: Finding[];
}

export interface Verification {
  id: string;
  siteId: string;
  origin: string;
  method: VerificationMethod;
  state: VerificationState;
  value: string;
  location: string;
  expiresAt: string;
  verifiedUntil: string | null;
  attemptsRemaining: number;
  retryAfterSeconds: number | null;
  published: boolean;
}

export interface DeepOperation {
  id: string;
  siteId: string;
  verificationId: string;
  approvalState: ApprovalState;
  expiresAt: string;
  startedScanId: string | null;
}

export interface DeviceGrant {
  deviceCode: string;
  userCode: string;
  scopes: DeviceScope[];
  expiresAtMs: number;
  interval: number;
  lastPollMs: number | null;
  decision: 'pending' | 'approved' | 'denied';
  apiKey: string | null;
}

export interface AdvisoryPackage {
  ecosystem: AdvisoryEcosystem;
  name: string;
  /** Exact affected versions; when absent, every version from `introduced` (default any) below `fixedIn`. */
  versions?: string[];
  introduced?: string;
  fixedIn: string | null;
}

export interface Advisory {
  id: string;
  title: string;
  source: string;
  kind: AdvisoryKind;
  severity: AdvisorySeverity;
  publishedAt: string;
  withdrawnAt: string | null;
  exploited: boolean;
  ids: string[];
  references: string[];
  tech: string[];
  packages: AdvisoryPackage[];
  cvss: { score: number; vector: string } | null;
  epss: { probability: number; percentile: number } | null;
  attribution: string | null;
}

export interface CheckRecord {
  id: string;
  url: string;
  createdAt: string;
  polls: number;
  pollsToFinish: number;
}

export interface RepositoryCheckConfig {
  verdict?: RepositoryVerdict | null;
  failure?: RepositoryFailure | null;
  score?: number | null;
  appRisk?: 'low' | 'elevated' | 'high' | null;
  summary?: string | null;
  findings?: { title: string; severity: Severity }[];
}

export interface RepositoryCheck extends CheckRecord {
  mode: 'skill' | 'app' | null;
  depth: 'free' | 'deep';
}

export interface DnsRecheck {
  scanId: string;
  findingIds: string[];
  checkedAt: string;
  nextAllowedAt: string;
  outcomes: { findingId: string; code: string; result: 'fixed' | 'still_present' }[];
}

export interface Allowance {
  pulseRemaining: number;
  pulseUsed: number;
  deepRemaining: number;
  deepUsed: number;
  freeSiteId: string | null;
}

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
  repositoryChecks: Map<string, RepositoryCheck>;
  repositoryConfigs: Map<string, RepositoryCheckConfig>;
  dnsRechecks: Map<string, DnsRecheck[]>;
  localChecks: Map<LocalCheckId, LocalCheckReason>;
  idempotency: Map<string, StoredAnswer>;
  allowance: Allowance;
  counters: Map<string, number>;
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

export function createState(settings: SimulatorSettings): SimulatorState {
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
    repositoryChecks: new Map(),
    repositoryConfigs: new Map(),
    dnsRechecks: new Map(),
    localChecks: new Map(),
    idempotency: new Map(),
    allowance: { pulseRemaining: 5, pulseUsed: 0, deepRemaining: 1, deepUsed: 0, freeSiteId: null },
    counters: new Map(),
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
  return Date.now() + state.clockOffsetMs;
}

/** The simulator's time, `offsetSeconds` from now, as an ISO string ending in Z. */
export function isoAt(state: SimulatorState, offsetSeconds = 0): string {
  return new Date(nowMs(state) + offsetSeconds * 1000).toISOString();
}

export function webUrl(state: SimulatorState, webPath: string): string {
  return `${state.webBase}${webPath}`;
}
