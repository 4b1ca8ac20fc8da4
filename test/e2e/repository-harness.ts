// Helpers of the repository-check end-to-end tests: the check starts the simulator saw, the command run on
// a pull request, and real git checkouts with a base and a head commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { RunActionOptions } from '../../simulator/runner/github-runner.ts';
import { PR, runOnPullRequest, type World } from './harness.ts';

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

export const repositoryCheck = (
  world: World,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions> = {},
) => runOnPullRequest(world, { command: 'repository-check', comment: 'never', ...inputs }, options);

export const workflow = (...uses: string[]) =>
  `on: pull_request\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n${uses.map((u) => `      - uses: ${u}\n`).join('')}`;

/** A checkout whose base commit holds `base` and whose head (the checkout) holds `head`. */
export function gitCheckout(
  base: Record<string, string>,
  head: Record<string, string>,
): { dir: string; baseSha: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir })
      .toString()
      .trim();
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git('add', '-A');
  };
  git('init', '-q', '-b', 'main');
  write(base);
  git('commit', '-q', '--allow-empty', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD');
  write(head);
  git('commit', '-q', '-m', 'head');
  return { dir, baseSha };
}

export const prEvent = (baseSha: string) => ({
  pull_request: {
    number: PR,
    head: { repo: { full_name: 'octo-org/octo-repo' } },
    base: { repo: { full_name: 'octo-org/octo-repo' }, sha: baseSha },
  },
});
