// The end-to-end setting: the simulated world (simulator/world.ts) with the tests' key and tokens, and the
// action run in it on a pull request by default. Runs are in-process (run(deps) on the world's virtual
// clock) unless `spawn` asks for the built bundle in its own process, as the runner runs it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { headCommit, parentCommit } from '../../simulator/runner/checkout.ts';
import type { ActionRun } from '../../simulator/runner/environment.ts';
import type { SpawnOptions } from '../../simulator/runner/github-runner.ts';
import type { InProcessOptions } from '../../simulator/runner/in-process.ts';
import type { SimulatorOptions } from '../../simulator/service/server.ts';
import { startWorld as startSimulatedWorld, type World } from '../../simulator/world.ts';
import { createServiceClient } from '../../src/api/client.ts';

export type { ActionRun, World };

export const API_KEY = 'svk_e2e_Zq8Lr2Wm4Tx6Nv';
export const WRITE_TOKEN = 'ghs_write';
/** A token that may open issues but not set their labels: GitHub drops them silently. */
export const UNLABELLED_TOKEN = 'ghs_no_labels';
export const PR = 7;

/** How a test runs the action: the options of both runners, and `spawn` to pick the process of its own. */
export type RunOptions = Partial<InProcessOptions & SpawnOptions> & { spawn?: boolean };

/** Scans finish at the first poll; `service` changes that or more (`tls` serves HTTPS with HTTP/2 offered). */
export async function startWorld(
  options: { service?: SimulatorOptions; cache?: boolean } = {},
): Promise<World> {
  const world = await startSimulatedWorld({
    service: {
      keys: [{ key: API_KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }],
      pollsToFinish: 1,
      suggestedPollAfterSeconds: 0,
      ...options.service,
    },
    github: {
      pullRequests: [PR],
      writeTokens: [WRITE_TOKEN, UNLABELLED_TOKEN],
      unlabelledTokens: [UNLABELLED_TOKEN],
    },
    cache: options.cache,
  });
  // Enough free scans for a whole test file; the 402 of a used-up allowance has its own test.
  world.service.control.setAllowance({ pulse: 1000, deep: 100 });
  return world;
}

/** A workflow that expands a pull request's title in a shell on pull_request_target: an injection. */
export const TITLE_IN_SHELL_WORKFLOW = [
  'on: pull_request_target',
  'jobs:',
  '  greet:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - run: echo "${{ github.event.pull_request.title }}"',
  '',
].join('\n');

const inGit = (workspace?: string): workspace is string =>
  workspace !== undefined && existsSync(join(workspace, '.git'));

/** The commit a git workspace has checked out; null without one. */
export const checkoutHead = (workspace?: string): string | null =>
  inGit(workspace) ? headCommit(workspace) : null;

/**
 * A pull_request event for PR 7; with a git `workspace`, that checkout is the pull request's head (as
 * `ref: ${{ github.event.pull_request.head.sha }}` checks it out) and its parent commit, if any, the base.
 */
export function pullRequestEvent(fork = false, workspace?: string) {
  const sha = checkoutHead(workspace);
  const parent = inGit(workspace) ? parentCommit(workspace) : null;
  return {
    pull_request: {
      number: PR,
      head: {
        ...(sha === null ? {} : { sha }),
        repo: { full_name: fork ? 'someone/octo-repo' : 'octo-org/octo-repo' },
      },
      base: { repo: { full_name: 'octo-org/octo-repo' }, sha: parent ?? 'b'.repeat(40), ref: 'main' },
    },
  };
}

/** The fork a pull request comes from in the fork recipe's tests. */
export const FORK = 'someone/octo-repo';

/** The fork recipe's events: the fork's pull_request run, and the trusted workflow_run run it starts. */
export const forkPullRequestOn = (headSha: string, baseSha: string) => ({
  eventName: 'pull_request',
  event: {
    pull_request: {
      number: PR,
      head: { sha: headSha, repo: { full_name: FORK } },
      base: { sha: baseSha, repo: { full_name: 'octo-org/octo-repo' } },
    },
  },
});
export const workflowRun = (headSha: string) => ({
  eventName: 'workflow_run',
  event: { workflow_run: { head_sha: headSha, head_repository: { full_name: FORK }, event: 'pull_request' } },
});

/** The action against the simulators with the key, on the event `options` name (a push by default). */
export function runInWorld(
  world: World,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<ActionRun> {
  const { spawn, ...rest } = options;
  const run = { ...rest, inputs: { 'api-key': API_KEY, 'base-url': world.service.url, ...inputs } };
  return spawn ? world.spawn(run) : world.run(run);
}

export function runOnPullRequest(
  world: World,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<ActionRun> {
  // The default event asks git for the checkout's commits: only when the caller gives none.
  const { event = pullRequestEvent(false, options.workspace), ...rest } = options;
  return runInWorld(
    world,
    { 'github-token': WRITE_TOKEN, dependencies: 'none', 'local-checks': 'none', ...inputs },
    { eventName: 'pull_request', event, ...rest },
  );
}

/** API requests the service saw whose path starts with `prefix`. */
export const requestsTo = (world: World, prefix: string) =>
  world.service.requests.filter((r) => r.path.startsWith(`/api/cli/v1${prefix}`));

export const stickyComments = (world: World) =>
  (world.github.issues.get(PR)?.comments ?? []).filter((c) => c.body.includes('<!-- security-scan-action:'));

export const finding = (code: string, severity: string, title = `Problem ${code}`) => ({
  code,
  severity,
  state: 'attention',
  category: 'headers',
  title,
  meaning: 'What it means.',
});

/**
 * A site with a succeeded scan holding `before`, whose next scan will find `after`; returns that scan's id,
 * to give as the `baseline` input (pull requests compare with their base branch's record otherwise).
 */
export async function siteWithBaseline(
  world: World,
  url: string,
  before: object[],
  after: object[],
): Promise<string> {
  const { service } = world;
  const id = service.control.addSite(url, { findings: before as never });
  const api = createServiceClient({
    ...world.clock,
    baseUrl: service.url,
    apiKey: API_KEY,
    userAgent: 'test',
  });
  const started = await api.startPulse(id, { idempotencyKey: `baseline-${url}` });
  const scanId = (started.scan as { id: string }).id;
  for (let i = 0; i < 5 && (await api.scan(scanId)).status !== 'succeeded'; i++);
  await api.close();
  service.control.setSiteFindings(id, after as never);
  return scanId;
}

/** A site with a verified ownership proof, as `verify-ownership` leaves it, whose scans find `findings`. */
export async function verifiedSite(
  world: World,
  url: string,
  findings: object[],
): Promise<{ siteId: string; verificationId: string }> {
  const siteId = world.service.control.addSite(url, { findings: findings as never });
  const api = createServiceClient({
    ...world.clock,
    baseUrl: world.service.url,
    apiKey: API_KEY,
    userAgent: 'test',
  });
  const issued = await api.issueVerification(siteId, { method: 'dns', idempotencyKey: `proof-${url}` });
  world.service.control.publishProof(issued.verificationId);
  const checked = await api.checkVerification(siteId, issued.verificationId);
  await api.close();
  if (checked.state !== 'verified') throw new Error(`${url} is ${checked.state}, not verified`);
  return { siteId, verificationId: issued.verificationId };
}
