// Monitor item lists whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.
import { isRecord } from '../envelope-parser.ts';
import { list, strings, text } from './tolerant-reads.ts';

export interface AdvisoryRefs {
  /** The first http(s) link of `provenance` items `{ url }`, else of `references`. */
  readonly url: string | null;
  /** `packages` items `{ ecosystem, name }`, as `ecosystem name`. */
  readonly packages: readonly string[];
  /** `sites` items `{ name }` or `{ siteId }`, each site once. */
  readonly sites: readonly string[];
}

/** Monitor item nested lists (`provenance`, `packages`, `sites`), whose inner fields the spec leaves unshown. */
export function readAdvisoryRefs(item: {
  readonly provenance?: unknown;
  readonly references?: unknown;
  readonly packages?: unknown;
  readonly sites?: unknown;
}): AdvisoryRefs {
  const links = [
    ...list(item.provenance).map((p) => (isRecord(p) ? text(p.url) : null)),
    ...strings(item.references),
  ];
  const packages = list(item.packages)
    .filter(isRecord)
    .map((p) => [text(p.ecosystem), text(p.name)].filter(Boolean).join(' '))
    .filter((label) => label !== '');
  const sites = list(item.sites)
    .filter(isRecord)
    .map((s) => text(s.name) ?? text(s.siteId))
    .filter((name): name is string => name !== null && name !== '');
  return {
    url: links.find((link) => link !== null && /^https?:\/\//i.test(link)) ?? null,
    packages: [...new Set(packages)],
    sites: [...new Set(sites)],
  };
}
