// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam.

export interface IssueApi {
  /** Issues (open and closed) carrying every one of these labels. */
  listIssues(labels: readonly string[]): Promise<readonly IssueRef[]>;
  createIssue(issue: { title: string; body: string; labels: readonly string[] }): Promise<IssueRef>;
  commentOnIssue(number: number, body: string): Promise<void>;
  closeIssue(number: number): Promise<void>;
}

export interface IssueRef {
  readonly number: number;
  readonly body?: string | null;
  readonly html_url?: string;
  readonly state?: string;
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
}

export interface IssueClosing {
  readonly marker: string;
  /** Said on the issue before it is closed: why. */
  readonly comment: string;
}

/** Lists once (closed issues count too: a closed advisory issue stays closed), then creates the missing. */
export async function openIssuesOnce(
  api: IssueApi,
  requests: readonly IssueRequest[],
  labels: readonly string[],
): Promise<OpenedIssue[]> {
  if (requests.length === 0) return [];
  const existing = await api.listIssues(labels);
  const opened: OpenedIssue[] = [];
  for (const request of requests) {
    const found = existing.find((issue) => (issue.body ?? '').includes(request.marker));
    const issue = found ?? (await api.createIssue({ title: request.title, body: request.body, labels }));
    opened.push({
      marker: request.marker,
      number: issue.number,
      url: issue.html_url ?? null,
      action: found === undefined ? 'opened' : 'found',
    });
  }
  return opened;
}

/** Says why and closes the open issue carrying each marker; a closed or missing one is left as it is. */
export async function closeIssuesOnce(
  api: IssueApi,
  closings: readonly IssueClosing[],
  labels: readonly string[],
): Promise<OpenedIssue[]> {
  if (closings.length === 0) return [];
  const existing = await api.listIssues(labels);
  const closed: OpenedIssue[] = [];
  for (const closing of closings) {
    const found = existing.find(
      (issue) => issue.state !== 'closed' && (issue.body ?? '').includes(closing.marker),
    );
    if (!found) continue;
    await api.commentOnIssue(found.number, closing.comment);
    await api.closeIssue(found.number);
    closed.push({
      marker: closing.marker,
      number: found.number,
      url: found.html_url ?? null,
      action: 'closed',
    });
  }
  return closed;
}
