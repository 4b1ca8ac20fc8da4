// The DNS recheck section of the job summary: when it ran (or when the next one is allowed), then a row
// per outcome.
import type { RecheckOutcome } from '../api/unshown-fields/check-fields.ts';
import { cappedTable, table, SUMMARY_MAX_ROWS } from './markdown.ts';
import type { RunReport } from './model.ts';
import { md } from './untrusted.ts';

const RESULT: Record<string, string> = { fixed: '✅ fixed', still_present: '❌ still present' };

export function dnsRecheckSection(r: RunReport): string {
  const d = r.dnsRecheck;
  if (!d) return '';
  const rows = [
    ['Scan', md(d.scanId)],
    ['Finding', md(d.findingId)],
  ];
  if (!d.ran) rows.push(['Not run', 'the service does not allow the next recheck yet']);
  if (d.nextAllowedAt) rows.push(['Next recheck allowed', md(d.nextAllowedAt)]);
  if (d.checkedAt) rows.push([d.ran ? 'Checked' : 'Latest recheck', md(d.checkedAt)]);
  if (d.pending) rows.push(['Pending', 'the recheck is still running']);
  if (d.failedAt) rows.push(['Failed', md(d.failedAt)]);
  if (d.ran) rows.push(['Original grade unchanged', d.originalGradeUnchanged ? 'yes' : 'no']);
  const parts = ['### DNS recheck', table(['', ''], rows)];
  if (d.outcomes.length > 0) {
    if (!d.ran) parts.push('Outcomes of the latest recheck:');
    parts.push(cappedTable(['Result', 'Code', 'Finding'], d.outcomes, outcomeRow, SUMMARY_MAX_ROWS));
  }
  return parts.join('\n\n');
}

function outcomeRow(o: RecheckOutcome): string[] {
  return [RESULT[o.result] ?? md(o.result, 40), md(o.code ?? ''), md(o.findingId ?? '')];
}
