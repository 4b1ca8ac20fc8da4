// Assembles the monitor command: its memory in the Actions cache and its issues on GitHub.
import { runUrl } from '../../github/context.ts';
import { closeIssuesOnce, openIssuesOnce } from '../../github/issues.ts';
import { createOctokit, explainGitHubError, issueApi } from '../../github/octokit.ts';
import {
  advisoryIssueBody,
  advisoryIssueMarker,
  advisoryIssueTitle,
  advisoryWithdrawnComment,
} from '../../report/monitor-issue.ts';
import type { AdvisoryIssue, AdvisoryView } from '../../report/monitor-model.ts';
import type { CommandDeps } from '../deps.ts';
import { runMonitor } from './monitor.ts';
import { actionsCacheStore } from './state-store.ts';

/** A first run (or one without memory) may find many: the rest get theirs on the following runs. */
const MAX_ISSUES_PER_RUN = 20;

export async function monitorCommand(deps: CommandDeps): Promise<void> {
  const { ctx, settings } = deps;
  const siteKey = settings.site || 'all-sites';
  await runMonitor(deps, {
    store: actionsCacheStore(ctx.workspace, siteKey, `${ctx.runId}-${ctx.job}-${deps.now()}`),
    openIssues: settings.monitor.createIssues ? (advisories, key) => openIssues(deps, advisories, key) : null,
    closeIssues: settings.monitor.createIssues
      ? (advisories, key) => closeIssues(deps, advisories, key)
      : null,
  });
}

/** Refused or failed issue creation is a warning: the verdict stands on the advisories. */
async function openIssues(
  deps: CommandDeps,
  advisories: readonly AdvisoryView[],
  siteKey: string,
): Promise<AdvisoryIssue[]> {
  const { ctx, settings, state, toolkit } = deps;
  const warn = (message: string) => {
    state.warnings.push(message);
    toolkit.warning(message);
  };
  if (advisories.length === 0) return [];
  if (settings.githubToken === '') {
    warn('Issues not opened: the github-token input is empty.');
    return [];
  }
  // The rest come back as new on the next run (see runMonitor), which opens their issues then.
  const wanted = advisories.slice(0, MAX_ISSUES_PER_RUN);
  const requests = wanted.map((a) => {
    const marker = advisoryIssueMarker(siteKey, a.id);
    const body = advisoryIssueBody(a, marker, state.site?.label ?? null, runUrl(ctx));
    return { advisoryId: a.id, marker, title: advisoryIssueTitle(a), body };
  });
  try {
    const api = issueApi(await createOctokit(settings.githubToken, ctx), ctx);
    const opened = await openIssuesOnce(api, requests, settings.monitor.issueLabels);
    toolkit.info(
      `Issues: ${opened.filter((i) => i.action === 'opened').length} opened, ${opened.filter((i) => i.action === 'found').length} already there.`,
    );
    return opened.map((issue, index) => ({
      advisoryId: requests[index]?.advisoryId ?? '',
      number: issue.number,
      url: issue.url,
      action: issue.action,
    }));
  } catch (error) {
    warn(explainGitHubError(error, 'Issue creation', ctx));
    return [];
  }
}

/** The issue of an advisory withdrawn since it was reported says so and is closed; a refusal is a warning. */
async function closeIssues(
  deps: CommandDeps,
  advisories: readonly AdvisoryView[],
  siteKey: string,
): Promise<AdvisoryIssue[]> {
  const { ctx, settings, state, toolkit } = deps;
  if (advisories.length === 0 || settings.githubToken === '') return [];
  const closings = advisories.map((a) => ({
    advisoryId: a.id,
    marker: advisoryIssueMarker(siteKey, a.id),
    comment: advisoryWithdrawnComment(a, runUrl(ctx)),
  }));
  try {
    const api = issueApi(await createOctokit(settings.githubToken, ctx), ctx);
    const closed = await closeIssuesOnce(api, closings, settings.monitor.issueLabels);
    if (closed.length > 0) toolkit.info(`Issues: ${closed.length} closed (advisory withdrawn).`);
    return closed.map((issue) => ({
      advisoryId: closings.find((c) => c.marker === issue.marker)?.advisoryId ?? '',
      number: issue.number,
      url: issue.url,
      action: issue.action,
    }));
  } catch (error) {
    const message = explainGitHubError(error, 'Closing the issues of withdrawn advisories', ctx);
    state.warnings.push(message);
    toolkit.warning(message);
    return [];
  }
}
