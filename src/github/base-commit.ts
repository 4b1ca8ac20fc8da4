// The commit a pull request (or a merge queue group) is judged against, compared like with like: GitHub's
// merge commit against its first parent, a checkout of the head against the merge base of base and head, a
// merge queue group against its `base_sha`. A checkout that is none of those is not the change's code.
// Which paths differ is read with git (fetching by exact SHA what a shallow clone lacks), else through
// GitHub's list of the pull request's files, which may be cut: then it says so and every path may differ.
import { checkoutHead } from './code-source.ts';
import type { RunContext } from './context.ts';
import { memo } from './memo.ts';
import { explainGitHubError, type Octokit } from './octokit.ts';
import { pullFilesApi } from './pull-files.ts';
import type { FetchEnv, Rename } from '../workspace/git-commit.ts';

export type { Rename } from '../workspace/git-commit.ts';

/** GitHub lists at most this many files of a pull request. */
export const GITHUB_FILE_LIST_MAX = 3000;
/** git-history reads at most this many commits; a pull request with more is not judged by it. */
export const MAX_RANGE_COMMITS = 500;

export interface BaseCommit {
  readonly sha: string;
  readonly via: 'git' | 'GitHub API';
  /** Paths the change adds, modifies, deletes or renames (both names). */
  readonly changed: ReadonlySet<string>;
  /**
   * Files the change moves, base path → head path (git's rename detection, or GitHub's `previous_filename`).
   * Null when git skipped rename detection (past `diff.renameLimit`): a file new at the head may then be a
   * renamed one, and what it holds is not compared.
   */
  readonly renames: readonly Rename[] | null;
  /**
   * Null when `changed` holds every path that differs; else why not (GitHub's list was cut), and then any
   * path may differ: what cannot be compared counts as new.
   */
  readonly incomplete: string | null;
  /** A file's text at the base; null when it is not there (or over `maxBytes`). */
  fileAt(path: string, maxBytes: number): Promise<string | null>;
  /**
   * The change's own commits (merge base..head), fetched into the checkout when it lacks them: the range to
   * read, or why it cannot be read exactly.
   */
  historyRange(): Promise<HistoryRange>;
}

export type HistoryRange =
  { readonly since: string; readonly until: string } | { readonly since?: undefined; readonly why: string };

/** Whether a path may differ at the base: listed as changed, or any path when the list is incomplete. */
export const mayDiffer = (base: BaseCommit, path: string) =>
  base.incomplete !== null || base.changed.has(path);

export interface OpenedBase {
  readonly base: BaseCommit | null;
  readonly why: string;
  /** The checkout is neither the pull request's head nor GitHub's merge commit for it (nor the group's). */
  readonly notTheChange?: boolean;
  /**
   * With `notTheChange`: a file's text at the event's base commit (the policy file is read there, so a run
   * whose checkout is not the change still has the base branch's policy); throws when it cannot be read.
   */
  readonly fileAtEventBase?: (path: string, maxBytes: number) => Promise<string | null>;
}

type GitHubClient = (token: string) => Promise<Octokit>;

export interface BaseSources {
  readonly token: string;
  readonly githubClient: GitHubClient;
  /** Masks a secret in the log (the fetch's credential header). */
  readonly mask: (secret: string) => void;
}

/** What the checkout is, and the commits the change is compared between. */
interface Checkout {
  /** The tree compared with HEAD. */
  readonly base: string;
  /** The change's own commits are `since..until`; `since` may need the compare API (merge commit). */
  readonly since: () => Promise<MergeBase | string>;
  readonly until: string;
}

interface MergeBase {
  readonly sha: string;
  /** Commits of `until` past the merge base, when GitHub said; sizes the history fetch. */
  readonly aheadBy: number | null;
}

const RECOMMEND =
  "run the action on 'pull_request' (its default checkout is GitHub's merge commit), or use the fork recipe (command: collect, then command: report); never check out and run the pull request's code with a write token or persisted credentials";

/**
 * The base, or null with the reason when this run has none (not a change event), it cannot be read, or
 * the checkout is not the change's code. Called once per run (see `lazyBaseCommit`).
 */
