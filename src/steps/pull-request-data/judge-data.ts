// A scan of a pull request's data in a trusted `workflow_run` run. The data comes from a run the fork may
// have rewritten, so nothing in it that GitHub can tell is taken from it: the pull request is read from the
// API and must be open, of this repository, from the head repository and at the head commit `workflow_run`
// names (else it is superseded: not judged); the lock files are those of the head commit's tree, each
// copy in the data used only when its git blob hash is the tree's (else read from GitHub); the base is the
// merge base, read through the API too. The command then sees a pull-request run of those lock files
// (judged against the base branch, never recorded as a baseline). The policy was read before, from the
// trusted checkout (the default branch); the local checks are not run (the data has no other files).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BaselineStore } from '../../baseline/store.ts';
import { ConfigurationError } from '../../errors.ts';
import type { BaseCommit, OpenBase } from '../../github/base-commit.ts';
import { memo } from '../../github/memo.ts';
import type { RunContext } from '../../github/context.ts';
import { compareCommits } from '../../github/compare.ts';
import { gitBlobSha, readBlob, readTree, type TreeFile } from '../../github/git-tree.ts';
import { explainGitHubError, requireGitHub, type Octokit } from '../../github/octokit.ts';
import { readPullRequest, type PullRequestState } from '../../github/pull-request.ts';
import { selectLockFiles } from '../../lockfiles/discover.ts';
import { MAX_LOCK_FILE_BYTES } from '../../lockfiles/read.ts';
import type { CommandDeps } from '../../commands/deps.ts';
import type { Settings } from '../../commands/registry.ts';
import { fail, unsafePath, type PullRequestData } from './format.ts';
import { readPullRequestData } from './read.ts';
import { counted, plural } from '../../plural.ts';
import { checkPullRequest, supersede } from './verify.ts';

const UNREAD = counted('lock file', 'of the head commit that could not be read (counted as new)');

export async function onPullRequestData<S extends Settings>(deps: CommandDeps<S>): Promise<CommandDeps<S>> {
  const { settings, state, ctx, toolkit } = deps;
  // Empty for every command whose spec does not read `pull-request-data` (src/commands/registry.ts).
  if (settings.pullRequestData === '') return deps;
  const { data, lockFilesRoot } = readPullRequestData(settings.pullRequestData, ctx);
  const headSha = ctx.headSha ?? '';
  if (headSha === '' || !ctx.headRepository)
    throw new ConfigurationError(
      `Input 'pull-request-data' is read by a workflow_run run, whose event names the head commit and repository the data must match; this '${ctx.eventName}' run names ${headSha === '' ? 'no head commit' : 'no head repository'}.`,
    );
  if (settings.githubToken === '')
    throw new ConfigurationError(
      "Input 'github-token' is empty; accepted: a token that may read the pull request and the repository (pull-requests: read, contents: read), to check the data against GitHub.",
    );
  const octokit = await deps.githubClient(settings.githubToken);
  const pull = await confirmedPullRequest(deps, octokit, data);
  // Without lock files to judge, nothing of the head commit is read.
  const selection = settings.dependencies;
  const tree =
    selection === 'none'
      ? new Map<string, TreeFile>()
      : await requireGitHub(
          `Listing the files of the head commit ${headSha}`,
          ctx,
          () => readTree(octokit, ctx, headSha),
          'contents: read',
        );
  const lockFiles =
    selection === 'none'
      ? { root: lockFilesRoot, paths: [] }
      : await headLockFiles(deps, octokit, { tree, selection, data, dataRoot: lockFilesRoot });
  const baseBranch = pull.baseRef ?? null;
  state.pullRequest = {
    number: data.pullRequest,
    headSha,
    baseSha: pull.baseSha ?? null,
    changedFiles: pull.changedFiles ?? 0,
    siteKey: deps.siteKey,
  };
  // A command that runs local checks (the scan) runs none on the data.
  const runsLocalChecks = 'localChecks' in settings;
  if (runsLocalChecks && settings.localChecks.length > 0)
    state.skipped.push({
      what: 'Local checks',
      why: "not run on a pull request's data: it holds the lock files, not the pull request's other files",
    });
  toolkit.info(
    `Judging pull request #${data.pullRequest} at ${headSha} (from ${ctx.headRepository} into ${baseBranch ?? 'its base branch'}): ${plural(lockFiles.paths.length, 'lock file')} of the head commit.`,
  );
  return {
    ...deps,
    // A pull-request run as far as the command is concerned: judged against the base branch, never recorded.
    ctx: {
      ...ctx,
      eventName: 'pull_request',
      pullNumber: data.pullRequest,
      workspace: lockFiles.root,
      sha: headSha,
      headSha,
      baseSha: pull.baseSha ?? null,
      baseBranch,
    },
    settings: {
      ...settings,
      ...(runsLocalChecks ? { localChecks: [] } : {}),
      dependencies: selection === 'none' ? 'none' : lockFiles.paths,
    },
    baseCommit: mergeBaseCommit(ctx, octokit, pull.baseSha ?? '', tree),
    // The Actions cache restores into the runner's workspace, not into the lock files' folder.
    baselineStore: async () =>
      readableBaselines(await deps.baselineStore(ctx.workspace), ctx.branch ?? null, data.pullRequest),
  };
}

