// Applies the policy to what a run saw and freezes it into the run report. A defect here still gives a
// report: a failing one that names the defect, with everything the run saw.
import { evaluateGate, packageLabel, type GateFinding, type Verdict } from '../policy/gate.ts';
import { splitIgnores } from '../policy/ignores.ts';
import type { FindingView, RunReport } from '../render/model.ts';
import { REPORT_SCHEMA_VERSION } from '../render/model.ts';
import type { PolicySettings } from '../settings/settings.ts';
import type { RunState } from './state.ts';
import { ACTION_NAME, ACTION_VERSION } from './version.ts';
import { errorMessage } from '../errors.ts';

const gateFinding = (f: FindingView): GateFinding => ({
  id: f.id,
  code: f.code,
  severity: f.severity,
  title: f.title,
});

export function buildReport(state: RunState, policy: PolicySettings, finishedAt: Date): RunReport {
  try {
    return judgedReport(state, policy, finishedAt);
  } catch (error) {
    return frozen(state, finishedAt, [], {
      verdict: 'error',
      reasons: [
        {
          kind: 'stopped',
          level: 'error',
          message: `the report could not be built: ${errorMessage(error)}`,
          items: [],
        },
      ],
      ignored: [],
      expiredIgnores: [],
      policyText: 'the policy could not be applied',
    });
  }
}

function judgedReport(state: RunState, policy: PolicySettings, finishedAt: Date): RunReport {
  const today = finishedAt.toISOString().slice(0, 10);
  const verdict = evaluateGate({
    policy: state.policy ?? policy,
    ignores: state.ignores,
    today,
    scan: state.scan
      ? {
          status: state.scan.status,
          timedOut: state.scan.timedOut,
          newFindings: (state.findings?.new ?? []).map(gateFinding),
          openFindings: (state.findings?.open ?? []).map(gateFinding),
          hasBaseline: state.findings !== null && state.findings.comparedBy !== 'none',
          coveragePercent: state.scan.coveragePercent,
        }
      : null,
    stopped: state.stopped,
    // The monitor gates on new advisories only (its outcomes), not on every affected package each night.
    advisories: (state.monitor ? [] : (state.dependencies?.affected ?? [])).map((a) => ({
      advisoryId: a.advisoryId,
      severity: a.severity,
      title: a.title,
      packageLabel: packageLabel(a),
      fixable: a.fixedIn !== null,
      development: a.development === true,
      ...(a.isNew === undefined ? {} : { isNew: a.isNew }),
    })),
    localResults: state.localChecks?.results ?? [],
    outcomes: state.outcomes,
  });
  return frozen(state, finishedAt, splitIgnores(state.ignores, today).active, verdict);
}

function frozen(
  state: RunState,
  finishedAt: Date,
  ignores: RunReport['ignores'],
  verdict: Verdict,
): RunReport {
  const { stopped: _stopped, ignores: _ignores, outcomes: _outcomes, policy: _policy, ...seen } = state;
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: ACTION_NAME, version: ACTION_VERSION },
    ...seen,
    finishedAt: finishedAt.toISOString(),
    verdict,
    ignores,
  };
}
