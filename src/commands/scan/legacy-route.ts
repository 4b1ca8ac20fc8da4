// The scan flow over the CLI 0.2 routes (`/projects/...`, `/runs/...`): the site is a project id.
import { readScanSnapshot } from '../../api/unshown-fields/scan-fields.ts';
import type { ServiceClient } from '../../api/client.ts';
import type { Finding } from '../../api/types.ts';
import { changesOrNull, readSiteRef, type KeyFor } from './agent-route.ts';
import type { ScanRoute, Started } from './route.ts';

export function legacyRoute(
  client: ServiceClient,
  keyFor: KeyFor,
): ScanRoute & { startDeep(projectId: string): Promise<Started> } {
  const legacy = client.legacy;
  return {
    resolveSite: async (projectId) =>
      readSiteRef((await legacy.projectStatus(projectId)).project, projectId, projectId),
    // The legacy answer is the scan itself; it has no `replayed` flag to report.
    startPulse: async (projectId) => ({
      scan: readScanSnapshot(await legacy.startPulse(projectId, keyFor('pulse')), 'Pulse start answer'),
      replayed: false,
    }),
    startDeep: async (projectId) => ({
      scan: readScanSnapshot(await legacy.startDeep(projectId, keyFor('deep')), 'Deep start answer'),
      replayed: false,
    }),
    scan: async (runId) => readScanSnapshot(await legacy.run(runId), 'run'),
    findings: (runId) => iterate(legacy.findings(runId, { all: true }) as Promise<readonly Finding[]>),
    comparison: (runId) => changesOrNull(() => legacy.comparison(runId)),
    repairBrief: async (runId, agent) => (await legacy.repairBrief(runId, { agent })).markdown,
  };
}

async function* iterate<T>(items: Promise<readonly T[]>): AsyncGenerator<T> {
  yield* await items;
}
