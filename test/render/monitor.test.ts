import { describe, expect, it } from 'vitest';
import {
  advisoryIssueBody,
  advisoryIssueMarker,
  advisoryIssueTitle,
  advisoryWithdrawnComment,
} from '../../src/render/monitor-issue.ts';
import type { AffectedPackageView } from '../../src/render/model.ts';
import type { AdvisoryView } from '../../src/render/monitor-model.ts';
import { HOSTILE, monitorAdvisory as advisory, monitorView as monitor, report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

const inert = (text: string) => {
  expect(text).not.toContain('<script>');
  expect(text).not.toContain('@octocat');
  expect(text).not.toContain('](https://evil.example)');
  expect(text).not.toMatch(/^::error::/m);
};

describe('monitor summary', () => {
  it('shows new and withdrawn advisories, inert, with the issue link', () => {
    const text = summaryOf(report({ command: 'monitor', scan: null, findings: null, monitor: monitor() }));
    expect(text).toContain('### Advisories');
    expect(text).toContain(
      '3 in the window (view: sites, siteId: site\\_1); 1 new, 1 withdrawn, 1 reported before.',
    );
    expect(text).toContain('#### New (1)');
    expect(text).toContain('#### Withdrawn since reported (1)');
    expect(text).toContain('🔥 exploited');
    expect(text).toContain('[issue](https://github.com/o/r/issues/12)');
    expect(text).toContain('withdrawn 21 November 2026');
    expect(text).toContain('| 20 November 2026 |');
    inert(text);
  });

  it('leads with how many advisories are new and how many reach fail-on, in words that agree', () => {
    const lead = (m: ReturnType<typeof monitor>) =>
      summaryOf(report({ command: 'monitor', scan: null, findings: null, monitor: m })).split('\n')[1];
    expect(lead(monitor())).toMatch(
      /^\*\*At a glance:\*\* 1 new advisory \(1 at or above `high`\) · verdict/,
    );
    const three = [
      advisory({ id: 'A1', severity: 'low' }),
      advisory({ id: 'A2', severity: 'high' }),
      advisory({ id: 'A3', severity: 'medium' }),
    ];
    expect(lead(monitor({ new: three, failOn: 'medium' }))).toContain(
      '3 new advisories (2 at or above `medium`)',
    );
    expect(lead(monitor({ new: [] }))).toContain('0 new advisories (0 at or above `high`)');
  });

  it('links an advisory only by the link rule: plain http to another host stays text', () => {
    const plain = advisory({ url: 'http://advisories.example/SVA-2026-0001' });
    const text = summaryOf(report({ command: 'monitor', monitor: monitor({ new: [plain], withdrawn: [] }) }));
    expect(text).not.toContain('](http://advisories.example');
    expect(text).toContain('| SVA-2026-0001: ');
  });

  it('says when every advisory of the window is reported because nothing was remembered', () => {
    const text = summaryOf(report({ command: 'monitor', monitor: monitor({ memory: 'unavailable' }) }));
    expect(text).toContain('The Actions cache is not available');
  });

  it('has no section when the monitor did not run', () => {
    expect(summaryOf(report({ command: 'monitor', monitor: null }))).not.toContain('### Advisories');
  });
});

describe('advisory issue', () => {
  it('carries a marker that hostile ids cannot break out of, and inert text', () => {
    const marker = advisoryIssueMarker('site_1', 'X --> <b>');
    expect(marker).toBe('<!-- security-scan-action:monitor:site_1:X_--_b_-e30bb300ff -->');
    const body = advisoryIssueBody(advisory(), {
      marker,
      site: HOSTILE,
      runUrl: 'https://github.com/o/r/actions/runs/1',
      pinned: null,
      source: null,
    });
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

  const pinned = (over: Partial<AffectedPackageView> = {}): AffectedPackageView => ({
    advisoryId: 'SVA-2026-0001',
    title: 'Prototype pollution',
    severity: 'critical',
    ecosystem: 'npm',
    name: 'lodash',
    version: '4.17.20',
    fixedIn: '4.17.21',
    url: null,
    locations: [{ file: 'web/package-lock.json', line: 42 }],
    ...over,
  });
  const source = { serverUrl: 'https://github.com', repository: 'o/r', sha: 'c'.repeat(40) };
  const body = (a: AdvisoryView, found: AffectedPackageView[] | null) =>
    advisoryIssueBody(a, { marker: '<!-- m -->', site: null, runUrl: null, pinned: found, source });

  it('says which pinned version is affected, on which lock-file line, the fixed version and what to do', () => {
    const text = body(advisory({ publishedAt: '2026-11-27T09:00:00Z' }), [pinned()]);
    expect(text).toContain('published 27 November 2026');
    expect(text).not.toContain('2026-11-27');
    expect(text).toContain('| npm lodash | 4\\.17.20 |');
    expect(text).toContain(
      `[web/package-lock.json:42](https://github.com/o/r/blob/${'c'.repeat(40)}/web/package-lock.json#L42)`,
    );
    expect(text).toContain('| 4\\.17.21 |');
    expect(text).toContain(
      '**What to do:** upgrade lodash from 4\\.17.20 to 4\\.17.21 or later (then update the lock file).',
    );
    inert(text);
  });

  it('points to the advisory when no fixed version is known, and says when nothing pinned here is affected', () => {
    const unfixed = body(advisory(), [pinned({ fixedIn: null })]);
    expect(unfixed).toContain('no fixed version yet');
    expect(unfixed).toContain(
      '**What to do:** no fixed version is known yet: follow [the advisory](https://app.example.com/advisories/SVA-2026-0001) for a workaround.',
    );
    const none = body(advisory({ url: null, sites: ['shop'] }), []);
    expect(none).toContain(
      "**Affected here:** no package pinned in this repository's lock files. It matches shop.",
    );
    expect(none).toContain('**What to do:** look up SVA-2026-0001 in the scanning service.');
    expect(body(advisory(), null)).toContain('**Affected here:** not checked');
  });

  it('keeps hostile package text inert and links only by the link rule', () => {
    const text = body(advisory({ url: 'http://evil.example/x' }), [
      pinned({ name: HOSTILE, version: '[1](https://evil.example)', fixedIn: '@octocat' }),
    ]);
    inert(text);
    expect(text).not.toContain('](http://evil.example');
  });

  it('says when the advisory was withdrawn as a readable date', () => {
    const comment = advisoryWithdrawnComment(advisory({ withdrawnAt: '2026-11-21T00:00:00Z' }), null);
    expect(comment).toContain('withdrawn on 21 November 2026: it no longer applies');
  });
});
