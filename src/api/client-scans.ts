// Agent routes about scans: lists, detail, findings, repair brief, comparison and DNS rechecks. The
// finding-code feature header goes with every route that returns findings, so each carries its `code`.
import type { Query } from './endpoint.ts';
import type { Transport } from './http.ts';
import { documentParts, fetchPage, fetchPart, pageItems } from './pagination.ts';
import type { DnsRecheck } from './types-operations.ts';
import type {
  AssessmentLevel,
  Comparison,
  Finding,
  FindingState,
  Page,
  RepairBriefPart,
  ScanDetail,
  ScanKind,
  ScanStatus,
  ScanSummary,
  Severity,
} from './types.ts';

export const FINDING_CODE_HEADERS = { 'x-service-agent-features': 'finding-code' } as const;

export interface ScansQuery extends Query {
  readonly siteId?: string;
  readonly kind?: ScanKind;
  readonly assessmentLevel?: AssessmentLevel;
  readonly status?: ScanStatus;
  readonly limit?: number;
}

export interface FindingsQuery extends Query {
  readonly state?: FindingState;
  readonly severity?: Severity;
  /** `true` includes findings that are not open. */
  readonly all?: boolean;
  readonly limit?: number;
}

export interface RepairBriefQuery extends Query {
  readonly findingId?: string;
  /** One of the service's assistant identifiers. */
  readonly agent?: string;
}

const FINDINGS_ROUTE = '/agent/scans/{scanId}/findings';
const REPAIR_BRIEF_ROUTE = '/agent/scans/{scanId}/repair-brief';

export function scanRoutes(transport: Transport) {
  const get = async <T>(route: string, params: Record<string, string>, withCodes = false) =>
    (await transport.call({
      method: 'GET',
      route,
      params,
      headers: withCodes ? FINDING_CODE_HEADERS : {},
    })) as T;
  const findingsCall = (scanId: string, query: FindingsQuery) =>
    ({
      method: 'GET',
      route: FINDINGS_ROUTE,
      params: { scanId },
      query,
      headers: FINDING_CODE_HEADERS,
    }) as const;
  const briefCall = (scanId: string, query: RepairBriefQuery) =>
    ({ method: 'GET', route: REPAIR_BRIEF_ROUTE, params: { scanId }, query }) as const;

  return {
    /** One page of scans, newest first. */
    scansPage: (query: ScansQuery = {}, cursor?: string) =>
      fetchPage<Page<ScanSummary>>(transport, {
        method: 'GET',
        route: '/agent/scans',
        query: { ...query, cursor },
      }),
    scans: (query: ScansQuery = {}) =>
      pageItems<ScanSummary>(transport, { method: 'GET', route: '/agent/scans', query }),
    scan: (scanId: string) => get<ScanDetail>('/agent/scans/{scanId}', { scanId }),
    findingsPage: (scanId: string, query: FindingsQuery = {}, cursor?: string) =>
      fetchPage<Page<Finding>>(transport, findingsCall(scanId, { ...query, cursor })),
    /** Every finding of the scan that matches the query, with its `code`. */
    findings: (scanId: string, query: FindingsQuery = {}) =>
      pageItems<Finding>(transport, findingsCall(scanId, query)),
    finding: (scanId: string, findingId: string) =>
      get<Finding>('/agent/scans/{scanId}/findings/{findingId}', { scanId, findingId }, true),
    repairBriefPart: (scanId: string, query: RepairBriefQuery = {}, cursor?: string) =>
      fetchPart<RepairBriefPart>(transport, briefCall(scanId, { ...query, cursor })),
    /** The whole repair brief, part after part; join the `markdown` of each. */
    repairBrief: (scanId: string, query: RepairBriefQuery = {}) =>
      documentParts<RepairBriefPart>(transport, briefCall(scanId, query)),
    comparison: (scanId: string) => get<Comparison>('/agent/scans/{scanId}/comparison', { scanId }, true),
    /** Re-runs the free DNS check for a finding; sends nothing to the site. */
    recheckDns: async (scanId: string, recheck: { findingId: string; idempotencyKey: string }) =>
      (await transport.call({
        method: 'POST',
        route: '/agent/scans/{scanId}/dns-rechecks',
        params: { scanId },
        body: { ...recheck },
      })) as DnsRecheck,
    latestDnsRecheck: (scanId: string) =>
      get<DnsRecheck>('/agent/scans/{scanId}/dns-rechecks/latest', { scanId }),
  };
}
