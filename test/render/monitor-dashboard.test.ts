import { describe, expect, it } from 'vitest';
import {
  dashboardBody,
  dashboardListed,
  dashboardMarker,
  dashboardNewsComment,
  dashboardTitle,
  type DashboardContext,
} from '../../src/render/monitor-dashboard.ts';
import type { AdvisoryView } from '../../src/render/monitor-model.ts';
import { HOSTILE, monitorAdvisory } from './fixtures.ts';

const context = (over: Partial<DashboardContext> = {}): DashboardContext => ({
  marker: dashboardMarker('site_1'),
  site: 'staging.example.com',
  runUrl: 'https://github.com/o/r/actions/runs/9',
  failOn: 'high',
  now: '2026-11-27T03:17:00Z',
  fresh: new Set(),
  pinned: null,
  source: null,
  ...over,
});

const advisories = (count: number, severity: AdvisoryView['severity']) =>
  Array.from({ length: count }, (_, i) =>
    monitorAdvisory({ id: `SVA-${severity}-${i}`, severity, exploited: false, title: `Title ${i}` }),
  );

describe('dashboard issue', () => {
  it('lists those at or above fail-on first, each with its pinned version, where, and fixed version', () => {
    const [over, under] = [
      monitorAdvisory({ severity: 'high' }),
      monitorAdvisory({ id: 'SVA-L', severity: 'low' }),
    ];
    const body = dashboardBody([over, under], {
      ...context(),
      fresh: new Set(['SVA-L']),
      pinned: [
        {
          advisoryId: over.id,
          title: over.title,
          severity: 'high',
          ecosystem: 'npm',
          name: 'lodash',
          version: '4.17.20',
          fixedIn: '4.17.21',
          url: null,
          locations: [{ file: 'package-lock.json', line: 12 }],
        },
      ],
      source: { serverUrl: 'https://github.com', repository: 'o/r', sha: 'c'.repeat(40) },
    });
    expect(body.startsWith(dashboardMarker('site_1'))).toBe(true);
    expect(body).toContain(
      "**2 advisories** in the monitor's window for staging.example.com, 1 at or above `high`, 1 new since the last run (marked 🆕)",
    );
    expect(body.indexOf('### At or above `high` (1)')).toBeLessThan(body.indexOf('### Below `high` (1)'));
    expect(body).toContain('| npm lodash | 4\\.17.20 | [package-lock.json:12](https://github.com/o/r/blob/');
    expect(body).toContain('| 4\\.17.21 |');
    expect(body).toContain('#### 🆕 ');
    expect(dashboardListed(body, 'SVA-L')).toBe(true);
    expect(dashboardListed(body, 'SVA-X')).toBe(false);
    for (const bad of ['<script>', '@octocat', '](https://evil.example)', '\n::error::']) {
      expect(body).not.toContain(bad);
    }
  });

  it('cuts at the limit, counting what was left out, those over the threshold apart', () => {
    const window = [...advisories(6, 'critical'), ...advisories(30, 'low')];
    const limit = 4000;
    const body = dashboardBody(window, context({ limit }));
    expect(body.length).toBeLessThanOrEqual(limit);
    const shown = (body.match(/^#### /gm) ?? []).length;
    expect(shown).toBeGreaterThan(0);
    expect(body).toContain(`**${window.length - shown} more advisories not shown here**`);
    expect(body).toContain('[the monitor run](https://github.com/o/r/actions/runs/9)');
    const tight = dashboardBody(window, context({ limit: 1500 }));
    expect(tight.length).toBeLessThanOrEqual(1500);
    expect(tight).toMatch(/more advisories not shown here\*\* \(\d of them at or above the threshold\)/);
  });

  it('says so when the window is empty, and lists everything together with fail-on never', () => {
    expect(dashboardBody([], context())).toContain(
      "No advisory in the monitor's window for staging.example.com now.",
    );
    const body = dashboardBody(advisories(2, 'critical'), context({ failOn: 'never' }));
    expect(body).toContain('### Advisories (2)');
    expect(body).not.toContain('at or above');
  });

  it('titles it as plain text on one line', () => {
    expect(dashboardTitle(`evil\n${HOSTILE}`)).not.toContain('\n');
    expect(dashboardTitle(null)).toBe('Security advisories (monitor dashboard)');
  });

  it('names at most ten new advisories in the comment, neutralised', () => {
    const fresh = [monitorAdvisory(), ...advisories(11, 'high')];
    const comment = dashboardNewsComment(fresh, 'high', null);
    expect(comment).toContain('The monitor run found 12 new advisories at or above `high`');
    expect(comment.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(11);
    expect(comment).toContain('- and 2 more');
    expect(comment).not.toContain('<script>');
    expect(comment).not.toContain('@octocat');
  });
});
