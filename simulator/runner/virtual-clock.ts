// A clock for running the action in the test's process: a sleep moves `now` forward and resolves at once,
// so a run that polls for minutes takes milliseconds. `now` still follows the system clock between sleeps,
// so two runs never share a timestamp.
import type { Clock } from '../../src/runtime/clock.ts';
import { DEFAULT_POLLS } from '../../src/runtime/clock.ts';

export interface VirtualClock extends Clock {
  /** Called at each sleep with its length, before time moves: a test acts "while the run waits". */
  onSleep: ((ms: number) => void) | null;
  /** Milliseconds the sleeps have skipped so far. */
  readonly skippedMs: number;
}

export function virtualClock(): VirtualClock {
  let skipped = 0;
  const clock: VirtualClock = {
    onSleep: null,
    get skippedMs() {
      return skipped;
    },
    now: () => Date.now() + skipped,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      clock.onSleep?.(ms);
      skipped += ms;
      // Lets pending I/O run, as a real wait would.
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    },
    polls: DEFAULT_POLLS,
  };
  return clock;
}
