// The quick-check command's spec: a quick check of a homepage. Its code (./index.ts) loads when it runs.
import { need } from '../../steps/preflight/needs.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';

export type QuickCheckSettings = CommandSettings<'quick-check', { readonly quickCheckUrl: string }>;

export const quickCheckSpec: ServiceCommandSpec<QuickCheckSettings> = {
  subject: 'Quick check',
  local: false,
  inputs: {
    url: { description: 'quick-check: the homepage URL to check.', required: true },
    'wait-timeout-minutes': {},
    'fail-on': {},
    'policy-file': {},
    // On a pull request the run's end posts its verdict's sticky comment (src/runtime/finalize.ts).
    comment: {},
  },
  outputs: [],
  options: (input) => ({ quickCheckUrl: input('url') }),
  preflight: () => ({ needs: [need('pulse', 'to start a quick check')], allowance: null }),
  run: async () => (await import('./index.ts')).quickCheckCommand,
  summary: async () => (await import('./summary.ts')).quickCheckSummary,
};
