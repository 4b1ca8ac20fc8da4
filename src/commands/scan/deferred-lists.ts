// The run state's lists as a part running beside the scan flow fills them: into lists of its own, put into
// the state's at the place the part holds in the sequential order. The report then lists its skipped
// parts, warnings and outcomes in the same order whichever part finished first.
import type { RunState } from '../../runtime/state.ts';

const LISTS = ['skipped', 'warnings', 'errors', 'outcomes'] as const;
type ListName = (typeof LISTS)[number];
type Lists = { [K in ListName]: RunState[K] };

/** Where each list stands now: the place of whatever is deferred from here. */
export type ListMark = Readonly<Record<ListName, number>>;

export interface DeferredLists {
  /** The run state, but for its lists, which are this part's own (every other field is the state's). */
  readonly state: RunState;
  readonly lists: Lists;
}

export function markLists(state: RunState): ListMark {
  return {
    skipped: state.skipped.length,
    warnings: state.warnings.length,
    errors: state.errors.length,
    outcomes: state.outcomes.length,
  };
}

export function deferLists(state: RunState): DeferredLists {
  const lists: Lists = { skipped: [], warnings: [], errors: [], outcomes: [] };
  const view = new Proxy(state, {
    get: (target, key, receiver): unknown =>
      (LISTS as readonly (string | symbol)[]).includes(key)
        ? lists[key as ListName]
        : Reflect.get(target, key, receiver),
  });
  return { state: view, lists };
}

/**
 * Puts the parts' lists into the state's at `mark`, in the parts' order, and empties them (so a second call
 * adds nothing). What was added to the state after the mark came after these parts in the sequential order.
 */
export function insertDeferred(state: RunState, mark: ListMark, parts: readonly DeferredLists[]): void {
  for (const name of LISTS) {
    const deferred = parts.flatMap((part) => (part.lists[name] as unknown[]).splice(0));
    (state[name] as unknown[]).splice(mark[name], 0, ...deferred);
  }
}
