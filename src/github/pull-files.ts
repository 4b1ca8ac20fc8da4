// The GitHub REST side of reading a pull request's base: the files it changes and a file's text at a ref.
// Used when the checkout cannot give the base commit (a shallow clone that may not fetch).
import type { RunContext } from './context.ts';
import type { Octokit } from './octokit.ts';

export interface PullChange {
  readonly filename: string;
  readonly status: string;
  readonly previousFilename: string | null;
}

export interface PullFilesApi {
  listChanges(pullNumber: number): Promise<PullChange[]>;
  /** The text of a file at a ref; null when it is not there, not a file, or over `maxBytes`. */
  fileAt(path: string, ref: string, maxBytes: number): Promise<string | null>;
}

export function pullFilesApi(octokit: Octokit, ctx: RunContext): PullFilesApi {
  const repo = { owner: ctx.owner, repo: ctx.repo };
  return {
    listChanges: async (pullNumber) => {
      const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
        ...repo,
        pull_number: pullNumber,
        per_page: 100,
      });
      return files.map((f) => ({
        filename: f.filename,
        status: f.status,
        previousFilename: f.previous_filename ?? null,
      }));
    },
    fileAt: (path, ref, maxBytes) => repoFileAt(octokit, repo, path, ref, maxBytes),
  };
}

/** A file's text in any repository the token may read; null when it is not there, not a file, or too large. */
export async function repoFileAt(
  octokit: Octokit,
  repo: { readonly owner: string; readonly repo: string },
  path: string,
  ref: string,
  maxBytes: number,
): Promise<string | null> {
  try {
    const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
    if (Array.isArray(data) || data.type !== 'file' || !('content' in data) || data.size > maxBytes) {
      return null;
    }
    return Buffer.from(data.content, 'base64').toString('utf8');
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
