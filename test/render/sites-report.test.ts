import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_CHARS } from '../../src/render/comment.ts';
import type { RunReport } from '../../src/render/model.ts';
import {
  renderSitesComment,
  renderSitesSummary,
  sitesMarker,
  type SitesView,
} from '../../src/render/sites-report.ts';
import { summaryOf } from '../support/summary.ts';
import { finding, HOSTILE, report } from './fixtures.ts';

const dependencies: RunReport['dependencies'] = {
  files: [{ path: 'package-lock.json', format: 'npm-v3', packages: 3, skipped: 0, skippedBy: {} }],
  errors: [],
  packageCount: 3,
  uploaded: true,
  affected: [
    {
      advisoryId: 'SVA-2026-0001',
      title: HOSTILE,
      severity: 'high',
      ecosystem: 'npm',
      name: 'left-pad',
      version: '1.3.0',
      fixedIn: '1.3.1',
      url: null,
      locations: [{ file: 'package-lock.json', line: 4 }],
    },
  ],
  webUrl: null,
};
const passing = report({ verdict: { ...report().verdict, verdict: 'pass', reasons: [] }, dependencies });

const view = (over: Partial<SitesView> = {}): SitesView => ({
  sites: [
    { key: 'web.example.com', report: passing, expected: true },
    { key: HOSTILE, report: report({ dependencies }), expected: true },
    { key: 'gone.example.com', report: null, expected: true },
  ],
  verdict: 'fail',
  about: 'pull request #7 at abc',
  ...over,
});

describe('the combined summary and comment', () => {
  it('has a line per site, then details, then the lock-file results once', () => {
    const summary = renderSitesSummary(view(), summaryOf);
    expect(summary).toMatch(/^## ❌ Security gate failed: 3 sites\n\nFor pull request #7 at abc\./);
    expect(summary).toContain('| web.example.com | ✅ pass |');
    expect(summary).toContain('| gone.example.com | ⛔ no report |');
    expect(summary.match(/<details>/g)).toHaveLength(2);
    expect(summary.match(/### Dependencies/g)).toHaveLength(1);
    expect(summary).toContain(
      'From the report of web.example.com: every job of the matrix reads the same checkout.',
    );
    expect(summary.endsWith('\n\n')).toBe(true);
    const comment = renderSitesComment(view(), sitesMarker('report', 'security'), null);
    expect(comment.startsWith('<!-- security-scan-action:report:sites:security -->\n')).toBe(true);
    expect(comment.match(/\*\*Affected packages \(1\)\*\*/g)).toHaveLength(1);
  });

  it('neutralises every string of a report: site identities, titles, reasons', () => {
    for (const out of [
      renderSitesSummary(view(), summaryOf),
      renderSitesComment(view(), sitesMarker('report', 'w'), null),
    ]) {
      expect(out).not.toContain('<script');
      expect(out).not.toMatch(/@octocat/);
      expect(out).not.toContain('](https://evil.example)');
      expect(out).not.toMatch(/^::error::/m);
      // The hostile identity's `|` cannot add a cell to its row.
      const row = out.split('\n').find((l) => l.includes('pwned') && l.startsWith('| '));
      expect(row?.split(/(?<!\\)\|/).length).toBe(6);
    }
  });

  it('stays within GitHub’s limits with many sites of many findings', () => {
    const many = Array.from({ length: 3000 }, (_, i) => finding({ id: `f_${i}`, title: `${HOSTILE} ${i}` }));
    const base = report().findings;
    if (!base) throw new Error('the fixture has findings');
    const big = report({ findings: { ...base, new: many, open: many } });
    const sites = Array.from({ length: 40 }, (_, i) => ({
      key: `site-${i}.example.com`,
      report: big,
      expected: true,
    }));
    expect(Buffer.byteLength(renderSitesSummary(view({ sites }), summaryOf))).toBeLessThan(1024 * 1024);
    expect(renderSitesComment(view({ sites }), sitesMarker('report', 'w'), null).length).toBeLessThanOrEqual(
      COMMENT_MAX_CHARS,
    );
  });
});
