// What a pull request newly references: `uses:` values of the head that the base does not hold anywhere.
// A repository counts as known when any base file uses it (at any ref or path), so moving a step between
// files or bumping its version does not check the repository again. Pure.
import { fileReferences, type FileText, type UsesReference } from './uses-references.ts';

export interface ReferenceDiff {
  /** First new reference of each repository not used at the base, in file and line order. */
  readonly repositories: readonly UsesReference[];
  /** New references that name no public repository (local `./`, `docker://`, anything else). */
  readonly skipped: readonly UsesReference[];
  /** Head files that could not be read as YAML: their references are unknown. */
  readonly unreadable: readonly string[];
}

export function diffReferences(head: readonly FileText[], base: readonly FileText[]): ReferenceDiff {
  const unreadable: string[] = [];
  const headRefs = head.flatMap((f) => {
    const refs = f.text === null ? null : fileReferences(f.path, f.text);
    if (refs === null) unreadable.push(f.path);
    return refs ?? [];
  });
  const baseRefs = base.flatMap((f) => (f.text === null ? [] : (fileReferences(f.path, f.text) ?? [])));
  const knownRepositories = new Set(baseRefs.map((r) => r.repository).filter((r) => r !== null));
  const knownValues = new Set(baseRefs.map((r) => r.value));
  const repositories = new Map<string, UsesReference>();
  const skipped: UsesReference[] = [];
  for (const ref of headRefs) {
    if (ref.repository === null) {
      if (!knownValues.has(ref.value)) skipped.push(ref);
    } else if (!knownRepositories.has(ref.repository) && !repositories.has(ref.repository)) {
      repositories.set(ref.repository, ref);
    }
  }
  return { repositories: [...repositories.values()], skipped, unreadable };
}
