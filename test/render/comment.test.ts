// The PR comment: the gate's verdict apart from the scan's status; every item that fails the gate named
// under its reason and marked in the tables (with or without a baseline); packages with their fixed version
// and lock-file line; local results with their message.
import { describe, expect, it } from 'vitest';
import { commentMarker, COMMENT_MAX_CHARS, renderComment } from '../../src/render/comment.ts';
import type { AffectedPackageView, LocalResultView, RunReport } from '../../src/render/model.ts';
import { finding, HOSTILE, report } from './fixtures.ts';

const MARKER = commentMarker('scan', 'site_1');
const RUN = 'https://github.com/o/r/actions/runs/1';
const SHA = 'a'.repeat(40);
const lines = (markdown: string) => markdown.split('\n');

const advisory = (over: Partial<AffectedPackageView> = {}): AffectedPackageView => ({
  advisoryId: 'GHSA-1111-2222-3333',
  title: 'prototype pollution',
  severity: 'high',
  ecosystem: 'npm',
  name: 'lodash',
  version: '4.17.20',
  fixedIn: '4.17.21',
  url: 'https://app.example.com/advisories/GHSA-1111-2222-3333',
  locations: [{ file: 'package-lock.json', line: 42 }],
  ...over,
});

const localResult = (over: Partial<LocalResultView> = {}): LocalResultView => ({
  checkId: 'workflow-injection',
  ruleId: 'workflow-injection/run-interpolation',
  severity: 'high',
  file: '.github/workflows/ci.yml',
  line: 12,
  message: `untrusted title in run: ${HOSTILE}`,
  evidence: null,
  commit: null,
  ...over,
});

/** A failing pull-request run: one finding, one package and one local result over the policy, one below. */
function failing(over: Partial<RunReport> = {}): RunReport {
  const r = report();
  const over1 = finding({ id: 'f_9', code: 'TLS-9Z9Z9Z', severity: 'critical', title: 'Weak TLS' });
  const under = finding({ id: 'f_8', code: 'INF-1Q1Q1Q', severity: 'low', title: 'Server banner' });
  const pkg = advisory();
  const lowPkg = advisory({
    advisoryId: 'GHSA-4444-5555-6666',
    severity: 'low',
    fixedIn: null,
    name: 'minimist',
  });
  const res = localResult();
  return {
    ...r,
    source: { serverUrl: 'https://github.com', repository: 'o/r', sha: SHA },
    findings: {
      new: [],
      fixed: [],
      open: [over1, under],
      openBySeverity: { critical: 1, low: 1 },
      comparedBy: 'none',
    },
    dependencies: {
      files: [],
      errors: [],
      packageCount: 2,
      uploaded: true,
      affected: [pkg, lowPkg],
      webUrl: null,
    },
    localChecks: { ran: ['workflow-injection'], refused: [], results: [res] },
    verdict: {
      ...r.verdict,
      verdict: 'fail',
      reasons: [
        {
          kind: 'findings',
          level: 'fail',
          message:
            '1 open finding at or above high (no baseline to compare with: every open finding is judged)',
          items: ['critical TLS-9Z9Z9Z: Weak TLS'],
        },
        {
          kind: 'advisories',
          level: 'fail',
          message: '1 affected package at or above high',
          items: ['high GHSA-1111-2222-3333: npm lodash@4.17.20 (prototype pollution)'],
        },
        {
          kind: 'local-checks',
          level: 'fail',
          message: '1 local check result at or above high',
          items: [`high workflow-injection/run-interpolation: .github/workflows/ci.yml:12 ${res.message}`],
        },
      ],
    },
    ...over,
  };
}

const rowOf = (out: string, text: string) =>
  lines(out).find((l) => l.startsWith('|') && l.includes(text)) ?? '';

