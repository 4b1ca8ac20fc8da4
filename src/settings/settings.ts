// Turns the raw inputs into one readonly, typed settings object. Nothing else reads inputs.
import { ConfigurationError } from '../errors.ts';
import { parseApiKey, SERVICE_COMMANDS } from './api-key.ts';
import { parseBaseUrl } from './base-url.ts';
import { readPolicyInputs, type PolicySettings } from './policy-knobs.ts';
import { withDefaults } from './raw.ts';
import type { RawInputs } from './readers.ts';
import {
  bool,
  commaList,
  lines,
  matchOneOf,
  oneOf,
  optionalPositiveInteger,
  positiveNumber,
  required,
  shown,
} from './readers.ts';
import { parseRepositoryUrls } from './repository-url.ts';
import * as V from './choices.ts';

export interface EventContext {
  readonly eventName: string;
  /** A pull request from a fork: secrets read as empty there. */
  readonly fromFork: boolean;
}

// The policy's type comes from the knob table; settings are where the rest of the code reads it.
export type { PolicySettings };

/** The policy of the inputs' defaults (off a change event); also the run's fallback when no settings were read. */
export const DEFAULT_POLICY: PolicySettings = readPolicyInputs(
  withDefaults(() => ''),
  false,
);

export interface Settings {
  readonly command: V.Command;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly site: string;
  readonly scan: V.ScanChoice;
  readonly route: V.Route;
  readonly baseline: string;
  /** Preview deployments: the site whose base-branch baseline is the reference; '' for `site` itself. */
  readonly baselineSite: string;
  readonly dependencies: 'auto' | 'none' | readonly string[];
  readonly localChecks: readonly V.LocalCheckId[];
  /** `local-checks` names the checks (not `all`): asked for explicitly, so not skipped quietly. */
  readonly localChecksNamed: boolean;
  readonly wait: boolean;
  readonly waitTimeoutMs: number;
  readonly approvalTimeoutMs: number;
  readonly policy: PolicySettings;
  readonly policyFile: string;
  readonly comment: V.CommentMode;
  readonly annotations: boolean;
  readonly sarifFile: string;
  readonly repairBrief: string;
  readonly githubToken: string;
  readonly forkPullRequests: (typeof V.FORK_MODES)[number];
  readonly monitor: MonitorSettings;
  readonly repositoryCheck: RepositoryCheckSettings;
  readonly quickCheckUrl: string;
  readonly verify: { readonly method: V.VerifyMethod | ''; readonly verificationId: string };
  readonly dnsRecheck: { readonly scanId: string; readonly findingId: string };
  /** collect: where the pull request's data is written; scan: where the downloaded data is read. */
  readonly pullRequestData: string;
  readonly report: { readonly file: string; readonly pullRequestNumber: number | null };
}

export interface MonitorSettings {
  readonly view: V.MonitorViewName;
  readonly kind: V.MonitorKind;
  readonly ecosystem: V.MonitorEcosystem;
  readonly severity: V.MonitorSeverity;
  readonly days: number | null;
  readonly query: string;
  readonly createIssues: boolean;
  readonly issueLabels: readonly string[];
}

export interface RepositoryCheckSettings {
  readonly repositories: 'auto' | readonly string[];
  readonly mode: V.RepositoryCheckMode | '';
  readonly depth: V.RepositoryCheckDepth;
}

const MINUTE_MS = 60_000;
/** GitHub ends a job after 6 hours on hosted runners (72 h self-hosted); nothing waits longer than that. */
const MAX_WAIT_MINUTES = 72 * 60;

