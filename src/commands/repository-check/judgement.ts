// What a repository check means for the gate: `do_not_install` fails, `caution` warns, `safe` passes; a
// check that failed or did not finish fails (the repository was not vouched for), with the service's
// `failure` value explained. Pure.
import { readRepositoryFindings } from '../../api/assumed.ts';
import type { RepositoryCheck } from '../../api/types-operations.ts';
import type { GateOutcome } from '../../policy/gate.ts';
import { explainFailure, type RepositoryCheckView } from '../../report/repository-check-view.ts';

export interface Target {
  readonly url: string;
  readonly source: RepositoryCheckView['source'];
}

export function toView(target: Target, check: RepositoryCheck, timedOut: boolean): RepositoryCheckView {
  return {
    url: target.url,
    source: target.source,
    checkId: check.checkId,
    status: check.status,
    reused: check.reused === true,
    timedOut,
    verdict: check.verdict ?? null,
    appRisk: check.appRisk ?? null,
    score: typeof check.score === 'number' ? check.score : null,
    summary: check.plainSummary ?? check.summary ?? null,
    failure: check.failure ?? null,
    findings: readRepositoryFindings(check.findings),
    moreFindings: typeof check.moreFindings === 'number' ? check.moreFindings : 0,
    webUrl: typeof check.webUrl === 'string' ? check.webUrl : null,
  };
}

/** The gate's view of one check; null when it passes. */
export function outcomeOf(view: RepositoryCheckView): GateOutcome | null {
  const judged = judge(view);
  if (judged === null) return null;
  const where = view.source ? ` (${view.source.file}:${view.source.line})` : '';
  return {
    level: judged.level,
    group: judged.group,
    item: `${view.url}${where}: ${judged.why}`,
    ignoreIds: [view.url, view.url.split('/').slice(3).join('/')],
  };
}

function judge(v: RepositoryCheckView): { level: 'fail' | 'warn'; group: string; why: string } | null {
  if (v.timedOut) {
    return { level: 'fail', group: 'repository check(s) still running when the wait ended', why: v.status };
  }
  if (v.status === 'failed' || v.failure !== null) {
    return { level: 'fail', group: 'repository check(s) failed', why: explainFailure(v.failure) };
  }
  const why = v.summary ?? (v.verdict ?? 'no verdict').replaceAll('_', ' ');
  if (v.verdict === 'do_not_install')
    return { level: 'fail', group: 'repository(ies) the service says not to install', why };
  if (v.verdict === 'caution') return { level: 'warn', group: 'repository(ies) to use with caution', why };
  if (v.verdict === 'safe') return null;
  return {
    level: 'warn',
    group: 'repository check(s) without a verdict',
    why: `verdict ${v.verdict ?? 'none'}`,
  };
}
