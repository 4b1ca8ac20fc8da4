// A loopback stand-in for the parts of GitHub's REST API the action uses: issue and PR comments, issues
// (listed, read one by one, opened, edited, closed and reopened), a run attempt's jobs,
// pull-request files (cut at 3,000 as GitHub cuts them) and file contents at a ref, two commits compared
// (./compare.ts), who a token is (./identity.ts), routed by the simulators' shared router. Stateful, with
// tokens that may only read (a fork's token) to test refusals, and faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldText, readBody, writeJson } from '../http-io.ts';
import { matchRoute } from '../router.ts';
import { compareAnswer } from './compare.ts';
import { gitHubFaultBook, writeGitHubFault, type GitHubFaultSpec } from './faults.ts';
import { blobAnswer, treeAnswer, type GitObjects } from './git-objects.ts';
import { identityAnswer, tokenIdentities } from './identity.ts';
import {
  issueView,
  newIssue,
  type GitHubIssue,
  type GitHubRequest,
  type PullFile,
  type PullRequestRecord,
} from './records.ts';

export interface GitHubStandIn {
  /** Use as GITHUB_API_URL. */
  url: string;
  repo: string;
  issues: Map<number, GitHubIssue>;
  requests: GitHubRequest[];
  /** Pull requests as the pulls/{n} route shows them: open, at head `PULL_HEAD_SHA`, unless a test changes them. */
  pulls: Map<number, PullRequestRecord>;
  /** Files a pull request changes, as the pulls/{n}/files route lists them. */
  pullFiles: Map<number, PullFile[]>;
  /** File texts the contents route serves, keyed `ref:path` (another repository's: `owner/repo:ref:path`). */
  contents: Map<string, string>;
  /**
   * Where the git database routes (trees, blobs) and the compare route (./compare.ts) read: a repository
   * holding every commit; without one, they answer 404.
   */
  git: GitObjects;
  /**
   * The jobs of a run attempt, keyed `runId/attempt`, as the attempts/{n}/jobs route lists them; an
   * attempt not here answers 404. A test refuses the route (no `actions: read`) with a `forbidden` fault.
   */
  jobs: Map<string, RunJob[]>;
  /** Adds a fault on the routes below `/repos/{owner}/{repo}`; see GitHubFaultSpec. */
  inject(fault: GitHubFaultSpec): void;
  /** Removes every fault not used up yet. */
  clearFaults(): void;
  close(): Promise<void>;
}

export interface GitHubStandInOptions {
  repo?: string;
  /** Tokens that may write; any other non-empty token may only read, as a fork's token. */
  writeTokens?: string[];
  /** Pull requests that exist (issues share the number space). */
  pullRequests?: number[];
  /** Users' tokens and their logins; every other token is an app installation token (github-actions). */
  users?: Record<string, string>;
  /**
   * Tokens that may open issues but not set labels: GitHub then drops an issue's labels silently (only who
   * has push access sets labels on a new issue), and answers 201 all the same.
   */
  unlabelledTokens?: string[];
}

/** GitHub refuses a longer issue or comment body with a 422. */
export const BODY_LIMIT = 65_536;

function tooLong(resource: 'Issue' | 'IssueComment', text: unknown): Answer {
  if (typeof text !== 'string' || text.length <= BODY_LIMIT) return null;
  return {
    status: 422,
    body: {
      message: 'Validation Failed',
      errors: [
        {
          resource,
          code: 'custom',
          field: 'body',
          message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
        },
      ],
    },
  };
}

type Answer = { status: number; body: unknown; link?: string; raw?: Buffer; contentType?: string } | null;

/** A job of a run attempt, with the fields GitHub's jobs list gives that the action reads. */
export interface RunJob {
  id: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  runner_name: string | null;
}

/** The head commit every pull request of the stand-in starts at. */
export const PULL_HEAD_SHA = 'a'.repeat(40);
const PAGE_MAX = 100;
/** GitHub lists at most this many files of a pull request; `changed_files` still counts them all. */
const PULL_FILES_MAX = 3000;

