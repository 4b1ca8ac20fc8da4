// The repository-check command: check public repositories before they are used, the ones listed in
// `repositories`, or with `auto` the ones a pull request newly references with `uses:`. One deadline
// (wait-timeout-minutes) covers every wait.
import type { CommandDeps } from '../deps.ts';
import type { RepositoryCheckSettings } from './spec.ts';
import { autoTargets } from './auto.ts';
import { checkRepository } from './check.ts';
import type { Target } from './judgement.ts';

export async function repositoryCheckCommand(deps: CommandDeps<RepositoryCheckSettings>): Promise<void> {
  const listed = deps.settings.repositoryCheck.repositories;
  const targets: Target[] =
    listed === 'auto' ? await autoTargets(deps) : listed.map((url) => ({ url, source: null }));
  if (targets.length === 0) return;
  deps.state.repositoryChecks = [];
  const deadline = deps.now() + deps.settings.waitTimeoutMs;
  for (const target of targets) await checkRepository(deps, target, deadline);
}
