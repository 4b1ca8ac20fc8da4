// The monitor's part of the run report: the advisories of the window, which are new since the last run,
// which were withdrawn, and what was remembered.
import type { FailOn, ReportedSeverity } from '../settings/choices.ts';

export interface AdvisoryView {
  readonly id: string;
  readonly title: string;
  readonly severity: ReportedSeverity;
  readonly kind: string;
  readonly exploited: boolean;
  readonly publishedAt: string;
  readonly withdrawnAt: string | null;
  readonly url: string | null;
  /** `ecosystem name` of each affected package. */
  readonly packages: readonly string[];
  /** Names of the sites it matches. */
  readonly sites: readonly string[];
}

/**
 * Where "new" was judged against: the state of the last run, nothing (a first run, or a cache that could not
 * be read), or no state at all because the cache service is unavailable or the state was unreadable; in
 * the last two cases the whole window is reported.
 */
export type MonitorMemory = 'restored' | 'empty' | 'unavailable' | 'unreadable';

export type IssueAction = 'opened' | 'found' | 'closed';

export interface AdvisoryIssue {
  readonly advisoryId: string;
  readonly number: number;
  readonly url: string | null;
  /** opened now; found (an issue with the advisory's marker existed); closed (withdrawn, commented on, closed). */
  readonly action: IssueAction;
}

export interface MonitorView {
  /** The threshold new advisories were judged at (issues open for those at or above it). */
  readonly failOn: FailOn;
  /** The query sent to `/agent/monitor`, for the summary. */
  readonly filters: Readonly<Record<string, string>>;
  readonly memory: MonitorMemory;
  /** Advisories the window holds now. */
  readonly listed: number;
  readonly new: readonly AdvisoryView[];
  readonly withdrawn: readonly AdvisoryView[];
  /** Advisories of the window reported by an earlier run. */
  readonly alreadyReported: number;
  readonly issues: readonly AdvisoryIssue[];
}
