import { describe, expect, it } from 'vitest';
import {
  advisoryIssueBody,
  advisoryIssueMarker,
  advisoryIssueTitle,
} from '../../src/report/monitor-issue.ts';
import { renderSummary } from '../../src/report/summary.ts';
import { HOSTILE, monitorAdvisory as advisory, monitorView as monitor, report } from './fixtures.ts';

const inert = (text: string) => {
  expect(text).not.toContain('<script>');
  expect(text).not.toContain('@octocat');
  expect(text).not.toContain('](https://evil.example)');
  expect(text).not.toMatch(/^::error::/m);
};

describe('monitor summary', () => {
  it('shows new and withdrawn advisories, inert, with the issue link', () => {
    const text = renderSummary(
      report({ command: 'monitor', scan: null, findings: null, monitor: monitor() }),
    );
    expect(text).toContain('### Advisories');
    expect(text).toContain(
      '3 in the window (view: sites, siteId: site\\_1); 1 new, 1 withdrawn, 1 reported before.',
    );
    expect(text).toContain('#### New (1)');
    expect(text).toContain('#### Withdrawn since reported (1)');
    expect(text).toContain('🔥 exploited');
    expect(text).toContain('[issue](https://github.com/o/r/issues/12)');
    expect(text).toContain('withdrawn 2026-11-21');
    inert(text);
  });

  it('says when every advisory of the window is reported because nothing was remembered', () => {
    const text = renderSummary(report({ monitor: monitor({ memory: 'unavailable' }) }));
    expect(text).toContain('The Actions cache is not available');
  });

  it('has no section when the monitor did not run', () => {
    expect(renderSummary(report())).not.toContain('### Advisories');
  });
});

describe('advisory issue', () => {
  it('carries a marker that hostile ids cannot break out of, and inert text', () => {
    const marker = advisoryIssueMarker('site_1', 'X --> <b>');
    expect(marker).toBe('<!-- security-scan-action:monitor:site_1:X_--_b_ -->');
    const body = advisoryIssueBody(advisory(), marker, HOSTILE, 'https://github.com/o/r/actions/runs/1');
    expect(body.startsWith(marker)).toBe(true);
    inert(body);
    expect(body.length).toBeLessThan(65_536);
  });

  it('has a plain-text title: not Markdown-escaped, one bounded line, hidden characters made visible', () => {
    const title = advisoryIssueTitle(advisory({ title: '1. numbered <img> [here]\n\u202eexe.txt' }));
    expect(title).toBe(
      'Security advisory SVA-2026-0001 (critical): 1. numbered <img> [here] [U+202E]exe.txt',
    );
    expect(Array.from(advisoryIssueTitle(advisory({ title: 'x'.repeat(1000) })))).toHaveLength(256);
  });
});
