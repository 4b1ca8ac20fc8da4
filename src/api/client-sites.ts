// Agent routes about the account and its sites: who am I, allowance, advisories, sites, dependency
// uploads, and the starts (Pulse, ownership proof, Deep operation, free-site switch).
import { DEEP_START_ROUTE } from './unshown-fields/deep-fields.ts';
import type { UploadPackage } from './unshown-fields/dependency-fields.ts';
import { dataOf, get, post } from './call-builders.ts';
import type { Query } from './endpoint.ts';
import type { Transport } from './retrying-transport.ts';
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

const VERIFY_ROUTE = '/agent/sites/{siteId}/deep-verifications/{verificationId}/verify';

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
  return {
    me: () => dataOf<Me>(transport, get('/agent/me')),
    allowance: () => dataOf<Allowance>(transport, get('/agent/allowance')),
    /** One page of advisories (with `limitations`). */
    monitorPage: (query: MonitorQuery = {}, cursor?: string) =>
      fetchPage<MonitorResult>(transport, get('/agent/monitor', {}, { ...query, cursor })),
    /** Every advisory that matches the query, page after page. */
    monitor: (query: MonitorQuery = {}) =>
      pageItems<MonitorItem>(transport, get('/agent/monitor', {}, query)),
    sitesPage: (query: { limit?: number } = {}, cursor?: string) =>
      fetchPage<Page<Site>>(transport, get('/agent/sites', {}, { ...query, cursor })),
    sites: (query: { limit?: number } = {}) => pageItems<Site>(transport, get('/agent/sites', {}, query)),
    /** Adds a site, or returns the existing one with that address (`created: false`). */
    addSite: (site: { url: string; name?: string; idempotencyKey: string }) =>
      dataOf<AddSiteResult>(transport, post('/agent/sites', {}, site)),
    siteStatus: (siteId: string) =>
      dataOf<SiteStatus>(transport, get('/agent/sites/{siteId}/status', { siteId })),
    uploadDependencies: (siteId: string, upload: DependencyUpload) =>
      dataOf<DependencyUploadResult>(
        transport,
        post('/agent/sites/{siteId}/dependencies', { siteId }, upload),
      ),
    startPulse: (siteId: string, start: { idempotencyKey: string; baselineScanId?: string }) =>
      dataOf<StartResult>(transport, post('/agent/sites/{siteId}/pulse', { siteId }, start)),
    issueVerification: (siteId: string, issue: { method: VerificationMethod; idempotencyKey: string }) =>
      dataOf<IssuedVerification>(
        transport,
        post('/agent/sites/{siteId}/deep-verifications', { siteId }, issue),
      ),
    /** Checks the published proof. It uses up one attempt and has no key, so it is never retried. */
    checkVerification: (siteId: string, verificationId: string) =>
      dataOf<OwnershipVerification>(
        transport,
        post(VERIFY_ROUTE, { siteId, verificationId }, undefined, 'never'),
      ),
    prepareDeep: (siteId: string, prepare: { verificationId: string; idempotencyKey: string }) =>
      dataOf<DeepOperation>(transport, post('/agent/sites/{siteId}/deep-operations', { siteId }, prepare)),
    /**
     * Starts an approved Deep operation. The route takes no key and starts a paid scan, so a lost answer
     * is not retried (it may have started); only a 429/503 refusal, which did not run, is.
     */
    startDeep: (operationId: string) =>
      dataOf<StartResult>(transport, post(DEEP_START_ROUTE, { operationId }, undefined, 'refusal-only')),
    switchFreeSite: (change: FreeSiteSwitch) =>
      dataOf<FreeSiteSwitchResult>(transport, post('/agent/free-site-switch', {}, change)),
  };
}
