// The files git tracks in a checkout: what the lock-file discovery and the local checks read first.
import { runGit } from './git.ts';

/** Room for the listing of a very large monorepo (a few million paths). */
const MAX_LISTING_BYTES = 512 * 1024 * 1024;

/** Workspace-relative paths, or null when the folder is not a git checkout (or git is missing or refuses it). */
export async function gitTrackedFiles(workspace: string): Promise<string[] | null> {
  // quotepath=off: paths come back as they are, not octal-escaped.
  const listing = await runGit(workspace, ['-c', 'core.quotepath=off', 'ls-files', '-z'], {
    maxBuffer: MAX_LISTING_BYTES,
  });
  return listing === null
    ? null
    : listing
        .toString('utf8')
        .split('\0')
        .filter((path) => path !== '');
}
