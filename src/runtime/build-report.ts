// Applies the policy to what a run saw and freezes it into the run report. A defect here still gives a
// report: a failing one that names the defect, with everything the run saw.
import {
  evaluateGate,
  packageLabel,
  type GateFinding,
  type GateInput,
  type Verdict,
} from '../policy/gate.ts';
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
  const verdict = evaluateGate(
    gateInput(state, {
      policy: state.policy ?? policy,
      ignores: state.ignores,
      today,
      stopped: state.stopped,
      outcomes: state.outcomes,
    }),
  );
  return frozen(state, finishedAt, splitIgnores(state.ignores, today).active, verdict);
}

/** What the gate judges of what a run saw; tests judge the reports they build with it too. */
export function gateInput(
  seen: Pick<RunReport, 'scan' | 'findings' | 'monitor' | 'dependencies' | 'localChecks'>,
  judging: Pick<GateInput, 'policy' | 'ignores' | 'today' | 'stopped' | 'outcomes'>,
): GateInput {
  return {
    ...judging,
    scan: seen.scan
      ? {
          status: seen.scan.status,
          timedOut: seen.scan.timedOut,
          newFindings: (seen.findings?.new ?? []).map(gateFinding),
          openFindings: (seen.findings?.open ?? []).map(gateFinding),
          hasBaseline: seen.findings !== null && seen.findings.comparedBy !== 'none',
          coveragePercent: seen.scan.coveragePercent,
        }
      : null,
    // The monitor gates on new advisories only (its outcomes), not on every affected package each night.
    advisories: (seen.monitor ? [] : (seen.dependencies?.affected ?? [])).map((a) => ({
      advisoryId: a.advisoryId,
      severity: a.severity,
      title: a.title,
      packageLabel: packageLabel(a),
      fixable: a.fixedIn !== null,
      development: a.development === true,
      ...(a.isNew === undefined ? {} : { isNew: a.isNew }),
    })),
    localResults: seen.localChecks?.results ?? [],
  };
}

function frozen(
  state: RunState,
  finishedAt: Date,
  ignores: RunReport['ignores'],
  verdict: Verdict,
): RunReport {
  const {
    stopped: _stopped,
    ignores: _ignores,
    outcomes: _outcomes,
    policy: _policy,
    unreadLockFiles: _unreadLockFiles,
    ...seen
  } = state;
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: ACTION_NAME, version: ACTION_VERSION },
    ...seen,
    finishedAt: finishedAt.toISOString(),
    verdict,
    ignores,
  };
}
