// The run report: everything one run saw, in one plain object. It is written as the `report-file` JSON and
// is the only input of the renderers (summary, PR comment, annotations), so they show the same facts.
import type { Verdict } from '../policy/gate.ts';
import type { IgnoreEntry } from '../policy/policy-file.ts';
import type { ScanSnapshot } from '../api/unshown-fields/scan-fields.ts';
import type { KnownFindingState } from '../api/types.ts';
import type { Command, ReportedSeverity, ScanKind } from '../settings/choices.ts';
import type { MonitorView } from './monitor-model.ts';
import type { RepositoryCheckView } from './repository-check-view.ts';
import type { DnsRecheckView, QuickCheckView, VerificationView } from './command-views.ts';
import type { AccountView } from './account-view.ts';
import type { CodeSource } from './code-link.ts';
import type { TrendView } from './trend-model.ts';

/** Minor versions only add fields: a reader of 1.1.0 reads 1.0.0 reports too (they lack `judged`). */
export const REPORT_SCHEMA_VERSION = '1.1.0';
export const READABLE_SCHEMA_VERSIONS: readonly string[] = ['1.0.0', REPORT_SCHEMA_VERSION];

export interface FindingView {
  readonly id: string;
  readonly code: string | null;
  readonly severity: ReportedSeverity;
  readonly state: KnownFindingState;
  readonly category: string;
  readonly title: string;
  readonly webUrl: string | null;
}

export interface ScanView {
  readonly id: string;
  readonly kind: ScanKind | 'unknown';
  readonly status: ScanSnapshot['status'];
  readonly webUrl: string | null;
  /** The start answer was a replay of an earlier start with the same idempotency key: no new charge. */
  readonly replayed: boolean;
  readonly baselineId: string | null;
  readonly progressPercent: number | null;
  readonly coveragePercent: number | null;
  readonly caveats: readonly string[];
  readonly timedOut: boolean;
}

/** The scan the findings were judged against, and where it came from. */
export interface BaselineView {
  readonly scanId: string | null;
  /**
   * `input`: the `baseline` input; `base-branch`: recorded by the base branch's newest push, schedule or
   * manual run; `branch`: recorded by this branch's previous run; `none`: no baseline to judge against.
   */
  readonly source: 'input' | 'base-branch' | 'branch' | 'none';
  /** The site identity the baseline belongs to (another one with `baseline-site`). */
  readonly site: string;
  readonly branch: string | null;
  /** The recording run: its commit, run id, event and time, when the baseline came from a record. */
  readonly recordedBy: {
    readonly sha: string;
    readonly runId: string;
    readonly event: string;
    readonly at: string;
  } | null;
  /** Why there is none, or what went wrong finding it. */
  readonly note: string | null;
  /** The Actions cache could not be read (an outage): a baseline may well be recorded. */
  readonly unread?: true;
  /** The branch this run recorded its scan for, as the baseline of later pull requests; null if it did not. */
  readonly recordedFor: string | null;
  /** A re-run judged against its first attempt's baseline: how it found it. */
  readonly rerun?: string | null;
}

export interface FindingsView {
  readonly new: readonly FindingView[];
  readonly fixed: readonly FindingView[];
  /** Open `attention` findings of the scan, new ones included. */
  readonly open: readonly FindingView[];
  readonly openBySeverity: Readonly<Record<string, number>>;
  /** Where new/fixed came from: the service's comparison, our own diff against the baseline, or nothing. */
  readonly comparedBy: 'service' | 'baseline-findings' | 'none';
}

export interface AffectedPackageView {
  readonly advisoryId: string;
  readonly title: string;
  readonly severity: ReportedSeverity;
  readonly ecosystem: string;
  readonly name: string;
  readonly version: string;
  readonly fixedIn: string | null;
  readonly url: string | null;
  /** Lock files and lines where this name@version stands. */
  readonly locations: readonly { readonly file: string; readonly line: number }[];
  /** Every lock file that pins it marks it development-only (`dependency-scopes: runtime` sets it aside). */
  readonly development?: true;
  /**
   * On a pull request: false when the base commit's lock files already pinned this name@version ("still
   * open", not judged in scope `new`). Absent when there was no base to compare with: judged.
   */
  readonly isNew?: boolean;
}

export interface LockFileView {
  readonly path: string;
  /** Format and version as parsed, e.g. `npm-v3`, `yarn-berry`, `pnpm-v9`. */
  readonly format: string;
  readonly packages: number;
  readonly skipped: number;
  /** Entries not uploaded, counted by reason (`workspace`, `git`, `unpinned`, …). */
  readonly skippedBy: Readonly<Record<string, number>>;
}

export interface DependenciesView {
  readonly files: readonly LockFileView[];
  /** Files or lines that could not be read; the other files went on. */
  readonly errors: readonly {
    readonly path: string;
    readonly line: number | null;
    readonly message: string;
  }[];
  /** Pinned packages the service received; 0 when nothing was uploaded. */
  readonly packageCount: number;
  readonly uploaded: boolean;
  readonly affected: readonly AffectedPackageView[];
  readonly webUrl: string | null;
  /**
   * Lock files of a pull request's head commit that could not be read (the fork recipe's data; the gate
   * counts them as new): absent when there were none (since 1.1.0).
   */
  readonly unread?: readonly string[];
}

