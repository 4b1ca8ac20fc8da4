// Picks the command and gives it its dependencies.
import { setTimeout as delay } from 'node:timers/promises';
import { createServiceClient } from '../api/client.ts';
import { idempotencyKey } from '../api/idempotency.ts';
import { lazyBaseCommit } from '../github/base-commit.ts';
import type { RunContext } from '../github/context.ts';
import type { RunState } from '../run/state.ts';
import type { Toolkit } from '../run/toolkit.ts';
import { USER_AGENT } from '../run/version.ts';
import { siteIdentity } from '../run/site-identity.ts';
import type { Settings } from '../settings/settings.ts';
import type { Command } from '../settings/values.ts';
import type { CommandDeps } from './deps.ts';
import { loadPolicy } from './policy.ts';

export interface RunCommandOptions {
  readonly settings: Settings;
  readonly ctx: RunContext;
  readonly state: RunState;
  readonly toolkit: Toolkit;
  readonly signal: AbortSignal;
}

type CommandRun = (deps: CommandDeps) => Promise<void>;

/** Each command's code is loaded when it runs: a scan does not pay for the monitor's cache client. */
const COMMANDS: Record<Command, () => Promise<CommandRun>> = {
  scan: async () => (await import('./scan/index.ts')).scanCommand,
  monitor: async () => (await import('./monitor/index.ts')).monitorCommand,
  'repository-check': async () => (await import('./repository-check/index.ts')).repositoryCheckCommand,
  'quick-check': async () => (await import('./quick-check/index.ts')).quickCheckCommand,
  'verify-ownership': async () => (await import('./verify-ownership/index.ts')).verifyOwnershipCommand,
  'dns-recheck': async () => (await import('./dns-recheck/index.ts')).dnsRecheckCommand,
};

export async function runCommand(options: RunCommandOptions): Promise<void> {
  const { settings, ctx, state, toolkit, signal } = options;
  const command = await COMMANDS[settings.command]();
  const baseCommit = lazyBaseCommit(ctx, settings.githubToken);
  await loadPolicy(settings, ctx, state, baseCommit);
  const client = createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    userAgent: `${USER_AGENT} ${settings.command}`,
    signal,
    debug: (t) =>
      toolkit.debug(
        `${t.method} ${t.route} attempt ${t.attempt}: ${t.outcome}${t.status ? ` ${t.status}` : ''}${t.waitMs ? `, wait ${t.waitMs} ms` : ''}${t.reason ? ` (${t.reason})` : ''}`,
      ),
  });
  const siteKey = siteIdentity(settings);
  const scope = { runId: ctx.runId, jobId: ctx.job, site: siteKey };
  try {
    await command({
      ...options,
      client,
      siteKey,
      baseCommit,
      keyFor: (operation, extra) => idempotencyKey(scope, operation, extra),
      sleep: (ms, s) => delay(ms, undefined, { signal: s }),
      now: () => Date.now(),
    });
  } finally {
    await client.close();
  }
}
