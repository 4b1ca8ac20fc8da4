// Whether a pull request may receive a report: pure, so every refusal is tested with plain objects.
import type { PullRequestState } from '../../github/pull-request.ts';

export interface ReportTarget {
  readonly number: number;
  /** `owner/name` of the run's repository. */
  readonly repository: string;
  /** The commit the report judged (the data's head). */
  readonly headSha: string;
}

/** Why the pull request may not receive the report, naming what did not match; null when it may. */
export function targetMismatch(pull: PullRequestState | null, target: ReportTarget): string | null {
  const name = `pull request #${target.number}`;
  if (pull === null) return `${target.repository} has no ${name}`;
  if (pull.baseRepo.toLowerCase() !== target.repository.toLowerCase())
    return `${name} is opened against ${pull.baseRepo}, not this repository (${target.repository})`;
  if (pull.state !== 'open') return `${name} is ${pull.state}, not open`;
  if (pull.headSha !== target.headSha)
    return `${name} is now at ${pull.headSha}, not at the commit the report judged (${target.headSha}): a newer push gets its own report`;
  return null;
}
