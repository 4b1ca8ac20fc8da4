import { describe, expect, it } from 'vitest';
import { baselineComment, baselineSection, newnessGroups } from '../../src/render/baseline-section.ts';
import type { BaselineView } from '../../src/render/model.ts';
import { report } from './fixtures.ts';

const fromMain: BaselineView = {
  scanId: 'scan_1',
  source: 'base-branch',
  site: 'staging.example.com',
  branch: 'main',
  recordedBy: { sha: 'c'.repeat(40), runId: '101', event: 'push', at: '2026-11-23T10:00:00.000Z' },
  note: null,
  recordedFor: null,
};

const none: BaselineView = {
  ...fromMain,
  scanId: null,
  source: 'none',
  recordedBy: null,
  note: 'no scan of staging.example.com (pulse) is recorded for the base branch main yet',
};

describe('baseline section', () => {
  it('names the baseline scan and the run and branch that recorded it', () => {
    const text = baselineSection(report({ baseline: fromMain }));
    expect(text).toContain('scan scan\\_1 of staging.example.com, recorded by the push run 101 on main');
    expect(baselineComment(report({ baseline: fromMain }))).toMatch(/^Compared with scan/);
  });

  it('says, without a baseline, that everything was judged and how to get one', () => {
    const text = baselineSection(report({ baseline: none }));
    expect(text).toContain('Every open finding was judged');
    expect(text).toContain('on pushes to the base branch');
    expect(baselineComment(report({ baseline: none }))).toContain('**No baseline yet**');
  });

  it('names a cache outage as such, and says to re-run rather than to run on pushes', () => {
    const unread: BaselineView = {
      ...none,
      note: 'the baseline record could not be read from the Actions cache (Failed to restore: 503)',
      unread: true,
    };
    const text = baselineSection(report({ baseline: unread }));
    expect(text).toContain('the Actions cache could not be read');
    expect(text).toContain('re-run the job');
    expect(text).not.toContain('on pushes to the base branch');
    const comment = baselineComment(report({ baseline: unread }));
    expect(comment).toMatch(/^\*\*Baseline not read\*\*: the Actions cache could not be read/);
    expect(comment).not.toContain('No baseline yet');
  });

  it('says when this run recorded its scan for later pull requests', () => {
    const recorded = { ...none, source: 'branch' as const, scanId: 'scan_2', recordedFor: 'main' };
    expect(baselineSection(report({ baseline: recorded }))).toContain('now the baseline of main');
  });

  it('groups compared results into new and still open, and leaves uncompared ones in one group', () => {
    const items = [
      { id: 'a', isNew: true },
      { id: 'b', isNew: false },
      { id: 'c', isNew: false },
    ];
    const groups = newnessGroups(items, (t) => `## ${t}`);
    expect(groups.map(([title, list]) => [title, list.length])).toEqual([
      ['## New in this pull request (1)', 1],
      ['## Still open, already on the base branch (2)', 2],
    ]);
    const uncompared: { id: string; isNew?: boolean }[] = [{ id: 'x' }];
    expect(newnessGroups(uncompared, (t) => t)).toEqual([['', uncompared]]);
  });
});
