// What a DNS recheck means for the gate. Pure. A finding still present fails (the fix has not taken),
// as does a recheck that failed on the service. A recheck the service does not allow yet only warns:
// nothing is known to be wrong, and running again before `nextAllowedAt` cannot help.
import type { GateOutcome } from '../../policy/gate.ts';
import { counted, type CountedPhrase } from '../../plural.ts';
import type { DnsRecheckView } from '../../render/command-views.ts';

export function judgeDnsRecheck(r: DnsRecheckView): GateOutcome[] {
  const about = `finding ${r.findingId} of scan ${r.scanId}`;
  const outcome = (
    level: GateOutcome['level'],
    group: CountedPhrase,
    item: string,
    code?: string | null,
  ) => ({
    level,
    group,
    item,
    ignoreIds: code ? [r.findingId, code] : [r.findingId],
  });
  if (!r.ran) {
    const when = r.nextAllowedAt ?? 'a later time';
    return [
      outcome(
        'warn',
        counted('DNS recheck', `not allowed yet (next at ${when})`),
        `${about}: the service allows the next recheck at ${when}; run dns-recheck again then`,
      ),
    ];
  }
  if (r.failedAt) {
    return [
      outcome(
        'fail',
        counted('DNS recheck', 'that failed on the service'),
        `${about} failed at ${r.failedAt}`,
      ),
    ];
  }
  if (r.pending)
    return [outcome('warn', counted('DNS recheck', 'still running'), `${about}: read it again later`)];
  const mine = r.outcomes.filter((o) => o.findingId === null || o.findingId === r.findingId);
  if (mine.length === 0)
    return [outcome('warn', counted('DNS recheck', 'without an outcome for the finding'), about)];
  return mine.flatMap((o) => {
    const label = o.code ?? o.findingId ?? r.findingId;
    if (o.result === 'fixed') return [];
    if (o.result === 'still_present') {
      return [outcome('fail', counted('DNS finding', 'still present after the recheck'), label, o.code)];
    }
    return [
      outcome(
        'warn',
        counted('DNS recheck outcome', 'the action does not know'),
        `${label}: ${o.result}`,
        o.code,
      ),
    ];
  });
}
