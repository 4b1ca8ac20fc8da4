// The workflow run as plain data, read from the runner's environment and event file. Read once, here,
// so the rest of the code never looks at process.env (and @actions/github stays unloaded until needed).
import { readFileSync } from 'node:fs';

export interface RunContext {
  readonly eventName: string;
  readonly owner: string;
  readonly repo: string;
  /** Pull request number (pull_request, pull_request_target), or null. */
  readonly pullNumber: number | null;
  readonly fromFork: boolean;
  readonly runId: string;
  /** GITHUB_RUN_ATTEMPT: 2 and up on a re-run, whose starts replay the first attempt's. */
  readonly runAttempt?: number;
  readonly job: string;
  /** RUNNER_NAME: which of the attempt's jobs is this one (src/github/job-link.ts). */
  readonly runnerName?: string | null;
  readonly workflow: string;
  readonly serverUrl: string;
  readonly apiUrl: string;
  readonly workspace: string;
  readonly tempDir: string;
  readonly sha: string;
  /** What the change is compared with: the pull request's base, or a merge queue group's base. */
  readonly baseSha: string | null;
  /** The branch the run is for (a push, schedule or dispatch on a branch), or null (a tag, a pull request). */
  readonly branch?: string | null;
  /** The branch a pull request or merge queue group goes into, or null. */
  readonly baseBranch?: string | null;
  /**
   * The commit under judgement, from the event: a pull request's head (GITHUB_SHA is its merge commit), a
   * merge queue group's head, or the head of the run a `workflow_run` follows. Set by GitHub, so a trusted
   * run may check data against it.
   */
  readonly headSha?: string | null;
  /** `owner/name` of that commit's repository (a fork's), from the same event fields; null when not named. */
  readonly headRepository?: string | null;
  /** How many files the pull request changes, as the event gives it (GitHub's file list stops at 3,000). */
  readonly changedFiles?: number | null;
}

type Env = Readonly<Record<string, string | undefined>>;

interface ChangeEvent {
  pull_request?: {
    number?: number;
    head?: { sha?: string; repo?: { full_name?: string } | null };
    changed_files?: number;
    base?: { repo?: { full_name?: string }; sha?: string; ref?: string };
  };
  merge_group?: { base_sha?: string; base_ref?: string; head_sha?: string };
  workflow_run?: { head_sha?: string; head_repository?: { full_name?: string } | null };
}

function readEvent(path: string | undefined): ChangeEvent {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ChangeEvent;
  } catch {
    return {};
  }
}

export function readRunContext(env: Env = process.env): RunContext {
  const event = readEvent(env.GITHUB_EVENT_PATH);
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const pr = event.pull_request;
  const head = pr?.head?.repo?.full_name;
  const base = pr?.base?.repo?.full_name;
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    owner,
    repo,
    pullNumber: typeof pr?.number === 'number' ? pr.number : null,
    fromFork: head !== undefined && base !== undefined && head !== base,
    runId: env.GITHUB_RUN_ID ?? 'local',
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT) || 1,
    job: env.GITHUB_JOB ?? 'local',
    runnerName: env.RUNNER_NAME || null,
    workflow: env.GITHUB_WORKFLOW ?? '',
    serverUrl: (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    tempDir: env.RUNNER_TEMP ?? process.cwd(),
    sha: env.GITHUB_SHA ?? '',
    baseSha: pr?.base?.sha ?? event.merge_group?.base_sha ?? null,
    branch: branchOf(env.GITHUB_REF),
    baseBranch: env.GITHUB_BASE_REF || pr?.base?.ref || branchOf(event.merge_group?.base_ref) || null,
    headSha: pr?.head?.sha ?? event.merge_group?.head_sha ?? event.workflow_run?.head_sha ?? null,
    headRepository: head ?? event.workflow_run?.head_repository?.full_name ?? null,
    changedFiles: typeof pr?.changed_files === 'number' ? pr.changed_files : null,
  };
}

/** `refs/heads/main` is branch `main`; tags and pull request refs are no branch. */
function branchOf(ref: string | undefined): string | null {
  return ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}

/** Link to this run's page, where the summary is. */
export function runUrl(ctx: RunContext): string | null {
  if (!ctx.owner || ctx.runId === 'local') return null;
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`;
}