/** The pull request as GitHub shows it, when it is the one the run follows; superseded or refused otherwise. */
async function confirmedPullRequest(
  deps: CommandDeps,
  octokit: Octokit,
  data: PullRequestData,
): Promise<PullRequestState> {
  const { ctx } = deps;
  const pull = await requireGitHub(
    'Reading the pull request',
    ctx,
    () => readPullRequest(octokit, ctx, data.pullRequest),
    'pull-requests: read',
  );
  const check = checkPullRequest(pull, {
    number: data.pullRequest,
    repository: `${ctx.owner}/${ctx.repo}`,
    headSha: ctx.headSha ?? '',
    headRepository: ctx.headRepository ?? null,
  });
  if (check.kind === 'mismatch') throw fail(check.why);
  if (check.kind === 'superseded') return supersede(deps.state, check.why);
  return check.pull;
}

/**
 * The lock files of the head commit's tree, written into a folder of this run: the data's copy when its
 * blob hash is the tree's, GitHub's bytes otherwise (a copy that differs, or one the data left out). One
 * that cannot be read is a failing outcome: it may add anything.
 */
async function headLockFiles(
  deps: CommandDeps,
  octokit: Octokit,
  head: {
    readonly tree: ReadonlyMap<string, TreeFile>;
    readonly selection: 'auto' | readonly string[];
    readonly data: PullRequestData;
    readonly dataRoot: string;
  },
): Promise<{ readonly root: string; readonly paths: string[] }> {
  const { ctx, state, toolkit } = deps;
  const { tree, data, dataRoot } = head;
  const headSha = ctx.headSha ?? '';
  for (const path of data.lockFiles)
    if (!tree.has(path))
      throw fail(`it holds the lock file ${path}, which the head commit ${headSha} does not have`);
  const selected = selectLockFiles([...tree.keys()], head.selection);
  for (const error of selected.errors) state.skipped.push({ what: error.path, why: error.message });
  const root = mkdtempSync(join(ctx.tempDir, 'ssa-head-lock-files-'));
  const inData = new Set(data.lockFiles);
  const algorithm = headSha.length === 64 ? 'sha256' : 'sha1';
  const paths: string[] = [];
  const unread = (path: string, why: string) => {
    state.outcomes.push({ level: 'fail', group: UNREAD, item: `${path}: ${why}`, ignoreIds: [] });
    state.unreadLockFiles.push(path);
  };
  for (const path of selected.paths) {
    const file = tree.get(path) as TreeFile;
    const unsafe = unsafePath(path);
    if (unsafe) {
      unread(path, `its path ${unsafe}`);
      continue;
    }
    if (file.mode === '120000') {
      state.skipped.push({ what: path, why: 'a symbolic link in the head commit: not read' });
      continue;
    }
    if (file.size > MAX_LOCK_FILE_BYTES) {
      unread(path, `over ${MAX_LOCK_FILE_BYTES} bytes`);
      continue;
    }
    let bytes: Buffer | null = inData.has(path) ? readFileSync(join(dataRoot, path)) : null;
    if (bytes === null || gitBlobSha(bytes, algorithm) !== file.sha) {
      const message = `${path}: ${bytes === null ? 'left out of' : 'not the head commit’s bytes in'} the pull request's data; read from GitHub instead.`;
      state.warnings.push(message);
      toolkit.warning(message);
      try {
        bytes = await readBlob(octokit, ctx, file);
      } catch (error) {
        unread(path, explainGitHubError(error, 'reading it from GitHub', ctx, 'contents: read'));
        continue;
      }
    }
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
    paths.push(path);
  }
  return { root, paths };
}

/** The merge base of the pull request's base and head, its files read through the API; opened once. */
function mergeBaseCommit(
  ctx: RunContext,
  octokit: Octokit,
  baseSha: string,
  head: ReadonlyMap<string, TreeFile>,
): OpenBase {
  return memo(async () => {
    let sha: string;
    let base: Map<string, TreeFile>;
    try {
      sha = (await compareCommits(octokit, ctx, baseSha, ctx.headSha ?? '')).mergeBase;
      base = await readTree(octokit, ctx, sha);
    } catch (error) {
      return { base: null, why: explainGitHubError(error, 'Reading the merge base', ctx, 'contents: read') };
    }
    const changed = new Set(
      [...new Set([...base.keys(), ...head.keys()])].filter((p) => base.get(p)?.sha !== head.get(p)?.sha),
    );
    const fileAt = async (path: string, maxBytes: number) => {
      const file = base.get(path);
      if (file === undefined || file.size > maxBytes) return null;
      const bytes = await requireGitHub(`Reading ${path} at the merge base ${sha}`, ctx, () =>
        readBlob(octokit, ctx, file),
      );
      return bytes.toString('utf8');
    };
    // Both trees were listed whole (a cut listing fails closed), so `changed` is complete; a moved lock
    // file shows as two changed paths, which only makes its packages count as new.
    const commit: BaseCommit = {
      sha,
      via: 'GitHub API',
      changed,
      renames: [],
      incomplete: null,
      fileAt,
      historyRange: () => Promise.resolve({ why: "the fork recipe's data holds lock files only" }),
    };
    return { base: commit, why: '' };
  });
}

/**
 * The Actions cache lets a `workflow_run` run read its own branch's entries only (the default branch's):
 * the baseline of a pull request into another branch cannot be read, and the summary says why.
 */
function readableBaselines(store: BaselineStore, readable: string | null, pr: number): BaselineStore {
  return {
    ...store,
    find: (site, kind, branch) =>
      branch === readable
        ? store.find(site, kind, branch)
        : Promise.reject(
            new Error(
              `this workflow_run run reads only the Actions cache of ${readable ?? 'its own branch'}, and pull request #${pr} goes into ${branch}: judged without a baseline`,
            ),
          ),
  };
}
