// @actions/cache prints lines of its own on every call (the cache key, sizes, tar, download progress):
// each call runs in a collapsed log group whose title says what it was for, so they fold away.
import type { BaselineStore } from '../baseline/store.ts';
import type { RunDeps } from '../runtime/deps.ts';
import type { Toolkit } from '../runtime/toolkit.ts';
import type { StateStore } from '../commands/monitor/state-store.ts';

export function groupedStateStore(toolkit: Toolkit, factory: RunDeps['stateStore']): RunDeps['stateStore'] {
  return async (...key) => {
    const store: StateStore = await factory(...key);
    return {
      restore: () => toolkit.group('Actions cache: restoring the monitor state', () => store.restore()),
      save: (text) => toolkit.group('Actions cache: saving the monitor state', () => store.save(text)),
    };
  };
}

export function groupedBaselineStore(
  toolkit: Toolkit,
  factory: RunDeps['baselineStore'],
): RunDeps['baselineStore'] {
  return async (workspace) => {
    const store: BaselineStore = await factory(workspace);
    return {
      recall: (run) =>
        toolkit.group(`Actions cache: reading what attempt 1 of run ${run.runId} judged against`, () =>
          store.recall(run),
        ),
      keep: (choices) =>
        toolkit.group('Actions cache: keeping what this attempt judged against, for its re-runs', () =>
          store.keep(choices),
        ),
      find: (site, kind, branch) =>
        toolkit.group(`Actions cache: reading the baseline record of ${branch}`, () =>
          store.find(site, kind, branch),
        ),
      record: (record, runKey) =>
        toolkit.group(
          `Actions cache: recording scan ${record.scanId} as the baseline of ${record.branch}`,
          () => store.record(record, runKey),
        ),
    };
  };
}
