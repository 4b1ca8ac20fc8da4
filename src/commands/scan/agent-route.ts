// The scan flow over the agent routes (`/agent/...`).
import { readChanges } from '../../api/unshown-fields/comparison-fields.ts';
import { readScanSnapshot } from '../../api/unshown-fields/scan-fields.ts';
import { readSiteObject } from '../../api/unshown-fields/site-fields.ts';
import type { ServiceClient } from '../../api/client.ts';
import { ServiceError } from '../../api/errors.ts';
import type { ScanRoute, SiteRef } from './route.ts';

export type KeyFor = (operation: string, extra?: string) => string;

export function isSiteUrl(site: string): boolean {
  return /^https?:\/\//i.test(site);
}

/** The site's reference, with fallbacks where the site object lacks a field. */
export function readSiteRef(value: unknown, fallbackId: string, fallbackLabel: string): SiteRef {
  const site = readSiteObject(value);
  return { id: site.id ?? fallbackId, label: site.name ?? fallbackLabel, webUrl: site.webUrl };
}

export function agentRoute(client: ServiceClient, keyFor: KeyFor): ScanRoute {
  return {
    resolveSite: async (site) => {
      if (isSiteUrl(site)) {
        const added = await client.addSite({ url: site, idempotencyKey: keyFor('add-site') });
        const ref = readSiteRef(added.site, '', site);
        if (ref.id === '') throw new Error(`the service added ${site} but sent no site id`);
        return ref;
      }
      const status = await client.siteStatus(site);
      return readSiteRef(status.site, site, site);
    },
    startPulse: async (siteId, baselineId) => {
      const result = await client.startPulse(siteId, {
        idempotencyKey: keyFor('pulse'),
        ...(baselineId ? { baselineScanId: baselineId } : {}),
      });
      return {
        scan: readScanSnapshot(result.scan, 'Pulse start answer'),
        replayed: result.replayed === true,
      };
    },
    scan: async (scanId) => readScanSnapshot(await client.scan(scanId), 'scan'),
    findings: (scanId) => client.findings(scanId, { all: true }),
    comparison: (scanId) => changesOrNull(() => client.comparison(scanId)),
    repairBrief: async (scanId, agent) => {
      const parts: string[] = [];
      for await (const part of client.repairBrief(scanId, { agent })) parts.push(part.markdown);
      return parts.join('\n\n');
    },
  };
}

/** The comparison's changes, or null where the service has none: no baseline (409) or its `error` set. */
export async function changesOrNull(
  load: () => Promise<{ readonly error: string | null; readonly changes: unknown }>,
): Promise<ReturnType<typeof readChanges> | null> {
  try {
    const comparison = await load();
    return comparison.error ? null : readChanges(comparison.changes);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 409) return null;
    throw error;
  }
}