export async function openBaseCommit(ctx: RunContext, sources: BaseSources): Promise<OpenedBase> {
  if (ctx.baseSha === null) {
    return { base: null, why: 'this run is not for a pull request or a merge queue group' };
  }
  // git (node:child_process) loads only for a run that compares with a base.
  const git = await import('../workspace/git-commit.ts');
  const head = await checkoutHead(ctx);
  if (head === null) return restBase(ctx, ctx.baseSha, sources, 'the workspace is not a git checkout');
  // Worked out (and the token's header masked) once, on the first fetch that needs it.
  const fetchEnv = memo(async (): Promise<FetchEnv> => {
    const { fetchEnv: make } = await import('./git-credentials.ts');
    return make(ctx.workspace, ctx.serverUrl, sources.token, sources.mask);
  });
  const checkout = await whichCheckout(ctx, ctx.baseSha, head, sources);
  if (typeof checkout === 'string') {
    const eventBase = ctx.baseSha;
    const fileAtEventBase = async (path: string, maxBytes: number) => {
      if (await git.ensureCommit(ctx.workspace, eventBase, await fetchEnv())) {
        return git.blobAt(ctx.workspace, eventBase, path, maxBytes);
      }
      if (sources.token === '')
        throw new Error(`the base commit ${eventBase.slice(0, 12)} could not be fetched`);
      const { repoFileAt } = await import('./pull-files.ts');
      const repo = { owner: ctx.owner, repo: ctx.repo };
      return repoFileAt(await sources.githubClient(sources.token), repo, path, eventBase, maxBytes);
    };
    return { base: null, why: checkout, notTheChange: true, fileAtEventBase };
  }
  if (typeof checkout === 'object' && 'why' in checkout) return { base: null, why: checkout.why };
  const sha = checkout.base;
  const historyRange = () => changeHistory(ctx.workspace, checkout, fetchEnv);
  if (await git.ensureCommit(ctx.workspace, sha, await fetchEnv())) {
    const changes = await git.changesBetween(ctx.workspace, sha);
    if (changes !== null) {
      const fileAt = (path: string, maxBytes: number) => git.blobAt(ctx.workspace, sha, path, maxBytes);
      return { base: { sha, via: 'git', ...changes, incomplete: null, fileAt, historyRange }, why: '' };
    }
  }
  return restBase(
    ctx,
    sha,
    sources,
    `the base commit ${sha.slice(0, 12)} is not in the checkout and could not be fetched`,
  );
}

/** Resolves the checkout: the commits to compare, a reason it cannot (`{ why }`), or why it is not the change. */
async function whichCheckout(
  ctx: RunContext,
  eventBase: string,
  head: string,
  sources: BaseSources,
): Promise<Checkout | { why: string } | string> {
  const git = await import('../workspace/git-commit.ts');
  const named = (sha: string | null | undefined) => (sha ? sha.slice(0, 12) : 'none');
  const notIt = (what: string) =>
    `the checkout (${head.slice(0, 12)}) is not ${what}, so the lock files and local checks read are not the change's: ${RECOMMEND}`;
  if (ctx.eventName === 'merge_group') {
    if (ctx.headSha && ctx.headSha !== head)
      return notIt(`the merge queue group's head (${named(ctx.headSha)})`);
    return { base: eventBase, since: () => Promise.resolve({ sha: eventBase, aheadBy: null }), until: head };
  }
  const prHead = ctx.headSha ?? null;
  const mergeBase = memo(() => findMergeBase(ctx, eventBase, prHead ?? '', sources));
  if (prHead !== null && prHead === head) {
    // A checkout of the head: compared with the merge base, so nothing the base branch gained since counts.
    const found = await mergeBase();
    if (typeof found === 'string') return { why: found };
    return { base: found.sha, since: () => Promise.resolve(found), until: head };
  }
  const parents = await git.parentsOf(ctx.workspace, head);
  if (prHead !== null && parents?.length === 2 && parents[1] === prHead) {
    // GitHub's merge commit: its first parent is the base branch it was made on.
    const first = parents[0] ?? '';
    const since = memo(() => findMergeBase(ctx, first, prHead, sources));
    return { base: first, since, until: prHead };
  }
  return notIt(`the pull request's head (${named(prHead)}) nor GitHub's merge commit for it`);
}

/** The merge base of two commits: by git where the checkout holds their whole history, else the compare API. */
async function findMergeBase(
  ctx: RunContext,
  base: string,
  head: string,
  sources: BaseSources,
): Promise<MergeBase | string> {
  const git = await import('../workspace/git-commit.ts');
  // Both come from the event file and become git arguments and a URL path: object names only.
  if (!git.COMMIT.test(base) || !git.COMMIT.test(head)) return 'the event names no base and head commits';
  const local = await git.localMergeBase(ctx.workspace, base, head);
  if (local !== null) return { sha: local, aheadBy: null };
  const cannot = `the merge base of ${base.slice(0, 12)} and ${head.slice(0, 12)} is not in the shallow checkout`;
  if (sources.token === '') return `${cannot}, and the github-token input is empty`;
  try {
    const { compareCommits } = await import('./compare.ts');
    const { mergeBase: sha, aheadBy } = await compareCommits(
      await sources.githubClient(sources.token),
      ctx,
      base,
      head,
    );
    if (!git.COMMIT.test(sha)) return `${cannot}, and GitHub named no merge base`;
    // Fetched (or read through GitHub's API) by whoever needs its tree or its history.
    return { sha, aheadBy };
  } catch (error) {
    return `${cannot}: ${explainGitHubError(error, 'comparing the commits', ctx, 'contents: read')}`;
  }
}

