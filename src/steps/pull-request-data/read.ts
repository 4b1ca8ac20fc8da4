// Reads the pull request's data in the trusted run, where every byte of it is hostile: the folder holds
// only regular files (no symlinks, devices or extra files), each within its bound, exactly the lock files
// the data file lists, and the data names this repository and, when the event says it, the commit that
// the untrusted run was started for.
import { lstatSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RunContext } from '../../github/context.ts';
import {
  DATA_FILE,
  fail,
  LIMITS,
  LOCK_FILES_FOLDER,
  parsePullRequestData,
  type PullRequestData,
} from './format.ts';

export interface ReadData {
  readonly data: PullRequestData;
  /** The folder of the lock-file copies: read as the workspace of the dependency upload. */
  readonly lockFilesRoot: string;
}

export function readPullRequestData(folder: string, ctx: RunContext): ReadData {
  const root = resolve(ctx.workspace, folder);
  const files = listRegularFiles(root);
  const size = files.get(DATA_FILE);
  if (size === undefined) throw fail(`${DATA_FILE} is missing from ${folder}`);
  if (size > LIMITS.dataFileBytes) throw fail(`${DATA_FILE} is over ${LIMITS.dataFileBytes} bytes`);
  const data = parsePullRequestData(readFileSync(join(root, DATA_FILE), 'utf8'));
  checkFiles(files, data);
  const repository = `${ctx.owner}/${ctx.repo}`;
  if (data.repository.toLowerCase() !== repository.toLowerCase())
    throw fail(`it names the repository ${data.repository}, not this one (${repository})`);
  if (ctx.headSha && ctx.headSha !== data.headSha)
    throw fail(`it names the commit ${data.headSha}, but the run that made it was for ${ctx.headSha}`);
  // A pull request without lock files has no such folder; the upload then says it found none.
  const lockFilesRoot = join(root, LOCK_FILES_FOLDER);
  mkdirSync(lockFilesRoot, { recursive: true });
  return { data, lockFilesRoot };
}

/** The folder's files as `relative path → size`; anything but a regular file or a folder is refused. */
function listRegularFiles(root: string): Map<string, number> {
  const files = new Map<string, number>();
  let total = 0;
  let entries = 0;
  const visit = (relative: string, depth: number): void => {
    if (++entries > LIMITS.entries) throw fail(`the folder holds more than ${LIMITS.entries} entries`);
    const here = relative === '' ? root : join(root, relative);
    const stat = lstatOrNull(here);
    if (stat === null) throw fail(`${relative || root} cannot be read`);
    if (stat.isSymbolicLink())
      throw fail(`${relative || root} is a symbolic link; the data holds regular files only`);
    if (stat.isFile()) {
      total += stat.size;
      if (files.size >= LIMITS.lockFiles + 1 || total > LIMITS.totalBytes)
        throw fail(`the folder holds more than ${LIMITS.lockFiles + 1} files or ${LIMITS.totalBytes} bytes`);
      files.set(relative, stat.size);
      return;
    }
    if (!stat.isDirectory()) throw fail(`${relative || root} is not a regular file or a folder`);
    if (depth > LIMITS.depth) throw fail(`${relative} is deeper than ${LIMITS.depth} folders`);
    for (const name of readdirSync(here)) visit(relative === '' ? name : `${relative}/${name}`, depth + 1);
  };
  visit('', 0);
  return files;
}

/** Exactly the data file and the listed lock files, each within its bound. */
function checkFiles(files: ReadonlyMap<string, number>, data: PullRequestData): void {
  const expected = new Set([DATA_FILE, ...data.lockFiles.map((p) => `${LOCK_FILES_FOLDER}/${p}`)]);
  for (const [path, size] of files) {
    if (!expected.has(path)) throw fail(`${path} is not a file the data lists`);
    if (path !== DATA_FILE && size > LIMITS.lockFileBytes)
      throw fail(`${path} is over ${LIMITS.lockFileBytes} bytes`);
  }
  const missing = [...expected].find((path) => !files.has(path));
  if (missing) throw fail(`${missing} is listed but not in the folder`);
}

function lstatOrNull(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}
