// Writes a file the action produces (SARIF, repair brief) only inside the folders it may write to. A
// pull request can commit a symlink at the file's path or at a folder on the way to it; following it
// would overwrite a file elsewhere on the runner. Node has no openat(), so this is as race-aware as it
// allows: every folder is checked with lstat as it is walked (and made one at a time), the file is opened
// with O_NOFOLLOW, and before a byte is written the open file must still be the one at the checked path.
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Why a write was not done; the caller reports it as a warning (these files are optional extras). */
export class WriteRefused extends Error {
  override readonly name = 'WriteRefused';
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
  }
}

// Not defined on Windows, where the lstat checks alone stand. O_NONBLOCK: a FIFO fails to open, not hangs.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const FLAGS = constants.O_WRONLY | constants.O_CREAT | NO_FOLLOW | (constants.O_NONBLOCK ?? 0);

const SYMLINK_WHY = 'a symlink (the repository may have committed it to redirect the write), not followed';

/**
 * Writes `text` to `path` (absolute, or relative to the working folder) when it lies inside one of `roots`
 * (the workspace, the runner's temporary folder) with no symlink below that root; otherwise throws
 * `WriteRefused` naming the path and why, having written nothing.
 */
export async function writeConfined(path: string, text: string, roots: readonly string[]): Promise<void> {
  const target = resolve(path);
  const root = roots.map((r) => resolve(r)).find((r) => inside(r, target));
  if (root === undefined)
    throw new WriteRefused(
      path,
      `outside the workspace and the runner's temporary folder (${roots.join(', ')})`,
    );
  const parts = relative(root, target).split(sep);
  const name = parts.pop() ?? '';
  // The root itself is the runner's (it may be a symlink, as /tmp is on macOS): only what is below it is checked.
  const folder = await walkFolders(path, await realpath(root), parts);
  const file = join(folder, name);
  if ((await lstatOrNull(file))?.isSymbolicLink()) throw new WriteRefused(path, `the file is ${SYMLINK_WHY}`);
  const handle = await open(file, FLAGS, 0o644).catch((error: unknown) => {
    throw isCode(error, 'ELOOP') || isCode(error, 'EMLINK')
      ? new WriteRefused(path, `the file is ${SYMLINK_WHY}`)
      : error;
  });
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw new WriteRefused(path, 'not a regular file');
    const now = await lstatOrNull(file);
    const same = now !== null && now.dev === opened.dev && now.ino === opened.ino;
    if (!same || (await realpath(folder)) !== folder)
      throw new WriteRefused(
        path,
        'the path changed while it was being opened (a symlink race), not written',
      );
    await handle.truncate(0);
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/**
 * `writeConfined` for an optional extra: a refusal is passed to `warn` as "<what> not written: <path>:
 * <why>." and gives false (never a failure of the gate); any other error is thrown.
 */
export async function writeOptional(
  what: string,
  target: { readonly path: string; readonly text: string; readonly roots: readonly string[] },
  warn: (message: string) => void,
): Promise<boolean> {
  try {
    await writeConfined(target.path, target.text, target.roots);
    return true;
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error;
    warn(`${what} not written: ${error.message}.`);
    return false;
  }
}

function inside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}

/** Walks (and makes) the folders below `root`, refusing a symlink or a non-folder among them. */
async function walkFolders(path: string, root: string, parts: readonly string[]): Promise<string> {
  let folder = root;
  for (const [index, part] of parts.entries()) {
    folder = join(folder, part);
    const shown = parts.slice(0, index + 1).join('/');
    let stats = await lstatOrNull(folder);
    if (stats === null) {
      await mkdir(folder).catch((error: unknown) => {
        if (!isCode(error, 'EEXIST')) throw error;
      });
      stats = await lstat(folder);
    }
    if (stats.isSymbolicLink()) throw new WriteRefused(path, `the folder ${shown} is ${SYMLINK_WHY}`);
    if (!stats.isDirectory()) throw new WriteRefused(path, `${shown} is not a folder`);
  }
  return folder;
}

async function lstatOrNull(path: string) {
  return lstat(path).catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  });
}

const isCode = (error: unknown, code: string) =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;
