// The git database routes of the GitHub stand-in, answered from a real git repository that holds every
// commit of the test (a fork's head commits included, as GitHub's network of a repository holds them):
// trees (`recursive` lists a whole tree; over `treeEntryLimit` entries the listing is cut and marked
// `truncated`, as GitHub cuts a large repository's) and blobs (JSON with base64, or the raw bytes). The
// compare route reads the same repository (./compare.ts).
import { execFileSync } from 'node:child_process';

export interface GitObjects {
  /** The repository the routes read; null: every git route answers 404. */
  repository: string | null;
  /** Most entries one tree listing returns before it is truncated. */
  treeEntryLimit: number;
}

type Answer = { status: number; body: unknown; raw?: Buffer; contentType?: string } | null;

const OBJECT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

function git(dir: string, args: string[], input?: string): Buffer | null {
  try {
    return execFileSync('git', args, { cwd: dir, maxBuffer: 512 * 1024 * 1024, stdio: 'pipe', input });
  } catch {
    return null;
  }
}

export function treeAnswer(objects: GitObjects, sha: string, recursive: boolean): Answer {
  const dir = objects.repository;
  if (dir === null || !OBJECT.test(sha)) return null;
  const treeSha = git(dir, ['rev-parse', '--verify', '--quiet', `${sha}^{tree}`])
    ?.toString()
    .trim();
  const listing = treeSha
    ? git(dir, ['ls-tree', '-z', '-l', ...(recursive ? ['-r', '-t'] : []), treeSha])
    : null;
  if (!treeSha || listing === null) return null;
  const entries = listing
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode = '', type = '', object = '', size = '-'] = meta.split(/ +/);
      return { path, mode, type, sha: object, ...(type === 'blob' ? { size: Number(size) } : {}) };
    });
  const truncated = entries.length > objects.treeEntryLimit;
  return {
    status: 200,
    body: { sha: treeSha, tree: entries.slice(0, objects.treeEntryLimit), truncated },
  };
}

export function blobAnswer(objects: GitObjects, sha: string, accept: string): Answer {
  const dir = objects.repository;
  if (dir === null || !OBJECT.test(sha)) return null;
  // One process answers the object's type and its bytes: `<sha> <type> <size>` and the bytes, or `missing`.
  const answer = git(dir, ['cat-file', '--batch'], `${sha}\n`);
  const headerEnd = answer?.indexOf(10) ?? -1;
  if (answer === null || headerEnd < 0) return null;
  const [, type, size] = answer.subarray(0, headerEnd).toString('utf8').split(' ');
  if (type !== 'blob') return null;
  const bytes = answer.subarray(headerEnd + 1, headerEnd + 1 + Number(size));
  if (/application\/vnd\.github\.raw/.test(accept))
    return { status: 200, body: null, raw: bytes, contentType: 'application/vnd.github.raw' };
  return {
    status: 200,
    body: { sha, size: bytes.length, encoding: 'base64', content: bytes.toString('base64') },
  };
}
