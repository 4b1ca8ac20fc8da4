// The workflow and action files of the base commit, read with git (fetched when the checkout is shallow).
// Null when git cannot give it, so the caller can ask GitHub instead.
import { MAX_YAML_BYTES } from '../../local-checks/yaml-source.ts';
import { runGit } from '../../workspace/git.ts';
import { blobAt, ensureCommit, GIT_READ } from '../../workspace/git-commit.ts';
import { isActionFile, type FileText } from './uses-references.ts';

export async function gitBaseFiles(workspace: string, sha: string): Promise<FileText[] | null> {
  if (!(await ensureCommit(workspace, sha))) return null;
  const listing = await runGit(
    workspace,
    ['-c', 'core.quotepath=off', 'ls-tree', '-r', '-z', '--name-only', sha],
    GIT_READ,
  );
  if (listing === null) return null;
  const files: FileText[] = [];
  for (const path of listing.toString('utf8').split('\0').filter(isActionFile)) {
    files.push({ path, text: await blobAt(workspace, sha, path, MAX_YAML_BYTES) });
  }
  return files;
}
