// A run that saw nothing, under the default policy: each gate test sets what it is about.
import { evaluateGate, type GateInput } from '../../src/policy/gate.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';

export const emptyRun: GateInput = {
  policy: DEFAULT_POLICY,
  ignores: [],
  today: '2026-11-22',
  scan: null,
  stopped: null,
  advisories: [],
  localResults: [],
};

export const gate = (over: Partial<GateInput>, policy: Partial<GateInput['policy']> = {}) =>
  evaluateGate({ ...emptyRun, ...over, policy: { ...emptyRun.policy, ...policy } });
