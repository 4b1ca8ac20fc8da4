// Local-assessment authorization: the exact body the spec allows, and an admission whose per-check answers
// come from the control's configuration (every check `available` unless set otherwise).
import { param, siteFor } from '../lookup.ts';
import type { RequestContext, Route } from '../route.ts';
import { LOCAL_CHECK_IDS } from '../spec.ts';
import { isoAt, nextId } from '../state.ts';
import { bodyObject, enumList, onlyFields, versionString } from '../validate.ts';

const VERSION_FIELDS = ['cliVersion', 'scannerVersion', 'rulesetVersion', 'reportSchemaVersion'] as const;
/** ours: the policy version the simulated service reports, and the five minutes a client has to start. */
const POLICY_VERSION = '1.0.0';
const START_WITHIN_SECONDS = 300;

function authorize(ctx: RequestContext): Record<string, unknown> {
  const site = siteFor(ctx, param(ctx, 'projectId'));
  const body = bodyObject(ctx.body);
  onlyFields(body, [...VERSION_FIELDS, 'checks']);
  for (const field of VERSION_FIELDS) versionString(body, field);
  const checks = enumList(body, 'checks', LOCAL_CHECK_IDS, { min: 1, max: LOCAL_CHECK_IDS.length });
  return {
    admissionId: nextId(ctx.state, 'adm'),
    projectId: site.id,
    workspaceId: 'wks_000001',
    policyVersion: POLICY_VERSION,
    startBy: isoAt(ctx.state, START_WITHIN_SECONDS),
    checks: checks.map((id) => {
      const reason = ctx.state.localChecks.get(id) ?? 'available';
      return { id, allowed: reason === 'available', reason };
    }),
  };
}

export const localRoutes: Route[] = [
  {
    method: 'POST',
    path: '/projects/:projectId/local-assessments/authorize',
    auth: ['local'],
    handle: (ctx) => ({ data: authorize(ctx) }),
  },
];
