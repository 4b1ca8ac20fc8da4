// A toolkit whose log lines can be held back and written later, in order and in their groups: work that
// runs beside another (the lock files and local checks beside a scan's wait) would otherwise print into
// the middle of the other's log group. Masking, outputs and the summary are never held.
import type { Toolkit } from './toolkit.ts';

type Entry = ((to: Toolkit) => void) | { readonly title: string; readonly entries: Entry[] };

export interface HeldLog {
  readonly toolkit: Toolkit;
  /** From now on, log lines wait for `release`. */
  hold(): void;
  /** Writes what was held, then lets lines through again. */
  release(): Promise<void>;
}

export function heldLog(real: Toolkit): HeldLog {
  let held: Entry[][] | null = null;
  const line = (write: (to: Toolkit) => void): void => {
    if (held === null) write(real);
    else held.at(-1)?.push(write);
  };
  const toolkit: Toolkit = {
    ...real,
    info: (message) => line((to) => to.info(message)),
    debug: (message) => line((to) => to.debug(message)),
    warning: (message) => line((to) => to.warning(message)),
    annotate: (annotation) => line((to) => to.annotate(annotation)),
    group: async (title, body) => {
      if (held === null) return real.group(title, body);
      const entries: Entry[] = [];
      held.at(-1)?.push({ title, entries });
      held.push(entries);
      try {
        return await body();
      } finally {
        held.pop();
      }
    },
  };
  const replay = async (entries: readonly Entry[]): Promise<void> => {
    for (const entry of entries) {
      if (typeof entry === 'function') entry(real);
      else await real.group(entry.title, () => replay(entry.entries));
    }
  };
  return {
    toolkit,
    hold: () => {
      held ??= [[]];
    },
    release: async () => {
      const top = held?.[0] ?? [];
      held = null;
      await replay(top);
    },
  };
}
