// `command: report`: one verdict, one job summary and (on a pull request) one sticky comment for the report
// files of one scan or of a matrix of sites. Every report must judge what this run is for (the pull request
// at its head, the merge queue group's head, the pushed commit); with a folder of reports every site of
// `expected-sites` must have one. The run's verdict is the sites' combined verdict, worst first. In a
// `workflow_run` run (the fork recipe) GitHub first confirms the pull request; one that moved on since is
// superseded: nothing posted, verdict `warn`.
import { ConfigurationError } from '../../errors.ts';
import { runUrl } from '../../github/context.ts';
import { commentApi, explainGitHubError, requireGitHub } from '../../github/octokit.ts';
import { readPullRequest } from '../../github/pull-request.ts';
import { upsertStickyComment } from '../../github/sticky-comment.ts';
import { combinedVerdict } from '../../policy/gate.ts';
import { commentMarker, renderComment } from '../../render/comment.ts';
import {
  renderSitesComment,
  renderSitesSummary,
  sitesMarker,
  type SitesView,
} from '../../render/sites-report.ts';
import { renderSummary } from '../../render/summary.ts';
import type { RunReport } from '../../render/model.ts';
import { md } from '../../render/untrusted.ts';
import type { LocalCommandDeps } from '../deps.ts';
import type { ReportSettings } from './spec.ts';
import { SPECS } from '../registry.ts';
import { checkPullRequest, supersede } from '../../steps/pull-request-data/verify.ts';
import { readReports } from './report-file.ts';
import { plural } from '../../plural.ts';
import { mismatch, siteEntries, siteOutcomes, type SiteEntry, type Subject } from './sites.ts';

export async function reportCommand(deps: LocalCommandDeps<ReportSettings>): Promise<void> {
  const { settings, ctx, toolkit, state } = deps;
  const { folder, reports } = readReports(settings.report.file, ctx.workspace);
  const expected = settings.report.expectedSites;
  if ((folder || reports.length > 1) && expected.length === 0)
    throw new ConfigurationError(
      `Input 'expected-sites' is required when 'report-file' is a folder (it holds ${plural(reports.length, 'report')}): a job that was cancelled or stopped before writing its report must not pass unseen; accepted: the matrix's site ids or URLs, one a line, as given to 'site'.`,
    );
  const subject = subjectOf(deps);
  const wrong = mismatch(reports, subject, ctx.owner && ctx.repo ? `${ctx.owner}/${ctx.repo}` : '');
  if (wrong) throw refuse(wrong);
  if (subject.kind === 'pull-request' && ctx.eventName === 'workflow_run')
    await confirmPullRequest(deps, subject);
  const entries = siteEntries(reports, expected.length > 0 ? expected : null);
  state.outcomes.push(...siteOutcomes(entries));
  const view: SitesView = {
    sites: entries,
    verdict: combinedVerdict(
      entries.map((e) => (e.expected ? (e.report?.verdict.verdict ?? 'error') : 'error')),
      settings.policy.warnOnly,
    ),
    about:
      subject.kind === 'pull-request'
        ? `pull request #${subject.number} at ${md(subject.headSha, 64)}`
        : `the ${md(subject.event, 40)} run at ${md(subject.sha, 64)}`,
  };
  // One site (the fork recipe) keeps that site's own comment and summary; several get the combined ones.
  const combined = expected.length > 1 || entries.length > 1;
  if (subject.kind === 'pull-request') await comment(deps, subject, entries, view, combined);
  const single = combined ? undefined : entries[0]?.report;
  const summaryOf = await summaryRenderer(entries);
  await toolkit.writeSummary(single ? summaryOf(single) : renderSitesSummary(view, summaryOf));
  toolkit.info(
    `${entries.length === 1 ? 'The report' : `${entries.length} reports`} read; combined verdict: ${view.verdict}.`,
  );
}

/** A report's job summary as the run that wrote it (a scan) renders it: its spec's subject and sections. */
async function summaryRenderer(entries: readonly SiteEntry[]): Promise<(report: RunReport) => string> {
  const commands = [...new Set(entries.flatMap((e) => (e.report ? [e.report.command] : [])))];
  const sections = new Map(
    await Promise.all(commands.map(async (c) => [c, await SPECS[c].summary()] as const)),
  );
  return (report) => {
    const own = sections.get(report.command);
    if (!own) throw new Error(`No summary sections loaded for command '${report.command}'.`);
    return renderSummary(report, SPECS[report.command].subject, own);
  };
}

