// GitHub's size limits, for runs of any size: the PR comment within 65,536 characters, the job summary
// within 1 MiB (both cut with a note pointing to the full report), annotations within the per-step caps
// with a count of what was left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judged } from '../support/judged-report.ts';
import { planAnnotations, PER_LEVEL_LIMIT, RESERVED } from '../../src/github/annotations.ts';
import { renderComment } from '../../src/render/comment.ts';
import type { RunReport } from '../../src/render/model.ts';
import { finding, report } from '../render/fixtures.ts';
import { check, hostileText } from './settings.ts';
import { DEFAULT_POLICY } from '../../src/settings/settings.ts';
import { summaryOf } from '../support/summary.ts';

const longText = fc
  .tuple(hostileText, fc.constantFrom('x', '😀', '\u202e', '|'), fc.nat(600))
  .map(([text, unit, n]) => `${text}${unit.repeat(n)}`);

/** A run with many long reasons and findings: big enough to need cutting in some cases. */
const bigReport = fc
  .record({
    reasons: fc.array(longText, { maxLength: 300, size: 'max' }),
    items: fc.array(longText, { maxLength: 40, size: 'max' }),
    titles: fc.array(longText, { maxLength: 200, size: 'max' }),
  })
  .map(({ reasons, items, titles }): RunReport => {
    const base = report();
    const open = titles.map((title, i) => finding({ id: `f${i}`, code: `C-${i}`, title }));
    return {
      ...base,
      findings: { new: open, fixed: [], open, openBySeverity: { high: open.length }, comparedBy: 'service' },
      verdict: {
        ...base.verdict,
        reasons: reasons.map((message) => ({ kind: 'findings', level: 'fail', message, items })),
      },
      warnings: reasons,
    };
  });

let cutComments = 0;
let cutSummaries = 0;

describe('size limits', () => {
  it('the PR comment stays within 65,536 characters, keeps its marker, and says where the rest is', () => {
    check(
      fc.property(bigReport, (r) => {
        const body = renderComment(r, '<!-- marker -->', 'https://github.com/o/r/actions/runs/1');
        expect(body.length).toBeLessThanOrEqual(65_536);
        expect(body.startsWith('<!-- marker -->')).toBe(true);
        cutComments += body.includes('cut to fit') ? 1 : 0;
        if (body.includes('cut to fit')) expect(body).toContain('(https://github.com/o/r/actions/runs/1)');
      }),
      12,
    );
  });

  it('the job summary stays within 1 MiB and says when the report file holds the rest', () => {
    check(
      fc.property(bigReport, (r) => {
        const summary = summaryOf(r);
        const bytes = Buffer.byteLength(summary);
        expect(bytes).toBeLessThanOrEqual(1024 * 1024);
        cutSummaries += summary.includes('cut to fit') ? 1 : 0;
        if (bytes > 900 * 1024 - 200) expect(summary).toMatch(/the report file has everything/);
      }),
      8,
    );
  });

  it('met runs big enough to be cut', () => {
    expect([cutComments > 0, cutSummaries > 0]).toEqual([true, true]);
  });

  it('annotations keep within the per-step caps, with room left for the run, and count the rest', () => {
    const severities = fc.array(fc.constantFrom('critical', 'high', 'medium', 'low', 'info'), {
      maxLength: 80,
    });
    check(
      fc.property(severities, (list) => {
        const open = list.map((severity, i) => finding({ id: `f${i}`, code: `C-${i}`, severity }));
        const base = report();
        const planned = planAnnotations(
          judged(
            {
              ...base,
              findings: { new: [], fixed: [], open, openBySeverity: {}, comparedBy: 'service' },
            },
            DEFAULT_POLICY,
          ),
        );
        for (const level of ['error', 'warning', 'notice'] as const) {
          const count = planned.filter((a) => a.level === level).length;
          const note = level === 'notice' ? 1 : 0;
          expect(count).toBeLessThanOrEqual(PER_LEVEL_LIMIT - RESERVED[level] + note);
        }
        const counted = planned.find((a) => a.title === 'More results');
        const leftOut = Number(counted?.message.match(/^(\d+) more/)?.[1] ?? 0);
        expect(planned.length - (counted ? 1 : 0) + leftOut).toBe(list.length);
      }),
      200,
    );
  });
});