export interface LocalResultView {
  readonly checkId: string;
  readonly ruleId: string;
  readonly severity: ReportedSeverity;
  readonly file: string;
  readonly line: number;
  readonly message: string;
  readonly evidence: string | null;
  /** git-history results: the commit that held the secret. */
  readonly commit: string | null;
  /**
   * On a pull request: false when the base commit already has it (a secret: the same value anywhere; other
   * results: as many of the same check, rule, evidence and file, followed through renames): "still open",
   * not judged in scope `new`. Absent when it could not be compared: judged.
   */
  readonly isNew?: boolean;
  /**
   * A secret value reported more than once (by several checks or rules, or in several files): every report
   * of it, this result's own first. The result stands for the value: its severity is the highest of these.
   */
  readonly places?: readonly LocalPlaceView[];
}

export interface LocalPlaceView {
  readonly checkId: string;
  readonly ruleId: string;
  readonly file: string;
  readonly line: number;
}

/** A local-check rule's id, which already starts with its check's id (`tracked-secrets/aws-access-key-id`). */
export function localRuleId(r: Pick<LocalResultView, 'checkId' | 'ruleId'>): string {
  return r.ruleId.startsWith(`${r.checkId}/`) ? r.ruleId : `${r.checkId}/${r.ruleId}`;
}

export interface PullRequestView {
  readonly number: number;
  readonly headSha: string;
  readonly baseSha: string | null;
  readonly changedFiles: number;
  /**
   * The site's identity the scan ran under (src/runtime/site-identity.ts): `command: report` marks its sticky
   * comment with it, so the marker is the same whether or not the service answered the scan.
   */
  readonly siteKey: string;
}

/**
 * What the run judged, for `command: report` to match the reports of a matrix's jobs (since 1.1.0): the
 * event, the commit and the site.
 */
export interface JudgedView {
  /** The run's event: `pull_request`, `merge_group`, `push`… (`workflow_run` in the fork recipe's scan). */
  readonly event: string;
  /** The commit judged: a pull request's head, `merge_group.head_sha`, or the run's commit (GITHUB_SHA). */
  readonly sha: string;
  /** The site identity (src/runtime/site-identity.ts), which `expected-sites` is matched against. */
  readonly siteKey: string;
  /** The identity made safe for artifact and file names: the `site-slug` output. */
  readonly siteSlug: string;
}

export interface SkipView {
  readonly what: string;
  readonly why: string;
}

export interface RunReport {
  readonly schemaVersion: string;
  readonly tool: { readonly name: string; readonly version: string };
  readonly command: Command;
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly site: { readonly id: string; readonly label: string; readonly webUrl: string | null } | null;
  readonly approvalUrl: string | null;
  /** Scan runs only (optional so reports of the other commands need not carry it). */
  readonly baseline?: BaselineView | null;
  readonly scan: ScanView | null;
  readonly findings: FindingsView | null;
  /** The site's last succeeded scans of the kind, for the summary's chart (agent route, two or more). */
  readonly trend?: TrendView | null;
  readonly dependencies: DependenciesView | null;
  readonly localChecks: {
    readonly ran: readonly string[];
    readonly refused: readonly { readonly id: string; readonly reason: string }[];
    readonly results: readonly LocalResultView[];
    /**
     * Checks that ran but not over everything they cover (results cut at the per-check bound, a history
     * read partly or not at all), and why; absent when every check covered everything (since 1.1.0).
     */
    readonly partial?: readonly { readonly id: string; readonly why: string }[];
  } | null;
  readonly monitor: MonitorView | null;
  readonly repositoryChecks: readonly RepositoryCheckView[] | null;
  readonly quickCheck: QuickCheckView | null;
  readonly verification: VerificationView | null;
  readonly dnsRecheck: DnsRecheckView | null;
  /**
   * A scan of a pull request (on `pull_request` events, or of its data with `pull-request-data`): the pull
   * request and the commit judged. Since 1.1.0 on every pull-request scan, not only the fork recipe's.
   */
  readonly pullRequest?: PullRequestView | null;
  /** The event, commit and site the run judged (since 1.1.0; every report of this version has it). */
  readonly judged?: JudgedView | null;
  /** The commit whose files the run read: file and line links point at it. */
  readonly source?: CodeSource | null;
  /** The key's permissions and the month's free scans, read before any work (agent routes only). */
  readonly account?: AccountView | null;
  readonly verdict: Verdict;
  /** The policy's ignore entries in force on the day of the run (expired ones are in the verdict). */
  readonly ignores: readonly IgnoreEntry[];
  readonly skipped: readonly SkipView[];
  /** Why the whole run was skipped (a fork's pull request without a key); its verdict is a pass. */
  readonly runSkipped?: string | null;
  /** A pull request that edits the policy file is told the edit applies after merge, and what it changes. */
  readonly policyChange?: string | null;
  /** Problems that did not decide the verdict (a refused comment, monitor state not saved…). */
  readonly warnings: readonly string[];
  /** Service errors with the service's own guidance. */
  readonly errors: readonly {
    readonly message: string;
    readonly nextStep: string | null;
    readonly webUrl: string | null;
    readonly requestId: string | null;
  }[];
  readonly files: { readonly sarif: string | null; readonly repairBrief: string | null };
}
