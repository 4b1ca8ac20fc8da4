// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam. GitHub shows titles as plain text: every title is made one bounded line here,
// hidden characters visible, whoever built it.
import { plainTitle } from '../neutralise/plain-text.ts';
import { createOnce } from './create-once.ts';
import { memo } from './memo.ts';
import { ownMarked } from './own-marked.ts';

export interface IssueApi {
  /** The login the token writes as (src/github/identity.ts). */
  author(): Promise<string>;
  /** Issues (open and closed) carrying every one of these labels. */
  listIssues(labels: readonly string[]): Promise<readonly IssueRef[]>;
  createIssue(issue: { title: string; body: string; labels: readonly string[] }): Promise<IssueRef>;
  commentOnIssue(number: number, body: string): Promise<void>;
  closeIssue(number: number): Promise<void>;
}

export interface IssueRef {
  readonly number: number;
  readonly title?: string;
  readonly body?: string | null;
  readonly html_url?: string;
  readonly state?: string;
  readonly user?: { readonly login: string } | null;
  /** As GitHub answers them: label objects (or, in some answers, names). */
  readonly labels?: readonly (string | { readonly name?: string })[];
}

/**
 * The labels asked for that a new issue lacks: GitHub drops them silently when the token may not set
 * labels (only who has push access may), and the issue is then not found by them on the next run.
 */
export function droppedLabels(created: IssueRef, asked: readonly string[]): string[] {
  const set = new Set((created.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))));
  return asked.filter((label) => !set.has(label));
}

export interface IssueRequest {
  readonly marker: string;
  readonly title: string;
  readonly body: string;
}

export interface OpenedIssue {
  readonly marker: string;
  readonly number: number;
  readonly url: string | null;
  readonly action: 'opened' | 'found' | 'closed';
  /** Labels GitHub left off an issue opened now (see `droppedLabels`). */
  readonly droppedLabels?: readonly string[];
}

export interface IssueClosing {
  readonly marker: string;
  /** Said on the issue before it is closed: why. */
  readonly comment: string;
}

export interface IssuePlan {
  readonly open: readonly IssueRequest[];
  readonly close: readonly IssueClosing[];
}

/**
 * Lists the issues once, then opens each requested one that no issue holds the marker of (closed issues
 * count too: a closed advisory issue stays closed), and says why and closes each open issue to close.
 */
export async function syncIssues(
  api: IssueApi,
  plan: IssuePlan,
  labels: readonly string[],
): Promise<OpenedIssue[]> {
  if (plan.open.length === 0 && plan.close.length === 0) return [];
  const markers = [...plan.open, ...plan.close].map((request) => request.marker);
  const author = memo(() => api.author());
  const ours = (issues: readonly IssueRef[]) =>
    ownMarked(issues, (body) => markers.some((marker) => body.includes(marker)), author);
  const existing = await ours(await api.listIssues(labels));
  const holding = (marker: string) => existing.filter((issue) => (issue.body ?? '').includes(marker));
  const done: OpenedIssue[] = [];
  for (const request of plan.open) {
    const found = holding(request.marker)[0];
    const issue =
      found ??
      (await createOnce(
        () => api.createIssue({ title: plainTitle(request.title), body: request.body, labels }),
        async () =>
          (await ours(await api.listIssues(labels))).find((i) => (i.body ?? '').includes(request.marker)),
      ));
    const action = found === undefined ? 'opened' : 'found';
    const dropped = found === undefined ? droppedLabels(issue, labels) : [];
    done.push({
      marker: request.marker,
      number: issue.number,
      url: issue.html_url ?? null,
      action,
      ...(dropped.length > 0 ? { droppedLabels: dropped } : {}),
    });
  }
  for (const closing of plan.close) {
    const found = holding(closing.marker).find((issue) => issue.state !== 'closed');
    if (!found) continue;
    await api.commentOnIssue(found.number, closing.comment);
    await api.closeIssue(found.number);
    done.push({
      marker: closing.marker,
      number: found.number,
      url: found.html_url ?? null,
      action: 'closed',
    });
  }
  return done;
}
