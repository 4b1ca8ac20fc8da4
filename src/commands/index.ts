// Picks the command and gives it its dependencies.
import { setTimeout as delay } from 'node:timers/promises';
import { createServiceClient } from '../api/client.ts';
import { idempotencyKey } from '../api/idempotency.ts';
import type { RunContext } from '../github/context.ts';
import type { RunState } from '../run/state.ts';
import type { Toolkit } from '../run/toolkit.ts';
import { USER_AGENT } from '../run/version.ts';
import type { Settings } from '../settings/settings.ts';
import type { Command } from '../settings/values.ts';
import type { CommandDeps } from './deps.ts';
import { dnsRecheckCommand } from './dns-recheck/index.ts';
import { monitorCommand } from './monitor/index.ts';
import { loadPolicy } from './policy.ts';
import { quickCheckCommand } from './quick-check/index.ts';
import { repositoryCheckCommand } from './repository-check/index.ts';
import { scanCommand } from './scan/index.ts';
import { verifyOwnershipCommand } from './verify-ownership/index.ts';

export interface RunCommandOptions {
  readonly settings: Settings;
  readonly ctx: RunContext;
  readonly state: RunState;
  readonly toolkit: Toolkit;
  readonly signal: AbortSignal;
}

const COMMANDS: Record<Command, (deps: CommandDeps) => Promise<void>> = {
  scan: scanCommand,
  monitor: monitorCommand,
  'repository-check': repositoryCheckCommand,
  'quick-check': quickCheckCommand,
  'verify-ownership': verifyOwnershipCommand,
  'dns-recheck': dnsRecheckCommand,
};

export async function runCommand(options: RunCommandOptions): Promise<void> {
  const { settings, ctx, state, toolkit, signal } = options;
  const command = COMMANDS[settings.command];
  await loadPolicy(settings, ctx, state);
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
  const scope = { runId: ctx.runId, jobId: ctx.job, site: settings.site || settings.quickCheckUrl || 'none' };
  try {
    await command({
      ...options,
      client,
      keyFor: (operation, extra) => idempotencyKey(scope, operation, extra),
      sleep: (ms, s) => delay(ms, undefined, { signal: s }),
      now: () => Date.now(),
    });
  } finally {
    await client.close();
  }
}
