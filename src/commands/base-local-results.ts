// New against the base, for local checks: a result is new only when the base commit does not have it (same
// check, rule, file and evidence; lines may move). Files the change does not touch are the same at the
// base, so their results are not new; the touched ones are checked again as the base has them, in a
// temporary folder. git-history reads only the change's own commits, so what it finds is new.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { mayDiffer, type BaseCommit } from '../github/base-commit.ts';
import { MAX_FILE_BYTES } from '../local-checks/files.ts';
import type { LocalCheckResult } from '../local-checks/types.ts';
import type { LocalCheckId } from '../settings/values.ts';

/** Beyond this many touched files, the rest are not read at the base: their results are judged. */
export const MAX_BASE_FILES = 500;

type Result = Pick<LocalCheckResult, 'checkId' | 'ruleId' | 'file' | 'evidence'>;

export const resultKey = (r: Result) => [r.checkId, r.ruleId, r.file, r.evidence ?? ''].join('\0');

export type RunChecks = (folder: string, checks: readonly LocalCheckId[]) => Promise<readonly Result[]>;

/**
 * Whether each result is new (true), was already at the base (false), or could not be compared
 * (undefined: judged all the same). `checks` ran on the head; `run` runs them on a folder.
 */
export async function newnessOfResults(
  base: BaseCommit,
  results: readonly Result[],
  checks: readonly LocalCheckId[],
  run: RunChecks,
): Promise<(boolean | undefined)[]> {
  const touched = [...new Set(results.map((r) => r.file))].filter((f) => mayDiffer(base, f));
  const compared = new Set(touched.slice(0, MAX_BASE_FILES));
  const fileChecks = checks.filter((id) => id !== 'git-history');
  const atBase = compared.size > 0 ? await baseResultKeys(base, [...compared], fileChecks, run) : new Set();
  return results.map((r) => {
    // git-history runs on a change only over the change's own commits (merge base..head).
    if (r.checkId === 'git-history') return true;
    if (!mayDiffer(base, r.file)) return false;
    if (!compared.has(r.file)) return undefined;
    return !atBase.has(resultKey(r));
  });
}

/** Runs the file checks over the base versions of `paths`, written into a temporary folder. */
async function baseResultKeys(
  base: BaseCommit,
  paths: readonly string[],
  checks: readonly LocalCheckId[],
  run: RunChecks,
): Promise<Set<string>> {
  const folder = await mkdtemp(join(tmpdir(), 'ssa-base-'));
  try {
    for (const path of paths) {
      const text = await base.fileAt(path, MAX_FILE_BYTES);
      if (text === null) continue;
      const target = join(folder, path);
      // Paths come from git or GitHub's list of the change's files; none may land outside the folder.
      if (relative(folder, target).startsWith('..') || isAbsolute(relative(folder, target))) continue;
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, text);
    }
    return new Set((await run(folder, checks)).map(resultKey));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
