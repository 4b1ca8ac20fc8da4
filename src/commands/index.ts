// Runs the command the settings name (its spec in ./registry.ts) with its dependencies.
import { idempotencyKey } from '../api/idempotency.ts';
import { lazyBaseCommit } from '../github/base-commit.ts';
import type { RunDeps } from '../runtime/deps.ts';
import type { RunState } from '../runtime/state.ts';
import { USER_AGENT } from '../runtime/version.ts';
import { siteIdentity } from '../runtime/site-identity.ts';
import type { Command } from '../settings/choices.ts';
import { groupedBaselineStore, groupedStateStore } from '../steps/cache-groups.ts';
import type { CommandDeps } from './deps.ts';
import { loadPolicy } from '../steps/policy-loading.ts';
import { runPreflight } from '../steps/preflight/index.ts';
import { onPullRequestData } from '../steps/pull-request-data/judge-data.ts';
import { preflightPlan, SPECS, type Settings, type SettingsOf } from './registry.ts';
import type { CommandSpec } from './spec.ts';

export interface RunCommandOptions {
  readonly settings: Settings;
  readonly state: RunState;
  readonly run: RunDeps;
}

export function runCommand(options: RunCommandOptions): Promise<void> {
  return runAs(options.settings.command, options.settings, options);
}

/** The command's spec and code, typed with its own settings. */
async function runAs<C extends Command>(
  command: C,
  settings: SettingsOf<C>,
  options: RunCommandOptions,
): Promise<void> {
  const { state, run } = options;
  const { ctx, toolkit, clock } = run;
  const { signal } = run.cancellation;
  const spec: CommandSpec<SettingsOf<C>> = SPECS[command];
  if (spec.local) {
    const local = await spec.run();
    return local({ settings, ctx, state, toolkit, signal, githubClient: run.githubClient });
  }
  // The one rule on the inputs that needs the runner's workspace, checked before any request like the rest.
  spec.needsCheckout?.(settings, ctx);
  // Each command's code is loaded when it runs: a scan does not pay for the monitor's cache client.
  const commandRun = await spec.run();
  const baseCommit = lazyBaseCommit(ctx, {
    token: settings.githubToken,
    githubClient: run.githubClient,
    mask: (secret) => toolkit.setSecret(secret),
  });
  await loadPolicy(settings, ctx, state, { openBase: baseCommit, githubClient: run.githubClient });
  const client = run.serviceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    userAgent: `${USER_AGENT} ${settings.command}`,
    signal,
    sleep: clock.sleep,
    now: clock.now,
    debug: (t) =>
      toolkit.debug(
        `${t.method} ${t.route} attempt ${t.attempt}: ${t.outcome}${t.status ? ` ${t.status}` : ''}${t.waitMs ? `, wait ${t.waitMs} ms` : ''}${t.reason ? ` (${t.reason})` : ''}`,
      ),
  });
  const siteKey = siteIdentity(settings);
  const scope = { runId: ctx.runId, jobId: ctx.job, site: siteKey };
  try {
    const deps: CommandDeps<SettingsOf<C>> = await onPullRequestData({
      settings,
      ctx,
      state,
      toolkit,
      signal,
      client,
      siteKey,
      baseCommit,
      githubClient: run.githubClient,
      stateStore: groupedStateStore(toolkit, run.stateStore),
      baselineStore: groupedBaselineStore(toolkit, run.baselineStore),
      keyFor: (operation, extra) => idempotencyKey(scope, operation, extra),
      sleep: clock.sleep,
      now: clock.now,
      polls: clock.polls,
      localChecksWorker: run.localChecksWorker,
    });
    await runPreflight(deps, preflightPlan(settings));
    await commandRun(deps);
  } finally {
    await client.close();
  }
}
