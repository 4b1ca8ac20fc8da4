// The single list of the action's inputs and outputs. action.yml and the docs/inputs.md tables are generated
// from it (`npm run gen:docs`), and a test fails when they drift.
import { POLICY_INPUTS } from './policy-knobs.ts';

export interface InputSpec {
  readonly description: string;
  readonly default?: string;
  readonly required?: boolean;
  /** Which command reads it; `all` for every command. Shown in docs/inputs.md. */
  readonly commands: readonly string[] | 'all';
}

export const INPUTS = {
  'api-key': {
    description:
      'Service API key (`svk_…`). Masked at once; sent only to `base-url`. Not read by `collect` and `report`.',
    required: true,
    commands: 'all',
  },
  'base-url': {
    description:
      'Service root URL; the action appends `/api/cli/v1`. `https://` only, except loopback hosts. Not read by `collect` and `report`.',
    required: true,
    commands: 'all',
  },
  command: {
    description:
      'What to run: `scan`, `monitor`, `repository-check`, `quick-check`, `verify-ownership`, `dns-recheck`, `collect` or `report`.',
    default: 'scan',
    commands: 'all',
  },
  site: {
    description:
      'Site id, or the site URL (found or added on the service). On the legacy route: the project id.',
    commands: ['scan', 'monitor', 'verify-ownership'],
  },
  scan: {
    description: 'Scan to start: `pulse`, `deep` or `none` (inventories and local checks only).',
    default: 'pulse',
    commands: ['scan'],
  },
  route: {
    description: 'Service routes: `agent`, or `legacy` (CLI 0.2 routes; the release Deep with a CI key).',
    default: 'agent',
    commands: ['scan'],
  },
  baseline: {
    description:
      "Scan id to compare against; `auto`: on pull requests and merge queues, the scan the base branch's newest push, schedule or manual run recorded for the same site and kind (none recorded: every open finding is judged).",
    default: 'auto',
    commands: ['scan'],
  },
  'baseline-site': {
    description:
      'Preview deployments: the site (id or URL) whose base-branch baseline is the reference for `site`; findings are matched by their `code` across the two sites.',
    commands: ['scan'],
  },
  dependencies: {
    description:
      'Lock files to upload: `auto` (every tracked lock file of the six supported names), `none`, or newline-separated paths or globs.',
    default: 'auto',
    commands: ['scan', 'monitor', 'collect'],
  },
  'local-checks': {
    description: 'Local repository checks: `all`, `none`, or comma-separated check ids.',
    default: 'all',
    commands: ['scan'],
  },
  wait: {
    description: 'Wait for the scan to finish (`true`/`false`).',
    default: 'true',
    commands: ['scan'],
  },
  'wait-timeout-minutes': {
    description:
      'Stop waiting after this many minutes (fractions allowed); the scan id and link are still reported.',
    default: '30',
    commands: ['scan', 'quick-check', 'repository-check'],
  },
  'approval-timeout-minutes': {
    description: 'Deep on the agent route: how long to wait for a person to approve the operation.',
    default: '60',
    commands: ['scan'],
  },
  ...POLICY_INPUTS,
  'policy-file': {
    description:
      'YAML file with the same policy keys, plus `ignore:` entries (finding code or advisory id, `reason`, optional `until`). On pull requests read from the base commit; `owner/repo/path@ref` reads it from another repository with the token.',
    commands: ['scan', 'monitor', 'quick-check'],
  },
  comment: {
    description: 'Sticky pull-request comment: `always`, `on-change`, `on-failure` or `never`.',
    default: 'on-change',
    commands: ['scan', 'repository-check', 'report'],
  },
  annotations: {
    description: 'Write annotations (`true`/`false`).',
    default: 'true',
    commands: 'all',
  },
  'sarif-file': {
    description:
      "Write SARIF 2.1.0 for lock-file and local-check results to this path, in the workspace or the runner's temporary folder (a symlink on the way is not followed: a warning, no file).",
    commands: ['scan'],
  },
  'repair-brief': {
    description: 'An assistant identifier: fetch the whole repair brief into a Markdown file.',
    commands: ['scan'],
  },
  'fork-pull-requests': {
    description:
      'On a `pull_request` from a fork without `api-key` (GitHub gives fork runs no secrets): `skip` (a notice, verdict `pass`, the summary says why) or `fail`. Anywhere else a missing key is an error.',
    default: 'skip',
    commands: 'all',
  },
  'github-token': {
    description: 'Token for pull-request comments and issues.',
    default: '${{ github.token }}',
    commands: 'all',
  },
  'create-issues': {
    description: 'monitor: open one GitHub issue per new advisory at or over `fail-on`.',
    default: 'false',
    commands: ['monitor'],
  },
  'issue-labels': {
    description: 'monitor: comma-separated labels for the issues it opens.',
    default: 'security,advisory',
    commands: ['monitor'],
  },
  'monitor-view': {
    description: 'monitor: `latest`, `sites`, `exploited` or `following`.',
    default: 'sites',
    commands: ['monitor'],
  },
  'monitor-kind': {
    description: 'monitor: `all`, `vulnerability` or `malicious_package`.',
    default: 'all',
    commands: ['monitor'],
  },
  'monitor-ecosystem': {
    description: 'monitor: `all`, `npm`, `pypi`, `composer` or `wordpress`.',
    default: 'all',
    commands: ['monitor'],
  },
  'monitor-severity': {
    description: 'monitor: `all`, `critical`, `high`, `medium`, `low` or `unknown`.',
    default: 'all',
    commands: ['monitor'],
  },
  'monitor-days': {
    description: 'monitor: only advisories of the last N days (empty: the service default).',
    commands: ['monitor'],
  },
  'monitor-query': {
    description: 'monitor: free-text filter.',
    commands: ['monitor'],
  },
  repositories: {
    description:
      'repository-check: newline-separated repository URLs, or `auto` (repositories a pull request or merge queue group newly adds with `uses:`).',
    default: 'auto',
    commands: ['repository-check'],
  },
  'repository-check-mode': {
    description: 'repository-check: `skill` or `app` (empty: the service decides).',
    commands: ['repository-check'],
  },
  'repository-check-depth': {
    description: 'repository-check: `free` or `deep`.',
    default: 'free',
    commands: ['repository-check'],
  },
  url: {
    description: 'quick-check: the homepage URL to check.',
    commands: ['quick-check'],
  },
  'verify-method': {
    description: 'verify-ownership: issue a proof with `dns`, `file` or `meta`.',
    commands: ['verify-ownership'],
  },
  'verification-id': {
    description:
      'verify-ownership: check this published proof once. scan (Deep, agent route): the proof to use.',
    commands: ['verify-ownership', 'scan'],
  },
  'pull-request-data': {
    description:
      "collect: the folder to write a pull request's data to (lock files, changed files, commits), for actions/upload-artifact. scan: that folder, downloaded in a trusted `workflow_run` run; its lock files are judged instead of the checkout's.",
    commands: ['collect', 'scan'],
  },
  'report-file': {
    description:
      'report: the report file to post (the `report-file` output of a scan of `pull-request-data`).',
    commands: ['report'],
  },
  'pull-request-number': {
    description:
      'report: the pull request to post to; it must be an open pull request of this repository whose head is the commit the report names.',
    commands: ['report'],
  },
  'scan-id': {
    description: 'dns-recheck: the scan that holds the finding.',
    commands: ['dns-recheck'],
  },
  'finding-id': {
    description: 'dns-recheck: the finding whose DNS check is run again.',
    commands: ['dns-recheck'],
  },
} as const satisfies Record<string, InputSpec>;

