import { describe, expect, it } from 'vitest';
import { commentMarker, COMMENT_MAX_CHARS, renderComment } from '../../src/render/comment.ts';
import type { RunReport } from '../../src/render/model.ts';
import { SUMMARY_MAX_BYTES } from '../../src/render/summary.ts';
import { finding, localPlace, report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

function findingsOf(r: RunReport): NonNullable<RunReport['findings']> {
  if (!r.findings) throw new Error('fixture has findings');
  return r.findings;
}

const MARKER = commentMarker('scan', 'site_1');
const RUN = 'https://github.com/o/r/actions/runs/1';

function expectInert(markdown: string): void {
  expect(markdown).not.toContain('<script');
  expect(markdown).not.toMatch(/@octocat/);
  expect(markdown).not.toContain('](https://evil.example');
  expect(markdown).not.toMatch(/^::/m);
}

describe('renderSummary', () => {
  it('leads with the verdict, then the scan, policy and findings', () => {
    const out = summaryOf(report());
    const first = out.split('\n')[0] ?? '';
    expect(first.startsWith('## ❌ Security scan failed for [')).toBe(true);
    expect(first.endsWith('](https://app.example.com/sites/site_1)')).toBe(true);
    const order = ['### Scan', '### Policy', '#### New (1)', '#### Fixed (1)', '#### Still open (1)'].map(
      (h) => out.indexOf(h),
    );
    expect(order.every((i, n) => i > 0 && (n === 0 || i > (order[n - 1] ?? 0)))).toBe(true);
    expect(out).toContain('[s\\_2](https://app.example.com/scans/s_2)');
    expect(out).toContain('`CKE-7Q2W9E`');
  });

  it("names the command's subject in the headline", () => {
    expect(summaryOf(report({ command: 'monitor' })).startsWith('## ❌ Security monitor failed for [')).toBe(
      true,
    );
    const passed = report({ command: 'verify-ownership' });
    const pass = { ...passed, verdict: { ...passed.verdict, verdict: 'pass' as const, reasons: [] } };
    expect(summaryOf(pass).startsWith('## ✅ Ownership verification passed')).toBe(true);
  });

  it('neutralises hostile titles', () => {
    expectInert(summaryOf(report()));
  });

  it('stays under the step summary limit', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => finding({ id: `f${i}`, title: 'x'.repeat(300) }));
    const r = report();
    const out = summaryOf({ ...r, findings: { ...findingsOf(r), new: many, open: many } });
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(out).toContain('…and 19950 more');
  });
});

describe('renderComment', () => {
  it('carries the marker and leads with what changed', () => {
    const out = renderComment(report(), MARKER, RUN);
    expect(out.startsWith(`${MARKER}\n\n### ❌ Security gate failed`)).toBe(true);
    expect(out.indexOf('**New (1)**')).toBeLessThan(out.indexOf('**Fixed (1)**'));
    expect(out).toContain(`[Full report and job summary](${RUN})`);
    expectInert(out);
  });

  it('says there is no change, or no baseline', () => {
    const r = report();
    expect(
      renderComment({ ...r, findings: { ...findingsOf(r), new: [], fixed: [] } }, MARKER, RUN),
    ).toContain('**No change**');
    expect(
      renderComment({ ...r, findings: { ...findingsOf(r), comparedBy: 'none' } }, MARKER, RUN),
    ).toContain('No baseline');
  });

  it('is cut to the comment limit with a link to the full report', () => {
    const huge = report({
      verdict: {
        ...report().verdict,
        reasons: Array.from({ length: 2000 }, () => ({
          kind: 'findings' as const,
          level: 'fail',
          message: 'y'.repeat(290),
          items: [],
        })),
      },
    });
    const out = renderComment(huge, MARKER, RUN);
    expect(out.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(out).toContain('See the full report');
    expect(out.startsWith(MARKER)).toBe(true);
  });
});

describe('one secret value at several places', () => {
  const grouped = report({
    localChecks: {
      ran: ['tracked-secrets', 'container-values'],
      refused: [],
      results: [
        {
          ...localPlace('tracked-secrets', 'src/a.ts', 1),
          severity: 'critical',
          message: 'Stripe secret key in a tracked file',
          evidence: 'sk_l… (32 chars)',
          commit: null,
          places: [
            localPlace('tracked-secrets', 'src/a.ts', 1),
            localPlace('container-values', 'src/a.ts', 1),
            localPlace('tracked-secrets', 'src/b.ts', 2),
            localPlace('tracked-secrets', 'src/c.ts', 3),
            localPlace('tracked-secrets', 'src/d.ts', 4),
          ],
        },
      ],
    },
  });

  it('is one row listing every other place in the summary, and the first ones with a count in the comment', () => {
    const summary = summaryOf(grouped);
    const rows = summary.split('\n').filter((l) => l.includes('stripe'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/src\/a\.ts:1.*src\/b\.ts:2.*src\/c\.ts:3.*src\/d\.ts:4/);
    expect(rows[0]?.match(/src\/a\.ts:1/g)).toHaveLength(1);
    const comment = renderComment(grouped, MARKER, RUN);
    expect(comment).toMatch(/src\/a\.ts:1.*src\/b\.ts:2.*src\/c\.ts:3, 1 more/);
  });
});
