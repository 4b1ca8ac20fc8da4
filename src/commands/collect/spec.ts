// The collect command's spec: the untrusted half of the fork recipe, which writes a pull request's data
// into a folder. No key, no service. Its code (./index.ts) loads when it runs.
import type { LocalCommandSpec } from '../spec.ts';

export const collectSpec: LocalCommandSpec = {
  subject: 'Pull-request data collection',
  local: true,
  inputs: {
    'pull-request-data': { required: 'the folder to write to' },
    dependencies: {},
  },
  outputs: [],
  run: async () => (await import('./index.ts')).collectCommand,
  summary: async () => (await import('./summary.ts')).collectSummary,
};
