// One issue per marker: an issue whose body holds the marker is reused, never opened twice. Pure decision
// plus a narrow API seam.

export interface IssueApi {
  /** Issues (open and closed) carrying every one of these labels. */
  listIssues(labels: readonly string[]): Promise<readonly IssueRef[]>;
  createIssue(issue: { title: string; body: string; labels: readonly string[] }): Promise<IssueRef>;
}

export interface IssueRef {
  readonly number: number;
  readonly body?: string | null;
  readonly html_url?: string;
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
  readonly created: boolean;
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
      created: found === undefined,
    });
  }
  return opened;
}
