// The dns-recheck command's spec: run a finding's DNS check again. Its code (./index.ts) loads when it runs.
import { need } from '../../steps/preflight/needs.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';

export type DnsRecheckSettings = CommandSettings<
  'dns-recheck',
  { readonly dnsRecheck: { readonly scanId: string; readonly findingId: string } }
>;

export const dnsRecheckSpec: ServiceCommandSpec<DnsRecheckSettings> = {
  subject: 'DNS recheck',
  local: false,
  inputs: {
    'scan-id': {
      description: 'dns-recheck: the scan that holds the finding.',
      required: "the scan that holds the finding named in 'finding-id'",
    },
    'finding-id': {
      description: 'dns-recheck: the finding whose DNS check is run again.',
      required: "the finding of the scan in 'scan-id' whose DNS check is run again",
    },
    // Its `ignore:` entries take the finding's id or code.
    'policy-file': {},
    // On a pull request the run's end posts its verdict's sticky comment (src/runtime/finalize.ts).
    comment: {},
  },
  outputs: [],
  options: (input) => ({ dnsRecheck: { scanId: input('scan-id'), findingId: input('finding-id') } }),
  preflight: () => ({ needs: [need('pulse', 'to run the DNS check again')], allowance: null }),
  run: async () => (await import('./index.ts')).dnsRecheckCommand,
  summary: async () => (await import('./summary.ts')).dnsRecheckSummary,
};
