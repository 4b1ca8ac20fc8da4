// The base-branch baselines: which succeeded scan each branch's newest push, schedule or manual run recorded
// for a site and kind. Kept in the Actions cache, whose branch scoping lets a pull request's run read what
// its base branch recorded (and nothing from other pull requests, which record nothing).
import { actionsCacheText, type CachedText } from '../github/actions-cache.ts';
import { slug } from '../slug.ts';
import { runMemoryIn, type RunMemory } from './rerun.ts';
import { parseJsonOrUndefined } from '../runtime/json-file.ts';

export type BaselineKind = 'pulse' | 'deep';

export interface BaselineRecord {
  readonly scanId: string;
  /** The site's identity (src/runtime/site-identity.ts). */
  readonly site: string;
  readonly kind: BaselineKind;
  readonly branch: string;
  /** The commit the recording run checked out. */
  readonly sha: string;
  readonly runId: string;
  readonly event: string;
  readonly recordedAt: string;
  /** The scan's `createdAt` ('' when the service sent none): of two scans of one commit, the newer wins. */
  readonly scanCreatedAt: string;
}

/** Also keeps what a run's first attempt judged against, for its re-runs (./rerun.ts). */
export interface BaselineStore extends RunMemory {
  /** The newest record of the branch for the site and kind, or null. Throws when the cache cannot answer. */
  find(site: string, kind: BaselineKind, branch: string): Promise<BaselineRecord | null>;
  /** `runKey` makes the entry's key unique (cache keys are immutable). */
  record(record: BaselineRecord, runKey: string): Promise<void>;
}

/** Bump when the record changes shape, so older entries are not read. */
const KEY_VERSION = 'v1';

/**
 * The branch is encoded so that `release` never reads `release/2`'s records (`/` becomes `%2F`), and the
 * trailing slash keeps site `a` from reading site `ab`'s.
 */
export function baselineKeyPrefix(site: string, kind: BaselineKind, branch: string): string {
  return `security-scan-baseline/${KEY_VERSION}/${slug(site)}/${kind}/${encodeURIComponent(branch)}/`;
}

export function actionsCacheBaselines(workspace: string): BaselineStore {
  return baselinesIn((name) => actionsCacheText(workspace, name));
}

/** The store over texts kept by the cache's rules (immutable keys, a restore takes the newest by prefix). */
export function baselinesIn(cached: (name: string) => CachedText): BaselineStore {
  // One file name per site and kind: the cache ties entries to the path, which must match on restore.
  const file = (site: string, kind: BaselineKind) => cached(`baseline-${slug(site)}-${kind}.json`);
  return {
    ...runMemoryIn(cached),
    find: async (site, kind, branch) => {
      const found = await file(site, kind).restore(baselineKeyPrefix(site, kind, branch));
      return found === null ? null : parseRecord(found.text, site, kind, branch);
    },
    record: (record, runKey) =>
      file(record.site, record.kind).save(
        `${baselineKeyPrefix(record.site, record.kind, record.branch)}${runKey}`,
        JSON.stringify(record),
      ),
  };
}

/** A record that does not hold a scan id of the asked site, kind and branch is no baseline. */
export function parseRecord(
  text: string,
  site: string,
  kind: BaselineKind,
  branch: string,
): BaselineRecord | null {
  const value = parseJsonOrUndefined(text);
  const r = (value ?? {}) as Partial<Record<keyof BaselineRecord, unknown>>;
  if (typeof r.scanId !== 'string' || r.scanId === '') return null;
  if (r.site !== site || r.kind !== kind || r.branch !== branch) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    scanId: r.scanId,
    site,
    kind,
    branch,
    sha: str(r.sha),
    runId: str(r.runId),
    event: str(r.event),
    recordedAt: str(r.recordedAt),
    scanCreatedAt: str(r.scanCreatedAt),
  };
}
