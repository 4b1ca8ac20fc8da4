// The spec's remaining resources: advisories, dependency uploads, ownership proofs and Deep operations,
// rechecks, quick and repository checks, docs, device sign-in and local-assessment admission.
import type { CheckStatus, Known, Opaque } from './types.ts';

export type MonitorView = Known<'latest' | 'sites' | 'exploited' | 'following'>;
export type MonitorKind = Known<'vulnerability' | 'malicious_package'>;
export type AdvisorySeverity = Known<'critical' | 'high' | 'medium' | 'low' | 'unknown'>;

export interface MonitorItem {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly kind: MonitorKind;
  readonly severity: AdvisorySeverity;
  readonly provenance: readonly Opaque[];
  readonly tech: readonly Opaque[];
  readonly packages: readonly Opaque[];
  readonly sites: readonly Opaque[];
  readonly withdrawnAt?: string | null;
  readonly publishedAt: string;
  readonly exploited: boolean;
  readonly ids: readonly string[];
  readonly references: readonly string[];
  readonly epss?: Opaque | null;
  readonly cvss?: Opaque | null;
  readonly attribution: string | null;
}

export interface MonitorResult {
  readonly items: readonly MonitorItem[];
  readonly nextCursor: string | null;
  readonly limitations: readonly string[];
}

export type LockFileName = Known<
  | 'package-lock.json'
  | 'npm-shrinkwrap.json'
  | 'pnpm-lock.yaml'
  | 'yarn.lock'
  | 'requirements.txt'
  | 'poetry.lock'
>;

export interface DependencyUploadResult {
  readonly siteId: string;
  readonly receivedAt: string | null;
  readonly sources: readonly LockFileName[];
  readonly packageCount: number;
  readonly affectsYouCount: number;
  /** Assumed items (read with `readAffectsYou`). */
  readonly affectsYou: readonly Opaque[];
  readonly webUrl: string;
}

export type VerificationMethod = Known<'dns' | 'file' | 'meta'>;
export type VerificationState = Known<'pending' | 'verified' | 'expired' | 'exhausted' | 'revoked'>;

export interface OwnershipVerification {
  readonly verificationId: string;
  readonly siteId: string;
  readonly origin: string;
  readonly method: VerificationMethod;
  readonly state: VerificationState;
  readonly expiresAt: string;
  readonly verifiedUntil: string | null;
  readonly attemptsRemaining: number;
  readonly retryAfterSeconds: number | null;
}

/** The issue response also says what to publish and where. */
export interface IssuedVerification extends OwnershipVerification {
  readonly value: string;
  readonly location: string;
}

export interface DeepOperation {
  readonly operationId: string;
  readonly siteId: string;
  readonly origin: string;
  readonly assessmentLevel: string;
  readonly verificationId: string;
  readonly cost: Opaque;
  readonly allowance: Opaque;
  readonly approvalState: Known<'pending' | 'approved' | 'expired' | 'denied'>;
  /** Where the person approves the operation. */
  readonly approvalUrl: string;
  readonly expiresAt: string;
}

export interface DnsRecheck {
  readonly scanId: string;
  readonly findingIds: readonly string[];
  readonly pending: Opaque | null;
  readonly checkedAt: string | null;
  readonly outcomes: readonly Opaque[];
  readonly nextAllowedAt: string | null;
  readonly failedAt: string | null;
  readonly originalGradeUnchanged: boolean;
}

export interface QuickCheck {
  readonly checkId: string;
  readonly status: CheckStatus;
  readonly reused: boolean;
  readonly headline: Opaque;
  readonly summary: string | null;
  readonly checks: readonly Opaque[];
  readonly webUrl: string;
  readonly suggestedPollAfterSeconds: number | null;
}

export type RepositoryCheckFailure = Known<
  | 'not-found'
  | 'ref-not-found'
  | 'empty'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable'
  | 'timeout'
  | 'engine-error'
>;

export interface RepositoryCheck {
  readonly checkId: string;
  readonly status: CheckStatus;
  readonly reused: boolean;
  readonly repository: Opaque;
  readonly mode: Known<'skill' | 'app'> | null;
  readonly kind: string | null;
  readonly verdict: Known<'safe' | 'caution' | 'do_not_install'> | null;
  readonly appRisk: Known<'low' | 'elevated' | 'high'> | null;
  readonly score: number | null;
  readonly summary: string | null;
  readonly plainSummary: string | null;
  readonly findings: readonly Opaque[];
  readonly moreFindings: number;
  readonly coverage: Opaque | null;
  /** A failed check is reported here inside a successful response. */
  readonly failure: RepositoryCheckFailure | null;
  readonly webUrl: string;
  readonly suggestedPollAfterSeconds: number | null;
}

export interface DocsPagePart {
  readonly path: string;
  readonly title: string;
  readonly description: string | null;
  readonly url: string;
  readonly markdownUrl: string;
  readonly markdown: string;
  readonly nextCursor: string | null;
  readonly complete: boolean;
}

export interface DocsSearchResult {
  readonly query: string;
  readonly results: readonly Opaque[];
}

export interface DeviceCode {
  readonly deviceCode: string;
  readonly userCode: string;
  readonly verificationUri: string;
  readonly verificationUriComplete: string;
  readonly expiresIn: number;
  readonly interval: number;
}

export type LocalCheckReason = Known<'available' | 'unsupported' | 'disabled'>;

export interface LocalAssessmentAdmission {
  readonly admissionId: string;
  readonly projectId: string;
  readonly workspaceId: string;
  readonly policyVersion: string;
  /** UTC ISO 8601, ending in Z. */
  readonly startBy: string;
  readonly checks: readonly {
    readonly id: string;
    readonly allowed: boolean;
    readonly reason: LocalCheckReason;
  }[];
}
