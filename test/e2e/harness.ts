// The end-to-end setting: the service simulator and the GitHub stand-in on loopback, and the built bundle
// run as the runner runs it, on a pull request by default.
import { startGitHubStandIn, type GitHubStandIn } from '../../simulator/github.ts';
import { runAction, type ActionRun, type RunActionOptions } from '../../simulator/github-runner.ts';
import { startServiceSimulator, type SimulatorOptions } from '../../simulator/server.ts';
import { createServiceClient } from '../../src/api/client.ts';

export const API_KEY = 'svk_e2e_Zq8Lr2Wm4Tx6Nv';
export const WRITE_TOKEN = 'ghs_write';
export const PR = 7;

export type Service = Awaited<ReturnType<typeof startServiceSimulator>>;

export interface World {
  service: Service;
  github: GitHubStandIn;
  close(): Promise<void>;
}

/** `tls` serves the service over HTTPS with HTTP/2 offered; the bundle must then trust the certificate. */
export async function startWorld(options: Pick<SimulatorOptions, 'tls'> = {}): Promise<World> {
  const service = await startServiceSimulator({
    ...options,
    keys: [{ key: API_KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }],
    pollsToFinish: 1,
    suggestedPollAfterSeconds: 0,
  });
  // Enough free scans for a whole test file; the 402 of a used-up allowance has its own test.
  service.control.setAllowance({ pulse: 1000, deep: 100 });
  const github = await startGitHubStandIn({ pullRequests: [PR], writeTokens: [WRITE_TOKEN] });
  return {
    service,
    github,
    close: async () => {
      await github.close();
      await service.close();
    },
  };
}

export const pullRequestEvent = (fork = false) => ({
  pull_request: {
    number: PR,
    head: { repo: { full_name: fork ? 'someone/octo-repo' : 'octo-org/octo-repo' } },
    base: { repo: { full_name: 'octo-org/octo-repo' }, sha: 'b'.repeat(40), ref: 'main' },
  },
});

/** The built bundle against the simulators with the key, on the event `options` name (a push by default). */
export function runInWorld(
  world: World,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions> = {},
): Promise<ActionRun> {
  return runAction({
    ...options,
    env: { GITHUB_API_URL: world.github.url, ...options.env },
    inputs: { 'api-key': API_KEY, 'base-url': world.service.url, ...inputs },
  });
}

export function runOnPullRequest(
  world: World,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions> = {},
): Promise<ActionRun> {
  return runInWorld(
    world,
    { 'github-token': WRITE_TOKEN, dependencies: 'none', 'local-checks': 'none', ...inputs },
    { eventName: 'pull_request', event: pullRequestEvent(), ...options },
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
  const api = createServiceClient({ baseUrl: service.url, apiKey: API_KEY, userAgent: 'test' });
  const started = await api.startPulse(id, { idempotencyKey: `baseline-${url}` });
  const scanId = (started.scan as { id: string }).id;
  for (let i = 0; i < 5 && (await api.scan(scanId)).status !== 'succeeded'; i++);
  await api.close();
  service.control.setSiteFindings(id, after as never);
  return scanId;
}
