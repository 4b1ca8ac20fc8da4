// The commit whose files the run read: the checkout's HEAD (what actions/checkout left in the workspace),
// else the commit the runner names (GITHUB_SHA). Links to files and lines point at it.
import type { CodeSource } from '../render/code-link.ts';
import type { RunContext } from './context.ts';

const heads = new WeakMap<RunContext, Promise<string | null>>();

/**
 * The commit the checkout's HEAD names (null when the workspace is no git checkout), read once per run:
 * the comparison with a base and the report's links both ask, and the run never moves HEAD. The first
 * read's time bound holds.
 */
export function checkoutHead(ctx: RunContext, timeoutMs?: number): Promise<string | null> {
  let head = heads.get(ctx);
  if (head === undefined) {
    head = import('../workspace/git-commit.ts').then((git) => git.headOf(ctx.workspace, timeoutMs));
    heads.set(ctx, head);
  }
  return head;
}

export async function readCodeSource(ctx: RunContext): Promise<CodeSource | null> {
  if (!ctx.owner || !ctx.repo) return null;
  // The report is written last, on every path (a cancelled run's too): a stuck git must not hold it long.
  const sha = (await checkoutHead(ctx, 2_000)) ?? ctx.sha;
  if (sha === '') return null;
  return { serverUrl: ctx.serverUrl, repository: `${ctx.owner}/${ctx.repo}`, sha };
}