/**
 * Makes `since..until` readable: fetched by exact SHA, deeper each time, until no commit of the range is a
 * shallow boundary; or says why it cannot.
 */
async function changeHistory(
  workspace: string,
  checkout: Checkout,
  fetchEnv: () => Promise<FetchEnv>,
): Promise<HistoryRange> {
  const git = await import('../workspace/git-commit.ts');
  const since = await checkout.since();
  if (typeof since === 'string') return { why: since };
  const { until } = checkout;
  const env = await fetchEnv();
  if (!(await git.ensureCommit(workspace, since.sha, env))) {
    return { why: `the merge base ${since.sha.slice(0, 12)} could not be fetched` };
  }
  // Deep enough for the range and its merge base; deeper (×4) while a merge from elsewhere reaches further.
  const deepest = MAX_RANGE_COMMITS + 2;
  let depth = Math.min((since.aheadBy ?? 48) + 2, deepest);
  for (let fetched = 0; ; fetched = depth, depth = Math.min(depth * 4, deepest)) {
    const range = await git.rangeInCheckout(workspace, since.sha, until);
    if (range !== null && range.commits > MAX_RANGE_COMMITS) {
      return { why: `the change has more than ${MAX_RANGE_COMMITS} commits, more than git-history reads` };
    }
    if (range?.complete) return { since: since.sha, until };
    if (fetched === deepest || !(await git.fetchDepth(workspace, until, depth, env))) {
      return {
        why: `the change's commits ${since.sha.slice(0, 12)}..${until.slice(0, 12)} are not in the checkout and could not be fetched (checkout with fetch-depth: 0, or let the token read the repository)`,
      };
    }
  }
}

/** The last resort: GitHub's list of the pull request's files, complete only when it holds `changed_files`. */
async function restBase(
  ctx: RunContext,
  sha: string,
  sources: BaseSources,
  cannot: string,
): Promise<OpenedBase> {
  if (ctx.pullNumber === null) {
    return { base: null, why: `${cannot} (use actions/checkout with fetch-depth: 0)` };
  }
  if (sources.token === '') return { base: null, why: `${cannot}, and the github-token input is empty` };
  const api = pullFilesApi(await sources.githubClient(sources.token), ctx);
  let changes;
  try {
    changes = await api.listChanges(ctx.pullNumber);
  } catch (error) {
    return {
      base: null,
      why: `${cannot}: ${explainGitHubError(error, 'reading the pull request files', ctx, 'pull-requests: read')}`,
    };
  }
  const changed = new Set(
    changes.flatMap((c) => [c.filename, ...(c.previousFilename ? [c.previousFilename] : [])]),
  );
  const renames = changes.flatMap((c) =>
    c.status === 'renamed' && c.previousFilename ? [{ from: c.previousFilename, to: c.filename }] : [],
  );
  const total = ctx.changedFiles ?? null;
  const cut = total !== null ? changes.length < total : changes.length >= GITHUB_FILE_LIST_MAX;
  const incomplete = cut
    ? `GitHub listed ${changes.length} of the pull request's ${total ?? 'more'} changed files (it lists at most ${GITHUB_FILE_LIST_MAX})`
    : null;
  const historyRange = () =>
    Promise.resolve({ why: `${cannot}, so the change's own commits cannot be read` } as const);
  // A file the list names as added has no base version: not asked for (one API call each). A listed path
  // some file moved from is read all the same; one whose move is past the cut only counts as more new.
  const added = new Set(changes.flatMap((c) => (c.status === 'added' ? [c.filename] : [])));
  for (const c of changes) if (c.previousFilename) added.delete(c.previousFilename);
  return {
    base: {
      sha,
      via: 'GitHub API',
      changed,
      renames,
      incomplete,
      fileAt: (path, max) => (added.has(path) ? Promise.resolve(null) : api.fileAt(path, sha, max)),
      historyRange,
    },
    why: '',
  };
}

export type OpenBase = () => Promise<OpenedBase>;

/** Opens the base at most once per run, on first use. */
export function lazyBaseCommit(ctx: RunContext, sources: BaseSources): OpenBase {
  return memo(() => openBaseCommit(ctx, sources));
}
