// The commit whose files the run read: the checkout's HEAD (what actions/checkout left in the workspace),
// else the commit the runner names (GITHUB_SHA). Links to files and lines point at it.
import type { CodeSource } from '../render/code-link.ts';
import { runGit } from '../workspace/git.ts';
import type { RunContext } from './context.ts';

export async function readCodeSource(ctx: RunContext): Promise<CodeSource | null> {
  if (!ctx.owner || !ctx.repo) return null;
  const head = (await runGit(ctx.workspace, ['rev-parse', '--verify', 'HEAD'], { timeoutMs: 2_000 }))
    ?.toString('utf8')
    .trim();
  const sha = head && /^[0-9a-f]{40,64}$/.test(head) ? head : ctx.sha;
  if (sha === '') return null;
  return { serverUrl: ctx.serverUrl, repository: `${ctx.owner}/${ctx.repo}`, sha };
}
