// The trend of a scan run (docs/trend.md): the site's last succeeded scans of the run's kind, each with its
// open findings by severity, for the chart and table of the job summary (trend-chart.ts).
import type { FailOn, ScanKind, Severity } from '../settings/choices.ts';

export interface TrendPoint {
  readonly scanId: string;
  /** When the scan finished (else when it started) as an ISO timestamp the action wrote; null if unknown. */
  readonly at: string | null;
  readonly webUrl: string | null;
  /** Open `attention` findings by severity. */
  readonly open: Readonly<Record<Severity, number>>;
}

export interface TrendView {
  readonly kind: ScanKind;
  /** The threshold the chart's series counts from (the policy in force). */
  readonly failOn: FailOn;
  /** Oldest first, the run's own scan last when it succeeded. */
  readonly points: readonly TrendPoint[];
}
