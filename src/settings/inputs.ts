// The inputs several commands read, and the outputs. An input only one command reads is declared in that
// command's spec (src/commands/<name>/spec.ts); which commands read each input is said by the specs alone.
// action.yml and docs/inputs.md are generated from both (`npm run gen:docs`), and a test fails when they drift.
import { POLICY_INPUTS } from './policy-knobs.ts';

export interface InputSpec {
  readonly description: string;
  /**
   * The value where the input applies and the workflow left it empty, applied by the action (and documented).
   * A `${{ … }}` expression only the runner can evaluate: it stays in action.yml and the action never applies it.
   */
  readonly default?: string;
  /** What the action reads for a command the input does not apply to: `default` (or empty) unless said here. */
  readonly ignoredAs?: string;
}

/** An input's name as the workflow writes it (`fail-on`); the specs and this table declare them. */
export type InputName = string;

/** A workflow expression (`${{ github.token }}`): the runner evaluates it, the action cannot. */
export const isRunnerExpression = (value: string | undefined): boolean => value?.startsWith('${{') ?? false;

/** The inputs more than one command reads, in the order action.yml and docs/inputs.md list them. */
export const SHARED_INPUTS = {
  'api-key': {
    description:
      'Service API key (`svk_…`). Masked at once; sent only to `base-url`. Required by every command that talks to the service.',
  },
  'base-url': {
    description:
      'Service root URL; the action appends `/api/cli/v1`. `https://` only, except loopback hosts. Required by every command that talks to the service.',
  },
  site: {
    description:
      'Site id, or the site URL (found or added on the service). On the legacy route: the project id.',
  },
  dependencies: {
    description:
      'Lock files to upload: `auto` (every tracked lock file of the six supported names), `none`, or newline-separated paths or globs.',
    default: 'auto',
    ignoredAs: 'none',
  },
  'wait-timeout-minutes': {
    description:
      'Stop waiting after this many minutes (fractions allowed); the scan id and link are still reported.',
    default: '30',
  },
  ...POLICY_INPUTS,
  'policy-file': {
    description:
      'YAML file with the same policy keys, plus `ignore:` entries (finding code or advisory id, `reason`, optional `until`). On pull requests read from the base commit; `owner/repo/path@ref` reads it from another repository with the token.',
  },
  comment: {
    description: 'Sticky pull-request comment: `always`, `on-change`, `on-failure` or `never`.',
    default: 'on-change',
    // collect, in a fork's untrusted run, has nothing to tell the pull request: it never posts one.
    ignoredAs: 'never',
  },
  'sarif-file': {
    description:
      "Write SARIF 2.1.0 for lock-file and local-check results (not git-history's: they name commits) to this path, in the workspace or the runner's temporary folder (a symlink on the way is not followed: a warning, no file). Written only when complete: code scanning closes the open alerts a file lacks as fixed, so a run that could not check a part it was asked for (lock files unread, advisories that did not come back, local checks refused, in error, cancelled) writes none and says why in a warning; the `sarif-file` output is then empty. Commands other than scan and monitor have no SARIF results: they write none (a notice).",
  },
  annotations: {
    description: 'Write annotations (`true`/`false`).',
    default: 'true',
  },
  'fork-pull-requests': {
    description:
      'On a `pull_request` from a fork without `api-key` (GitHub gives fork runs no secrets): `skip` (a notice, verdict `pass`, the summary says why) or `fail`. Anywhere else a missing key is an error.',
    default: 'skip',
  },
  'github-token': {
    description: 'Token for pull-request comments and issues.',
    default: '${{ github.token }}',
  },
  'verification-id': {
    description:
      'verify-ownership: check this published proof once. scan (Deep, agent route): the proof to use.',
  },
  'pull-request-data': {
    description:
      "collect: the folder to write a pull request's data to (lock files, changed files, commits), for actions/upload-artifact. scan: that folder, downloaded in a trusted `workflow_run` run; its lock files are judged instead of the checkout's.",
  },
} as const satisfies Record<InputName, InputSpec>;

/** Inputs every command reads (src/runtime/finalize.ts writes the SARIF file of any run). */
export const EVERY_COMMAND_INPUTS = ['annotations', 'warn-only', 'github-token', 'sarif-file'] as const;
/** Inputs every command that talks to the service reads (not the local ones). */
export const SERVICE_INPUTS = ['api-key', 'base-url', 'fork-pull-requests'] as const;

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
  'sarif-file':
    'Path of the SARIF file written; empty when none was (a part asked for not checked in full, or nothing to write): upload it only when set.',
  'repair-brief-file': 'Path of the repair brief Markdown file, if any.',
  'verification-id': 'verify-ownership: the proof id.',
  'verification-state': 'verify-ownership: `pending`, `verified`, `expired`, `exhausted` or `revoked`.',
  'verification-value': 'verify-ownership: the value to publish.',
  'verification-location': 'verify-ownership: where to publish it.',
  'new-advisories': 'monitor: count of advisories new since the last run (empty for other commands).',
  'allowance-remaining':
    'scan: free scans of the started kind left this month, read before the start (empty when not shown or not metered).',
  'pull-request-number':
    'scan of a pull request (or of `pull-request-data`): the pull request judged, for `command: report`; empty otherwise.',
  'site-slug':
    "The site identity as a name safe for artifacts and files (1 to 100 letters, digits, `.`, `_`, `-`; an identity that had to change ends with a hash of it, so no two sites share one): name each matrix job's report artifact with it.",
} as const satisfies Record<string, string>;

export type OutputName = keyof typeof OUTPUTS;

/** The outputs every run sets, whatever its command (src/runtime/finalize.ts); a spec lists the others. */
export const EVERY_RUN_OUTPUTS = [
  'verdict',
  'report-file',
  'site-slug',
] as const satisfies readonly OutputName[];
