// A repository check as the run report holds it (RunReport.repositoryChecks), one per repository, and
// what it means: its `failure` values explained, and how it counts for the gate.
import type { RepositoryFinding } from '../api/unshown-fields/check-fields.ts';
import { counted, type CountedPhrase } from '../plural.ts';

export interface RepositoryCheckView {
  /** Canonical `https://HOST/OWNER/REPO`. */
  readonly url: string;
  /** Where the pull request added the reference (`repositories: auto`); null for a listed URL. */
  readonly source: { readonly file: string; readonly line: number; readonly uses: string } | null;
  readonly checkId: string;
  readonly status: string;
  /** The service answered with a check it already had for this repository. */
  readonly reused: boolean;
  /** The wait ended before the check did. */
  readonly timedOut: boolean;
  readonly verdict: string | null;
  readonly appRisk: string | null;
  readonly score: number | null;
  /** The service's plain summary (or its summary when no plain one is given). */
  readonly summary: string | null;
  readonly failure: string | null;
  readonly findings: readonly RepositoryFinding[];
  readonly moreFindings: number;
  readonly webUrl: string | null;
}

const RETRY = 're-run the job later';

/** The spec's `failure` values, each with what it means and what to do. */
export const FAILURE_EXPLAINED: Readonly<Record<string, string>> = {
  'not-found': 'the repository does not exist or is not public; check the URL',
  'ref-not-found': 'the branch, tag or commit to check does not exist in the repository',
  empty: 'the repository has no content to check',
  'too-large': 'the repository is too large for this check',
  'rate-limited': `the code host limited the service's requests; ${RETRY}`,
  unavailable: `the code host could not be reached; ${RETRY}`,
  timeout: `the check took longer than the service allows; ${RETRY}`,
  'engine-error': `the service's check failed on its side; ${RETRY}, or contact support with the check link`,
};

export function explainFailure(failure: string | null): string {
  if (failure === null) return 'the check failed without saying why';
  return `${failure}: ${FAILURE_EXPLAINED[failure] ?? 'a failure this version of the action does not know'}`;
}

/** What an `ignore:` entry may name to set a repository aside: its URL or `owner/repo`. */
export const repositoryIgnoreIds = (url: string): string[] => [url, url.split('/').slice(3).join('/')];

export interface CheckJudgement {
  readonly level: 'fail' | 'warn';
  /** The gate reason it belongs to. */
  readonly group: CountedPhrase;
  readonly why: string;
}

/**
 * `do_not_install` fails, `caution` (or no known verdict) warns, `safe` passes (null); a check that failed
 * or did not finish fails: the repository was not vouched for.
 */
export function judgeCheck(v: RepositoryCheckView): CheckJudgement | null {
  if (v.timedOut) {
    return {
      level: 'fail',
      group: counted(
        'repository check',
        'still running when the wait ended (raise wait-timeout-minutes to wait longer)',
      ),
      why: `still ${v.status}`,
    };
  }
  if (v.status === 'failed' || v.failure !== null) {
    return { level: 'fail', group: counted('repository check', 'failed'), why: explainFailure(v.failure) };
  }
  const why = v.summary ?? (v.verdict ?? 'no verdict').replaceAll('_', ' ');
  if (v.verdict === 'do_not_install')
    return {
      level: 'fail',
      group: counted('repository', 'the service says not to install', 'repositories'),
      why,
    };
  if (v.verdict === 'caution')
    return { level: 'warn', group: counted('repository', 'to use with caution', 'repositories'), why };
  if (v.verdict === 'safe') return null;
  return {
    level: 'warn',
    group: counted('repository check', 'without a verdict'),
    why: `verdict ${v.verdict ?? 'none'}`,
  };
}