/** What this run is for, from its event: the pull request and its head, or the commit. */
function subjectOf(deps: LocalCommandDeps<ReportSettings>): Subject {
  const { settings, ctx } = deps;
  const given = settings.report.pullRequestNumber;
  const headSha = ctx.headSha ?? '';
  if (ctx.eventName === 'workflow_run') {
    if (given === null)
      throw new ConfigurationError(
        "Input 'pull-request-number' is required for command 'report' in a workflow_run run: the pull request to post to.",
      );
    // workflow_run.head_sha is GitHub's word on which commit the untrusted run was for.
    if (headSha === '') throw refuse('this workflow_run run names no head commit');
    return { kind: 'pull-request', number: given, headSha };
  }
  if (ctx.pullNumber !== null) {
    if (given !== null && given !== ctx.pullNumber)
      throw refuse(`this run is for pull request #${ctx.pullNumber}, not #${given} ('pull-request-number')`);
    if (headSha === '') throw refuse(`the ${ctx.eventName} event names no head commit`);
    return { kind: 'pull-request', number: ctx.pullNumber, headSha };
  }
  if (given !== null)
    throw new ConfigurationError(
      `Input 'pull-request-number' is read on pull_request and workflow_run runs only; this '${ctx.eventName}' run posts no comment: leave it empty.`,
    );
  // A merge queue group is judged at merge_group.head_sha; other events at the run's commit.
  const sha = ctx.eventName === 'merge_group' ? headSha : ctx.sha;
  return { kind: 'commit', event: ctx.eventName, sha };
}

/** The fork recipe: GitHub confirms the pull request is this repository's, open, at the judged head. */
async function confirmPullRequest(
  deps: LocalCommandDeps<ReportSettings>,
  subject: Extract<Subject, { kind: 'pull-request' }>,
): Promise<void> {
  const { settings, ctx, state } = deps;
  if (settings.githubToken === '') throw refuse("the 'github-token' input is empty");
  const octokit = await deps.githubClient(settings.githubToken);
  const pull = await requireGitHub(
    'Reading the pull request',
    ctx,
    () => readPullRequest(octokit, ctx, subject.number),
    'pull-requests: read',
  );
  const check = checkPullRequest(pull, {
    number: subject.number,
    repository: `${ctx.owner}/${ctx.repo}`,
    headSha: subject.headSha,
    headRepository: ctx.headRepository ?? null,
  });
  if (check.kind === 'mismatch') throw refuse(check.why);
  if (check.kind === 'superseded') supersede(state, check.why);
}

/**
 * The sticky comment: one report's own (marked like the scan's, so it replaces it), or the combined one
 * with its own marker. In the fork recipe posting is the job's purpose, so a refusal is an error; on a
 * pull_request run (a fork's token may only read) it is a warning, as the scan's own comment is.
 */
async function comment(
  deps: LocalCommandDeps<ReportSettings>,
  subject: Extract<Subject, { kind: 'pull-request' }>,
  entries: readonly SiteEntry[],
  view: SitesView,
  combined: boolean,
): Promise<void> {
  const { settings, ctx, toolkit } = deps;
  if (settings.comment === 'never') return;
  const posting = ctx.eventName === 'workflow_run';
  if (settings.githubToken === '') {
    if (posting) throw refuse("the 'github-token' input is empty");
    toolkit.warning('PR comment skipped: the github-token input is empty.');
    return;
  }
  const single = combined ? null : (entries[0]?.report ?? null);
  const marker = single
    ? commentMarker(single.command, entries[0]?.key ?? '')
    : sitesMarker(settings.command, ctx.workflow);
  const body = single
    ? renderComment(single, marker, runUrl(ctx))
    : renderSitesComment(view, marker, runUrl(ctx));
  const changes = entries.some(
    (e) => (e.report?.findings?.new.length ?? 0) + (e.report?.findings?.fixed.length ?? 0) > 0,
  );
  const post = async () =>
    upsertStickyComment(commentApi(await deps.githubClient(settings.githubToken), ctx), {
      issueNumber: subject.number,
      marker,
      body,
      mode: settings.comment,
      changed: changes || view.verdict !== 'pass',
      failed: view.verdict !== 'pass',
    });
  try {
    const outcome = posting ? await requireGitHub('PR comment', ctx, post) : await post();
    toolkit.info(`PR comment on #${subject.number} (${subject.headSha}): ${outcome}.`);
  } catch (error) {
    if (posting) throw error;
    toolkit.warning(explainGitHubError(error, 'PR comment', ctx));
  }
}

const refuse = (why: string) => new ConfigurationError(`Not reported: ${why}.`);
