// The findings filters shared by the agent and legacy lists. ours: without `state`, `all=false` (the default)
// lists only findings in state `attention`; `all=true` lists every state. `severity` is an exact match.
import { FINDING_STATES, SEVERITIES } from './spec.ts';
import type { Finding } from './records.ts';
import { queryBoolean, queryEnum, type Query } from './validate.ts';

export function filterFindings(findings: readonly Finding[], query: Query): Finding[] {
  const state = queryEnum(query, 'state', FINDING_STATES);
  const severity = queryEnum(query, 'severity', SEVERITIES);
  const all = queryBoolean(query, 'all') ?? false;
  return findings.filter(
    (finding) =>
      (state ? finding.state === state : all || finding.state === 'attention') &&
      (!severity || finding.severity === severity),
  );
}
