// Helpers of the repository-check end-to-end tests: the check starts the simulator saw, the command run on
// a pull request, and real git checkouts with a base and a head commit.
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { PR, runOnPullRequest, type RunOptions, type World } from './harness.ts';

export const CHECKS = '/api/cli/v1/agent/repository-checks';

/** Bodies of every repository check start the simulator received, oldest first. */
export const started = (world: World) =>
  world.service.requests
    .filter((r) => r.method === 'POST' && r.path === CHECKS)
    .map((r) => r.body as Record<string, unknown>);

/** URLs of the checks started since `from`, sorted. */
export const checkedUrls = (world: World, from: number) =>
  started(world)
    .slice(from)
    .map((b) => b.url)
    .sort();

export const repositoryCheck = (world: World, inputs: Record<string, string>, options: RunOptions = {}) =>
  runOnPullRequest(world, { command: 'repository-check', comment: 'never', ...inputs }, options);

export const workflow = (...uses: string[]) =>
  `on: pull_request\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join('')}`;

/** A checkout in the world's scratch folder whose base commit holds `base` and whose head holds `head`. */
export function gitCheckout(
  world: World,
  base: Record<string, string>,
  head: Record<string, string>,
): { dir: string; baseSha: string } {
  const dir = writeCheckout(base, { root: world.scratch });
  const baseSha = headCommit(dir);
  commitFiles(dir, head, 'head');
  return { dir, baseSha };
}

export const prEvent = (baseSha: string) => ({
  pull_request: {
    number: PR,
    head: { repo: { full_name: 'octo-org/octo-repo' } },
    base: { repo: { full_name: 'octo-org/octo-repo' }, sha: baseSha },
  },
});
