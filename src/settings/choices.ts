// Allowed values of the enumerated inputs, in one place for the parser, the docs and the tests.

export const COMMANDS = [
  'scan',
  'monitor',
  'repository-check',
  'quick-check',
  'verify-ownership',
  'dns-recheck',
  'collect',
  'report',
] as const;
export type Command = (typeof COMMANDS)[number];
// What each command reads, needs and does is its spec's (src/commands/<name>/spec.ts); this list only names them.

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A severity as reported: one of the five, or `unknown` for anything else the service or a reader sends. */
export type ReportedSeverity = Severity | 'unknown';

export const FAIL_ON = [...SEVERITIES, 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const SCAN_KINDS = ['pulse', 'deep', 'none'] as const;
export type ScanChoice = (typeof SCAN_KINDS)[number];
/** The two kinds of scan; the service still calls Deep `box` (see src/api/scan-kind.ts). */
export type ScanKind = Exclude<ScanChoice, 'none'>;
export const ROUTES = ['agent', 'legacy'] as const;
export type Route = (typeof ROUTES)[number];
/** What a wait that ended before a final status does to the gate (`on-timeout`). */
export const ON_TIMEOUT = ['fail', 'warn'] as const;
export type OnTimeout = (typeof ON_TIMEOUT)[number];
/** Which packages' advisories fail the gate: `runtime` leaves out those the lock files mark development. */
export const DEPENDENCY_SCOPES = ['all', 'runtime'] as const;
export type DependencyScope = (typeof DEPENDENCY_SCOPES)[number];
export const FAIL_SCOPES = ['new', 'all', 'auto'] as const;
export type FailScope = (typeof FAIL_SCOPES)[number];
export const COMMENT_MODES = ['always', 'on-change', 'on-failure', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
/** What a fork's pull-request run without a key does (`fork-pull-requests`). */
export const FORK_MODES = ['skip', 'fail'] as const;
export const VERIFY_METHODS = ['dns', 'file', 'meta'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

export const MONITOR_VIEWS = ['latest', 'sites', 'exploited', 'following'] as const;
export type MonitorViewName = (typeof MONITOR_VIEWS)[number];
export const MONITOR_KINDS = ['all', 'vulnerability', 'malicious_package'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
export const MONITOR_ECOSYSTEMS = ['all', 'npm', 'pypi', 'composer', 'wordpress'] as const;
export type MonitorEcosystem = (typeof MONITOR_ECOSYSTEMS)[number];
export const MONITOR_SEVERITIES = ['all', 'critical', 'high', 'medium', 'low', 'unknown'] as const;
export type MonitorSeverity = (typeof MONITOR_SEVERITIES)[number];
/** How the monitor keeps its issues (`monitor-issues`): one per new advisory, or one per site kept current. */
export const MONITOR_ISSUE_MODES = ['per-advisory', 'dashboard'] as const;
export type MonitorIssueMode = (typeof MONITOR_ISSUE_MODES)[number];
export const REPOSITORY_CHECK_MODES = ['skill', 'app'] as const;
export type RepositoryCheckMode = (typeof REPOSITORY_CHECK_MODES)[number];
export const REPOSITORY_CHECK_DEPTHS = ['free', 'deep'] as const;
export type RepositoryCheckDepth = (typeof REPOSITORY_CHECK_DEPTHS)[number];

/** The spec's ten local check ids (Local assessment admission). */
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

/** Events on which `fail-scope: auto` means `new`: the change is what is judged. */
export const CHANGE_EVENTS = ['pull_request', 'pull_request_target', 'merge_group'] as const;

export const isChangeEvent = (eventName: string) => (CHANGE_EVENTS as readonly string[]).includes(eventName);
