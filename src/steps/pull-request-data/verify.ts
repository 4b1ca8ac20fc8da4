// What GitHub says of the pull request a fork's data (or a report made from it) names, against what the
// trusted run was started for: pure, so every answer is tested with plain objects. A pull request that
// is not the one named is a mismatch; one that moved on (a newer push) or was closed is superseded: not
// judged, since the newer push gets its own run.
import { RunSkipped } from '../../errors.ts';
import type { PullRequestState } from '../../github/pull-request.ts';
import type { RunState } from '../../runtime/state.ts';
import { counted } from '../../plural.ts';

export interface PullRequestClaim {
  readonly number: number;
  /** `owner/name` of the run's repository. */
  readonly repository: string;
  /** The commit under judgement: the head GitHub names for the run (`workflow_run.head_sha`). */
  readonly headSha: string;
  /** Its repository as GitHub names it (`workflow_run.head_repository.full_name`); null: not checked. */
  readonly headRepository: string | null;
}

export type PullRequestCheck =
  | { readonly kind: 'confirmed'; readonly pull: PullRequestState }
  | { readonly kind: 'mismatch'; readonly why: string }
  | { readonly kind: 'superseded'; readonly why: string };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function checkPullRequest(pull: PullRequestState | null, claim: PullRequestClaim): PullRequestCheck {
  const name = `pull request #${claim.number}`;
  const mismatch = (why: string) => ({ kind: 'mismatch' as const, why });
  if (pull === null) return mismatch(`${claim.repository} has no ${name}`);
  if (!same(pull.baseRepo, claim.repository))
    return mismatch(`${name} is opened against ${pull.baseRepo}, not this repository (${claim.repository})`);
  if (claim.headRepository !== null && !same(pull.headRepo ?? '', claim.headRepository))
    return mismatch(
      `${name} comes from ${pull.headRepo ?? 'a deleted repository'}, not from ${claim.headRepository}, whose run made the data`,
    );
  if (pull.state !== 'open')
    return { kind: 'superseded', why: `${name} is ${pull.state}: there is nothing to judge any more` };
  if (pull.headSha !== claim.headSha)
    return {
      kind: 'superseded',
      why: `${name} is now at ${pull.headSha}, not at ${claim.headSha}: the newer push gets its own run`,
    };
  return { kind: 'confirmed', pull };
}

/** Ends the run as superseded: verdict `warn` (no red check for a push that was followed by another), said. */
export function supersede(state: RunState, why: string): never {
  state.outcomes.push({
    level: 'warn',
    group: counted('pull request', 'not judged: superseded'),
    item: why,
    ignoreIds: [],
  });
  throw new RunSkipped(`Not judged: ${why}.`);
}
