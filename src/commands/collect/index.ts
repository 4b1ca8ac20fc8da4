// `command: collect`, the untrusted half of the fork recipe: in a `pull_request` run (no key, a read-only
// token) it writes the pull request's data into a folder for actions/upload-artifact (the action uploads
// nothing itself): the lock files as copies and one JSON file with the changed files and the commits.
// Nothing from the pull request is run; the files are copied as bytes.
import { copyFileSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { requireGitHub } from '../../github/octokit.ts';
import { pullFilesApi } from '../../github/pull-files.ts';
import type { LocalCommandDeps } from '../deps.ts';
import type { CollectSettings } from './spec.ts';
import {
  DATA_FILE,
  DATA_FORMAT,
  LIMITS,
  LOCK_FILES_FOLDER,
  unsafePath,
  type PullRequestData,
} from '../../steps/pull-request-data/format.ts';
import { plural } from '../../plural.ts';

export async function collectCommand(deps: LocalCommandDeps<CollectSettings>): Promise<void> {
  const { settings, ctx, toolkit, state } = deps;
  if (ctx.pullNumber === null || !ctx.headSha)
    throw new ConfigurationError(
      `Command 'collect' runs on pull_request events (this run is '${ctx.eventName}'): it collects a pull request's data.`,
    );
  const folder = resolve(ctx.workspace, settings.pullRequestData);
  ensureEmptyFolder(folder, settings.pullRequestData);
  const { discoverLockFiles } = await import('../../lockfiles/discover.ts');
  const found = await discoverLockFiles(
    ctx.workspace,
    settings.dependencies === 'none' ? [] : settings.dependencies,
  );
  for (const error of found.errors) state.skipped.push({ what: error.path, why: error.message });
  for (const path of found.paths.slice(LIMITS.lockFiles))
    state.skipped.push({ what: path, why: `not collected: over ${LIMITS.lockFiles} lock files` });
  const lockFiles: string[] = [];
  for (const path of found.paths.slice(0, LIMITS.lockFiles)) {
    const why = copyReason(ctx.workspace, path);
    if (why) state.skipped.push({ what: path, why });
    else {
      mkdirSync(dirname(join(folder, LOCK_FILES_FOLDER, path)), { recursive: true });
      copyFileSync(join(ctx.workspace, path), join(folder, LOCK_FILES_FOLDER, path));
      lockFiles.push(path);
    }
  }
  const data: PullRequestData = {
    format: DATA_FORMAT,
    repository: `${ctx.owner}/${ctx.repo}`,
    pullRequest: ctx.pullNumber,
    headSha: ctx.headSha,
    baseSha: ctx.baseSha,
    changedFiles: await changedFiles(deps, ctx.pullNumber),
    lockFiles,
  };
  writeFileSync(join(folder, DATA_FILE), `${JSON.stringify(data, null, 2)}\n`);
  toolkit.info(
    `Collected pull request #${data.pullRequest} at ${data.headSha}: ${plural(lockFiles.length, 'lock file')}, ${plural(data.changedFiles.length, 'changed file')}, in ${settings.pullRequestData}. Upload that folder with actions/upload-artifact.`,
  );
}

/** A stale folder would be uploaded with the data: it must be new or empty. */
function ensureEmptyFolder(folder: string, given: string): void {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    mkdirSync(folder, { recursive: true });
    return;
  }
  if (entries.length > 0)
    throw new ConfigurationError(
      `Input 'pull-request-data' is the folder ${given}, which is not empty; accepted: a new or empty folder (everything in it is uploaded).`,
    );
}

/** Why a lock file is not copied: only plain files within the bound, under a path the reader accepts. */
function copyReason(workspace: string, path: string): string | null {
  const unsafe = unsafePath(path);
  if (unsafe) return `not collected: its path ${unsafe}`;
  const stat = lstatSync(join(workspace, path), { throwIfNoEntry: false });
  if (!stat?.isFile()) return 'not collected: not a regular file (a symbolic link or missing)';
  if (stat.size > LIMITS.lockFileBytes) return `not collected: over ${LIMITS.lockFileBytes} bytes`;
  return null;
}

/** The changed files, read with the run's (read-only) token: data for the trusted run. */
async function changedFiles(deps: LocalCommandDeps<CollectSettings>, pullNumber: number): Promise<string[]> {
  const { ctx, settings } = deps;
  const changes = await requireGitHub(
    'Listing the changed files',
    ctx,
    async () => pullFilesApi(await deps.githubClient(settings.githubToken), ctx).listChanges(pullNumber),
    'pull-requests: read',
  );
  return changes
    .map((c) => c.filename)
    .filter((p) => unsafePath(p) === null)
    .slice(0, LIMITS.changedFiles);
}
