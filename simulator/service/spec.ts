// Every value the simulator takes from /work/shared/spec/service-api.md, in one place. Where the spec leaves a
// value unshown, the comment says "ours:" and the choice is documented in simulator/service/README.md.

export const API_ROOT = '/api/cli/';
export const API_PREFIX = '/api/cli/v1';
export const SUPPORTED_VERSION = 'v1';
export const KEY_PREFIX = 'svk_';

export const PERMISSIONS = ['read', 'sites', 'pulse', 'deep', 'local'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const DEVICE_SCOPES = ['pulse', 'sites', 'deep', 'local'] as const;
export type DeviceScope = (typeof DEVICE_SCOPES)[number];

export const SCAN_KINDS = ['pulse', 'box'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
export const SCAN_STATUSES = [
  'queued',
  'running',
  'cancelling',
  'succeeded',
  'incomplete',
  'failed',
  'cancelled',
] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];
export const FINAL_SCAN_STATUSES = ['succeeded', 'incomplete', 'failed', 'cancelled'] as const;
export type FinalScanStatus = (typeof FINAL_SCAN_STATUSES)[number];
export const ASSESSMENT_LEVELS = ['pulse', 'standard', 'deep'] as const;
export type AssessmentLevel = (typeof ASSESSMENT_LEVELS)[number];

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const FINDING_STATES = ['attention', 'information', 'unknown', 'pass'] as const;
export type FindingState = (typeof FINDING_STATES)[number];
/** ours: the spec says "a fixed short prefix, a hyphen, six characters"; we take 2-5 uppercase letters. */
export const FINDING_CODE_PATTERN = /^[A-Z]{2,5}-[A-Z0-9]{6}$/;
export const FEATURES_HEADER = 'x-service-agent-features';
export const FINDING_CODE_FEATURE = 'finding-code';

export const VERIFICATION_METHODS = ['dns', 'file', 'meta'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
export type VerificationState = 'pending' | 'verified' | 'expired' | 'exhausted' | 'revoked';
export type ApprovalState = 'pending' | 'approved' | 'expired' | 'denied';
export const CHECK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const LOCK_FILE_NAMES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'requirements.txt',
  'poetry.lock',
] as const;
/** ours (PRODUCT.md "Assumed shapes"): dependency upload package items are npm or pypi. */
export const PACKAGE_ECOSYSTEMS = ['npm', 'pypi'] as const;
export type PackageEcosystem = (typeof PACKAGE_ECOSYSTEMS)[number];

export const LOCAL_CHECK_IDS = [
  'tracked-secrets',
  'public-environment',
  'browser-artifacts',
  'database-client',
  'database-migrations',
  'git-history',
  'container-files',
  'container-values',
  'actions-injection',
  'source-maps',
] as const;
export type LocalCheckId = (typeof LOCAL_CHECK_IDS)[number];
export const LOCAL_CHECK_REASONS = ['available', 'unsupported', 'disabled'] as const;
export type LocalCheckReason = (typeof LOCAL_CHECK_REASONS)[number];
/** Three dot-separated integers, optionally a hyphen and letters, digits, dots or hyphens; at most 40 chars. */
export const VERSION_STRING_PATTERN = /^\d+\.\d+\.\d+(-[A-Za-z0-9.-]+)?$/;
export const VERSION_STRING_MAX = 40;

/** ours: the spec names nine assistant identifiers without spelling them; these are the simulator's nine. */
export const REPAIR_AGENTS = [
  'claude-code',
  'cursor',
  'copilot',
  'windsurf',
  'codex',
  'cline',
  'lovable',
  'bolt',
  'v0',
] as const;
export type RepairAgent = (typeof REPAIR_AGENTS)[number];

export const MONITOR_VIEWS = ['latest', 'sites', 'exploited', 'following'] as const;
export const MONITOR_KINDS = ['all', 'vulnerability', 'malicious_package'] as const;
export const MONITOR_ECOSYSTEMS = ['all', 'npm', 'pypi', 'composer', 'wordpress'] as const;
export const ADVISORY_SEVERITIES = ['critical', 'high', 'medium', 'low', 'unknown'] as const;
export type AdvisorySeverity = (typeof ADVISORY_SEVERITIES)[number];
export type AdvisoryKind = 'vulnerability' | 'malicious_package';
export type AdvisoryEcosystem = 'npm' | 'pypi' | 'composer' | 'wordpress';

export const REPOSITORY_MODES = ['skill', 'app'] as const;
export const REPOSITORY_DEPTHS = ['free', 'deep'] as const;
export const REPOSITORY_VERDICTS = ['safe', 'caution', 'do_not_install'] as const;
export type RepositoryVerdict = (typeof REPOSITORY_VERDICTS)[number];
export const REPOSITORY_FAILURES = [
  'not-found',
  'ref-not-found',
  'empty',
  'too-large',
  'rate-limited',
  'unavailable',
  'timeout',
  'engine-error',
] as const;
export type RepositoryFailure = (typeof REPOSITORY_FAILURES)[number];
/** ours: hosts accepted as "a public repository on a code-hosting service". */
export const REPOSITORY_HOSTS = ['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org'] as const;

/** Device sign-in body bounds from the spec's Limits section. */
export const DEVICE_LIMITS = {
  clientName: 80,
  hostname: 120,
  platform: 40,
  version: 40,
  scopes: 4,
  deviceCode: 200,
};

/** ours: list sizes the spec leaves unshown. Larger `limit` values are clamped to the maximum. */
export const PAGE_LIMITS = { default: 20, max: 100 } as const;
/** ours: findings per repair-brief part, and characters per docs page part. */
export const REPAIR_BRIEF_FINDINGS_PER_PART = 2;
export const DOCS_PART_CHARS = 600;
/** ours: the largest dependency upload accepted. */
export const MAX_PACKAGES = 10_000;

/**
 * Error codes. Only RATE_LIMITED is shown by the spec; the rest are ours, one per distinguishable refusal, so
 * a client (and its tests) can tell them apart.
 */
export const ERROR_CODES = {
  rateLimited: 'RATE_LIMITED',
  unsupportedVersion: 'UNSUPPORTED_VERSION',
  invalidInput: 'INVALID_INPUT',
  invalidJson: 'INVALID_JSON',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  allowanceExhausted: 'ALLOWANCE_EXHAUSTED',
  siteLimitReached: 'SITE_LIMIT_REACHED',
  confirmationRequired: 'CONFIRMATION_REQUIRED',
  noBaseline: 'NO_BASELINE',
  scanNotFinished: 'SCAN_NOT_FINISHED',
  recheckUnavailable: 'RECHECK_UNAVAILABLE',
  recheckTooSoon: 'RECHECK_TOO_SOON',
  proofNotVerified: 'OWNERSHIP_PROOF_REQUIRED',
  verificationExhausted: 'VERIFICATION_EXHAUSTED',
  verificationExpired: 'VERIFICATION_EXPIRED',
  approvalPending: 'DEEP_APPROVAL_PENDING',
  approvalDenied: 'DEEP_APPROVAL_DENIED',
  approvalExpired: 'DEEP_APPROVAL_EXPIRED',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internalError: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
