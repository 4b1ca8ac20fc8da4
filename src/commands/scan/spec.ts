// The scan command's spec: a Pulse or Deep scan of a site, its lock files and local checks, judged against
// the base branch's baseline. Its code (./index.ts) loads when it runs.
import { ConfigurationError } from '../../errors.ts';
import { POLICY_INPUT_NAMES } from '../../settings/policy-knobs.ts';
import { bool, commaList, matchOneOf, oneOf, shown } from '../../settings/readers.ts';
import { minutesInput } from '../../settings/settings.ts';
import * as V from '../../settings/choices.ts';
import { need, siteByUrlNeeds, type Need } from '../../steps/preflight/needs.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';
import { requireCheckout } from './checkout.ts';

/** The scan's id, for code outside this folder that names it (`command: report` reads scans' reports). */
export const SCAN_COMMAND = 'scan' satisfies V.Command;

export interface ScanOptions {
  readonly scan: V.ScanChoice;
  readonly route: V.Route;
  readonly baseline: string;
  /** Preview deployments: the site whose base-branch baseline is the reference; '' for `site` itself. */
  readonly baselineSite: string;
  readonly localChecks: readonly V.LocalCheckId[];
  /** `local-checks` names the checks (not `all`): asked for explicitly, so not skipped quietly. */
  readonly localChecksNamed: boolean;
  readonly wait: boolean;
  readonly approvalTimeoutMs: number;
  readonly repairBrief: string;
  /** A Deep scan on the agent route: the verified ownership proof it uses. */
  readonly verificationId: string;
}

export type ScanSettings = CommandSettings<typeof SCAN_COMMAND, ScanOptions>;

/** The words `local-checks` takes besides check ids. */
const LOCAL_CHECK_WORDS = ['all', 'none'] as const;

export const scanSpec: ServiceCommandSpec<ScanSettings> = {
  subject: 'Security scan',
  local: false,
  needsCheckout: requireCheckout,
  judgesPullRequest: true,
  inputs: {
    site: { required: "a site id or the site's URL" },
    scan: {
      description: 'Scan to start: `pulse`, `deep` or `none` (inventories and local checks only).',
      default: 'pulse',
    },
    route: {
      description: 'Service routes: `agent`, or `legacy` (CLI 0.2 routes; the release Deep with a CI key).',
      default: 'agent',
    },
    baseline: {
      description:
        "Scan id to compare against; `auto`: on pull requests and merge queues, the scan the base branch's newest push, schedule or manual run recorded for the same site and kind (none recorded: every open finding is judged).",
      default: 'auto',
    },
    'baseline-site': {
      description:
        'Preview deployments: the site (id or URL) whose base-branch baseline is the reference for `site`; findings are matched by their `code` across the two sites.',
    },
    dependencies: {},
    'local-checks': {
      description: 'Local repository checks: `all`, `none`, or comma-separated check ids.',
      default: 'all',
    },
    wait: { description: 'Wait for the scan to finish (`true`/`false`).', default: 'true' },
    'wait-timeout-minutes': {},
    'approval-timeout-minutes': {
      description: 'Deep on the agent route: how long to wait for a person to approve the operation.',
      default: '60',
    },
    ...Object.fromEntries(POLICY_INPUT_NAMES.map((name) => [name, {}])),
    'policy-file': {},
    comment: {},
    'repair-brief': {
      description: 'An assistant identifier: fetch the whole repair brief into a Markdown file.',
    },
    'verification-id': {},
    'pull-request-data': {},
  },
  outputs: [
    'scan-id',
    'scan-status',
    'scan-url',
    'new-findings',
    'fixed-findings',
    'open-findings',
    'affected-packages',
    'approval-url',
    'sarif-file',
    'repair-brief-file',
    'allowance-remaining',
    'pull-request-number',
  ],
  options: (input) => ({
    scan: oneOf('scan', input('scan'), V.SCAN_KINDS),
    route: oneOf('route', input('route'), V.ROUTES),
    baseline: input('baseline') || 'auto',
    baselineSite: input('baseline-site').trim(),
    localChecks: parseLocalChecks(input('local-checks')),
    localChecksNamed: matchOneOf(input('local-checks').trim(), LOCAL_CHECK_WORDS) === undefined,
    wait: bool('wait', input('wait')),
    approvalTimeoutMs: minutesInput(input, 'approval-timeout-minutes'),
    repairBrief: parseRepairBrief(input('repair-brief')),
    verificationId: input('verification-id'),
  }),
  check: (s) => {
    if (s.route === 'legacy' && /^https?:\/\//i.test(s.site))
      fail(
        "Input 'site' must be a project id on route 'legacy' (the legacy routes cannot find or add a site by URL).",
      );
    if (s.scan === 'deep' && s.route === 'agent' && s.verificationId === '')
      fail(
        "A Deep scan on the agent route needs 'verification-id': a verified ownership proof of the site. Issue and check one with `command: verify-ownership` first, or use route 'legacy' with a CI key allowed for Deep.",
      );
    if (s.baselineSite !== '' && s.baseline !== 'auto')
      fail(
        "Inputs 'baseline' and 'baseline-site' exclude each other: give 'baseline' a scan id, or name the reference site in 'baseline-site' with baseline: auto.",
      );
  },
  // The legacy route uploads no lock files; a pull request's data holds none of the files the checks read.
  sarifParts: (s) => ({
    lockFiles: s.dependencies !== 'none' && s.route === 'agent',
    localChecks: s.pullRequestData === '' ? s.localChecks : [],
  }),
  // The legacy (CLI 0.2) routes have no allowance route, so no preflight there.
  preflight: (settings) =>
    settings.route === 'legacy'
      ? null
      : { needs: permissions(settings), allowance: settings.scan === 'none' ? null : settings.scan },
  run: async () => (await import('./index.ts')).scanCommand,
  summary: async () => (await import('./summary.ts')).scanSummary,
};

function permissions(s: ScanSettings): Need[] {
  const needs = siteByUrlNeeds(s.site);
  if (Array.isArray(s.dependencies))
    needs.push(need('sites', 'to upload the lock files named in `dependencies`'));
  else if (s.dependencies === 'auto')
    needs.push(need('sites', 'to upload the lock files (`dependencies: auto`)', false));
  if (s.scan !== 'none') needs.push(need(s.scan, `to start a ${s.scan === 'pulse' ? 'Pulse' : 'Deep'} scan`));
  if (s.localChecks.length > 0) {
    if (s.localChecksNamed) needs.push(need('local', 'to run the local checks named in `local-checks`'));
    else needs.push(need('local', 'to authorize the local checks (`local-checks: all`)', false));
  }
  return needs;
}

function fail(message: string): never {
  throw new ConfigurationError(message);
}

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

function parseRepairBrief(value: string): string {
  if (value === '' || /^[a-z0-9][a-z0-9._-]{0,39}$/.test(value)) return value;
  throw new ConfigurationError(
    `Input 'repair-brief' is ${shown(value)}; accepted: an assistant identifier of lowercase letters, digits, '.', '_' or '-' (the service lists the nine it knows).`,
  );
}