export type InputName = keyof typeof INPUTS;

export const OUTPUTS = {
  'scan-id': 'Id of the scan started or reported.',
  'scan-status': 'Final (or last seen) scan status.',
  'scan-url': 'Link to the scan in the web application.',
  verdict:
    '`pass`, `fail` (over the policy), `error` (could not be judged: a bad input, a refused key, an outage, a failed or cancelled scan, no checkout or one that is not the pull request) or `warn` (`warn-only`, or problems that do not fail). Which reason gives which: docs/gate.md.',
  'new-findings':
    'Count of `attention` findings new against the baseline (any severity); empty when the run read no findings.',
  'fixed-findings':
    'Count of `attention` findings gone against the baseline (any severity); empty when the run read no findings.',
  'open-findings': 'JSON object: open `attention` findings by severity; empty when the run read no findings.',
  'affected-packages':
    'Count of pinned packages that advisories affect; empty when no lock file was uploaded.',
  'approval-url': 'Deep on the agent route: where a person approves the operation.',
  'report-file': 'Path of one JSON file with everything the run saw.',
  'sarif-file': 'Path of the SARIF file written, if any.',
  'repair-brief-file': 'Path of the repair brief Markdown file, if any.',
  'verification-id': 'verify-ownership: the proof id.',
  'verification-state': 'verify-ownership: `pending`, `verified`, `expired`, `exhausted` or `revoked`.',
  'verification-value': 'verify-ownership: the value to publish.',
  'verification-location': 'verify-ownership: where to publish it.',
  'new-advisories': 'monitor: count of advisories new since the last run (empty for other commands).',
  'allowance-remaining':
    'scan: free scans of the started kind left this month, read before the start (empty when not shown or not metered).',
  'pull-request-number':
    'scan of `pull-request-data`: the pull request the data names (for `command: report`); empty otherwise.',
} as const satisfies Record<string, string>;

export type OutputName = keyof typeof OUTPUTS;
