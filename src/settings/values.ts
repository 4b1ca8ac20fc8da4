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

/** Commands that need neither the key nor the service: they run where secrets are absent or not wanted. */
export const LOCAL_COMMANDS = ['collect', 'report'] as const satisfies readonly Command[];
export type LocalCommand = (typeof LOCAL_COMMANDS)[number];
export const isLocalCommand = (command: Command): command is LocalCommand =>
  (LOCAL_COMMANDS as readonly string[]).includes(command);

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const FAIL_ON = [...SEVERITIES, 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const SCAN_KINDS = ['pulse', 'deep', 'none'] as const;
export const ROUTES = ['agent', 'legacy'] as const;
export const FAIL_SCOPES = ['new', 'all', 'auto'] as const;
export const COMMENT_MODES = ['always', 'on-change', 'on-failure', 'never'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];
/** What a fork's pull-request run without a key does (`fork-pull-requests`). */
export const FORK_MODES = ['skip', 'fail'] as const;
export const VERIFY_METHODS = ['dns', 'file', 'meta'] as const;

export const MONITOR_VIEWS = ['latest', 'sites', 'exploited', 'following'] as const;
export const MONITOR_KINDS = ['all', 'vulnerability', 'malicious_package'] as const;
export const MONITOR_ECOSYSTEMS = ['all', 'npm', 'pypi', 'composer', 'wordpress'] as const;
export const MONITOR_SEVERITIES = ['all', 'critical', 'high', 'medium', 'low', 'unknown'] as const;
export const REPOSITORY_CHECK_MODES = ['skill', 'app'] as const;
export const REPOSITORY_CHECK_DEPTHS = ['free', 'deep'] as const;

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
