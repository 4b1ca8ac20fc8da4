// Throwaway repositories for the demo and the end-to-end tests: files written into a temporary folder and
// committed with git (as actions/checkout leaves a workspace), unless a plain folder is asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { inflateSync } from 'node:zlib';

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
  // Many tests start from the same files: the repository built for them once (files and .git) is written
  // again instead of running git three times more. The copy is that repository, its commit's sha included.
  const key = JSON.stringify(files);
  const built = builtCheckouts.get(key);
  if (built !== undefined) {
    for (const [path, bytes] of built) {
      if (bytes === null) mkdirSync(join(dir, path), { recursive: true });
      else writeFileSync(join(dir, path), bytes);
    }
    return dir;
  }
  git(dir, 'init', '-q', '-b', 'main');
  commitFiles(dir, files, 'Initial');
  builtCheckouts.set(key, snapshot(dir));
  return dir;
}

/** Each checkout built in this process, by its files: every folder (null) and file, parents first. */
const builtCheckouts = new Map<string, readonly (readonly [string, Buffer | null])[]>();

function snapshot(dir: string): readonly (readonly [string, Buffer | null])[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dir, path), entry.isDirectory() ? null : readFileSync(path)] as const;
    })
    .sort(([a], [b]) => a.split(sep).length - b.split(sep).length);
}

/** Writes the files and commits them; returns the commit's sha. */
export function commitFiles(dir: string, files: Record<string, string>, message: string): string {
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return headCommit(dir);
}

/**
 * HEAD's commit, read from the files git just wrote (HEAD, then the branch's loose ref) rather than with
 * one more git process per commit; git answers when the ref is packed or the folder is laid out otherwise.
 */
export function headCommit(dir: string): string {
  try {
    const head = readFileSync(join(dir, '.git', 'HEAD'), 'utf8').trim();
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    const sha = ref === undefined ? head : readFileSync(join(dir, '.git', ref), 'utf8').trim();
    if (/^[0-9a-f]{40}$/.test(sha)) return sha;
  } catch {
    // Not a plain checkout's .git folder: git knows.
  }
  return git(dir, 'rev-parse', 'HEAD');
}

/** HEAD's first parent, or null for a first commit. */
export function parentCommit(dir: string): string | null {
  const sha = headCommit(dir);
  // A commit this module just made is a loose object: its header names the parents.
  let commit: string;
  try {
    commit = inflateSync(readFileSync(join(dir, '.git', 'objects', sha.slice(0, 2), sha.slice(2)))).toString(
      'utf8',
    );
  } catch {
    const [, parent] = git(dir, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ');
    return parent ?? null;
  }
  return /^parent ([0-9a-f]{40})$/m.exec(commit.split('\n\n')[0] ?? '')?.[1] ?? null;
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

/**
 * Builds the history in `root`: main, a branch off it, main moving on, and GitHub's merge commit. One
 * `git fast-import` writes every commit straight into the bare origin (no working copy, one process for
 * the whole history); the merge commit's tree is git's merge of the two sides, which must not conflict.
 */
export function pullRequestRepository(root: string, history: PullRequestHistory): PullRequestRepository {
  const origin = mkdtempSync(join(root, 'ssa-origin-'));
  git(origin, 'init', '-q', '--bare');
  git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  const stamp = `Demo <demo@example.invalid> ${Math.floor(Date.now() / 1000)} +0000`;
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  const stream: string[] = [];
  let marks = 0;
  // Each commit adds or replaces its files on top of its first parent, as commitFiles does in a checkout.
  const commit = (ref: string, message: string, files: Record<string, string>, parents: number[]) => {
    const mark = ++marks;
    const from = parents.map((p, i) => `${i === 0 ? 'from' : 'merge'} :${p}\n`).join('');
    const changes = Object.entries(files).map(([path, text]) => `M 100644 inline ${path}\n${data(text)}`);
    stream.push(
      `commit ${ref}\nmark :${mark}\nauthor ${stamp}\ncommitter ${stamp}\n${data(`${message}\n`)}`,
      from,
      ...changes,
      `get-mark :${mark}\n`,
    );
    return mark;
  };
  const branchPoint = commit('refs/heads/main', 'Initial', history.base, []);
  let head = branchPoint;
  history.head.forEach((files, i) => (head = commit('refs/pull/7/head', `feature ${i + 1}`, files, [head])));
  let base = branchPoint;
  (history.mainAfter ?? []).forEach(
    (files, i) => (base = commit('refs/heads/main', `main ${i + 1}`, files, [base])),
  );
  // Without commits of its own the branch has nothing to merge: GitHub's merge ref is main's tip then.
  const merged =
    head === branchPoint
      ? base
      : commit('refs/pull/7/merge', 'Merge feature into main', mergedFiles(history), [base, head]);
  // The pull request's refs exist even when no commit of the stream was made on them.
  if (head === branchPoint) stream.push(`reset refs/pull/7/head\nfrom :${head}\n\n`);
  if (merged === base) stream.push(`reset refs/pull/7/merge\nfrom :${base}\n\n`);
  const shas = execFileSync('git', ['fast-import', '--quiet'], { cwd: origin, input: stream.join('') })
    .toString()
    .trim()
    .split('\n');
  const sha = (mark: number) => shas[mark - 1] ?? '';
  return {
    origin,
    branchPoint: sha(branchPoint),
    baseSha: sha(base),
    headSha: sha(head),
    mergeSha: sha(merged),
  };
}

/** What the merge commit changes on main's side: the branch's files that main did not change itself. */
function mergedFiles(history: PullRequestHistory): Record<string, string> {
  const ours = Object.assign({}, history.base, ...(history.mainAfter ?? [])) as Record<string, string>;
  const theirs = Object.assign({}, history.base, ...history.head) as Record<string, string>;
  const changes: Record<string, string> = {};
  for (const [path, text] of Object.entries(theirs)) {
    if (text === history.base[path] || text === ours[path]) continue;
    if (ours[path] !== history.base[path]) throw new Error(`the fixture's merge would conflict on ${path}`);
    changes[path] = text;
  }
  return changes;
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
