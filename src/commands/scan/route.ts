// What the scan flow needs from the service, whichever routes it goes through (agent or legacy CLI 0.2).
// The flow in scan.ts is written against this; agent-route.ts and legacy-route.ts fill it in.
import type { ComparisonChange } from '../../api/unshown-fields/comparison-fields.ts';
import type { ScanSnapshot } from '../../api/unshown-fields/scan-fields.ts';
import type { Finding } from '../../api/types.ts';

export interface SiteRef {
  readonly id: string;
  readonly label: string;
  readonly webUrl: string | null;
}

export interface Started {
  readonly scan: ScanSnapshot;
  readonly replayed: boolean;
}

export interface ScanRoute {
  resolveSite(site: string): Promise<SiteRef>;
  startPulse(siteId: string, baselineId: string | null): Promise<Started>;
  scan(scanId: string): Promise<ScanSnapshot>;
  findings(scanId: string): AsyncIterable<Finding>;
  /** The service's comparison, or null where it has none (no baseline: 409, or its `error` set). */
  comparison(scanId: string): Promise<readonly ComparisonChange[] | null>;
  /** The whole repair brief as Markdown. */
  repairBrief(scanId: string, agent: string): Promise<string>;
}
