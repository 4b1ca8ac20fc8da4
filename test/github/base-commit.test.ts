// The base read through GitHub's list of the pull request's files (a workspace that is no git checkout):
// which files are asked for at the base, one contents call each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '../../simulator/github/stand-in.ts';
import { openBaseCommit } from '../../src/github/base-commit.ts';
import { readRunContext } from '../../src/github/context.ts';
import { createOctokit } from '../../src/github/octokit.ts';

const BASE = 'b'.repeat(40);

let github: GitHubStandIn;
let workspace: string;
beforeAll(async () => {
  github = await startGitHubStandIn({ pullRequests: [7] });
  workspace = mkdtempSync(join(tmpdir(), 'ssa-rest-base-'));
});
afterAll(async () => {
  await github.close();
  rmSync(workspace, { recursive: true, force: true });
});

async function openBase(changedFiles: number) {
  const ctx = {
    ...readRunContext({ GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_API_URL: github.url }),
    eventName: 'pull_request',
    workspace,
    baseSha: BASE,
    headSha: 'c'.repeat(40),
    pullNumber: 7,
    changedFiles,
  };
  const githubClient = (token: string) => createOctokit(token, github.url);
  const { base } = await openBaseCommit(ctx, { token: 'ghs_test', githubClient, mask: () => undefined });
  if (base === null) throw new Error('no base');
  return base;
}

const contentReads = () =>
  github.requests.flatMap((r) => {
    const path = /\/contents\/(.+)$/.exec(r.path)?.[1];
    return path === undefined ? [] : [decodeURIComponent(path)];
  });

describe("the base through GitHub's file list", () => {
  it('does not ask for files the list names as added; reads the rest, a path a file moved from and a file past the cut', async () => {
    github.pullFiles.set(7, [
      { filename: 'src/new.ts', status: 'added' },
      { filename: 'src/edited.ts', status: 'modified' },
      // The old name is taken by a new file: the base has the moved one there.
      { filename: 'src/moved.ts', status: 'renamed', previous_filename: 'src/old.ts' },
      { filename: 'src/old.ts', status: 'added' },
    ]);
    for (const [path, text] of Object.entries({ 'src/edited.ts': 'before', 'src/old.ts': 'moved' })) {
      github.contents.set(`${BASE}:${path}`, text);
    }
    github.contents.set(`${BASE}:src/past-the-cut.ts`, 'listed nowhere');
    // Five changed files, four listed: the list is cut.
    const base = await openBase(5);
    expect(base.incomplete).toContain('GitHub listed 4');
    github.requests.length = 0;
    const read = async (path: string) => base.fileAt(path, 1000);
    expect(await read('src/new.ts')).toBeNull();
    expect(await read('src/edited.ts')).toBe('before');
    expect(await read('src/old.ts')).toBe('moved');
    expect(await read('src/past-the-cut.ts')).toBe('listed nowhere');
    expect(contentReads()).toEqual(['src/edited.ts', 'src/old.ts', 'src/past-the-cut.ts']);
  });
});
