// Throwaway repositories for the demo and the end-to-end tests: files written into a temporary folder and
// committed with git (as actions/checkout leaves a workspace), unless a plain folder is asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface CheckoutOptions {
  /** Commit the files (the default). */
  readonly git?: boolean;
  /** Where the folder is made (the caller removes it); the system's temporary folder by default. */
  readonly root?: string;
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Demo', '-c', 'user.email=demo@example.invalid', ...args], {
    cwd: dir,
  })
    .toString()
    .trim();

export function writeCheckout(files: Record<string, string>, options: CheckoutOptions = {}): string {
  const dir = mkdtempSync(join(options.root ?? tmpdir(), 'ssa-checkout-'));
  if (options.git === false) {
    writeFiles(dir, files);
    return dir;
  }
  git(dir, 'init', '-q', '-b', 'main');
  commitFiles(dir, files, 'Initial');
  return dir;
}

/** Writes the files and commits them; returns the commit's sha. */
export function commitFiles(dir: string, files: Record<string, string>, message: string): string {
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return headCommit(dir);
}

export const headCommit = (dir: string): string => git(dir, 'rev-parse', 'HEAD');

/** HEAD's first parent, or null for a first commit. */
export function parentCommit(dir: string): string | null {
  const [, parent] = git(dir, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ');
  return parent ?? null;
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A repository on "GitHub" (a bare origin) with a pull request, and the commits a checkout may be at. */
export interface PullRequestRepository {
  /** The bare origin: fetchable by exact SHA, as GitHub is. */
  readonly origin: string;
  /** Where the pull request's branch left main. */
  readonly branchPoint: string;
  /** main's tip when the event fired (`pull_request.base.sha`). */
  readonly baseSha: string;
  /** The pull request's head. */
  readonly headSha: string;
  /** GitHub's merge commit (refs/pull/N/merge): first parent `baseSha`, second `headSha`. */
  readonly mergeSha: string;
}

export interface PullRequestHistory {
  /** main when the branch was made. */
  readonly base: Record<string, string>;
  /** Each commit of the pull request's branch. */
  readonly head: readonly Record<string, string>[];
  /** What main gained after the branch was made (one commit each). */
  readonly mainAfter?: readonly Record<string, string>[];
}

/** Builds the history in `root`: main, a branch off it, main moving on, and GitHub's merge commit. */
export function pullRequestRepository(root: string, history: PullRequestHistory): PullRequestRepository {
  const work = writeCheckout(history.base, { root });
  const branchPoint = headCommit(work);
  git(work, 'checkout', '-q', '-b', 'feature');
  history.head.forEach((files, i) => commitFiles(work, files, `feature ${i + 1}`));
  const headSha = headCommit(work);
  git(work, 'checkout', '-q', 'main');
  (history.mainAfter ?? []).forEach((files, i) => commitFiles(work, files, `main ${i + 1}`));
  const baseSha = headCommit(work);
  git(work, 'checkout', '-q', '--detach', baseSha);
  git(work, 'merge', '-q', '--no-ff', '-m', 'Merge feature into main', headSha);
  const mergeSha = headCommit(work);
  const origin = mkdtempSync(join(root, 'ssa-origin-'));
  git(origin, 'init', '-q', '--bare');
  git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  git(work, 'push', '-q', origin, 'main', `${headSha}:refs/pull/7/head`, `${mergeSha}:refs/pull/7/merge`);
  return { origin, branchPoint, baseSha, headSha, mergeSha };
}

export interface CloneOptions {
  /** `fetch-depth` of actions/checkout: 1 by default, 0 for the whole history. */
  readonly depth?: number;
  /** The credential actions/checkout persists (`persist-credentials: true`, its default). */
  readonly persistedHeader?: string;
}

/** A workspace as actions/checkout leaves it: `sha` fetched from origin (by SHA) and checked out detached. */
export function cloneAt(root: string, origin: string, sha: string, options: CloneOptions = {}): string {
  const dir = mkdtempSync(join(root, 'ssa-workspace-'));
  git(dir, 'init', '-q');
  git(dir, 'remote', 'add', 'origin', `file://${origin}`);
  if (options.persistedHeader !== undefined) {
    git(dir, 'config', '--local', 'http.https://github.com/.extraheader', options.persistedHeader);
  }
  const depth = options.depth ?? 1;
  git(dir, 'fetch', '-q', '--no-tags', ...(depth > 0 ? [`--depth=${depth}`] : []), 'origin', sha);
  git(dir, 'checkout', '-q', '--detach', sha);
  return dir;
}
