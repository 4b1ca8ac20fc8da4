// What a quick check means for the gate. Pure. A check that failed on the service or did not finish in
// time fails; an `attention` result fails when the service gives it a severity at or above `fail-on`,
// and only warns otherwise (a quick check is a light look at a homepage, not a scan's verdict).
import type { GateOutcome } from '../../policy/gate.ts';
import { counted, type CountedPhrase } from '../../plural.ts';
import { reaches } from '../../policy/severity.ts';
import type { QuickCheckView } from '../../render/command-views.ts';
import type { FailOn } from '../../settings/choices.ts';

export function judgeQuickCheck(check: QuickCheckView, failOn: FailOn): GateOutcome[] {
  const about = `${check.url} (${check.checkId})`;
  if (check.timedOut) {
    return [
      outcome(
        'fail',
        counted(
          'quick check',
          'not finished when the wait ended (raise wait-timeout-minutes to wait longer)',
        ),
        `${about} was still ${check.status}`,
      ),
    ];
  }
  if (check.status === 'failed')
    return [outcome('fail', counted('quick check', 'that failed on the service'), about)];
  return check.checks
    .filter((item) => item.status === 'attention')
    .map((item) => {
      const label = `${item.severity ?? 'no severity'} ${item.id}: ${item.title}`;
      return item.severity !== null && reaches(item.severity, failOn)
        ? outcome('fail', counted('quick-check result', `at or above ${failOn}`), label, [item.id])
        : outcome('warn', counted('quick-check result', 'needing attention'), label, [item.id]);
    });
}

const outcome = (
  level: GateOutcome['level'],
  group: CountedPhrase,
  item: string,
  ignoreIds: readonly string[] = [],
): GateOutcome => ({ level, group, item, ignoreIds });
