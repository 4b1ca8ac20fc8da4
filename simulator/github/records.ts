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