export function parseSettings(input: RawInputs, event: EventContext): Settings {
  const command = oneOf('command', input('command') || 'scan', V.COMMANDS);
  const forkPullRequests = oneOf('fork-pull-requests', input('fork-pull-requests'), V.FORK_MODES);
  const local = V.isLocalCommand(command);
  const settings: Settings = {
    command,
    apiKey: local ? '' : parseApiKey(input('api-key'), event, forkPullRequests),
    baseUrl: local ? '' : parseBaseUrl(required('base-url', input('base-url'), SERVICE_COMMANDS)),
    site: input('site'),
    scan: oneOf('scan', input('scan'), V.SCAN_KINDS),
    route: oneOf('route', input('route'), V.ROUTES),
    baseline: input('baseline') || 'auto',
    baselineSite: input('baseline-site').trim(),
    dependencies: parseDependencies(input('dependencies')),
    localChecks: parseLocalChecks(input('local-checks')),
    localChecksNamed: matchOneOf(input('local-checks').trim(), LOCAL_CHECK_WORDS) === undefined,
    wait: bool('wait', input('wait')),
    waitTimeoutMs:
      positiveNumber('wait-timeout-minutes', input('wait-timeout-minutes'), MAX_WAIT_MINUTES) * MINUTE_MS,
    approvalTimeoutMs:
      positiveNumber('approval-timeout-minutes', input('approval-timeout-minutes'), MAX_WAIT_MINUTES) *
      MINUTE_MS,
    policy: parsePolicy(input, event),
    policyFile: input('policy-file'),
    // collect has nothing to tell the pull request, and a fork's token may only read.
    comment: command === 'collect' ? 'never' : oneOf('comment', input('comment'), V.COMMENT_MODES),
    annotations: bool('annotations', input('annotations')),
    sarifFile: input('sarif-file'),
    repairBrief: parseRepairBrief(input('repair-brief')),
    githubToken: input('github-token'),
    forkPullRequests,
    monitor: parseMonitor(input),
    repositoryCheck: parseRepositoryCheck(input),
    quickCheckUrl: input('url'),
    verify: { method: parseVerifyMethod(input('verify-method')), verificationId: input('verification-id') },
    dnsRecheck: { scanId: input('scan-id'), findingId: input('finding-id') },
    pullRequestData: input('pull-request-data'),
    report: {
      file: input('report-file'),
      pullRequestNumber: optionalPositiveInteger('pull-request-number', input('pull-request-number'), 1e9),
    },
  };
  checkCommandNeeds(settings);
  return settings;
}

function parseDependencies(value: string): Settings['dependencies'] {
  const trimmed = value.trim();
  if (trimmed === 'auto' || trimmed === 'none') return trimmed;
  const paths = lines(value);
  if (paths.length === 0) {
    throw new ConfigurationError(
      "Input 'dependencies' is empty; accepted: 'auto', 'none', or newline-separated lock-file paths or globs.",
    );
  }
  return paths;
}

/** The words `local-checks` takes besides check ids. */
const LOCAL_CHECK_WORDS = ['all', 'none'] as const;

function parseLocalChecks(value: string): readonly V.LocalCheckId[] {
  const word = matchOneOf(value.trim(), LOCAL_CHECK_WORDS);
  if (word === 'all') return V.LOCAL_CHECK_IDS;
  if (word === 'none') return [];
  const ids = commaList(value);
  if (ids.length === 0) {
    throw new ConfigurationError(
      `Input 'local-checks' is empty; accepted: 'all', 'none', or comma-separated ids of: ${V.LOCAL_CHECK_IDS.join(', ')}.`,
    );
  }
  return [...new Set(ids.map((id) => oneOf('local-checks', id, V.LOCAL_CHECK_IDS)))];
}

function parsePolicy(input: RawInputs, event: EventContext): PolicySettings {
  // A trusted run judging a pull request's data judges a change too.
  const onChange = V.isChangeEvent(event.eventName) || input('pull-request-data') !== '';
  return readPolicyInputs(input, onChange);
}

function parseVerifyMethod(value: string): V.VerifyMethod | '' {
  return value === '' ? '' : oneOf('verify-method', value, V.VERIFY_METHODS);
}

function parseRepairBrief(value: string): string {
  if (value === '' || /^[a-z0-9][a-z0-9._-]{0,39}$/.test(value)) return value;
  throw new ConfigurationError(
    `Input 'repair-brief' is ${shown(value)}; accepted: an assistant identifier of lowercase letters, digits, '.', '_' or '-' (the service lists the nine it knows).`,
  );
}

