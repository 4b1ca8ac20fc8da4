// Helpers of the fork recipe's end-to-end tests: a real git history (main, and a fork's branch from it)
// that the GitHub stand-in serves through its git database routes, the pull request from the fork as the
// pulls route shows it, and the recipe's three runs: collect in the fork's run, the trusted scan of the
// data, and report.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { PullRequestRecord } from '../../simulator/github/records.ts';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { nextRunId } from './gate-harness.ts';
import {
  FORK,
  forkPullRequestOn,
  PR,
  runInWorld,
  workflowRun,
  WRITE_TOKEN,
  type ActionRun,
  type World,
} from './harness.ts';

export interface ForkHistory {
  /** The repository, with the fork's branch checked out (the fork's run checks out its head). */
  readonly dir: string;
  /** Where the fork's branch left main. */
  readonly mergeBase: string;
  /** main's commit now. */
  readonly baseSha: string;
  readonly headSha: string;
  /** The pull request as the stand-in shows it at first. */
  readonly pull: PullRequestRecord;
}

const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });

/**
 * main holds `base`; the fork's branch from there commits `head`; main then commits `mainAfter` when given.
 * The GitHub stand-in serves this repository and shows pull request `pr` from the fork into `baseRef`.
 */
export function forkHistory(
  world: World,
  base: Record<string, string>,
  head: Record<string, string>,
  options: { mainAfter?: Record<string, string>; baseRef?: string } = {},
): ForkHistory {
  const dir = writeCheckout(base, { root: world.scratch });
  const mergeBase = headCommit(dir);
  let baseSha = mergeBase;
  if (options.mainAfter) baseSha = commitFiles(dir, options.mainAfter, 'main moves on');
  git(dir, 'checkout', '-q', '-b', 'fork', mergeBase);
  const headSha = commitFiles(dir, head, 'the fork’s change');
  world.github.git.repository = dir;
  const pull: PullRequestRecord = {
    state: 'open',
    headSha,
    baseRepo: world.github.repo,
    headRepo: FORK,
    baseRef: options.baseRef ?? 'main',
    baseSha,
  };
  world.github.pulls.set(PR, { ...pull });
  return { dir, mergeBase, baseSha, headSha, pull };
}

/** Stage one in the fork's run (no key, a read-only token): the data folder, as the artifact holds it. */
export async function collectFork(
  world: World,
  history: ForkHistory,
  options: { spawn?: boolean } = {},
): Promise<string> {
  const folder = join(mkdtempSync(join(world.scratch, 'ssa-data-')), 'pr-data');
  const run = await runInWorld(
    world,
    {
      command: 'collect',
      'api-key': '',
      'base-url': '',
      'pull-request-data': folder,
      'github-token': 'ghs_read',
    },
    { ...forkPullRequestOn(history.headSha, history.baseSha), workspace: history.dir, spawn: options.spawn },
  );
  expect(run.exitCode, run.stdout).toBe(0);
  return folder;
}

/** The default branch's checkout the trusted run starts from: its policy, nothing of the pull request. */
export const trustedCheckout = (world: World, files: Record<string, string> = { 'README.md': '# Shop\n' }) =>
  writeCheckout(files, { root: world.scratch });

/** Stage two: the trusted workflow_run run on main, with the key and a token that may only read. */
export function scanFork(
  world: World,
  folder: string,
  inputs: Record<string, string>,
  options: { headSha: string; workspace: string },
): Promise<ActionRun> {
  return runInWorld(
    world,
    { 'pull-request-data': folder, 'github-token': 'ghs_read', 'local-checks': 'none', ...inputs },
    {
      ...workflowRun(options.headSha),
      workspace: options.workspace,
      env: {
        ...(world.cache?.env ?? {}),
        GITHUB_REF: 'refs/heads/main',
        GITHUB_RUN_ID: nextRunId(),
      },
    },
  );
}

/** Stage three: `command: report` with the write token, for the scan's report file. */
export const reportFork = (world: World, reportFile: string, headSha: string) =>
  runInWorld(
    world,
    {
      command: 'report',
      'api-key': '',
      'base-url': '',
      'report-file': reportFile,
      'pull-request-number': String(PR),
      'github-token': WRITE_TOKEN,
      comment: 'always',
    },
    workflowRun(headSha),
  );
