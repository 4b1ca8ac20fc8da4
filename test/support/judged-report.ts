// A report built by hand, judged as a run judges it: its verdict from the gate over its own rows, so the
// annotations and the tables' marks read what the gate would have recorded.
import { evaluateGate, type GateOutcome } from '../../src/policy/gate.ts';
import { splitIgnores } from '../../src/policy/ignores.ts';
import type { IgnoreEntry } from '../../src/policy/policy-file.ts';
import type { RunReport } from '../../src/render/model.ts';
import { gateInput } from '../../src/runtime/build-report.ts';
import type { PolicySettings } from '../../src/settings/settings.ts';

/**
 * `ignores`: the policy file's entries, expired ones too (the report keeps those in force that day);
 * `outcomes`: what the command judged itself (a repository check, the monitor's new advisories).
 */
export function judged(
  r: RunReport,
  policy: PolicySettings,
  ignores: readonly IgnoreEntry[] = r.ignores,
  outcomes: readonly GateOutcome[] = [],
): RunReport {
  const today = r.finishedAt.slice(0, 10);
  const input = gateInput(r, { policy, ignores, today, stopped: null, outcomes });
  return { ...r, verdict: evaluateGate(input), ignores: splitIgnores(ignores, today).active };
}