function parseMonitor(input: RawInputs): MonitorSettings {
  return {
    view: oneOf('monitor-view', input('monitor-view'), V.MONITOR_VIEWS),
    kind: oneOf('monitor-kind', input('monitor-kind'), V.MONITOR_KINDS),
    ecosystem: oneOf('monitor-ecosystem', input('monitor-ecosystem'), V.MONITOR_ECOSYSTEMS),
    severity: oneOf('monitor-severity', input('monitor-severity'), V.MONITOR_SEVERITIES),
    days: optionalPositiveInteger('monitor-days', input('monitor-days'), 3650),
    query: input('monitor-query'),
    createIssues: bool('create-issues', input('create-issues')),
    issueLabels: commaList(input('issue-labels')),
  };
}

function parseRepositoryCheck(input: RawInputs): RepositoryCheckSettings {
  const listed = input('repositories').trim();
  const mode = input('repository-check-mode');
  return {
    repositories: listed === 'auto' ? 'auto' : parseRepositoryUrls(lines(listed)),
    mode: mode === '' ? '' : oneOf('repository-check-mode', mode, V.REPOSITORY_CHECK_MODES),
    depth: oneOf('repository-check-depth', input('repository-check-depth'), V.REPOSITORY_CHECK_DEPTHS),
  };
}

/** Cross-field rules: what each command cannot do without. */
function checkCommandNeeds(s: Settings): void {
  const need = (ok: boolean, message: string): void => {
    if (!ok) throw new ConfigurationError(message);
  };
  if (s.command === 'scan') {
    need(s.site !== '', "Input 'site' is required for command 'scan': a site id or the site's URL.");
    need(
      s.route === 'agent' || !/^https?:\/\//i.test(s.site),
      "Input 'site' must be a project id on route 'legacy' (the legacy routes cannot find or add a site by URL).",
    );
    need(
      s.scan !== 'deep' || s.route !== 'agent' || s.verify.verificationId !== '',
      "A Deep scan on the agent route needs 'verification-id': a verified ownership proof of the site. Issue and check one with command 'verify-ownership' first, or use route 'legacy' with a CI key allowed for Deep.",
    );
  }
  need(
    s.baselineSite === '' || s.baseline === 'auto',
    "Inputs 'baseline' and 'baseline-site' exclude each other: give 'baseline' a scan id, or name the reference site in 'baseline-site' with baseline: auto.",
  );
  if (s.command === 'quick-check')
    need(s.quickCheckUrl !== '', "Input 'url' is required for command 'quick-check'.");
  if (s.command === 'verify-ownership') {
    need(s.site !== '', "Input 'site' is required for command 'verify-ownership'.");
    need(
      (s.verify.method === '') !== (s.verify.verificationId === ''),
      "Command 'verify-ownership' needs exactly one of 'verify-method' (issue a proof: dns, file or meta) and 'verification-id' (check a published proof).",
    );
  }
  if (s.command === 'dns-recheck') {
    need(
      s.dnsRecheck.scanId !== '' && s.dnsRecheck.findingId !== '',
      "Command 'dns-recheck' needs both 'scan-id' and 'finding-id'.",
    );
  }
  if (s.command === 'collect')
    need(
      s.pullRequestData !== '',
      "Input 'pull-request-data' is required for command 'collect': the folder to write to.",
    );
  if (s.command === 'report') {
    need(
      s.report.file !== '',
      "Input 'report-file' is required for command 'report': the scan's report file.",
    );
    need(
      s.report.pullRequestNumber !== null,
      "Input 'pull-request-number' is required for command 'report': the pull request to post to.",
    );
  }
  if (s.command === 'repository-check' && s.repositoryCheck.repositories !== 'auto') {
    need(
      s.repositoryCheck.repositories.length > 0,
      "Input 'repositories' is empty; accepted: 'auto' or newline-separated repository URLs.",
    );
  }
}
