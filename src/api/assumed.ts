// Every assumption about fields the spec leaves unshown lives here (PRODUCT.md, "Assumed shapes"). Each
// reader takes `unknown` and returns a typed value, degrading what is missing or unknown to null, 0 or
// 'unknown': a changed shape weakens the report, it never crashes the run.
import { isRecord, nonEmptyText } from './envelope-parser.ts';
import { ServiceError } from './errors.ts';
import { readScanKind } from './scan-kind.ts';
import { readSeverity } from '../policy/severity.ts';
import type { ReportedSeverity, ScanKind } from '../settings/values.ts';
import { SCAN_STATUSES, type Finding, type Known, type KnownScanStatus } from './types.ts';

export type OpenCounts = Readonly<Record<'critical' | 'high' | 'medium' | 'low' | 'info', number>>;

/** Scan `open`: counts of open findings by severity. */
export function readOpenCounts(value: unknown): OpenCounts {
  const open = isRecord(value) ? value : {};
  return {
    critical: count(open.critical),
    high: count(open.high),
    medium: count(open.medium),
    low: count(open.low),
    info: count(open.info),
  };
}

/** Scan `coverage.percent` (0 to 100), or null when unknown. */
export function readCoveragePercent(value: unknown): number | null {
  const percent = isRecord(value) ? value.percent : undefined;
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? percent : null;
}

export interface Progress {
  readonly percent: number | null;
  readonly phase: string | null;
}

/** Scan `progress`: `{ percent?, phase? }`, both optional. */
export function readProgress(value: unknown): Progress {
  const progress = isRecord(value) ? value : {};
  return { percent: readCoveragePercent(progress), phase: text(progress.phase) };
}

export type ChangeKind = 'new' | 'fixed' | 'unchanged' | 'unknown';

export interface ComparisonChange {
  readonly change: ChangeKind;
  /** null when the item carries no finding with an id. */
  readonly finding: Finding | null;
}

/** Comparison `changes`: items `{ change, finding }`. */
export function readChanges(value: unknown): ComparisonChange[] {
  return list(value).map((item) => {
    const change = isRecord(item) ? item.change : undefined;
    const known = change === 'new' || change === 'fixed' || change === 'unchanged';
    return {
      change: known ? change : 'unknown',
      finding: readChangedFinding(isRecord(item) ? item.finding : undefined),
    };
  });
}

/** Keeps the finding as sent, with the fields a report leans on made safe to read. */
function readChangedFinding(value: unknown): Finding | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const finding = value as unknown as Finding;
  return {
    ...finding,
    severity: text(value.severity) ?? 'unknown',
    state: text(value.state) ?? 'unknown',
    title: text(value.title) ?? '',
    evidence: strings(value.evidence),
    sources: strings(value.sources),
    steps: strings(value.steps),
  };
}

export interface PackageRef {
  readonly ecosystem: Known<'npm' | 'pypi'>;
  readonly name: string;
  readonly version: string;
}

/** A dependency upload `packages` item: an exact pinned version, never code. */
export interface UploadPackage {
  readonly ecosystem: 'npm' | 'pypi';
  readonly name: string;
  readonly version: string;
}

export interface AffectedPackage {
  readonly advisoryId: string;
  readonly title: string;
  readonly severity: ReportedSeverity;
  readonly package: PackageRef;
  readonly fixedIn: string | null;
  readonly url: string | null;
}

/** Dependency upload `affectsYou` items. */
export function readAffectsYou(value: unknown): AffectedPackage[] {
  return list(value)
    .filter(isRecord)
    .map((item) => {
      const pkg = isRecord(item.package) ? item.package : {};
      return {
        advisoryId: text(item.advisoryId) ?? 'unknown',
        title: text(item.title) ?? '',
        severity: readSeverity(item.severity),
        package: {
          ecosystem: text(pkg.ecosystem) ?? 'unknown',
          name: text(pkg.name) ?? 'unknown',
          version: text(pkg.version) ?? 'unknown',
        },
        fixedIn: text(item.fixedIn),
        url: text(item.url),
      };
    });
}

export interface AdvisoryRefs {
  /** The first http(s) link of `provenance` items `{ url }`, else of `references`. */
  readonly url: string | null;
  /** `packages` items `{ ecosystem, name }`, as `ecosystem name`. */
  readonly packages: readonly string[];
  /** `sites` items `{ name }` or `{ siteId }`, each site once. */
  readonly sites: readonly string[];
}

