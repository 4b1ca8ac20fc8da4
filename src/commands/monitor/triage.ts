// What is new since the last run, what was withdrawn, and the order they are shown in. Pure.
import type { MonitorItem } from '../../api/types-operations.ts';
import { readAdvisoryRefs } from '../../api/unshown-fields/monitor-fields.ts';
import { readSeverity, severityRank } from '../../policy/severity.ts';
import type { AdvisoryView } from '../../render/monitor-model.ts';
import type { Memory } from './memory.ts';

export function advisoryView(item: MonitorItem): AdvisoryView {
  const refs = readAdvisoryRefs(item);
  return {
    id: String(item.id),
    title: typeof item.title === 'string' ? item.title : '',
    severity: readSeverity(item.severity),
    kind: typeof item.kind === 'string' ? item.kind : 'unknown',
    exploited: item.exploited === true,
    publishedAt: typeof item.publishedAt === 'string' ? item.publishedAt : '',
    withdrawnAt: typeof item.withdrawnAt === 'string' && item.withdrawnAt !== '' ? item.withdrawnAt : null,
    ...refs,
  };
}

export interface Triage {
  readonly fresh: readonly AdvisoryView[];
  /** Reported by an earlier run and withdrawn since. */
  readonly withdrawn: readonly AdvisoryView[];
  readonly alreadyReported: number;
  /** Remembered ids the window no longer lists, longest unseen first: withdrawn, or only out of the window. */
  readonly missing: readonly string[];
}

/** Without a memory every current advisory of the window is new: nothing is silently left out. */
export function triage(listed: readonly AdvisoryView[], memory: Memory | null): Triage {
  const entries = memory?.entries ?? {};
  const remembered = (id: string) => Object.hasOwn(entries, id);
  const current = listed.filter((a) => a.withdrawnAt === null);
  const listedIds = new Set(listed.map((a) => a.id));
  return {
    fresh: orderAdvisories(current.filter((a) => !remembered(a.id))),
    withdrawn: orderAdvisories(listed.filter((a) => a.withdrawnAt !== null && remembered(a.id))),
    alreadyReported: current.filter((a) => remembered(a.id)).length,
    missing: Object.entries(entries)
      .filter(([id]) => !listedIds.has(id))
      .sort(([, a], [, b]) => a.seenAt.localeCompare(b.seenAt))
      .map(([id]) => id),
  };
}

/** Exploited first, then the most severe, then the newest. */
export function orderAdvisories(items: readonly AdvisoryView[]): AdvisoryView[] {
  return [...items].sort(
    (a, b) =>
      Number(b.exploited) - Number(a.exploited) ||
      severityRank(b.severity) - severityRank(a.severity) ||
      b.publishedAt.localeCompare(a.publishedAt),
  );
}
