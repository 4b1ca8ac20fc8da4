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
}
