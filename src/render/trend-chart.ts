// The job summary's picture of the trend (docs/trend.md): a Mermaid `xychart-beta` of one series, the open
// findings at or above `fail-on` over the site's last succeeded scans, then their numbers by severity.
// Pure. Nothing the service wrote reaches the Mermaid block: its labels are built from parsed dates and
// numbers, its title from the policy's own words, so nothing in it can close the fence or inject a diagram.
import { isSeverity, reaches } from '../policy/severity.ts';
import type { FailOn, ScanKind, Severity } from '../settings/choices.ts';
import { table } from './markdown.ts';
import type { RunReport } from './model.ts';
import type { TrendPoint, TrendView } from './trend-model.ts';
import { mdLink } from './untrusted.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The table's columns, most severe first. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const satisfies readonly Severity[];
const KIND_NAMES: Readonly<Record<ScanKind, string>> = { pulse: 'Pulse', deep: 'Deep' };

/** Empty without two points, and for a view whose kind or threshold is not one of ours (a report file's). */
export function trendSection(r: Pick<RunReport, 'trend'>): string {
  const trend = r.trend;
  if (!trend || !isOurs(trend) || trend.points.length < 2) return '';
  const labels = trendLabels(trend.points);
  const counted = seriesName(trend.failOn);
  const rows = trend.points.map((p, i) => [
    mdLink(labels[i] ?? '', p.webUrl),
    ...SEVERITIES.map((s) => String(count(p.open[s]))),
    String(seriesValue(p, trend.failOn)),
  ]);
  return [
    '### Trend',
    `${counted} over the last ${trend.points.length} succeeded ${KIND_NAMES[trend.kind]} scans of the site, oldest first.`,
    trendChart(trend, labels),
    table(['Scan', ...SEVERITIES, counted], rows),
  ].join('\n\n');
}

/** The fenced Mermaid block; every character of it comes from this module, numbers and the policy. */
export function trendChart(trend: TrendView, labels = trendLabels(trend.points)): string {
  if (!isOurs(trend)) return '';
  const values = trend.points.map((p) => seriesValue(p, trend.failOn));
  const top = Math.max(1, ...values);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${seriesName(trend.failOn)}, ${KIND_NAMES[trend.kind]} scans"`,
    `  x-axis [${labels.map((label) => `"${label}"`).join(', ')}]`,
    `  y-axis "Open findings" 0 --> ${top}`,
    `  line [${values.join(', ')}]`,
    '```',
  ].join('\n');
}

function isOurs(trend: TrendView): boolean {
  return Object.hasOwn(KIND_NAMES, trend.kind) && (trend.failOn === 'never' || isSeverity(trend.failOn));
}

function seriesName(failOn: FailOn): string {
  return failOn === 'never' ? 'Open findings' : `Open at or above ${failOn}`;
}

/** The series: open findings that reach the threshold; with `fail-on: never`, every open finding. */
export function seriesValue(point: TrendPoint, failOn: FailOn): number {
  return SEVERITIES.filter((s) => failOn === 'never' || reaches(s, failOn)).reduce(
    (sum, s) => sum + count(point.open[s]),
    0,
  );
}

/**
 * One distinct label per point (Mermaid merges equal categories): the UTC day, the year too when the points
 * span years, the time when two share a day, and a number when two share a minute.
 */
export function trendLabels(points: readonly Pick<TrendPoint, 'at'>[]): string[] {
  const dates = points.map((p) => parsedDate(p.at));
  const years = new Set(dates.flatMap((d) => (d ? [d.getUTCFullYear()] : [])));
  const days = dates.map((d) => (d ? day(d, years.size > 1) : 'no date'));
  const withTimes = dates.map((d, i) => (d && repeated(days, days[i]) ? `${days[i]} ${time(d)}` : days[i]));
  const seen = new Map<string, number>();
  return withTimes.map((label = 'no date') => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}

function parsedDate(at: string | null): Date | null {
  if (at === null || !/^\d{4}-\d{2}-\d{2}T/.test(at)) return null;
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

function day(d: Date, withYear: boolean): string {
  const label = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()] ?? ''}`;
  return withYear ? `${label} ${d.getUTCFullYear()}` : label;
}

function time(d: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

function repeated(labels: readonly (string | undefined)[], label: string | undefined): boolean {
  return labels.filter((l) => l === label).length > 1;
}

/** A count as a plain non-negative integer, whatever a report file held. */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