export async function startGitHubStandIn(options: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
  const repo = options.repo ?? 'octo-org/octo-repo';
  const writeTokens = new Set(options.writeTokens ?? ['ghs_write']);
  const state = {
    issues: new Map<number, GitHubIssue>(),
    pulls: new Map<number, PullRequestRecord>(),
    pullFiles: new Map<number, PullFile[]>(),
    contents: new Map<string, string>(),
    git: { repository: null, treeEntryLimit: 100_000 } as GitObjects,
    requests: [] as GitHubRequest[],
    jobs: new Map<string, RunJob[]>(),
    nextCommentId: 1000,
  };
  const identities = tokenIdentities(options.users);
  const faults = gitHubFaultBook();
  for (const n of options.pullRequests ?? [1]) {
    state.issues.set(n, newIssue(repo, n, `Pull request ${n}`, '', []));
    state.pulls.set(n, { state: 'open', headSha: PULL_HEAD_SHA, baseRepo: repo });
  }

  const server = createServer((req, res) => {
    void readBody(req)
      .then(parsed)
      .then((body) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        state.requests.push({
          method: req.method ?? 'GET',
          path,
          authorization: req.headers.authorization,
          body,
        });
        const paths = [path.replace(`/repos/${repo}`, ''), path];
        const before = faults.take(req.method ?? 'GET', paths, 'before');
        if (before) return writeGitHubFault(res, before);
        const answer = route(req, path, body);
        const after = faults.take(req.method ?? 'GET', paths, 'after');
        if (after) return writeGitHubFault(res, after);
        if (answer.raw) {
          res.writeHead(answer.status, {
            'content-type': answer.contentType ?? 'application/octet-stream',
            'content-length': String(answer.raw.length),
          });
          res.end(answer.raw);
        } else send(res, answer.status, answer.body, answer.link);
      });
  });

  function route(req: IncomingMessage, path: string, body: unknown): NonNullable<Answer> {
    const token = (req.headers.authorization ?? '').replace(/^(token|Bearer) /i, '');
    if (token === '') return { status: 401, body: { message: 'Requires authentication' } };
    const method = req.method ?? 'GET';
    if (path === '/user' || path === '/graphql') return identityAnswer(identities, path, token);
    if (method !== 'GET' && !writeTokens.has(token)) {
      return { status: 403, body: { message: 'Resource not accessible by integration' } };
    }
    const notFound = { status: 404, body: { message: 'Not Found' } };
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    const prefix = `/repos/${repo}`;
    const other = /^\/repos\/([^/]+\/[^/]+)\/contents\/(.+)$/.exec(path);
    if (other && !path.startsWith(`${prefix}/`) && method === 'GET') {
      const answer = contentAt(
        decodeURIComponent(other[2] ?? ''),
        query.get('ref') ?? '',
        `${other[1] ?? ''}:`,
      );
      return answer ?? notFound;
    }
    if (!path.startsWith(`${prefix}/`)) return notFound;
    const rest = path.slice(prefix.length);
    const accept = req.headers.accept ?? '';
    return handle(method, rest, query, body as Record<string, unknown>, token, accept) ?? notFound;
  }

  interface Call {
    params: Record<string, string>;
    query: URLSearchParams;
    body: Record<string, unknown>;
    rest: string;
    token: string;
    accept: string;
  }
  const routes: { method: string; path: string; handle: (call: Call) => Answer }[] = [
    { method: 'GET', path: '/issues/:number/comments', handle: listComments },
    { method: 'POST', path: '/issues/:number/comments', handle: addComment },
    { method: 'PATCH', path: '/issues/comments/:id', handle: editComment },
    { method: 'GET', path: '/issues', handle: listIssues },
    { method: 'POST', path: '/issues', handle: openIssue },
    { method: 'GET', path: '/issues/:number', handle: getIssue },
    { method: 'PATCH', path: '/issues/:number', handle: editIssue },
    { method: 'GET', path: '/pulls/:number', handle: ({ params }) => pullAt(Number(params.number)) },
    {
      method: 'GET',
      path: '/pulls/:number/files',
      handle: ({ params, query, rest }) =>
        page((state.pullFiles.get(Number(params.number)) ?? []).slice(0, PULL_FILES_MAX), query, rest),
    },
    {
      method: 'GET',
      path: '/git/trees/:sha',
      handle: ({ params, query }) =>
        treeAnswer(state.git, params.sha ?? '', !['', '0', 'false'].includes(query.get('recursive') ?? '')),
    },
    {
      method: 'GET',
      path: '/git/blobs/:sha',
      handle: ({ params, accept }) => blobAnswer(state.git, params.sha ?? '', accept),
    },
    {
      method: 'GET',
      path: '/compare/*basehead',
      handle: ({ params, query }) =>
        state.git.repository === null
          ? null
          : compareAnswer(state.git.repository, params.basehead ?? '', query),
    },
    {
      method: 'GET',
      path: '/actions/runs/:runId/attempts/:attempt/jobs',
      handle: ({ params, query, rest }) => {
        const jobs = state.jobs.get(`${params.runId ?? ''}/${params.attempt ?? ''}`);
        if (!jobs) return null;
        const listed = page(jobs, query, rest);
        return listed && { ...listed, body: { total_count: jobs.length, jobs: listed.body } };
      },
    },
    {
      method: 'GET',
      path: '/contents/*path',
      handle: ({ params, query }) => contentAt(params.path ?? '', query.get('ref') ?? ''),
    },
  ];

  function handle(
    method: string,
    rest: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    token: string,
    accept: string,
  ): Answer {
    const matched = matchRoute(routes, method, rest);
    return matched
      ? matched.route.handle({ params: matched.params, query, body: body ?? {}, rest, token, accept })
      : null;
  }

  function listComments({ params, query, rest }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    return issue ? page(issue.comments, query, rest) : null;
  }

  function addComment({ params, body, token }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    if (!issue) return null;
    const refused = tooLong('IssueComment', body.body);
    if (refused) return refused;
    const now = new Date().toISOString();
    const comment = {
      id: state.nextCommentId++,
      body: fieldText(body.body),
      user: { login: identities.restLogin(token) },
      created_at: now,
      updated_at: now,
    };
    issue.comments.push(comment);
    return { status: 201, body: comment };
  }

  function editComment({ params, body }: Call): Answer {
    const comment = [...state.issues.values()]
      .flatMap((i) => i.comments)
      .find((c) => c.id === Number(params.id));
    if (!comment) return null;
    comment.body = fieldText(body.body);
    comment.updated_at = new Date().toISOString();
    return { status: 200, body: comment };
  }

  function listIssues({ query, rest }: Call): Answer {
    const labels = (query.get('labels') ?? '').split(',').filter(Boolean);
    const wanted = query.get('state') ?? 'open';
    const list = [...state.issues.values()].filter(
      (i) =>
        (wanted === 'all' || i.state === wanted) && labels.every((l) => i.labels.some((x) => x.name === l)),
    );
    return page(list.map(issueView), query, rest);
  }

  function openIssue({ body, token }: Call): Answer {
    const refused = tooLong('Issue', body.body);
    if (refused) return refused;
    const number = Math.max(0, ...state.issues.keys()) + 1;
    const asked = Array.isArray(body.labels) ? body.labels.map(String) : [];
    const labels = options.unlabelledTokens?.includes(token) ? [] : asked;
    const issue = newIssue(repo, number, fieldText(body.title), fieldText(body.body), labels);
    issue.user = { login: identities.restLogin(token) };
    state.issues.set(number, issue);
    return { status: 201, body: issueView(issue) };
  }

  function getIssue({ params }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    return issue ? { status: 200, body: issueView(issue) } : null;
  }

  /** Only the fields sent change, as GitHub's update does; an edit is counted, a reopening too. */
  function editIssue({ params, body }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    if (!issue) return null;
    const refused = tooLong('Issue', body.body);
    if (refused) return refused;
    if (typeof body.title === 'string') issue.title = body.title;
    if (typeof body.body === 'string') issue.body = body.body;
    if (body.state === 'open' || body.state === 'closed') issue.state = body.state;
    return { status: 200, body: issueView(issue) };
  }

  function pullAt(number: number): Answer {
    const pull = state.pulls.get(number);
    if (!pull) return null;
    const base = {
      ref: pull.baseRef ?? 'main',
      sha: pull.baseSha ?? 'b'.repeat(40),
      repo: { full_name: pull.baseRepo },
    };
    const head = { ref: `feature-${number}`, sha: pull.headSha, repo: { full_name: pull.headRepo ?? repo } };
    const files = state.pullFiles.get(number)?.length ?? 0;
    return { status: 200, body: { number, state: pull.state, head, base, changed_files: files } };
  }

  /** Another repository's files are keyed `owner/repo:ref:path`. */
  function contentAt(path: string, ref: string, repoKey = ''): Answer {
    const text = state.contents.get(`${repoKey}${ref}:${path}`);
    if (text === undefined) return null;
    const content = Buffer.from(text).toString('base64');
    const name = path.split('/').pop() ?? path;
    return {
      status: 200,
      body: { type: 'file', encoding: 'base64', size: Buffer.byteLength(text), name, path, content },
    };
  }

  function page<T>(items: T[], query: URLSearchParams, rest: string): Answer {
    const perPage = Math.min(Number(query.get('per_page') ?? 30) || 30, PAGE_MAX);
    const n = Number(query.get('page') ?? 1) || 1;
    const slice = items.slice((n - 1) * perPage, n * perPage);
    const more = n * perPage < items.length;
    const link = more
      ? `<${url}/repos/${repo}${rest}?per_page=${perPage}&page=${n + 1}>; rel="next"`
      : undefined;
    return { status: 200, body: slice, ...(link ? { link } : {}) };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    repo,
    issues: state.issues,
    pulls: state.pulls,
    requests: state.requests,
    pullFiles: state.pullFiles,
    contents: state.contents,
    git: state.git,
    jobs: state.jobs,
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A stalled call holds its connection open; closing waits for none.
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown, link?: string): void {
  writeJson(res, status, body, link ? { link } : {});
}

/** JSON, or the text as it came; null when empty. */
function parsed(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
