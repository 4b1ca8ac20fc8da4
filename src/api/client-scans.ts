// Agent routes about scans: lists, detail, findings, repair brief, comparison and DNS rechecks. The
// finding-code feature header goes with every route that returns findings, so each carries its `code`.
import { dataOf, get, post } from './call-builders.ts';
import type { Query } from './endpoint.ts';
import type { Transport } from './retrying-transport.ts';
import { documentParts, fetchPage, fetchPart, pageItems } from './pagination.ts';
import type { ServiceScanKind } from './scan-kind.ts';
import type { DnsRecheck } from './types-operations.ts';
import type {
  AssessmentLevel,
  Comparison,
  Finding,
  FindingState,
  Page,
  RepairBriefPart,
  ScanDetail,
  ScanStatus,
  ScanSummary,
  Severity,
} from './types.ts';

export const FINDING_CODE_HEADERS = { 'x-service-agent-features': 'finding-code' } as const;

export interface ScansQuery extends Query {
  readonly siteId?: string;
  readonly kind?: ServiceScanKind;
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

const findingsCall = (scanId: string, query: FindingsQuery) =>
  get('/agent/scans/{scanId}/findings', { scanId }, query, FINDING_CODE_HEADERS);
const briefCall = (scanId: string, query: RepairBriefQuery) =>
  get('/agent/scans/{scanId}/repair-brief', { scanId }, query);

export function scanRoutes(transport: Transport) {
  return {
    /** One page of scans, newest first. */
    scansPage: (query: ScansQuery = {}, cursor?: string) =>
      fetchPage<Page<ScanSummary>>(transport, get('/agent/scans', {}, { ...query, cursor })),
    scans: (query: ScansQuery = {}) => pageItems<ScanSummary>(transport, get('/agent/scans', {}, query)),
    scan: (scanId: string) => dataOf<ScanDetail>(transport, get('/agent/scans/{scanId}', { scanId })),
    findingsPage: (scanId: string, query: FindingsQuery = {}, cursor?: string) =>
      fetchPage<Page<Finding>>(transport, findingsCall(scanId, { ...query, cursor })),
    /** Every finding of the scan that matches the query, with its `code`. */
    findings: (scanId: string, query: FindingsQuery = {}) =>
      pageItems<Finding>(transport, findingsCall(scanId, query)),
    finding: (scanId: string, findingId: string) =>
      dataOf<Finding>(
        transport,
        get('/agent/scans/{scanId}/findings/{findingId}', { scanId, findingId }, {}, FINDING_CODE_HEADERS),
      ),
    repairBriefPart: (scanId: string, query: RepairBriefQuery = {}, cursor?: string) =>
      fetchPart<RepairBriefPart>(transport, briefCall(scanId, { ...query, cursor })),
    /** The whole repair brief, part after part; join the `markdown` of each. */
    repairBrief: (scanId: string, query: RepairBriefQuery = {}) =>
      documentParts<RepairBriefPart>(transport, briefCall(scanId, query)),
    comparison: (scanId: string) =>
      dataOf<Comparison>(
        transport,
        get('/agent/scans/{scanId}/comparison', { scanId }, {}, FINDING_CODE_HEADERS),
      ),
    /** Re-runs the free DNS check for a finding; sends nothing to the site. */
    recheckDns: (scanId: string, recheck: { findingId: string; idempotencyKey: string }) =>
      dataOf<DnsRecheck>(transport, post('/agent/scans/{scanId}/dns-rechecks', { scanId }, recheck)),
    latestDnsRecheck: (scanId: string) =>
      dataOf<DnsRecheck>(transport, get('/agent/scans/{scanId}/dns-rechecks/latest', { scanId })),
  };
}
