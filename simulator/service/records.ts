// The records the simulated service keeps: keys, sites, scans, findings, proofs, operations, devices,
// advisories and checks. Plain data; behaviour lives in the domain modules.
import type {
  AdvisoryEcosystem,
  AdvisoryKind,
  AdvisorySeverity,
  ApprovalState,
  AssessmentLevel,
  DeviceScope,
  FinalScanStatus,
  FindingState,
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
  /** A revoked or expired key answers 401. */
  status: 'active' | 'revoked' | 'expired';
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
  /** The advisory's address as its source gives it; its page in the web application when absent. */
  url?: string;
}

export interface CheckRecord {
  id: string;
  url: string;
  createdAt: string;
  polls: number;
  pollsToFinish: number;
}

export interface QuickCheckItem {
  id: string;
  title: string;
  status: 'pass' | 'attention' | 'unknown';
  severity?: 'critical' | 'high' | 'medium' | 'low' | 'info';
}

export interface QuickCheckConfig {
  finalStatus?: 'succeeded' | 'failed';
  checks?: QuickCheckItem[];
  summary?: string | null;
}

export interface RepositoryCheckConfig {
  verdict?: RepositoryVerdict | null;
  failure?: RepositoryFailure | null;
  score?: number | null;
  appRisk?: 'low' | 'elevated' | 'high' | null;
  summary?: string | null;
  findings?: { title: string; severity: Severity }[];
  /** Polls until a check of this URL is final; the world's checkPollsToFinish otherwise, 0 = final at start. */
  pollsToFinish?: number;
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
