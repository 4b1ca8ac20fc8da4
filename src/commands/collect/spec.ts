// The collect command's spec: the untrusted half of the fork recipe, which writes a pull request's data
// into a folder. No key, no service. Its code (./index.ts) loads when it runs.
import type { CommandSettings } from '../../settings/settings.ts';
import type { LocalCommandSpec } from '../spec.ts';

/** It reads only shared inputs (`pull-request-data`, `dependencies`): no options of its own. */
export type CollectSettings = CommandSettings<'collect', Record<never, never>>;

export const collectSpec: LocalCommandSpec<CollectSettings> = {
  subject: 'Pull-request data collection',
  local: true,
  inputs: {
    'pull-request-data': { required: 'the folder to write to' },
    dependencies: {},
  },
  outputs: [],
  options: () => ({}),
  run: async () => (await import('./index.ts')).collectCommand,
  summary: async () => (await import('./summary.ts')).collectSummary,
};
