// The service's resources as the spec (service-api.md, version 1 beta) shows them. Enum-like fields are the
// known values `| (string & {})`, so a value the service adds later is kept, not rejected. Nested objects
// whose inner fields the spec leaves unshown are `Opaque`; src/api/unshown-fields/ reads them tolerantly.
import type { ServiceScanKind } from './scan-kind.ts';

/** A known set of values that still accepts any other string the service may add. */
export type Known<T extends string> = T | (string & {});

/** A nested object whose inner fields the spec does not show. */
export type Opaque = Readonly<Record<string, unknown>>;

/** Deep is `box` here; read it with readScanKind (scan-kind.ts). */
export type ScanKind = Known<ServiceScanKind>;
export const SCAN_STATUSES = [
  'queued',
  'running',
  'cancelling',
  'succeeded',
  'incomplete',
  'failed',
  'cancelled',
] as const;
export type KnownScanStatus = (typeof SCAN_STATUSES)[number];
export type ScanStatus = Known<KnownScanStatus>;
export type ScanMode = Known<'autonomous' | 'authenticated' | 'active'>;
export type AssessmentLevel = Known<'pulse' | 'standard' | 'deep'>;
export type Severity = Known<'critical' | 'high' | 'medium' | 'low' | 'info'>;
export const FINDING_STATES = ['attention', 'information', 'unknown', 'pass'] as const;
export type KnownFindingState = (typeof FINDING_STATES)[number];
export type FindingState = Known<KnownFindingState>;
export type CheckStatus = Known<'queued' | 'running' | 'succeeded' | 'failed'>;

/** A page of a list route: pass `nextCursor` as `cursor` for the next one. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
}

export interface ScanSummary {
  readonly id: string;
  readonly kind: ScanKind;
  readonly projectId: string;
  readonly target: string;
  readonly status: ScanStatus;
  readonly mode: ScanMode | null;
  readonly createdAt: string | null;
  readonly finishedAt: string | null;
  readonly webPath: string;
  readonly assessmentLevel: AssessmentLevel | null;
  readonly headline: Opaque;
  readonly webUrl: string;
  readonly suggestedPollAfterSeconds: number | null;
}

export interface ScanDetail extends ScanSummary {
  readonly baselineRunId: string | null;
  /** Assumed: open finding counts by severity (read with `readOpenCounts`). */
  readonly open: Opaque;
  readonly findingCount: number;
  /** Assumed: `{ percent?, phase? }` (read with `readProgress`). */
  readonly progress: Opaque | null;
  /** Assumed: `{ percent: number | null, … }` (read with `readCoveragePercent`). */
  readonly coverage: Opaque;
  readonly caveats: readonly string[];
  readonly outcome: Opaque | null;
  readonly exposureCheck?: Opaque;
}

export interface Finding {
  readonly id: string;
  /** Only when the request carried `x-service-agent-features: finding-code` (the client always sends it). */
  readonly code?: string;
  readonly runId: string;
  readonly kind: ScanKind;
  readonly severity: Severity;
  readonly state: FindingState;
  readonly category: string;
  readonly title: string;
  readonly meaning: string;
  readonly fix: string | null;
  readonly confidence: string;
  readonly evidence: readonly string[];
  readonly sources: readonly string[];
  readonly steps: readonly string[];
  readonly webPath: string;
  readonly webUrl: string;
  readonly evidenceTrust: string;
  readonly evidenceTruncated: boolean;
  readonly verdict?: Known<'confirmed' | 'needs_review' | 'not_actionable'> | null;
  readonly certainty?: Known<'high' | 'medium' | 'low'> | null;
  readonly exploitability?: Known<'direct' | 'conditional' | 'hygiene' | 'none'> | null;
  readonly proof?: Opaque | null;
  readonly proofGap?: string | null;
  readonly urgency?: Known<'now' | 'week' | 'later' | 'none'>;
  readonly howSure?: Known<'confirmed' | 'likely' | 'possible'> | null;
}

export interface Site {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly baseDomain: string | null;
  readonly latestPulse: Opaque | null;
  readonly latestDeep: Opaque | null;
  readonly latestBox: Opaque | null;
  readonly webPath: string;
  readonly webUrl: string;
}

export interface SiteStatus {
  readonly site: Opaque;
  readonly latestPulse: Opaque | null;
  readonly latestDeep: Opaque | null;
  readonly latestBox: Opaque | null;
  readonly lastComparison: Opaque | null;
  readonly caveats: readonly string[];
  readonly relevant?: readonly Opaque[];
  readonly relevantTotal?: number;
}

export interface AddSiteResult {
  readonly site: Opaque;
  /** False when a site with that address already existed and was returned instead. */
  readonly created: boolean;
}

export interface Allowance {
  readonly accessSource: Known<'community' | 'pilot' | 'none'>;
  readonly accountingMode: Known<'pilot' | 'credits' | 'unmetered'>;
  readonly pulse: Opaque;
  readonly deep: Opaque;
  readonly creditBalance: number | null;
  readonly freeSiteId: string | null;
  readonly freeSiteVisible: boolean;
  readonly canSwitchFreeSite: boolean;
}

export interface Me {
  readonly user: Opaque;
  readonly workspace: Opaque;
  readonly credential: Opaque;
  readonly capabilities: Opaque;
}

/** Start result of a Pulse or an approved Deep operation. */
export interface StartResult {
  readonly scan: Opaque;
  readonly charged: Opaque;
  readonly allowance: Opaque;
  /** True when the idempotency key matched an earlier start: nothing new was started or charged. */
  readonly replayed: boolean;
}

export interface FreeSiteSwitchResult {
  readonly removedSiteId: string;
  readonly removedSiteHost: string;
  readonly replacementSiteId: string | null;
  readonly allowance: Opaque;
  readonly restoreUrl: string;
  readonly startedScanId: string | null;
  readonly charged: Opaque;
  readonly replayed: boolean;
}

export interface Comparison {
  readonly runId: string;
  readonly baselineRunId: string;
  readonly error: string | null;
  /** Assumed items `{ change, finding }` (read with `readChanges`). */
  readonly changes: readonly Opaque[];
  readonly webUrl: string;
}

/** One part of a repair brief (agent route); follow `nextCursor` until `complete`. */
export interface RepairBriefPart {
  readonly scanId: string;
  readonly findingIds: readonly string[];
  readonly saved: boolean;
  readonly markdown: string;
  readonly nextCursor: string | null;
  readonly complete: boolean;
  readonly webUrl: string;
}

export type * from './types-operations.ts';
export type * from './types-legacy.ts';
