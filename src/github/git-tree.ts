// A commit's files as GitHub's git database holds them, for a run that must not trust a checkout or an
// artifact: the tree (walked by subtree, since a recursive listing of a large repository comes back cut),
// a blob's bytes, a blob's git hash, and the merge base of two commits (the compare API).
import { createHash } from 'node:crypto';
import type { RunContext } from './context.ts';
import type { Octokit } from './octokit.ts';

export interface TreeFile {
  readonly sha: string;
  /** git's file mode: `100644`, `100755`, `120000` (a symbolic link). */
  readonly mode: string;
  readonly size: number;
}

/** A tree GitHub listed only in part even one level at a time, or one too big to walk: never judged on. */
export class TreeIncomplete extends Error {
  override readonly name = 'TreeIncomplete';
}

/** Tree requests one walk may make: far above a real repository's folders that a recursive listing cuts. */
export const MAX_TREE_REQUESTS = 2000;

interface TreeEntry {
  readonly path: string;
  readonly mode: string;
  readonly type: string;
  readonly sha: string;
  readonly size?: number;
}

/**
 * Every file (blob) of the commit's tree by path. A listing GitHub truncated is listed again one level
 * down, folder by folder; a single level that is still truncated throws TreeIncomplete (fail closed).
 */
export async function readTree(
  octokit: Octokit,
  ctx: RunContext,
  commitSha: string,
): Promise<Map<string, TreeFile>> {
  const files = new Map<string, TreeFile>();
  let requests = 0;
  const list = async (sha: string, recursive: boolean) => {
    if (++requests > MAX_TREE_REQUESTS)
      throw new TreeIncomplete(`the tree of ${commitSha} needs more than ${MAX_TREE_REQUESTS} listings`);
    const { data } = await octokit.rest.git.getTree({
      owner: ctx.owner,
      repo: ctx.repo,
      tree_sha: sha,
      ...(recursive ? { recursive: '1' } : {}),
    });
    return { tree: data.tree as TreeEntry[], truncated: data.truncated };
  };
  const walk = async (sha: string, prefix: string): Promise<void> => {
    const whole = await list(sha, true);
    if (!whole.truncated) {
      for (const e of whole.tree) add(prefix, e);
      return;
    }
    const level = await list(sha, false);
    if (level.truncated)
      throw new TreeIncomplete(
        `GitHub listed the folder '${prefix || '/'}' of ${commitSha} only in part (truncated), even one level at a time`,
      );
    for (const e of level.tree) {
      if (e.type === 'tree') await walk(e.sha, `${prefix}${e.path}/`);
      else add(prefix, e);
    }
  };
  const add = (prefix: string, e: TreeEntry) => {
    if (e.type === 'blob') files.set(`${prefix}${e.path}`, { sha: e.sha, mode: e.mode, size: e.size ?? 0 });
  };
  await walk(commitSha, '');
  return files;
}

/** Blobs up to this size come as JSON (base64); larger ones as raw bytes. */
const JSON_BLOB_BYTES = 1024 * 1024;

/** A blob's bytes through the blobs API. */
export async function readBlob(octokit: Octokit, ctx: RunContext, file: TreeFile): Promise<Buffer> {
  const route = { owner: ctx.owner, repo: ctx.repo, file_sha: file.sha };
  if (file.size <= JSON_BLOB_BYTES) {
    const { data } = await octokit.rest.git.getBlob(route);
    return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8');
  }
  const { data } = await octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
    ...route,
    headers: { accept: 'application/vnd.github.raw+json' },
  });
  const raw = data as unknown;
  return typeof raw === 'string' ? Buffer.from(raw) : Buffer.from(raw as ArrayBuffer);
}

/** git's object id of a file with these bytes: sha1 (or, in a SHA-256 repository, sha256) of `blob <n>\0…`. */
export function gitBlobSha(bytes: Buffer, algorithm: 'sha1' | 'sha256' = 'sha1'): string {
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
