// The GitHub stand-in's compare route, answered from a real git history.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commitFiles, writeCheckout } from '../../simulator/runner/checkout.ts';
import { startGitHubStandIn } from '../../simulator/github/stand-in.ts';
import { closeAfter, removeAfter } from '../support/cleanup.ts';

async function compare(url: string, basehead: string) {
  const res = await fetch(`${url}/repos/octo-org/octo-repo/compare/${basehead}?per_page=1`, {
    headers: { authorization: 'token ghs_read' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GitHub stand-in: compare', () => {
  it('relates two commits as GitHub does: status, counts, merge base, commits and files', async () => {
    const github = closeAfter('test', await startGitHubStandIn());
    const dir = removeAfter('test', writeCheckout({ 'README.md': '# one\n' }));
    const root = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    const second = commitFiles(dir, { 'a.txt': 'a\n' }, 'second');
    const third = commitFiles(dir, { 'b.txt': 'b\n' }, 'third');
    execFileSync('git', ['checkout', '-q', '-b', 'side', root], { cwd: dir });
    const side = commitFiles(dir, { 'c.txt': 'c\n' }, 'side');
    expect((await compare(github.url, `${root}...${third}`)).status).toBe(404);
    github.git.repository = dir;
    const ahead = await compare(github.url, `${root}...${third}`);
    expect(ahead.body).toMatchObject({
      status: 'ahead',
      ahead_by: 2,
      behind_by: 0,
      total_commits: 2,
      merge_base_commit: { sha: root },
      commits: [{ sha: second }],
      files: [
        { filename: 'a.txt', status: 'added' },
        { filename: 'b.txt', status: 'added' },
      ],
    });
    expect((await compare(github.url, `${third}...${second}`)).body).toMatchObject({
      status: 'behind',
      ahead_by: 0,
      behind_by: 1,
    });
    expect((await compare(github.url, `${third}...${third}`)).body).toMatchObject({ status: 'identical' });
    expect((await compare(github.url, `${third}...${side}`)).body).toMatchObject({
      status: 'diverged',
      ahead_by: 1,
      behind_by: 2,
      merge_base_commit: { sha: root },
    });
    expect((await compare(github.url, `main...side`)).body).toMatchObject({ status: 'diverged' });
    expect((await compare(github.url, `${third}...${'f'.repeat(40)}`)).status).toBe(404);
  });
});
