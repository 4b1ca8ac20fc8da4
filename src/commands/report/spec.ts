// The report command's spec: the posting half of the fork recipe, which posts a scan's report file to the
// pull request. No key, no service. Its code (./index.ts) loads when it runs.
import { optionalPositiveInteger } from '../../settings/readers.ts';
import type { LocalCommandSpec } from '../spec.ts';

export const reportSpec: LocalCommandSpec = {
  subject: 'Pull-request report',
  local: true,
  inputs: {
    'report-file': {
      description:
        'report: the report file to post (the `report-file` output of a scan of `pull-request-data`).',
      required: "the scan's report file",
    },
    'pull-request-number': {
      description:
        'report: the pull request to post to; it must be an open pull request of this repository whose head is the commit the report names.',
      required: 'the pull request to post to',
    },
    comment: {},
  },
  outputs: [],
  options: (input) => ({
    report: {
      file: input('report-file'),
      pullRequestNumber: optionalPositiveInteger('pull-request-number', input('pull-request-number'), 1e9),
    },
  }),
  run: async () => (await import('./index.ts')).reportCommand,
  summary: async () => (await import('./summary.ts')).reportSummary,
};
