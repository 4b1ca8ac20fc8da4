// The dashboard (`monitor-issues: dashboard`): one issue per site listing every advisory of the window,
// rewritten each run, with a comment on runs that find something new at or above `fail-on`.
import { readCodeSource } from '../../github/code-source.ts';
import { runUrl } from '../../github/context.ts';
import { syncDashboard, type DashboardOutcome } from '../../github/dashboard-issue.ts';
import { explainGitHubError, issueApi } from '../../github/octokit.ts';
import {
  dashboardBody,
  dashboardListed,
  dashboardMarker,
  dashboardNewsComment,
  dashboardTitle,
} from '../../render/monitor-dashboard.ts';
import type { CommandDeps } from '../deps.ts';
import type { MonitorSettings } from './spec.ts';
import { droppedLabelsWarning, syncAdvisoryIssues } from './advisory-issues.ts';
import type { IssueSync, IssueSyncResult } from './monitor.ts';

/** A refusal or failure is a warning: the verdict stands on the advisories. */
export async function syncDashboardIssue(
  deps: CommandDeps<MonitorSettings>,
  sync: IssueSync,
): Promise<IssueSyncResult> {
  const { ctx, settings, state, toolkit } = deps;
  const warn = (message: string) => {
    state.warnings.push(message);
    toolkit.warning(message);
  };
  if (settings.githubToken === '') {
    warn('Dashboard issue not updated: the github-token input is empty.');
    return { issues: [] };
  }
  const uploaded = state.dependencies?.uploaded ? state.dependencies.affected : null;
  const source = uploaded ? await readCodeSource(ctx) : null;
  const site = state.site?.label ?? null;
  const marker = dashboardMarker(sync.siteKey);
  // New is what the memory did not hold and the dashboard did not show: a lost memory announces nothing twice.
  const compose = (previous: string | null) => {
    const shownBefore = (id: string) => previous !== null && dashboardListed(previous, id);
    const fresh = new Set([...sync.reported].filter((id) => !shownBefore(id)));
    const news = sync.fresh.filter((a) => fresh.has(a.id));
    const body = dashboardBody(sync.window, {
      marker,
      site,
      runUrl: runUrl(ctx),
      failOn: sync.failOn,
      now: new Date(deps.now()).toISOString(),
      fresh,
      pinned: uploaded,
      source,
    });
    return { body, news: news.length > 0 ? dashboardNewsComment(news, sync.failOn, runUrl(ctx)) : null };
  };
  let done: DashboardOutcome | null;
  try {
    const api = issueApi(await deps.githubClient(settings.githubToken), ctx);
    done = await syncDashboard(
      api,
      {
        marker,
        title: dashboardTitle(site),
        remembered: sync.dashboard,
        create: sync.window.length > 0,
        compose,
      },
      settings.monitor.issueLabels,
    );
  } catch (error) {
    warn(explainGitHubError(error, 'Updating the dashboard issue', ctx));
    return { issues: [] };
  }
  // Issues a per-advisory run opened earlier still close when their advisory is withdrawn.
  if (sync.withdrawn.length > 0) await syncAdvisoryIssues(deps, [], sync.withdrawn, sync.siteKey);
  if (done === null) {
    toolkit.info('Dashboard issue: none yet, and no advisory in the window to open one for.');
    return { issues: [], dashboard: null };
  }
  toolkit.info(`Dashboard issue #${done.number}: ${outcomeText(done)}.`);
  const dropped = droppedLabelsWarning([done]);
  if (dropped !== null) warn(dropped);
  const action = done.action === 'opened' ? 'opened' : 'found';
  return {
    issues: sync.fresh.map((a) => ({ advisoryId: a.id, number: done.number, url: done.url, action })),
    dashboard: done.number,
  };
}

function outcomeText(done: DashboardOutcome): string {
  const what = done.closed
    ? `${done.action}, left closed (nothing new at or above the threshold)`
    : done.action;
  return done.commented ? `${what}, with a comment naming the new advisories` : what;
}
