// The verify-ownership command's spec: issue an ownership proof of a site, or check a published one. Its
// code (./index.ts) loads when it runs.
import { ConfigurationError } from '../../errors.ts';
import { oneOf } from '../../settings/readers.ts';
import * as V from '../../settings/choices.ts';
import { need, siteByUrlNeeds } from '../../steps/preflight/needs.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';

export type VerifyOwnershipSettings = CommandSettings<
  'verify-ownership',
  { readonly verify: { readonly method: V.VerifyMethod | ''; readonly verificationId: string } }
>;

export const verifyOwnershipSpec: ServiceCommandSpec<VerifyOwnershipSettings> = {
  subject: 'Ownership verification',
  local: false,
  inputs: {
    site: { required: true },
    'verify-method': { description: 'verify-ownership: issue a proof with `dns`, `file` or `meta`.' },
    'verification-id': {},
    // On a pull request the run's end posts its verdict's sticky comment (src/runtime/finalize.ts).
    comment: {},
  },
  outputs: ['verification-id', 'verification-state', 'verification-value', 'verification-location'],
  options: (input) => {
    const method = input('verify-method');
    return {
      verify: {
        method: method === '' ? '' : oneOf('verify-method', method, V.VERIFY_METHODS),
        verificationId: input('verification-id'),
      },
    };
  },
  check: (s) => {
    if ((s.verify.method === '') === (s.verify.verificationId === ''))
      throw new ConfigurationError(
        "Command 'verify-ownership' needs exactly one of 'verify-method' (issue a proof: dns, file or meta) and 'verification-id' (check a published proof).",
      );
  },
  preflight: (s) => ({
    needs: [...siteByUrlNeeds(s.site), need('deep', 'to issue or check an ownership proof')],
    allowance: null,
  }),
  run: async () => (await import('./index.ts')).verifyOwnershipCommand,
  summary: async () => (await import('./summary.ts')).verifyOwnershipSummary,
};
