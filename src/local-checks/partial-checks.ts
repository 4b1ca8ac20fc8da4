// What a local checks' run left out: the checks that ran but not over everything they cover. Apart from
// the checks themselves, so the main thread reads it without loading them (they run in the worker).
import type { CheckStats, LocalCheckRun } from './index.ts';
import type { LocalCheckId } from './types.ts';

/** More results than this from one check are cut (with a note): past it, the repository needs a cleanup, not a list. */
export const MAX_RESULTS_PER_CHECK = 1000;

/** A check that ran but not over everything it covers, and why. */
export interface PartialCheck {
  readonly id: LocalCheckId;
  readonly why: string;
}

/**
 * The checks of a run whose results are not the whole of what they cover: results cut at
 * MAX_RESULTS_PER_CHECK, a history read partly (a shallow clone, a bound, git stopping) or not at all.
 * Their results are still reported; what they left out is said apart, so nothing takes them for the whole.
 */
export function partialChecks(run: Pick<LocalCheckRun, 'perCheck' | 'history'>): PartialCheck[] {
  const partial: PartialCheck[] = [];
  for (const [id, stats] of Object.entries(run.perCheck) as [LocalCheckId, CheckStats][]) {
    if (stats.results > MAX_RESULTS_PER_CHECK)
      partial.push({ id, why: `${stats.results} results, only the first ${MAX_RESULTS_PER_CHECK} kept` });
  }
  const history = run.history;
  if (history === undefined) return partial;
  // Nothing read and nothing counted: git could not read the history at all (not a checkout, no commits).
  if (history.commitsRead === 0 && history.commitsInRange === null)
    partial.push({ id: 'git-history', why: 'no git history could be read' });
  else if (history.gaps.length > 0)
    partial.push({ id: 'git-history', why: `history read partly (${history.gaps.join('; ')})` });
  return partial;
}
