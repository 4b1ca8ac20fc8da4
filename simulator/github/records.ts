// What the GitHub stand-in holds and records, as the REST API shows it.
export interface GitHubComment {
  id: number;
  body: string;
  user: { login: string };
  created_at: string;
  updated_at: string;
}

export interface GitHubIssue {
  repo: string;
  number: number;
  title: string;
  body: string;
  labels: { name: string }[];
  state: 'open' | 'closed';
  comments: GitHubComment[];
  /** Who opened it; the pull requests the stand-in starts with were opened by a person. */
  user: { login: string };
}

export interface GitHubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A file a pull request changes, as the pulls/{n}/files route lists it. */
export interface PullFile {
  filename: string;
  status: string;
  previous_filename?: string;
}

/** A pull request as GET pulls/{n} shows the parts the action reads. */
export interface PullRequestRecord {
  state: 'open' | 'closed';
  headSha: string;
  /** The repository the pull request is opened against (`owner/name`). */
  baseRepo: string;
  /** The repository of its head (a fork's); the base repository when not given. */
  headRepo?: string;
  /** Its base branch (`main` when not given) and that branch's commit now (`b…b` when not given). */
  baseRef?: string;
  baseSha?: string;
}

/** An open issue (or pull request) as a person opened it. */
export function newIssue(
  repo: string,
  number: number,
  title: string,
  body: string,
  labels: string[],
): GitHubIssue {
  const labelled = labels.map((name) => ({ name }));
  return {
    repo,
    number,
    title,
    body,
    labels: labelled,
    state: 'open',
    comments: [],
    user: { login: 'octocat' },
  };
}

/** An issue as the REST API answers it. */
export const issueView = (i: GitHubIssue) => ({
  number: i.number,
  html_url: `https://github.com/${i.repo}/issues/${i.number}`,
  title: i.title,
  body: i.body,
  labels: i.labels,
  state: i.state,
  user: i.user,
});
