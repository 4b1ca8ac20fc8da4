// The legacy (CLI 0.2) routes, kept as the spec shows them: `/projects` and `/runs`, lists without
// cursors, a 201 start that returns the scan itself, and the repair brief as one document.
import { dataOf, get, post } from './call-builders.ts';
import { isRecord } from './envelope-parser.ts';
import { TransportError } from './errors.ts';
import type { ApiCall, Transport } from './retrying-transport.ts';
import type {
  LegacyComparison,
  LegacyFinding,
  LegacyMe,
  LegacyProject,
  LegacyProjectStatus,
  LegacyRepairBrief,
  LegacyScanDetail,
  LegacyScanSummary,
} from './types-legacy.ts';
import type { FindingsQuery, RepairBriefQuery, ScansQuery } from './client-scans.ts';

export interface LegacyRunsQuery extends Omit<ScansQuery, 'siteId'> {
  readonly projectId?: string;
}

export function legacyRoutes(transport: Transport) {
  const start = (route: string, projectId: string, idempotencyKey: string) =>
    dataOf<LegacyScanDetail>(transport, post(route, { projectId }, { idempotencyKey }));

  return {
    me: () => dataOf<LegacyMe>(transport, get('/me')),
    /** Revokes the presented key: every later call with it fails with 401. */
    revokeKey: () => dataOf<{ readonly revoked: boolean }>(transport, { method: 'DELETE', route: '/me' }),
    projects: () => listItems<LegacyProject>(transport, get('/projects')),
    projectStatus: (projectId: string) =>
      dataOf<LegacyProjectStatus>(transport, get('/projects/{projectId}/status', { projectId })),
    /** Starts a Pulse, or rechecks the latest one. */
    startPulse: (projectId: string, idempotencyKey: string) =>
      start('/projects/{projectId}/pulse', projectId, idempotencyKey),
    /** Starts a release Deep scan with a CI key allowed for Deep on that project. */
    startDeep: (projectId: string, idempotencyKey: string) =>
      start('/projects/{projectId}/deep', projectId, idempotencyKey),
    runs: (query: LegacyRunsQuery = {}) => listItems<LegacyScanSummary>(transport, get('/runs', {}, query)),
    run: (runId: string) => dataOf<LegacyScanDetail>(transport, get('/runs/{runId}', { runId })),
    findings: (runId: string, query: Omit<FindingsQuery, 'limit'> = {}) =>
      listItems<LegacyFinding>(transport, get('/runs/{runId}/findings', { runId }, query)),
    finding: (runId: string, findingId: string) =>
      dataOf<LegacyFinding>(transport, get('/runs/{runId}/findings/{findingId}', { runId, findingId })),
    repairBrief: (runId: string, query: RepairBriefQuery = {}) =>
      dataOf<LegacyRepairBrief>(transport, get('/runs/{runId}/repair-brief', { runId }, query)),
    comparison: (runId: string) =>
      dataOf<LegacyComparison>(transport, get('/runs/{runId}/comparison', { runId })),
  };
}

async function listItems<T>(transport: Transport, call: ApiCall): Promise<readonly T[]> {
  const data = await transport.call(call);
  if (isRecord(data) && Array.isArray(data.items)) return data.items as T[];
  throw new TransportError({
    failure: 'invalid-response',
    message: 'the service answered with a list without `items`',
    method: call.method,
    route: call.route,
  });
}
