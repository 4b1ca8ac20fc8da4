// The action's entry point and its composition root: the real runner toolkit, run context, clients,
// state store and clock. Everything else happens in run().
import { createServiceClient } from './api/client.ts';
import { readRunContext } from './github/context.ts';
import { createOctokit } from './github/octokit.ts';
import { run } from './main.ts';
import { watchCancellation } from './runtime/cancellation.ts';
import { systemClock } from './runtime/clock.ts';
import { actionsToolkit } from './runtime/toolkit.ts';

const ctx = readRunContext();
await run({
  toolkit: actionsToolkit,
  ctx,
  clock: systemClock,
  cancellation: watchCancellation(),
  serviceClient: createServiceClient,
  githubClient: (token) => createOctokit(token, ctx.apiUrl),
  // Loaded when used: a scan's start does not pay for the cache client.
  stateStore: async (...key) => (await import('./commands/monitor/state-store.ts')).actionsCacheStore(...key),
  baselineStore: async (workspace) => (await import('./baseline/store.ts')).actionsCacheBaselines(workspace),
});
