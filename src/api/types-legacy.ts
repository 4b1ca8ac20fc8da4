// The legacy (CLI 0.2) forms: the same resources with a few fields optional or absent, and `project`/`run`
// in place of `site`/`scan`.
import type { Comparison, Finding, Opaque, ScanDetail, ScanSummary } from './types.ts';

type Loosen<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export type LegacyScanSummary = Loosen<
  ScanSummary,
  'assessmentLevel' | 'headline' | 'webUrl' | 'suggestedPollAfterSeconds'
>;

export type LegacyScanDetail = LegacyScanSummary &
  Omit<ScanDetail, keyof ScanSummary | 'outcome' | 'exposureCheck'> & {
    readonly outcome?: Opaque | null;
    readonly exposureCheck?: Opaque | null;
  };

export type LegacyFinding = Loosen<Omit<Finding, 'evidenceTrust' | 'evidenceTruncated'>, 'webUrl'>;

export type LegacyComparison = Loosen<Comparison, 'webUrl'>;

export interface LegacyMe {
  readonly user: Opaque;
  readonly workspace: Opaque;
  readonly key: Opaque;
}

export interface LegacyProject {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly baseDomain: string | null;
  readonly latestPulse: Opaque | null;
  readonly latestDeep?: Opaque | null;
  readonly latestBox: Opaque | null;
  readonly webPath: string;
  readonly webUrl?: string;
}

export interface LegacyProjectStatus {
  readonly project: Opaque;
  readonly latestPulse: Opaque | null;
  readonly latestDeep?: Opaque | null;
  readonly latestBox: Opaque | null;
  readonly lastComparison: Opaque | null;
  readonly caveats: readonly string[];
}

/** The legacy repair brief: the fixes as one Markdown brief, no parts. */
export interface LegacyRepairBrief {
  readonly runId: string;
  readonly findingIds: readonly string[];
  readonly saved: boolean;
  readonly markdown: string;
  readonly webUrl?: string;
}
