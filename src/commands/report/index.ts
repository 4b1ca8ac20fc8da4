// `command: report`, the posting half of the fork recipe: the sticky comment and the job summary of a
// report file, on the pull request that `pull-request-number` names, once GitHub confirms that it is an
// open pull request of this repository, from the head repository the run names, whose head is the commit
// the report judged. A pull request that moved on since is superseded: nothing posted, verdict `warn`.
import { ConfigurationError } from '../../errors.ts';
import { runUrl } from '../../github/context.ts';
import { commentApi, requireGitHub } from '../../github/octokit.ts';
import { readPullRequest } from '../../github/pull-request.ts';
import { upsertStickyComment } from '../../github/sticky-comment.ts';
import { commentMarker, renderComment } from '../../render/comment.ts';
import { renderSummary } from '../../render/summary.ts';
import type { LocalCommandDeps } from '../deps.ts';
import { SPECS } from '../registry.ts';
import { checkPullRequest, supersede } from '../../steps/pull-request-data/verify.ts';
import { readReportFile } from './report-file.ts';

export async function reportCommand(deps: LocalCommandDeps): Promise<void> {
  const { settings, ctx, toolkit, state } = deps;
  const number = settings.report.pullRequestNumber ?? 0;
  const report = readReportFile(settings.report.file, ctx.workspace);
  const judged = report.pullRequest;
  if (judged.number !== number)
    throw refuse(`the report is of pull request #${judged.number}, not #${number}`);
  // The event's head (workflow_run.head_sha) is GitHub's word on which commit the untrusted run was for.
  if (ctx.headSha && ctx.headSha !== judged.headSha)
    throw refuse(`the report judged ${judged.headSha}, but this run follows a run for ${ctx.headSha}`);
  if (settings.githubToken === '') throw refuse("the 'github-token' input is empty");
  const octokit = await deps.githubClient(settings.githubToken);
  const repository = `${ctx.owner}/${ctx.repo}`;
  const pull = await requireGitHub(
    'Reading the pull request',
    ctx,
    () => readPullRequest(octokit, ctx, number),
    'pull-requests: read',
  );
  const check = checkPullRequest(pull, {
    number,
    repository,
    headSha: judged.headSha,
    headRepository: ctx.headRepository ?? null,
  });
  if (check.kind === 'mismatch') throw refuse(check.why);
  if (check.kind === 'superseded') supersede(state, check.why);
  const marker = commentMarker(report.command, judged.siteKey);
  const f = report.findings;
  const outcome = await requireGitHub('PR comment', ctx, () =>
    upsertStickyComment(commentApi(octokit, ctx), {
      issueNumber: number,
      marker,
      body: renderComment(report, marker, runUrl(ctx)),
      mode: settings.comment,
      changed: (f?.new.length ?? 0) + (f?.fixed.length ?? 0) > 0 || report.verdict.verdict !== 'pass',
      failed: report.verdict.verdict !== 'pass',
    }),
  );
  // The summary of the run that wrote the report (a scan's), under that command's subject.
  const scanned = SPECS[report.command];
  await toolkit.writeSummary(renderSummary(report, scanned.subject, await scanned.summary()));
  toolkit.info(
    `PR comment on #${number} (${judged.headSha}): ${outcome}; the report's verdict: ${report.verdict.verdict}.`,
  );
}

const refuse = (why: string) => new ConfigurationError(`Not posted to the pull request: ${why}.`);
