// New against the base, for local checks. A secret is its value: it is new when no result of the base,
// in any file and from any check, holds the same value (compared by the run's keyed fingerprint), wherever
// the change moves it. Other results are counted: (check, rule, normalised evidence, file as git follows it
// through renames), and head occurrences beyond the base's count are new; lines never count. Files the
// change does not touch are the same at the base, so their results are the base's own; the touched ones
// are checked again as the base has them, in a temporary folder. git-history reads only the change's own
// commits, so what it finds is new unless the base holds the value.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { mayDiffer, type BaseCommit } from '../github/base-commit.ts';
import { MAX_FILE_BYTES } from '../local-checks/files.ts';
import type { LocalCheckResult, SecretIdentity } from '../local-checks/index.ts';
import type { LocalCheckId } from '../settings/choices.ts';
import { plural } from '../plural.ts';

/** Beyond this many touched files, the rest are not read at the base: what they could hold is judged. */
export const MAX_BASE_FILES = 500;

type Result = Pick<LocalCheckResult, 'checkId' | 'ruleId' | 'file' | 'evidence' | 'message'>;

/** Results with the identities of those that report a secret (see `runLocalChecks`). */
export interface ComparableRun {
  readonly results: readonly Result[];
  readonly secrets: ReadonlyMap<Result, SecretIdentity>;
}

export type RunChecks = (folder: string, checks: readonly LocalCheckId[]) => Promise<ComparableRun>;

/** What a non-secret result is, the line left out; `file` as the base names it. */
export const countedKey = (r: Result, file: string) =>
  [r.checkId, r.ruleId, normalised(r.evidence ?? r.message), file].join('\0');

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface Newness {
  /**
   * Per result: new (true), already at the base (false), or not compared (undefined: judged all the same).
   * Results reporting one secret value get one answer.
   */
  readonly newness: (boolean | undefined)[];
  /** What could not be compared, for the summary. */
  readonly incomplete: string[];
}

/** Compares the head's results with the base. `checks` ran on the head; `run` runs them on a folder. */
export async function newnessOfResults(
  base: BaseCommit,
  head: ComparableRun,
  checks: readonly LocalCheckId[],
  run: RunChecks,
): Promise<Newness> {
  const { results, secrets } = head;
  // With GitHub's list cut short, any file may differ (`mayDiffer`): then every one is read at the base.
  const touched = (r: Result) => r.checkId === 'git-history' || mayDiffer(base, r.file);
  const renamedFrom = new Map(base.renames?.map((r) => [r.to, r.from]));
  const baseName = (file: string) => renamedFrom.get(file) ?? file;
  // Files the change leaves alone are the same at the base: the values the head finds there are the base's.
  const untouchedValues = new Set<string>();
  for (const r of results) {
    const secret = secrets.get(r);
    if (secret !== undefined && !touched(r)) untouchedValues.add(secret.fingerprint);
  }
  // A value found elsewhere may have been moved out of any touched file: then all of them are read.
  const unexplained = results.some((r) => {
    const secret = secrets.get(r);
    return secret !== undefined && touched(r) && !untouchedValues.has(secret.fingerprint);
  });
  // Other results are counted in their own file: its base name (a rename's origin) comes first.
  const counted = results.filter((r) => touched(r) && !secrets.has(r) && r.checkId !== 'git-history');
  const wanted = [
    ...new Set([...counted.map((r) => baseName(r.file)), ...(unexplained ? base.changed : [])]),
  ];
  const read = new Set(wanted.slice(0, MAX_BASE_FILES));
  // A value not found in the files read may come from one the cut list did not name: not compared.
  const complete = read.size === wanted.length && base.incomplete === null;
  const fileChecks = checks.filter((id) => id !== 'git-history');
  const atBase = read.size > 0 ? await checkAtBase(base, [...read], fileChecks, run) : null;
  const baseValues = new Set([
    ...untouchedValues,
    ...(atBase === null ? [] : [...atBase.run.secrets.values()].map((s) => s.fingerprint)),
  ]);
  const valueNewness = (fingerprint: string, checkId: string): boolean | undefined => {
    if (baseValues.has(fingerprint)) return false;
    // Read as `base..HEAD` only when git had the base; otherwise the whole history was read.
    if (checkId === 'git-history' && base.via !== 'git') return undefined;
    return complete ? true : undefined;
  };
  const byValue = new Map<string, boolean | undefined>();
  for (const r of results) {
    const secret = secrets.get(r);
    if (secret === undefined) continue;
    const answer = valueNewness(secret.fingerprint, r.checkId);
    // One value, one answer: new when any report of it says so (the base lacks it and it was compared).
    if (!byValue.has(secret.fingerprint) || answer === true) byValue.set(secret.fingerprint, answer);
  }

  const baseCounts = new Map<string, number>();
  for (const r of atBase?.run.results ?? []) {
    if (atBase?.run.secrets.has(r) === true) continue;
    const key = countedKey(r, r.file);
    baseCounts.set(key, (baseCounts.get(key) ?? 0) + 1);
  }
  const headCounts = new Map<string, number>();
  let unfollowed = 0;
  const newness = results.map((r) => {
    const secret = secrets.get(r);
    if (secret !== undefined) return byValue.get(secret.fingerprint);
    if (r.checkId === 'git-history') return base.via === 'git' ? true : undefined;
    if (!touched(r)) return false;
    const from = baseName(r.file);
    if (!read.has(from)) return undefined;
    const key = countedKey(r, from);
    const seen = (headCounts.get(key) ?? 0) + 1;
    headCounts.set(key, seen);
    if (seen <= (baseCounts.get(key) ?? 0)) return false;
    // Without git's renames, a file the base lacks may be a renamed one: not compared.
    if (base.renames === null && atBase?.missing.has(from) === true) {
      unfollowed += 1;
      return undefined;
    }
    return true;
  });
  const incomplete = [
    ...(complete
      ? []
      : [
          `${wanted.length - read.size} of ${wanted.length} touched files not read at the base (at most ${MAX_BASE_FILES}): what they could hold counts as new`,
        ]),
    ...(unfollowed > 0
      ? [
          `renames not known (git skips rename detection past diff.renameLimit): ${plural(unfollowed, 'result')} in added files count as new`,
        ]
      : []),
  ];
  return { newness, incomplete };
}

/** Runs the file checks over the base versions of `paths`, written into a temporary folder. */
async function checkAtBase(
  base: BaseCommit,
  paths: readonly string[],
  checks: readonly LocalCheckId[],
  run: RunChecks,
): Promise<{ readonly run: ComparableRun; readonly missing: ReadonlySet<string> }> {
  const folder = await mkdtemp(join(tmpdir(), 'ssa-base-'));
  const missing = new Set<string>();
  try {
    for (const path of paths) {
      const text = await base.fileAt(path, MAX_FILE_BYTES);
      if (text === null) {
        missing.add(path);
        continue;
      }
      const target = join(folder, path);
      // Paths come from git or GitHub's list of the change's files; none may land outside the folder.
      if (relative(folder, target).startsWith('..') || isAbsolute(relative(folder, target))) continue;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    return { run: await run(folder, checks), missing };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
