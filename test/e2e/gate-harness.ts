// Helpers of the pull-request gate's end-to-end tests: one world (service, GitHub and the Actions cache)
// shared by several runs, pushes to main that record baselines, and pull requests into main.
import type { GitHubIssue } from '../../simulator/github/records.ts';
import { PR, runInWorld, runOnPullRequest, WRITE_TOKEN, type RunOptions, type World } from './harness.ts';

let runs = 7000;
/** Every run of a workflow has its own id: a second push to a pull request is a new run. */
export const nextRunId = () => String((runs += 1));

function cacheEnv(world: World): Record<string, string> {
  if (!world.cache) throw new Error('the gate tests need the world started with { cache: true }');
  return world.cache.env;
}

/** A push to main: the run that records its succeeded scan as main's baseline. */
export function pushToMain(world: World, inputs: Record<string, string>, options: RunOptions = {}) {
  return runInWorld(
    world,
    { 'github-token': WRITE_TOKEN, dependencies: 'none', 'local-checks': 'none', ...inputs },
    {
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      ...options,
      env: { ...cacheEnv(world), GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: nextRunId(), ...options.env },
    },
  );
}

export const prEvent = (pr: number, baseSha: string) => ({
  pull_request: {
    number: pr,
    head: { repo: { full_name: 'octo-org/octo-repo' } },
    base: { repo: { full_name: 'octo-org/octo-repo' }, sha: baseSha, ref: 'main' },
  },
});

/** A run for pull request `pr` (PR 7 by default) into main, as `actions/checkout` leaves the merge ref. */
export function pullRequest(
  world: World,
  inputs: Record<string, string>,
  options: RunOptions & { pr?: number; baseSha?: string } = {},
) {
  const { pr = PR, baseSha = 'b'.repeat(40), ...rest } = options;
  return runOnPullRequest(world, inputs, {
    event: prEvent(pr, baseSha),
    ...rest,
    env: {
      ...cacheEnv(world),
      GITHUB_REF: `refs/pull/${pr}/merge`,
      GITHUB_BASE_REF: 'main',
      GITHUB_RUN_ID: nextRunId(),
      ...rest.env,
    },
  });
}

/** Another open pull request on the GitHub stand-in. */
export function openPullRequest(world: World, number: number): void {
  const issue: GitHubIssue = {
    repo: world.github.repo,
    number,
    title: `Pull request ${number}`,
    body: '',
    labels: [],
    state: 'open',
    comments: [],
    user: { login: 'octocat' },
  };
  world.github.issues.set(number, issue);
}

/** The `baselineScanId` each Pulse start of the site sent (null when none), oldest first. */
export const sentBaselines = (world: World, siteId: string) =>
  world.service.requests
    .filter((r) => r.method === 'POST' && r.path === `/api/cli/v1/agent/sites/${siteId}/pulse`)
    .map((r) => (r.body as { baselineScanId?: string }).baselineScanId ?? null);

/** Sticky comments of a site on a pull request, by the marker its identity gives. */
export const commentsFor = (world: World, identity: string, pr = PR) =>
  (world.github.issues.get(pr)?.comments ?? []).filter((c) =>
    c.body.includes(`<!-- security-scan-action:scan:${identity} -->`),
  );

/** An npm lock file (v3) pinning the given name → version. */
export function npmLock(packages: Record<string, string>): string {
  const entries = Object.fromEntries(
    Object.entries(packages).map(([name, version]) => [
      `node_modules/${name}`,
      { version, resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz` },
    ]),
  );
  const root = {
    name: 'shop',
    version: '1.0.0',
    dependencies: Object.fromEntries(Object.keys(packages).map((n) => [n, '*'])),
  };
  return `${JSON.stringify({ name: 'shop', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': root, ...entries } }, null, 2)}\n`;
}

/** A high prototype-pollution advisory (fixed in 9.9.9) for each npm package: advisory id → package name. */
export function addHighAdvisories(world: World, advisories: Record<string, string>): void {
  for (const [id, name] of Object.entries(advisories)) {
    world.service.control.addAdvisory({
      id,
      title: `${name}: prototype pollution`,
      severity: 'high',
      packages: [{ ecosystem: 'npm', name, fixedIn: '9.9.9' }],
    });
  }
}