/** Monitor item nested lists (`provenance`, `packages`, `sites`), whose inner fields the spec leaves unshown. */
export function readAdvisoryRefs(item: {
  readonly provenance?: unknown;
  readonly references?: unknown;
  readonly packages?: unknown;
  readonly sites?: unknown;
}): AdvisoryRefs {
  const links = [
    ...list(item.provenance).map((p) => (isRecord(p) ? text(p.url) : null)),
    ...strings(item.references),
  ];
  const packages = list(item.packages)
    .filter(isRecord)
    .map((p) => [text(p.ecosystem), text(p.name)].filter(Boolean).join(' '))
    .filter((label) => label !== '');
  const sites = list(item.sites)
    .filter(isRecord)
    .map((s) => text(s.name) ?? text(s.siteId))
    .filter((name): name is string => name !== null && name !== '');
  return {
    url: links.find((link) => link !== null && /^https?:\/\//i.test(link)) ?? null,
    packages: [...new Set(packages)],
    sites: [...new Set(sites)],
  };
}

export interface RepositoryFinding {
  readonly severity: ReportedSeverity;
  readonly title: string;
}

/** Repository check `findings` items: `{ severity, title }`. */
export function readRepositoryFindings(value: unknown): RepositoryFinding[] {
  return list(value)
    .filter(isRecord)
    .map((item) => ({ severity: readSeverity(item.severity), title: text(item.title) ?? '' }));
}

export type DeviceTokenAnswer =
  | { readonly status: 'pending' | 'slow_down'; readonly intervalSeconds: number }
  | { readonly status: 'approved'; readonly apiKey: string }
  | { readonly status: 'expired' | 'denied' | 'unknown' };

/** Used when a poll answer has no usable interval: the device-flow default of RFC 8628. */
const DEFAULT_POLL_INTERVAL_SECONDS = 5;

/** `/device/token`: `pending`/`slow_down` with `interval`; after approval `{ status: 'approved', apiKey }`. */
export function readDeviceToken(value: unknown): DeviceTokenAnswer {
  const answer = isRecord(value) ? value : {};
  const status = answer.status;
  if (status === 'pending' || status === 'slow_down') {
    const interval = answer.interval;
    const usable = typeof interval === 'number' && Number.isInteger(interval) && interval > 0;
    return { status, intervalSeconds: usable ? interval : DEFAULT_POLL_INTERVAL_SECONDS };
  }
  if (status === 'approved' && typeof answer.apiKey === 'string' && answer.apiKey.startsWith('svk_')) {
    return { status, apiKey: answer.apiKey };
  }
  return { status: status === 'expired' || status === 'denied' ? status : 'unknown' };
}

/** A scan in any form the service sends (agent detail, legacy run, and the start result's `scan` object,
 * whose fields the spec leaves unshown and which is read with the detail's names). Only the id is required. */
export interface ScanSnapshot {
  readonly id: string;
  readonly kind: ScanKind | 'unknown';
  /** `queued` when missing; a status the service may add later is `unknown`. */
  readonly status: KnownScanStatus | 'unknown';
  readonly webUrl: string | null;
  readonly suggestedPollAfterSeconds: number | null;
  readonly baselineRunId: string | null;
  /** When the service made the scan; null when it sent none. */
  readonly createdAt: string | null;
  readonly progressPercent: number | null;
  readonly phase: string | null;
  readonly coveragePercent: number | null;
  readonly caveats: readonly string[];
  readonly open: OpenCounts | null;
}

export function readScanSnapshot(value: unknown, what: string): ScanSnapshot {
  const scan = isRecord(value) ? value : {};
  const id = nonEmptyText(scan.id);
  if (id === null) throw new Error(`the service's ${what} carries no scan id`);
  const progress = readProgress(scan.progress);
  const suggested = scan.suggestedPollAfterSeconds;
  return {
    id,
    kind: readScanKind(scan.kind),
    status:
      scan.status === undefined ? 'queued' : (SCAN_STATUSES.find((s) => s === scan.status) ?? 'unknown'),
    webUrl: nonEmptyText(scan.webUrl),
    suggestedPollAfterSeconds: typeof suggested === 'number' && suggested >= 0 ? suggested : null,
    baselineRunId: nonEmptyText(scan.baselineRunId),
    createdAt: nonEmptyText(scan.createdAt),
    progressPercent: progress.percent,
    phase: progress.phase,
    coveragePercent: readCoveragePercent(scan.coverage),
    caveats: strings(scan.caveats),
    open: isRecord(scan.open) ? readOpenCounts(scan.open) : null,
  };
}

/** A `site` object (add site, site status; the legacy `project`), read with the Site list item's names. */
export interface SiteObject {
  readonly id: string | null;
  readonly name: string | null;
  readonly webUrl: string | null;
}

export function readSiteObject(value: unknown): SiteObject {
  const site = isRecord(value) ? value : {};
  return {
    id: nonEmptyText(site.id),
    name: nonEmptyText(site.name) ?? nonEmptyText(site.baseDomain),
    webUrl: nonEmptyText(site.webUrl),
  };
}

/** The spec shows no code values for the Deep start's 409; a code or text naming denial or expiry is final. */
export function readDeepRefusal(error: ServiceError): 'pending' | 'denied' | 'expired' {
  const said = `${error.errorCode ?? ''} ${error.details.agentCode ?? ''} ${error.message}`.toLowerCase();
  if (said.includes('denied')) return 'denied';
  if (said.includes('expired')) return 'expired';
  return 'pending';
}

/** Starting a Deep operation the person has not approved (yet) is refused with HTTP 409. */
export function isDeepNotApproved(error: unknown): boolean {
  return error instanceof ServiceError && error.status === 409 && error.route === DEEP_START_ROUTE;
}

export const DEEP_START_ROUTE = '/agent/deep-operations/{operationId}/start';

export interface QuickCheckItem {
  readonly id: string;
  readonly title: string;
  /** `pass`, `attention`, or `unknown` for anything else. */
  readonly status: 'pass' | 'attention' | 'unknown';
  /** A finding severity when the service sends one, else null. */
  readonly severity: ReportedSeverity | null;
}

/** Quick check `checks` items: `{ id, title, status: 'pass' | 'attention', severity? }`. */
export function readQuickCheckItems(value: unknown): QuickCheckItem[] {
  return list(value)
    .filter(isRecord)
    .map((item, index) => ({
      id: text(item.id) ?? `check-${index + 1}`,
      title: text(item.title) ?? '',
      status: item.status === 'pass' || item.status === 'attention' ? item.status : 'unknown',
      severity: typeof item.severity === 'string' ? readSeverity(item.severity) : null,
    }));
}

export interface RecheckOutcome {
  readonly findingId: string | null;
  readonly code: string | null;
  /** `fixed`, `still_present`, or whatever else the service said (shown as sent). */
  readonly result: string;
}

/** DNS recheck `outcomes` items: `{ findingId, code?, result: 'fixed' | 'still_present' }`. */
export function readRecheckOutcomes(value: unknown): RecheckOutcome[] {
  return list(value)
    .filter(isRecord)
    .map((item) => ({
      findingId: text(item.findingId),
      code: text(item.code),
      result: text(item.result) ?? 'unknown',
    }));
}

/**
 * A DNS recheck asked for before `nextAllowedAt` is refused with HTTP 409 (a 409 also means "no recheck
 * for this finding"); the refusal carries the wait, or the latest recheck shows a `nextAllowedAt` ahead.
 */
export function isRecheckTooSoon(error: unknown, nextAllowedAt: string | null, nowMs: number): boolean {
  if (!(error instanceof ServiceError) || error.status !== 409) return false;
  const allowedAt = nextAllowedAt === null ? Number.NaN : Date.parse(nextAllowedAt);
  return error.retryAfterMs !== null || allowedAt > nowMs;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function strings(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}

/** `/agent/me` `credential.permissions`: the key's permissions, or null when the answer does not show them. */
export function readKeyPermissions(me: unknown): readonly string[] | null {
  const credential = isRecord(me) && isRecord(me.credential) ? me.credential : null;
  const permissions = credential?.permissions;
  return Array.isArray(permissions) ? strings(permissions) : null;
}

/** One kind's monthly free scans; a number is null where the service does not meter it. */
export interface AllowanceCount {
  readonly limit: number | null;
  readonly used: number | null;
  readonly remaining: number | null;
  readonly resetsAt: string | null;
}

/** Allowance `pulse` / `deep`: `{ limit, used, remaining, resetsAt }`, or null when it is not an object. */
export function readAllowanceCount(value: unknown): AllowanceCount | null {
  if (!isRecord(value)) return null;
  const number = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  return {
    limit: number(value.limit),
    used: number(value.used),
    remaining: number(value.remaining),
    resetsAt: nonEmptyText(value.resetsAt),
  };
}
