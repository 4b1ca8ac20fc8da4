// New against the base, for lock files: an affected package is new only when the change adds that
// package at that version, i.e. no lock file of the base commit pinned it. Lock files the change does not
// touch are the same at the base; the ones it touches (deleted and renamed ones too) are read there, and
// so is every lock file when the list of touched files is incomplete.
import { mayDiffer, type BaseCommit } from '../github/base-commit.ts';
import { normalizePypiName } from '../lockfiles/requirement-line.ts';
import { lockFileSource } from '../lockfiles/names.ts';
import { MAX_LOCK_FILE_BYTES } from '../lockfiles/read.ts';
import type { ParsedLockFile } from '../lockfiles/types.ts';
import type { AffectedPackageView } from '../render/model.ts';
import { isChangeEvent } from '../settings/choices.ts';
import type { CommandDeps } from '../commands/deps.ts';

/** PyPI names compare as the index does (`Foo_Bar` is `foo-bar`); npm names are exact. */
export function packageKey(ecosystem: string, name: string, version: string): string {
  return `${ecosystem}\0${ecosystem === 'pypi' ? normalizePypiName(name) : name}\0${version}`;
}

/** Every name@version the base commit's lock files pin. */
export async function basePackageKeys(
  base: BaseCommit,
  head: readonly ParsedLockFile[],
): Promise<Set<string>> {
  const keys = new Set<string>();
  const atBase = new Set<string>();
  for (const file of head) {
    for (const p of file.packages) {
      if (mayDiffer(base, p.path)) atBase.add(p.path);
      else keys.add(packageKey(p.ecosystem, p.name, p.version));
    }
  }
  for (const path of base.changed) if (lockFileSource(path) !== null) atBase.add(path);
  const { parseLockFile } = await import('../lockfiles/index.ts');
  for (const path of atBase) {
    const text = await base.fileAt(path, MAX_LOCK_FILE_BYTES);
    if (text === null) continue;
    // The base's own includes are not followed: a pin only they hold counts as new (judged, never hidden).
    const file = parseLockFile(path, text, { readInclude: () => null });
    for (const p of file.packages) keys.add(packageKey(p.ecosystem, p.name, p.version));
  }
  return keys;
}

/**
 * On a pull request or merge queue group, marks each affected package new or not. Without a readable base
 * they stay unmarked, so every one is judged, and the run says why.
 */
export async function markNewPackages(
  deps: Pick<CommandDeps, 'ctx' | 'state' | 'toolkit' | 'baseCommit'>,
  files: readonly ParsedLockFile[],
  affected: readonly AffectedPackageView[],
): Promise<readonly AffectedPackageView[]> {
  if (affected.length === 0 || !isChangeEvent(deps.ctx.eventName)) return affected;
  const { base, why } = await deps.baseCommit();
  if (base === null) {
    const message = `Lock files not compared with the base (${why}): every affected package is judged.`;
    deps.state.warnings.push(message);
    deps.toolkit.warning(message);
    return affected;
  }
  if (base.incomplete !== null) {
    const message = `Lock files compared with the base file by file (${base.incomplete}): a lock file the base cannot give counts as new.`;
    deps.state.warnings.push(message);
  }
  const keys = await basePackageKeys(base, files);
  return affected.map((a) => ({ ...a, isNew: !keys.has(packageKey(a.ecosystem, a.name, a.version)) }));
}
