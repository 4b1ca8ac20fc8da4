// The files git tracks in a checkout: what the lock-file discovery and the local checks read first.
import { execFile } from 'node:child_process';

/** Room for the listing of a very large monorepo (a few million paths). */
const MAX_LISTING_BYTES = 512 * 1024 * 1024;

/** Workspace-relative paths, or null when the folder is not a git checkout (or git is missing or refuses it). */
export function gitTrackedFiles(workspace: string): Promise<string[] | null> {
  return new Promise((resolve) => {
    execFile(
      'git',
      // quotepath=off: paths come back as they are, not octal-escaped.
      ['-c', 'core.quotepath=off', 'ls-files', '-z'],
      { cwd: workspace, encoding: 'buffer', maxBuffer: MAX_LISTING_BYTES },
      (error, stdout) =>
        resolve(
          error === null
            ? stdout
                .toString('utf8')
                .split('\0')
                .filter((path) => path !== '')
            : null,
        ),
    );
  });
}
