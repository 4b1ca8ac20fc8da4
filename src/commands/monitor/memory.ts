// The state a monitor run leaves for the next one: which advisories it reported, and the number of its
// dashboard issue. Small (an id and two dates per advisory), versioned, and read defensively: a corrupt or
// foreign file counts as no memory. The dashboard number is optional, so version 1 files read either way.
import { isRecord } from '../../api/envelope-parser.ts';

export const MEMORY_SCHEMA_VERSION = 1;
/** Bounds the file: the advisories seen longest ago are forgotten first. */
const MAX_ENTRIES = 5000;

export interface Remembered {
  /** When a run first reported it. */
  readonly reportedAt: string;
  /** When a run last saw it listed (or looked it up). */
  readonly seenAt: string;
}

export interface Memory {
  readonly schemaVersion: typeof MEMORY_SCHEMA_VERSION;
  readonly entries: Readonly<Record<string, Remembered>>;
  /** The site's dashboard issue (`monitor-issues: dashboard`), once one was found or opened. */
  readonly dashboard?: number;
}

/** The memory in a state file, or null when the file is not one this version wrote. */
export function parseMemory(text: string): Memory | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.schemaVersion !== MEMORY_SCHEMA_VERSION || !isRecord(value.entries)) {
    return null;
  }
  const entries: Record<string, Remembered> = {};
  for (const [id, entry] of Object.entries(value.entries)) {
    if (!isRecord(entry) || typeof entry.reportedAt !== 'string' || typeof entry.seenAt !== 'string') {
      return null;
    }
    entries[id] = { reportedAt: entry.reportedAt, seenAt: entry.seenAt };
  }
  const dashboard = value.dashboard;
  // A wrong number only costs a lookup: the dashboard is then found by its marker.
  const kept =
    Number.isSafeInteger(dashboard) && (dashboard as number) > 0 ? { dashboard: dashboard as number } : {};
  return { schemaVersion: MEMORY_SCHEMA_VERSION, entries, ...kept };
}

export interface RunOutcome {
  /** Reported as new by this run. */
  readonly reported: readonly string[];
  /** Listed by this run, or looked up and still current. */
  readonly seen: readonly string[];
  /** Reported as withdrawn by this run: forgotten, so a re-published advisory is new again. */
  readonly withdrawnIds: readonly string[];
  /** The dashboard issue's number after this run; null to forget it, absent to keep what was remembered. */
  readonly dashboard?: number | null;
}

export function nextMemory(memory: Memory | null, run: RunOutcome, now: string): Memory {
  const entries = new Map(Object.entries(memory?.entries ?? {}));
  for (const id of run.seen) {
    const entry = entries.get(id);
    if (entry) entries.set(id, { ...entry, seenAt: now });
  }
  for (const id of run.reported) entries.set(id, { reportedAt: now, seenAt: now });
  for (const id of run.withdrawnIds) entries.delete(id);
  const kept = [...entries].sort(([, a], [, b]) => b.seenAt.localeCompare(a.seenAt)).slice(0, MAX_ENTRIES);
  const dashboard = run.dashboard === undefined ? memory?.dashboard : run.dashboard;
  return {
    schemaVersion: MEMORY_SCHEMA_VERSION,
    entries: Object.fromEntries(kept),
    ...(typeof dashboard === 'number' ? { dashboard } : {}),
  };
}
