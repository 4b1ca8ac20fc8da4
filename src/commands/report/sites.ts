// One verdict for the reports of several jobs: which expected site has which report, whether they all
// judged what this run is for, and the outcomes that give the combined verdict (worst first). Pure.
import { ConfigurationError } from '../../errors.ts';
import { counted, type CountedPhrase } from '../../plural.ts';
import type { GateOutcome } from '../../policy/gate.ts';
import { normalizeSite } from '../../runtime/site-identity.ts';
import type { ReadReport } from './report-file.ts';
import { siteOf } from './report-file.ts';
import type { ScanReport } from './report-schema.ts';

/** What this run is for: a pull request at its head, or a commit (a merge queue group's head, a push). */
export type Subject =
  | { readonly kind: 'pull-request'; readonly number: number; readonly headSha: string }
  | { readonly kind: 'commit'; readonly event: string; readonly sha: string };

export interface SiteEntry {
  /** The site identity (an expected site's, normalised as `site` is). */
  readonly key: string;
  readonly report: ScanReport | null;
  /** False for a report of a site `expected-sites` does not list. */
  readonly expected: boolean;
}

export const MISSING = counted(
  'expected site',
  'without a report (a cancelled job, or one that stopped before writing it)',
);
export const UNEXPECTED = counted('report', "of a site that 'expected-sites' does not list");

/**
 * Why a report does not judge what this run is for, or null when they all do. `repository` (`owner/repo`,
 * empty when unknown) is this run's: a report whose checkout was another repository's is not of this one.
 */
export function mismatch(reports: readonly ReadReport[], subject: Subject, repository = ''): string | null {
  for (const { name, report } of reports) {
    const site = siteOf(report) ?? name;
    const theirs = report.source?.repository;
    if (repository !== '' && theirs && theirs.toLowerCase() !== repository.toLowerCase())
      return `the report of ${site} (${name}) was made in the repository ${theirs}, not ${repository}`;
    if (subject.kind === 'pull-request') {
      const pr = report.pullRequest;
      if (!pr) return `the report of ${site} (${name}) names no pull request: it is not a scan of one`;
      if (pr.number !== subject.number)
        return `the report of ${site} is of pull request #${pr.number}, not #${subject.number}`;
      if (pr.headSha !== subject.headSha)
        return `the report of ${site} judged ${pr.headSha}, but this run is for ${subject.headSha}`;
    } else {
      const sha = report.judged?.sha ?? null;
      if (sha !== subject.sha)
        return `the report of ${site} judged ${sha ?? 'no named commit'}, but this ${subject.event} run is for ${subject.sha}`;
    }
  }
  return null;
}

/**
 * Every expected site with its report (or none), then the reports of sites not expected; without
 * `expected`, the reports as they are (one report, the fork recipe's).
 */
export function siteEntries(reports: readonly ReadReport[], expected: readonly string[] | null): SiteEntry[] {
  const byKey = new Map<string, ScanReport>();
  for (const { report } of reports) {
    const key = siteOf(report) ?? '';
    if (byKey.has(key))
      throw new ConfigurationError(
        `Input 'report-file' holds more than one report of the site ${key}; accepted: one report a site (name each job's artifact with its site-slug output).`,
      );
    byKey.set(key, report);
  }
  if (expected === null) return [...byKey].map(([key, report]) => ({ key, report, expected: true }));
  const keys = [...new Set(expected.map(normalizeSite))];
  const listed = keys.map((key) => ({ key, report: byKey.get(key) ?? null, expected: true }));
  const extra = [...byKey]
    .filter(([key]) => !keys.includes(key))
    .map(([key, report]) => ({ key, report, expected: false }));
  return [...listed, ...extra];
}

/** Each site's verdict as an outcome of this run: the combined verdict is the worst of them. */
export function siteOutcomes(entries: readonly SiteEntry[]): GateOutcome[] {
  return entries.flatMap((entry): GateOutcome[] => {
    const outcome = (level: GateOutcome['level'], group: CountedPhrase, why: string) => [
      { level, group, item: why ? `${entry.key}: ${why}` : entry.key, ignoreIds: [] },
    ];
    if (!entry.expected) return outcome('error', UNEXPECTED, '');
    if (entry.report === null) return outcome('error', MISSING, '');
    const { verdict, reasons } = entry.report.verdict;
    // warn-only keeps a reason's own level under a `warn` verdict: then every reason says why.
    const own = reasons.filter((r) => r.level === verdict);
    const why = (own.length > 0 ? own : reasons)
      .map((r) => r.message)
      .join('; ')
      .slice(0, 500);
    if (verdict === 'fail') return outcome('fail', counted('site', 'failing the gate'), why);
    if (verdict === 'error') return outcome('error', counted('site', 'not judged'), why);
    if (verdict === 'warn') return outcome('warn', counted('site', 'with problems (not failing)'), why);
    return [];
  });
}
