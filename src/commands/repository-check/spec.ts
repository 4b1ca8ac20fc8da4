// The repository-check command's spec: a check of the repositories a change adds with `uses:` (or those
// listed). Its code (./index.ts) loads when it runs.
import { ConfigurationError } from '../../errors.ts';
import { lines, oneOf } from '../../settings/readers.ts';
import { parseRepositoryUrls } from '../../settings/repository-url.ts';
import * as V from '../../settings/choices.ts';
import { need } from '../../steps/preflight/needs.ts';
import type { CommandSettings } from '../../settings/settings.ts';
import type { ServiceCommandSpec } from '../spec.ts';

export interface RepositoryCheckOptions {
  readonly repositories: 'auto' | readonly string[];
  readonly mode: V.RepositoryCheckMode | '';
  readonly depth: V.RepositoryCheckDepth;
}

export type RepositoryCheckSettings = CommandSettings<
  'repository-check',
  { readonly repositoryCheck: RepositoryCheckOptions }
>;

export const repositoryCheckSpec: ServiceCommandSpec<RepositoryCheckSettings> = {
  subject: 'Repository check',
  local: false,
  inputs: {
    repositories: {
      description:
        'repository-check: newline-separated repository URLs, or `auto` (repositories a pull request or merge queue group newly adds with `uses:`).',
      default: 'auto',
    },
    'repository-check-mode': {
      description: 'repository-check: `skill` or `app` (empty: the service decides).',
    },
    'repository-check-depth': { description: 'repository-check: `free` or `deep`.', default: 'free' },
    'wait-timeout-minutes': {},
    comment: {},
    // Its `ignore:` entries take a repository's URL.
    'policy-file': {},
  },
  outputs: [],
  options: (input) => {
    const listed = input('repositories').trim();
    const mode = input('repository-check-mode');
    return {
      repositoryCheck: {
        repositories: listed === 'auto' ? 'auto' : parseRepositoryUrls(lines(listed)),
        mode: mode === '' ? '' : oneOf('repository-check-mode', mode, V.REPOSITORY_CHECK_MODES),
        depth: oneOf('repository-check-depth', input('repository-check-depth'), V.REPOSITORY_CHECK_DEPTHS),
      },
    };
  },
  check: (s) => {
    if (s.repositoryCheck.repositories !== 'auto' && s.repositoryCheck.repositories.length === 0)
      throw new ConfigurationError(
        "Input 'repositories' is empty; accepted: 'auto' or newline-separated repository URLs.",
      );
  },
  preflight: () => ({ needs: [need('pulse', 'to start a repository check')], allowance: null }),
  run: async () => (await import('./index.ts')).repositoryCheckCommand,
  summary: async () => (await import('./summary.ts')).repositoryCheckSummary,
};
