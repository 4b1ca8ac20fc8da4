import { describe, expect, it } from 'vitest';
import { renderComment } from '../../src/render/comment.ts';
import { glance } from '../../src/render/glance.ts';
import type { AffectedPackageView, LocalResultView, RunReport } from '../../src/render/model.ts';
import { report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

const pkg = (name: string, advisoryId: string, isNew?: boolean): AffectedPackageView => ({
  advisoryId,
  title: 'Advisory',
  severity: 'high',
  ecosystem: 'npm',
  name,
  version: '1.0.0',
  fixedIn: null,
  url: null,
  locations: [],
  ...(isNew === undefined ? {} : { isNew }),
});

const result = (line: number, isNew?: boolean): LocalResultView => ({
  checkId: 'tracked-secrets',
  ruleId: 'stripe-live-key',
  severity: 'high',
  file: 'src/a.ts',
  line,
  message: 'A live key',
  evidence: null,
  commit: null,
  ...(isNew === undefined ? {} : { isNew }),
});

const dependencies = (affected: AffectedPackageView[]): RunReport['dependencies'] => ({
  files: [],
  errors: [],
  packageCount: 10,
  uploaded: true,
  affected,
  webUrl: null,
});

describe('glance', () => {
  it('counts new, fixed and still-open findings and names the verdict reason', () => {
    expect(glance(report())[0]).toBe(
      '**At a glance:** findings: 1 new, 1 fixed, 1 still open · verdict: fail, 1 new finding at or above high',
    );
  });

  it('counts distinct affected packages and local results, with how many are new when every item says', () => {
    const line = glance(
      report({
        dependencies: dependencies([
          pkg('a', 'ADV-1', true),
          pkg('a', 'ADV-2', true),
          pkg('b', 'ADV-3', false),
        ]),
        localChecks: { ran: ['tracked-secrets'], refused: [], results: [result(1, true), result(2, false)] },
      }),
    )[0];
    expect(line).toContain('2 affected packages (1 new)');
    expect(line).toContain('2 local results (1 new)');
  });

  it('leaves out a new count that is not known instead of showing 0', () => {
    const noBaseline = report().findings;
    if (!noBaseline) throw new Error('the fixture has findings');
    const line = glance(
      report({
        findings: { ...noBaseline, comparedBy: 'none', new: [], fixed: [] },
        dependencies: dependencies([pkg('a', 'ADV-1'), pkg('b', 'ADV-2', true)]),
        localChecks: { ran: ['tracked-secrets'], refused: [], results: [result(1)] },
      }),
    )[0];
    expect(line).toContain('2 open findings (no baseline to tell new ones)');
    expect(line).toContain('2 affected packages ·');
    expect(line).toContain('1 local result ·');
    expect(line).not.toContain('new)');
  });

  it('is not shown for a run without findings, packages or local results', () => {
    expect(glance(report({ findings: null }))).toEqual([]);
  });

  it('stands right under the headline of the summary and of the comment', () => {
    const lines = (text: string) => text.split('\n');
    expect(lines(summaryOf(report()))[1]).toMatch(/^\*\*At a glance:\*\*/);
    expect(lines(renderComment(report(), '<!-- m -->', null))[3]).toMatch(/^\*\*At a glance:\*\*/);
  });
});
