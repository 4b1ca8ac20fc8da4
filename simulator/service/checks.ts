// Quick checks and repository checks: records that finish after a configured number of polls, and the
// repository address rule (a public repository on a known code host).
import { badRequest } from './envelope.ts';
import { REPOSITORY_HOSTS, type CheckStatus } from './spec.ts';
import { isoAt, nextId, type SimulatorState } from './state.ts';
import type { CheckRecord } from './records.ts';

/** `https://host/owner/repo` in lower case, without `.git` or anything after the repository name. */
export function normalizeRepositoryUrl(raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw badRequest('url must be a repository address such as https://github.com/owner/repo.');
  }
  const host = parsed.hostname.toLowerCase();
  const [owner, repo] = parsed.pathname.split('/').filter(Boolean);
  if (
    parsed.protocol !== 'https:' ||
    !(REPOSITORY_HOSTS as readonly string[]).includes(host) ||
    !owner ||
    !repo
  ) {
    throw badRequest(`url must be https://HOST/OWNER/REPO on ${REPOSITORY_HOSTS.join(', ')}.`);
  }
  return `https://${host}/${owner}/${repo.replace(/\.git$/, '')}`.toLowerCase();
}

export function newCheck(state: SimulatorState, prefix: string, url: string): CheckRecord {
  return {
    id: nextId(state, prefix),
    url,
    createdAt: isoAt(state),
    polls: 0,
    pollsToFinish: state.settings.checkPollsToFinish,
  };
}

export function isCheckDone(check: CheckRecord): boolean {
  return check.polls >= check.pollsToFinish;
}

export function checkStatus(check: CheckRecord, finalStatus: CheckStatus): CheckStatus {
  if (isCheckDone(check)) return finalStatus;
  return check.polls === 0 ? 'queued' : 'running';
}

/** One read of the check by a client: one step towards done. */
export function pollCheck(check: CheckRecord): void {
  if (!isCheckDone(check)) check.polls += 1;
}
