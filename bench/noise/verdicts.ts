// The reviewed verdicts of the noise suite (bench/noise-verdicts.json) and how results meet them.
// A verdict is keyed by tree (`name@version`), rule, path and line: never by the matched value, so the
// file can be read and shared like any source file. A key reads `<rule> <path>:<line>`; its value
// `useful: <why>` or `noise: <why>`.
import { severityRank } from '../../src/policy/severity.ts';
import type { LocalCheckResult } from '../../src/local-checks/index.ts';

export type Verdict = 'useful' | 'noise';

export interface Review {
  readonly verdict: Verdict;
  readonly why: string;
}

/** Tree id → result key → review. */
export type Verdicts = ReadonlyMap<string, ReadonlyMap<string, Review>>;

export interface TreeJudgement {
  readonly useful: number;
  readonly noise: number;
  readonly unreviewed: readonly LocalCheckResult[];
  /** Keys of this tree's verdicts that match no result any more. */
  readonly stale: readonly string[];
}

/** Medium and up: what the suite reviews. */
export function isReviewed(result: Pick<LocalCheckResult, 'severity'>): boolean {
  return severityRank(result.severity) >= severityRank('medium');
}

export function resultKey(result: Pick<LocalCheckResult, 'ruleId' | 'file' | 'line'>): string {
  return `${result.ruleId} ${result.file}:${result.line}`;
}

const REVIEW = /^(useful|noise): (\S.*)$/s;

/** Reads the verdicts file's JSON; a malformed entry throws, naming it. */
export function parseVerdicts(json: unknown): Verdicts {
  if (!isObject(json)) throw new Error('noise verdicts: expected an object of trees');
  const trees = new Map<string, Map<string, Review>>();
  for (const [tree, entries] of Object.entries(json)) {
    if (!isObject(entries)) throw new Error(`noise verdicts: ${tree}: expected an object of results`);
    const reviews = new Map<string, Review>();
    for (const [key, value] of Object.entries(entries)) {
      const match = typeof value === 'string' ? REVIEW.exec(value) : null;
      if (!/^\S+ .+:\d+$/.test(key) || match === null) {
        throw new Error(
          `noise verdicts: ${tree}: "${key}" must be "<rule> <path>:<line>": "useful|noise: <why>"`,
        );
      }
      reviews.set(key, { verdict: match[1] as Verdict, why: match[2] ?? '' });
    }
    trees.set(tree, reviews);
  }
  return trees;
}

/** Sorts one tree's reviewed results into useful, noise and not yet reviewed, and finds stale verdicts. */
export function judgeTree(
  reviews: ReadonlyMap<string, Review> | undefined,
  results: readonly LocalCheckResult[],
): TreeJudgement {
  let useful = 0;
  let noise = 0;
  const unreviewed: LocalCheckResult[] = [];
  const seen = new Set<string>();
  for (const result of results.filter(isReviewed)) {
    const key = resultKey(result);
    seen.add(key);
    const review = reviews?.get(key);
    if (review === undefined) unreviewed.push(result);
    else if (review.verdict === 'noise') noise += 1;
    else useful += 1;
  }
  const stale = [...(reviews?.keys() ?? [])].filter((key) => !seen.has(key));
  return { useful, noise, unreviewed, stale };
}

/**
 * Entries to paste into the verdicts file under the tree's id, one per key: the value names the severity,
 * message and redacted evidence, and starts with `?` so an entry pasted unreviewed fails until it is judged.
 */
export function unreviewedEntries(results: readonly LocalCheckResult[]): string[] {
  const byKey = new Map(results.map((r) => [resultKey(r), r]));
  return [...byKey].map(([key, r]) => {
    const about = [r.severity, r.message, r.evidence].filter((part) => part !== undefined).join('; ');
    return `${JSON.stringify(key)}: ${JSON.stringify(`?: ${about}`)},`;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
