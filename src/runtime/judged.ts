// What a report says it judged (the event, the commit, the site, and on a pull request the pull request),
// so `command: report` can match the reports of a matrix's jobs. Worked out from the run context and the
// site identity, on every path: a run stopped by an outage before the service answered names them too.
// `judgesPullRequest`: the command's spec says a run on a pull request event judges its head (a scan).
import type { RunContext } from '../github/context.ts';
import type { RunReport } from '../render/model.ts';
import { slug } from '../slug.ts';

export function judgedParts(
  report: RunReport,
  ctx: RunContext,
  siteKey: string,
  judgesPullRequest: boolean,
): Pick<RunReport, 'judged' | 'pullRequest'> {
  const pullRequest = report.pullRequest ?? (judgesPullRequest ? pullRequestOf(ctx, siteKey) : null);
  const sha = pullRequest?.headSha ?? (ctx.headSha || ctx.sha);
  return {
    pullRequest,
    judged: { event: ctx.eventName, sha, siteKey, siteSlug: slug(siteKey) },
  };
}

/** A scan on a pull request event judges its head (the fork recipe's scan records its own, from the data). */
function pullRequestOf(ctx: RunContext, siteKey: string): RunReport['pullRequest'] {
  if (ctx.pullNumber === null || !ctx.headSha) return null;
  return {
    number: ctx.pullNumber,
    headSha: ctx.headSha,
    baseSha: ctx.baseSha,
    changedFiles: ctx.changedFiles ?? 0,
    siteKey,
  };
}
