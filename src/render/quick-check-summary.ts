// The quick-check section of the job summary: the check, its link and status, then a row per result.
import type { QuickCheckItem } from '../api/unshown-fields/check-fields.ts';
import { cappedTable, severityCell, table, SUMMARY_MAX_ROWS } from './markdown.ts';
import type { RunReport } from './model.ts';
import { md, mdLink } from './untrusted.ts';

const RESULT_ICON: Record<QuickCheckItem['status'], string> = {
  pass: '✅ pass',
  attention: '⚠️ attention',
  unknown: '❔ unknown',
};

export function quickCheckSection(r: RunReport): string {
  const q = r.quickCheck;
  if (!q) return '';
  const rows = [
    ['Address', mdLink(q.url, q.url)],
    ['Check', mdLink(q.checkId, q.webUrl)],
    ['Status', md(q.status) + (q.timedOut ? ' (not finished when the wait ended)' : '')],
  ];
  if (q.reused) rows.push(['Reused', 'an earlier check of this address (not run again)']);
  if (q.summary) rows.push(['Summary', md(q.summary, 500)]);
  const parts = ['### Quick check', table(['', ''], rows)];
  if (q.checks.length > 0) {
    parts.push(cappedTable(['Result', 'Check', 'Severity', 'Id'], q.checks, checkRow, SUMMARY_MAX_ROWS));
  }
  return parts.join('\n\n');
}

function checkRow(item: QuickCheckItem): string[] {
  return [
    RESULT_ICON[item.status],
    md(item.title),
    item.severity === null ? '' : severityCell(item.severity),
    md(item.id, 80),
  ];
}
