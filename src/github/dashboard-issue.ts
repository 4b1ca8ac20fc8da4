// One dashboard issue per site, rewritten in place each run. Found first by the number the monitor
// remembered, then by its marker among the labelled issues, and only ever among the token's own issues: a
// marker copied into somebody else's issue is not ours to edit. A closed dashboard stays closed until
// something new reaches the threshold; then it is reopened and a comment (an edit notifies no one) names it.
import { plainTitle } from '../neutralise/plain-text.ts';
import { createOnce } from './create-once.ts';
import { droppedLabels, type IssueApi, type IssueRef } from './issues.ts';

export interface DashboardApi extends IssueApi {
  /** The issue (or pull request) of that number; null when there is none (404, or deleted: 410). */
  getIssue(number: number): Promise<IssueRef | null>;
  updateIssue(number: number, change: { title: string; body: string; state?: 'open' }): Promise<void>;
}

export interface DashboardRequest {
  readonly marker: string;
  readonly title: string;
  /** The number a previous run kept; looked at first. */
  readonly remembered: number | null;
  /** Open one when none is found; false when there is nothing to list. */
  readonly create: boolean;
  /**
   * The body, and the comment naming what is new at or above the threshold (null on a run without any),
   * given the dashboard's body as the last run left it (null when there is none yet).
   */
  compose(previous: string | null): { readonly body: string; readonly news: string | null };
}

export interface DashboardOutcome {
  readonly number: number;
  readonly url: string | null;
  /** opened now; updated (or left as it was: unchanged) in place; reopened (closed, and something new). */
  readonly action: 'opened' | 'updated' | 'unchanged' | 'reopened';
  /** Whether the news comment was posted. */
  readonly commented: boolean;
  /** Closed by a maintainer and left closed (nothing new reached the threshold). */
  readonly closed: boolean;
  /** Labels GitHub left off the dashboard opened now (src/github/issues.ts `droppedLabels`). */
  readonly droppedLabels: readonly string[];
}

/** Null when there is no dashboard and none was to be opened. */
export async function syncDashboard(
  api: DashboardApi,
  request: DashboardRequest,
  labels: readonly string[],
): Promise<DashboardOutcome | null> {
  const author = await api.author();
  const ours = (issue: IssueRef) =>
    issue.user?.login === author && (issue.body ?? '').includes(request.marker);
  const title = plainTitle(request.title);
  const found = await findDashboard(api, request.remembered, labels, ours);
  if (!found) {
    if (!request.create) return null;
    const { body } = request.compose(null);
    const created = await createOnce(
      () => api.createIssue({ title, body, labels }),
      async () => (await api.listIssues(labels)).find(ours),
    );
    const url = created.html_url ?? null;
    const dropped = droppedLabels(created, labels);
    return {
      number: created.number,
      url,
      action: 'opened',
      commented: false,
      closed: false,
      droppedLabels: dropped,
    };
  }
  const { body, news } = request.compose(found.body ?? '');
  const closed = found.state === 'closed';
  const reopen = closed && news !== null;
  const changed = found.body !== body || found.title !== title;
  if (changed || reopen) {
    await api.updateIssue(found.number, { title, body, ...(reopen ? { state: 'open' } : {}) });
  }
  if (news !== null) await api.commentOnIssue(found.number, news);
  return {
    number: found.number,
    url: found.html_url ?? null,
    action: reopen ? 'reopened' : changed ? 'updated' : 'unchanged',
    commented: news !== null,
    closed: closed && !reopen,
    droppedLabels: [],
  };
}

/** The remembered number when it still is our dashboard; else the open one (then the oldest) by marker. */
async function findDashboard(
  api: DashboardApi,
  remembered: number | null,
  labels: readonly string[],
  ours: (issue: IssueRef) => boolean,
): Promise<IssueRef | undefined> {
  if (remembered !== null) {
    const issue = await api.getIssue(remembered);
    if (issue && ours(issue)) return issue;
  }
  const candidates = (await api.listIssues(labels)).filter(ours);
  return [...candidates].sort(
    (a, b) => Number(a.state === 'closed') - Number(b.state === 'closed') || a.number - b.number,
  )[0];
}
