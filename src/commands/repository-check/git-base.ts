// The workflow and action files of the base commit, read with git. A shallow checkout may lack the base:
// then it is fetched alone (depth 1). Null when git cannot give it, so the caller can ask GitHub instead.
import { MAX_YAML_BYTES } from '../../local-checks/yaml-source.ts';
import { runGit } from '../../workspace/git.ts';
import { isActionFile, type FileText } from './uses-references.ts';

/** SHA-1 or SHA-256 object names only: the value comes from the event file and becomes a git argument. */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const FETCH_TIMEOUT_MS = 120_000;
/** Reads of a local object are quick; anything slower is stuck. */
const READ = { timeoutMs: 30_000 };

export async function gitBaseFiles(workspace: string, sha: string): Promise<FileText[] | null> {
  if (!COMMIT.test(sha)) return null;
  if (!(await hasCommit(workspace, sha))) {
    await runGit(workspace, ['fetch', '--no-tags', '--depth=1', 'origin', sha], {
      maxBuffer: 1024 * 1024,
      timeoutMs: FETCH_TIMEOUT_MS,
    });
    if (!(await hasCommit(workspace, sha))) return null;
  }
  const listing = await runGit(
    workspace,
    ['-c', 'core.quotepath=off', 'ls-tree', '-r', '-z', '--name-only', sha],
    READ,
  );
  if (listing === null) return null;
  const files: FileText[] = [];
  for (const path of listing.toString('utf8').split('\0').filter(isActionFile)) {
    // Over the YAML bound, the read fails on maxBuffer and the file counts as unreadable.
    const blob = await runGit(workspace, ['cat-file', 'blob', `${sha}:${path}`], {
      ...READ,
      maxBuffer: MAX_YAML_BYTES + 1,
    });
    files.push({ path, text: blob === null ? null : blob.toString('utf8') });
  }
  return files;
}

async function hasCommit(workspace: string, sha: string): Promise<boolean> {
  return (await runGit(workspace, ['cat-file', '-e', `${sha}^{commit}`], READ)) !== null;
}
