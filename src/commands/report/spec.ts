// The report command's spec: one verdict, summary and (on a pull request) comment for the report files of one
// scan or of a matrix of sites; the posting half of the fork recipe. No key, no service. Its code
// (./index.ts) loads when it runs.
import { parseExpectedSites } from '../../settings/expected-sites.ts';
import { optionalPositiveInteger } from '../../settings/readers.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { LocalCommandSpec } from '../spec.ts';

export interface ReportOptions {
  readonly file: string;
  readonly pullRequestNumber: number | null;
  /** `expected-sites` as given, one site a line: matched against the reports' site identities. */
  readonly expectedSites: readonly string[];
}

export type ReportSettings = CommandSettings<'report', { readonly report: ReportOptions }>;

export const reportSpec: LocalCommandSpec<ReportSettings> = {
  // It now runs on pushes and merge queues too, not only for pull requests.
  subject: 'Security report',
  local: true,
  commentsItself: true,
  inputs: {
    'report-file': {
      description:
        'report: the `report-file` output of a scan, or a folder of the report files of several jobs (a matrix, downloaded with `merge-multiple`).',
      required: "the scan's report file",
    },
    // Required in a workflow_run run only (./index.ts): on pull_request the event names it.
    'pull-request-number': {
      description:
        'report in a `workflow_run` run (the fork recipe): the pull request to post to; it must be an open pull request of this repository whose head is the commit the reports name. On `pull_request` the event names it.',
    },
    'expected-sites': {
      description:
        'report: the sites whose reports `report-file` must hold, one site id or URL a line (as given to `site` in the matrix); required when `report-file` is a folder. A site without a report, or a report of a site not listed, is the `error` verdict.',
    },
    comment: {},
  },
  outputs: [],
  options: (input) => ({
    report: {
      file: input('report-file'),
      pullRequestNumber: optionalPositiveInteger('pull-request-number', input('pull-request-number'), 1e9),
      expectedSites: parseExpectedSites(input('expected-sites')),
    },
  }),
  run: async () => (await import('./index.ts')).reportCommand,
  summary: async () => (await import('./summary.ts')).reportSummary,
};
