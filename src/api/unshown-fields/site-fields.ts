// The `site` object, whose fields the spec leaves unshown; docs/assumed-shapes.md lists
// them all.
import { isRecord, nonEmptyText } from '../envelope-parser.ts';

/** A `site` object (add site, site status; the legacy `project`), read with the Site list item's names. */
export interface SiteObject {
  readonly id: string | null;
  readonly name: string | null;
  readonly webUrl: string | null;
}

export function readSiteObject(value: unknown): SiteObject {
  const site = isRecord(value) ? value : {};
  return {
    id: nonEmptyText(site.id),
    name: nonEmptyText(site.name) ?? nonEmptyText(site.baseDomain),
    webUrl: nonEmptyText(site.webUrl),
  };
}