describe('the PR comment', () => {
  it('states the gate verdict and the scan status apart', () => {
    const out = renderComment(failing(), MARKER, RUN);
    const head = lines(out)[2] ?? '';
    expect(head).toMatch(/^### ❌ Security gate failed · /);
    expect(head).not.toMatch(/succeeded|scan/);
    expect(out).toContain('The scan [s\\_2](https://app.example.com/scans/s_2): succeeded, 92% coverage.');
  });

  it('names every item that fails the gate under its reason, without a baseline too', () => {
    const out = renderComment(failing(), MARKER, RUN);
    expect(out).toContain('  - critical TLS-9Z9Z9Z: Weak TLS');
    // `@` is broken so that no name reads as a mention.
    expect(out).toContain('  - high GHSA-1111-2222-3333: npm lodash@&#8203;4.17.20 (prototype pollution)');
    expect(out).toContain('  - high workflow-injection/run-interpolation: .github/workflows/ci.yml:12');
    expect(out).toContain('**No baseline yet**');
    expect(out).toContain('**Open findings (2)**');
  });

  it('marks the rows that fail the gate, and only those', () => {
    const out = renderComment(failing(), MARKER, RUN);
    expect(rowOf(out, 'TLS-9Z9Z9Z')).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(rowOf(out, 'INF-1Q1Q1Q')).toMatch(/^\| {2}\| /);
    expect(rowOf(out, 'lodash')).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(rowOf(out, 'minimist')).toMatch(/^\| {2}\| /);
    expect(rowOf(out, 'run-interpolation')).toMatch(/^\| ❌ \*\*fails\*\* \| /);
  });

  it('marks them as over the policy, not failing, under warn-only', () => {
    const r = failing();
    const out = renderComment({ ...r, verdict: { ...r.verdict, verdict: 'warn' } }, MARKER, RUN);
    expect(rowOf(out, 'TLS-9Z9Z9Z')).toMatch(/^\| ⚠️ over \(warn-only\) \| /);
    expect(out).not.toContain('**fails**');
  });

  it('has no gate column when nothing is named', () => {
    const r = report();
    const pass = { ...r, verdict: { ...r.verdict, verdict: 'pass' as const, reasons: [] } };
    expect(renderComment(pass, MARKER, RUN)).toContain('| Severity | Code | Title |');
  });

  it('gives each package its fixed version and its lock-file line, linked at the checked commit', () => {
    const out = renderComment(failing(), MARKER, RUN);
    const row = rowOf(out, 'lodash');
    expect(out).toContain('| Gate | Severity | Package | Advisory | Fixed in | Where |');
    expect(row).toContain('| 4\\.17.21 |');
    expect(row).toContain(`[package-lock.json:42](https://github.com/o/r/blob/${SHA}/package-lock.json#L42)`);
    expect(rowOf(out, 'minimist')).toContain('| no fix yet |');
  });

  it('gives each local result its message, neutralised', () => {
    const out = renderComment(failing(), MARKER, RUN);
    const row = rowOf(out, 'run-interpolation');
    expect(out).toContain('| Gate | Severity | Rule | Where | Message |');
    expect(row).toContain('untrusted title in run: ::error::pwned &lt;script&gt;');
    expect(out).not.toContain('<script');
    expect(out).not.toMatch(/@octocat/);
  });

  it('lists findings the base already had when they fail the gate (scope all)', () => {
    const r = failing();
    const findings = r.findings;
    if (!findings) throw new Error('fixture has findings');
    const out = renderComment(
      { ...r, findings: { ...findings, comparedBy: 'service', new: [], fixed: [] } },
      MARKER,
      RUN,
    );
    expect(out).toContain('**Still open, over the policy (1)**');
    expect(rowOf(out, 'TLS-9Z9Z9Z')).toMatch(/^\| ❌ \*\*fails\*\* \| /);
    expect(rowOf(out, 'INF-1Q1Q1Q')).toBe('');
  });
});

describe('the PR comment within its limits', () => {
  it('names up to 25 items a reason and counts the rest', () => {
    const r = failing();
    const items = Array.from({ length: 3000 }, (_, i) => `high X-${i}: ${'t'.repeat(200)}`);
    const [first] = r.verdict.reasons;
    if (!first) throw new Error('fixture has reasons');
    const out = renderComment(
      { ...r, verdict: { ...r.verdict, reasons: [{ ...first, items }] } },
      MARKER,
      RUN,
    );
    expect(out).toContain('  - high X-24: ');
    expect(out).not.toContain('  - high X-25: ');
    expect(out).toContain('  - …and 2975 more (all of them are in the report file)');
    expect(out.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
  });
});
