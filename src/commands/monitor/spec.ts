// The monitor command's spec: new advisories for the sites' lock files since the last run, with issues
// opened for those at or over `fail-on`. Its code (./index.ts) loads when it runs.
import { bool, commaList, oneOf, optionalPositiveInteger } from '../../settings/readers.ts';
import * as V from '../../settings/choices.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';

export interface MonitorOptions {
  readonly view: V.MonitorViewName;
  readonly kind: V.MonitorKind;
  readonly ecosystem: V.MonitorEcosystem;
  readonly severity: V.MonitorSeverity;
  readonly days: number | null;
  readonly query: string;
  readonly createIssues: boolean;
  /** Read only when createIssues is true; `per-advisory` otherwise. */
  readonly issues: V.MonitorIssueMode;
  readonly issueLabels: readonly string[];
}

export type MonitorSettings = CommandSettings<'monitor', { readonly monitor: MonitorOptions }>;

export const monitorSpec: ServiceCommandSpec<MonitorSettings> = {
  subject: 'Security monitor',
  local: false,
  inputs: {
    site: {},
    dependencies: {},
    // The gate judges the advisories of the uploaded lock files as a scan's.
    'fail-on': {},
    'fail-scope': {},
    'fail-on-dependencies': {},
    'dependency-scopes': {},
    'fail-on-unfixable': {},
    'policy-file': {},
    // On a pull request the run's end posts its verdict's sticky comment (src/runtime/finalize.ts).
    comment: {},
    'create-issues': {
      description: 'monitor: open one GitHub issue per new advisory at or over `fail-on`.',
      default: 'false',
    },
    'monitor-issues': {
      description:
        'monitor, with `create-issues`: `per-advisory` (one issue per new advisory at or over `fail-on`) or `dashboard` (one issue per site listing every advisory of the window, updated in place each run).',
      default: 'per-advisory',
    },
    'issue-labels': {
      description: 'monitor: comma-separated labels for the issues it opens.',
      default: 'security,advisory',
    },
    'monitor-view': {
      description: 'monitor: `latest`, `sites`, `exploited` or `following`.',
      default: 'sites',
    },
    'monitor-kind': {
      description: 'monitor: `all`, `vulnerability` or `malicious_package`.',
      default: 'all',
    },
    'monitor-ecosystem': {
      description: 'monitor: `all`, `npm`, `pypi`, `composer` or `wordpress`.',
      default: 'all',
    },
    'monitor-severity': {
      description: 'monitor: `all`, `critical`, `high`, `medium`, `low` or `unknown`.',
      default: 'all',
    },
    'monitor-days': {
      description: 'monitor: only advisories of the last N days (empty: the service default).',
    },
    'monitor-query': { description: 'monitor: free-text filter.' },
  },
  outputs: ['new-advisories', 'affected-packages', 'sarif-file'],
  options: (input) => {
    const createIssues = bool('create-issues', input('create-issues'));
    return {
      monitor: {
        view: oneOf('monitor-view', input('monitor-view'), V.MONITOR_VIEWS),
        kind: oneOf('monitor-kind', input('monitor-kind'), V.MONITOR_KINDS),
        ecosystem: oneOf('monitor-ecosystem', input('monitor-ecosystem'), V.MONITOR_ECOSYSTEMS),
        severity: oneOf('monitor-severity', input('monitor-severity'), V.MONITOR_SEVERITIES),
        days: optionalPositiveInteger('monitor-days', input('monitor-days'), 3650),
        query: input('monitor-query'),
        createIssues,
        issues: parseMonitorIssues(createIssues, input('monitor-issues')),
        issueLabels: commaList(input('issue-labels')),
      },
    };
  },
  // Lock files are uploaded only under a site.
  sarifParts: (s) => ({ lockFiles: s.dependencies !== 'none' && s.site !== '', localChecks: [] }),
  // It reads advisories with the key's `read`, which the preflight's own request checks.
  preflight: () => ({ needs: [], allowance: null }),
  run: async () => (await import('./index.ts')).monitorCommand,
  summary: async () => (await import('./summary.ts')).monitorSummary,
};

/** Without issues the mode means nothing, so it is not read (a stale value in a shared workflow is no error). */
function parseMonitorIssues(createIssues: boolean, value: string): V.MonitorIssueMode {
  return createIssues ? oneOf('monitor-issues', value, V.MONITOR_ISSUE_MODES) : 'per-advisory';
}
