// The base's workflow and action files rebuilt from the GitHub API: files the pull request does not change
// are the same at the base as in the checkout; the changed ones (renamed ones under their old name) are
// read at the base commit. Added files had no base version.
import type { PullFilesApi } from '../../github/pull-files.ts';
import { MAX_YAML_BYTES } from '../../local-checks/yaml-source.ts';
import { isActionFile, type FileText } from './uses-references.ts';

export async function restBaseFiles(
  api: PullFilesApi,
  pullNumber: number,
  baseSha: string,
  head: readonly FileText[],
): Promise<FileText[]> {
  const changes = await api.listChanges(pullNumber);
  const changed = new Set(changes.map((c) => c.filename));
  const before = changes
    .filter((c) => c.status !== 'added')
    .map((c) => c.previousFilename ?? c.filename)
    .filter(isActionFile);
  const files = head.filter((f) => !changed.has(f.path));
  for (const path of before) files.push({ path, text: await api.fileAt(path, baseSha, MAX_YAML_BYTES) });
  return files;
}
