// On a pull request or merge queue group, lock files and local checks read the checkout: when it is not
// the change's code (`pull_request_target` with its default checkout of the base branch, a checkout of
// another ref), they would judge something else as the change. That part is then not judged: `error`.
import { isChangeEvent } from '../settings/choices.ts';
import type { CommandDeps } from '../commands/deps.ts';
import { counted } from '../plural.ts';

/** The group of the `error` outcome every part not judged for this reason shares. */
export const NOT_THE_CHANGE = counted('part', "not judged: the checkout is not the pull request's code");

/** True (with an `error` outcome and the part skipped) when the checkout is not the change's code. */
export async function notTheChange(
  deps: Pick<CommandDeps, 'ctx' | 'state' | 'toolkit' | 'baseCommit'>,
  part: 'Lock files' | 'Local checks',
): Promise<boolean> {
  if (!isChangeEvent(deps.ctx.eventName)) return false;
  const opened = await deps.baseCommit();
  if (opened.notTheChange !== true) return false;
  deps.state.outcomes.push({
    level: 'error',
    group: NOT_THE_CHANGE,
    item: `${part}: ${opened.why}`,
    ignoreIds: [],
  });
  deps.state.skipped.push({ what: part, why: `not judged: ${opened.why}` });
  deps.toolkit.info(`${part} not judged: ${opened.why}`);
  return true;
}
