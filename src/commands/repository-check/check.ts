// Checks one repository: starts the check (idempotent per run, job and repository), waits for it at the
// pace the service suggests, and records the result in the run state at each step, so a cancellation or a
// timeout still reports the check and its link.
import type { RepositoryCheck } from '../../api/types-operations.ts';
import type { RepositoryCheckView } from '../../render/repository-check-view.ts';
import type { CommandDeps } from '../deps.ts';
import type { RepositoryCheckSettings } from './spec.ts';
import { waitAndLog } from '../../steps/wait.ts';
import { outcomeOf, toView, type Target } from './judgement.ts';

export async function checkRepository(
  deps: CommandDeps<RepositoryCheckSettings>,
  target: Target,
  deadline: number,
): Promise<void> {
  const { client, settings, state, toolkit } = deps;
  const { mode, depth } = settings.repositoryCheck;
  const started = await client.startRepositoryCheck({
    url: target.url,
    ...(mode === 'skill' || mode === 'app' ? { mode } : {}),
    ...(depth === 'free' || depth === 'deep' ? { depth } : {}),
    idempotencyKey: deps.keyFor('repository-check', `${target.url} ${mode} ${depth}`),
  });
  const index = (state.repositoryChecks ?? []).length;
  const record = (view: RepositoryCheckView) => {
    const checks = [...(state.repositoryChecks ?? [])];
    checks[index] = view;
    state.repositoryChecks = checks;
  };
  record(toView(target, started, false));
  toolkit.info(
    `Repository check ${started.checkId} of ${target.url}${started.reused ? ' (a check the service already had)' : ''}: ${started.webUrl}`,
  );
  const final = await toolkit.group(`Waiting for the check of ${target.url}`, () =>
    waitFor(deps, started, deadline),
  );
  const view = toView(target, final.latest, final.timedOut);
  record(view);
  const outcome = outcomeOf(view);
  if (outcome !== null) state.outcomes.push(outcome);
  toolkit.info(outcome === null ? `${target.url}: safe` : `${outcome.group.one}: ${outcome.item}`);
}

function waitFor(deps: CommandDeps<RepositoryCheckSettings>, first: RepositoryCheck, deadline: number) {
  return waitAndLog(deps, `repository check ${first.checkId}`, {
    first,
    poll: () => deps.client.repositoryCheck(first.checkId),
    timeoutMs: Math.max(0, deadline - deps.now()),
    timing: deps.polls.checks,
  });
}
