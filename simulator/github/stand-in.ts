// A loopback stand-in for the parts of GitHub's REST API the action uses: issue and PR comments, issues,
// pull-request files and file contents at a ref, routed by the simulators' shared router. Stateful, with
// tokens that may only read (a fork's token) to test refusals.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchRoute } from '../router.ts';
import { gitHubFaultBook, writeGitHubFault, type GitHubFaultSpec } from './faults.ts';

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

export interface GitHubStandIn {
  /** Use as GITHUB_API_URL. */
  url: string;
  repo: string;
  issues: Map<number, GitHubIssue>;
  requests: GitHubRequest[];
  /** Files a pull request changes, as the pulls/{n}/files route lists them. */
  pullFiles: Map<number, { filename: string; status: string; previous_filename?: string }[]>;
  /** File texts the contents route serves, keyed `ref:path`. */
  contents: Map<string, string>;
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
}

const BOT = { login: 'github-actions[bot]' };
const PAGE_MAX = 100;

export async function startGitHubStandIn(options: GitHubStandInOptions = {}): Promise<GitHubStandIn> {
  const repo = options.repo ?? 'octo-org/octo-repo';
  const writeTokens = new Set(options.writeTokens ?? ['ghs_write']);
  const state = {
    issues: new Map<number, GitHubIssue>(),
    pullFiles: new Map<number, { filename: string; status: string; previous_filename?: string }[]>(),
    contents: new Map<string, string>(),
    requests: [] as GitHubRequest[],
    nextCommentId: 1000,
  };
  const faults = gitHubFaultBook();
  for (const n of options.pullRequests ?? [1])
    state.issues.set(n, newIssue(repo, n, `Pull request ${n}`, '', []));

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
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
      send(res, answer.status, answer.body, answer.link);
    });
  });

  function route(req: IncomingMessage, path: string, body: unknown): NonNullable<Answer> {
    const token = (req.headers.authorization ?? '').replace(/^(token|Bearer) /i, '');
    if (token === '') return { status: 401, body: { message: 'Requires authentication' } };
    const method = req.method ?? 'GET';
    if (method !== 'GET' && !writeTokens.has(token)) {
      return { status: 403, body: { message: 'Resource not accessible by integration' } };
    }
    const prefix = `/repos/${repo}`;
    const notFound = { status: 404, body: { message: 'Not Found' } };
    if (!path.startsWith(`${prefix}/`)) return notFound;
    const rest = path.slice(prefix.length);
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    return handle(method, rest, query, body as Record<string, unknown>) ?? notFound;
  }

  interface Call {
    params: Record<string, string>;
    query: URLSearchParams;
    body: Record<string, unknown>;
    rest: string;
  }
  type Answer = { status: number; body: unknown; link?: string } | null;
  const routes: { method: string; path: string; handle: (call: Call) => Answer }[] = [
    { method: 'GET', path: '/issues/:number/comments', handle: listComments },
    { method: 'POST', path: '/issues/:number/comments', handle: addComment },
    { method: 'PATCH', path: '/issues/comments/:id', handle: editComment },
    { method: 'GET', path: '/issues', handle: listIssues },
    { method: 'POST', path: '/issues', handle: openIssue },
    { method: 'PATCH', path: '/issues/:number', handle: editIssue },
    {
      method: 'GET',
      path: '/pulls/:number/files',
      handle: ({ params, query, rest }) =>
        page(state.pullFiles.get(Number(params.number)) ?? [], query, rest),
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
  ): Answer {
    const matched = matchRoute(routes, method, rest);
    return matched ? matched.route.handle({ params: matched.params, query, body: body ?? {}, rest }) : null;
  }

  function listComments({ params, query, rest }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    return issue ? page(issue.comments, query, rest) : null;
  }

  function addComment({ params, body }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    if (!issue) return null;
    const now = new Date().toISOString();
    const comment = {
      id: state.nextCommentId++,
      body: String(body.body ?? ''),
      user: BOT,
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
    comment.body = String(body.body ?? '');
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

  function openIssue({ body }: Call): Answer {
    const number = Math.max(0, ...state.issues.keys()) + 1;
    const labels = Array.isArray(body.labels) ? body.labels.map(String) : [];
    const issue = newIssue(repo, number, String(body.title ?? ''), String(body.body ?? ''), labels);
    state.issues.set(number, issue);
    return { status: 201, body: issueView(issue) };
  }

  function editIssue({ params, body }: Call): Answer {
    const issue = state.issues.get(Number(params.number));
    if (!issue) return null;
    if (body.state === 'open' || body.state === 'closed') issue.state = body.state;
    return { status: 200, body: issueView(issue) };
  }

  function contentAt(path: string, ref: string): Answer {
    const text = state.contents.get(`${ref}:${path}`);
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
    requests: state.requests,
    pullFiles: state.pullFiles,
    contents: state.contents,
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function newIssue(repo: string, number: number, title: string, body: string, labels: string[]): GitHubIssue {
  return { repo, number, title, body, labels: labels.map((name) => ({ name })), state: 'open', comments: [] };
}

const issueView = (i: GitHubIssue) => ({
  number: i.number,
  html_url: `https://github.com/${i.repo}/issues/${i.number}`,
  title: i.title,
  body: i.body,
  labels: i.labels,
  state: i.state,
});

function send(res: ServerResponse, status: number, body: unknown, link?: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (link) headers.link = link;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
