// Agent routes about the account and its sites: who am I, allowance, advisories, sites, dependency
// uploads, and the starts (Pulse, ownership proof, Deep operation, free-site switch).
import { DEEP_START_ROUTE } from './assumed.ts';
import type { UploadPackage } from './assumed.ts';
import type { Query } from './endpoint.ts';
import type { Transport } from './http.ts';
import { fetchPage, pageItems } from './pagination.ts';
import type {
  DeepOperation,
  DependencyUploadResult,
  IssuedVerification,
  LockFileName,
  MonitorItem,
  MonitorResult,
  OwnershipVerification,
  VerificationMethod,
} from './types-operations.ts';
import type {
  AddSiteResult,
  Allowance,
  FreeSiteSwitchResult,
  Me,
  Page,
  Site,
  SiteStatus,
  StartResult,
} from './types.ts';

export interface MonitorQuery extends Query {
  readonly view?: string;
  readonly kind?: string;
  readonly q?: string;
  readonly ecosystem?: string;
  readonly severity?: string;
  readonly days?: number;
  readonly limit?: number;
  readonly siteId?: string;
  readonly advisoryId?: string;
}

export interface DependencyUpload {
  readonly packages: readonly UploadPackage[];
  readonly sources: readonly LockFileName[];
  /** Optional summary of what was inventoried; its inner fields are not shown by the spec. */
  readonly inventory?: Readonly<Record<string, unknown>>;
  readonly idempotencyKey: string;
}

export interface FreeSiteSwitch {
  readonly removeSiteId: string;
  readonly checkId?: string;
  readonly confirmRemoval: boolean;
  readonly idempotencyKey: string;
}

export function siteRoutes(transport: Transport) {
  const get = async <T>(route: string, params: Record<string, string> = {}, query: Query = {}) =>
    (await transport.call({ method: 'GET', route, params, query })) as T;
  const post = async <T>(route: string, params: Record<string, string>, body: Record<string, unknown>) =>
    (await transport.call({ method: 'POST', route, params, body })) as T;

  return {
    me: () => get<Me>('/agent/me'),
    allowance: () => get<Allowance>('/agent/allowance'),
    /** One page of advisories (with `limitations`). */
    monitorPage: (query: MonitorQuery = {}, cursor?: string) =>
      fetchPage<MonitorResult>(transport, {
        method: 'GET',
        route: '/agent/monitor',
        query: { ...query, cursor },
      }),
    /** Every advisory that matches the query, page after page. */
    monitor: (query: MonitorQuery = {}) =>
      pageItems<MonitorItem>(transport, { method: 'GET', route: '/agent/monitor', query }),
    sitesPage: (query: { limit?: number } = {}, cursor?: string) =>
      fetchPage<Page<Site>>(transport, { method: 'GET', route: '/agent/sites', query: { ...query, cursor } }),
    sites: (query: { limit?: number } = {}) =>
      pageItems<Site>(transport, { method: 'GET', route: '/agent/sites', query }),
    /** Adds a site, or returns the existing one with that address (`created: false`). */
    addSite: (site: { url: string; name?: string; idempotencyKey: string }) =>
      post<AddSiteResult>('/agent/sites', {}, { ...site }),
    siteStatus: (siteId: string) => get<SiteStatus>('/agent/sites/{siteId}/status', { siteId }),
    uploadDependencies: (siteId: string, upload: DependencyUpload) =>
      post<DependencyUploadResult>('/agent/sites/{siteId}/dependencies', { siteId }, { ...upload }),
    startPulse: (siteId: string, start: { idempotencyKey: string; baselineScanId?: string }) =>
      post<StartResult>('/agent/sites/{siteId}/pulse', { siteId }, { ...start }),
    issueVerification: (siteId: string, issue: { method: VerificationMethod; idempotencyKey: string }) =>
      post<IssuedVerification>('/agent/sites/{siteId}/deep-verifications', { siteId }, { ...issue }),
    /** Checks the published proof. Uses one attempt, has no key, and so is never retried. */
    checkVerification: async (siteId: string, verificationId: string) =>
      (await transport.call({
        method: 'POST',
        route: '/agent/sites/{siteId}/deep-verifications/{verificationId}/verify',
        params: { siteId, verificationId },
        retry: 'never',
      })) as OwnershipVerification,
    prepareDeep: (siteId: string, prepare: { verificationId: string; idempotencyKey: string }) =>
      post<DeepOperation>('/agent/sites/{siteId}/deep-operations', { siteId }, { ...prepare }),
    /**
     * Starts an approved Deep operation. The route takes no key and starts a paid scan, so a lost answer
     * is not retried (it may have started); only a 429/503 refusal, which did not run, is.
     */
    startDeep: async (operationId: string) =>
      (await transport.call({
        method: 'POST',
        route: DEEP_START_ROUTE,
        params: { operationId },
        retry: 'refusal-only',
      })) as StartResult,
    switchFreeSite: (change: FreeSiteSwitch) =>
      post<FreeSiteSwitchResult>('/agent/free-site-switch', {}, { ...change }),
  };
}
