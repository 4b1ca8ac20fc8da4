// A repository check's answer as the report's view, and as the gate outcome its judgement gives (see
// judgeCheck), ignorable by the repository URL or `owner/repo`. Pure.
import { readRepositoryFindings } from '../../api/unshown-fields/check-fields.ts';
import type { RepositoryCheck } from '../../api/types-operations.ts';
import type { GateOutcome } from '../../policy/gate.ts';
import { repositoryRow } from '../../policy/gate-rows.ts';
import {
  judgeCheck,
  repositoryIgnoreIds,
  type RepositoryCheckView,
} from '../../render/repository-check-view.ts';

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
  const judged = judgeCheck(view);
  if (judged === null) return null;
  const where = view.source ? ` (${view.source.file}:${view.source.line})` : '';
  return {
    level: judged.level,
    group: judged.group,
    item: `${view.url}${where}: ${judged.why}`,
    ignoreIds: repositoryIgnoreIds(view.url),
    row: repositoryRow(view.url),
  };
}
