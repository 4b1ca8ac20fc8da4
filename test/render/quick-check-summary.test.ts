import { describe, expect, it } from 'vitest';
import type { QuickCheckView } from '../../src/render/command-views.ts';
import { quickCheckSection } from '../../src/render/quick-check-summary.ts';
import { HOSTILE, report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

const quickCheck: QuickCheckView = {
  url: 'https://www.example.com',
  checkId: 'qck_1',
  status: 'succeeded',
  reused: true,
  summary: HOSTILE,
  webUrl: 'https://app.example.com/quick-checks/qck_1',
  checks: [
    { id: 'https', title: 'HTTPS is enforced', status: 'pass', severity: null },
    { id: 'headers', title: HOSTILE, status: 'attention', severity: 'high' },
  ],
  timedOut: false,
};

describe('quickCheckSection', () => {
  it('is empty without a quick check', () => {
    expect(quickCheckSection(report())).toBe('');
  });

  it('links the check, says it was reused, and has a row per result', () => {
    const out = quickCheckSection(report({ quickCheck }));
    expect(out).toContain('### Quick check');
    expect(out).toContain('[qck\\_1](https://app.example.com/quick-checks/qck_1)');
    expect(out).toContain('an earlier check of this address (not run again)');
    expect(out).toContain('| ✅ pass | HTTPS is enforced |  | https |');
    expect(out).toMatch(/\| ⚠️ attention \| .* \| 🟧 high \| headers \|/);
  });

  it('neutralises the service text and says when the wait ended first', () => {
    const out = quickCheckSection(
      report({ quickCheck: { ...quickCheck, status: 'running', timedOut: true } }),
    );
    expect(out).toContain('running (not finished when the wait ended)');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('@octocat');
    expect(out).not.toContain('](https://evil.example');
  });

  it('stands in the job summary after the verdict', () => {
    const out = summaryOf(report({ command: 'quick-check', scan: null, findings: null, quickCheck }));
    expect(out.indexOf('### Quick check')).toBeGreaterThan(out.indexOf('## '));
  });
});
