// Which ignore entries apply today, and whether one covers a given item.
import type { IgnoreEntry } from './policy-file.ts';

export interface IgnoreSet {
  readonly active: readonly IgnoreEntry[];
  /** Entries whose `until` has passed: they no longer apply and are reported so they get renewed or removed. */
  readonly expired: readonly IgnoreEntry[];
}

/** `today` as YYYY-MM-DD (UTC); an entry applies through its `until` day. */
export function splitIgnores(entries: readonly IgnoreEntry[], today: string): IgnoreSet {
  const active = entries.filter((e) => e.until === null || e.until >= today);
  return { active, expired: entries.filter((e) => !active.includes(e)) };
}

/** A path-limited entry covers the path itself and everything under it; `*` matches within one segment. */
function pathCovered(pattern: string, path: string): boolean {
  const trimmed = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  if (!trimmed.includes('*')) return path === trimmed || path.startsWith(`${trimmed}/`);
  const source = trimmed
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}(/.*)?$`).test(path);
}

export function findIgnore(
  set: IgnoreSet,
  ids: readonly (string | null)[],
  path: string | null = null,
): IgnoreEntry | null {
  const known = ids.filter((id): id is string => id !== null && id !== '');
  return (
    set.active.find(
      (e) => known.includes(e.id) && (e.path === null || (path !== null && pathCovered(e.path, path))),
    ) ?? null
  );
}
