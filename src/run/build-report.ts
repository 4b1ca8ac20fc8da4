// Applies the policy to what a run saw and freezes it into the run report.
import { evaluateGate, type GateFinding } from '../policy/gate.ts';
import type { FindingView, RunReport } from '../report/model.ts';
import { REPORT_SCHEMA_VERSION } from '../report/model.ts';
import type { PolicySettings } from '../settings/settings.ts';
import type { RunState } from './state.ts';
import { ACTION_NAME, ACTION_VERSION } from './version.ts';

const gateFinding = (f: FindingView): GateFinding => ({
  id: f.id,
  code: f.code,
  severity: f.severity,
  title: f.title,
});

export function buildReport(state: RunState, policy: PolicySettings, finishedAt: Date): RunReport {
  const { stopped, ignores, outcomes, policy: inForce, ...seen } = state;
  const verdict = evaluateGate({
    policy: inForce ?? policy,
    ignores,
    today: finishedAt.toISOString().slice(0, 10),
    scan: state.scan
      ? {
          status: state.scan.status,
          timedOut: state.scan.timedOut,
          newFindings: (state.findings?.new ?? []).map(gateFinding),
          openFindings: (state.findings?.open ?? []).map(gateFinding),
          hasBaseline: state.findings !== null && state.findings.comparedBy !== 'none',
        }
      : null,
    stopped,
    // The monitor gates on new advisories only (its outcomes), not on every affected package each night.
    advisories: (state.monitor ? [] : (state.dependencies?.affected ?? [])).map((a) => ({
      advisoryId: a.advisoryId,
      severity: a.severity,
      title: a.title,
      packageLabel: `${a.ecosystem} ${a.name}@${a.version}`,
      ...(a.isNew === undefined ? {} : { isNew: a.isNew }),
    })),
    localResults: state.localChecks?.results ?? [],
    outcomes,
  });
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: ACTION_NAME, version: ACTION_VERSION },
    ...seen,
    finishedAt: finishedAt.toISOString(),
    verdict,
  };
}
