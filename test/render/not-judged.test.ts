// A run that judged nothing (a bad input, a refused key…) says so first in the job summary and the PR
// comment: why, what to do, and no policy section the user never set.
import { describe, expect, it } from 'vitest';
import { commentMarker, renderComment } from '../../src/render/comment.ts';
import type { RunReport } from '../../src/render/model.ts';
import { HOSTILE, report } from './fixtures.ts';
import { summaryOf } from '../support/summary.ts';

const MARKER = commentMarker('scan', 'site_1');
const RUN = 'https://github.com/o/r/actions/runs/1';

const badInput = "Input 'fail-on' is \"hihg\"; accepted values: 'critical', 'high', 'medium', 'low', 'info'.";

/** What a run stopped by a bad input reports: no scan, one `error` reason. */
function notJudged(over: Partial<RunReport> = {}): RunReport {
  const r = report();
  return {
    ...r,
    scan: null,
    findings: null,
    verdict: {
      ...r.verdict,
      verdict: 'error',
      reasons: [{ kind: 'stopped', level: 'error', message: badInput, items: [] }],
    },
    ...over,
  };
}

const lines = (markdown: string) => markdown.split('\n');

describe('a run that judged nothing (error)', () => {
  it('leads the summary with "Not judged", the reason, and no policy section', () => {
    const out = summaryOf(notJudged());
    const [first, second] = lines(out);
    expect(first).toMatch(/^## ⚠️ Not judged: Security scan gave no verdict for \[/);
    expect(second).toBe(`**Why:** ${badInput}`);
    expect(out).toContain('not a security finding');
    expect(out).not.toContain('### Policy');
    expect(out).not.toContain('failed');
  });

  it("puts the service's next step right under the reason", () => {
    const out = summaryOf(
      notJudged({
        errors: [
          {
            message: 'HTTP 401: key expired',
            nextStep: `Create a new key ${HOSTILE}`,
            webUrl: null,
            requestId: 'req_1',
          },
        ],
      }),
    );
    const why = out.indexOf('**Why:**');
    const fix = out.indexOf('**What to do:** Create a new key');
    expect(why).toBeGreaterThan(0);
    expect(fix).toBeGreaterThan(why);
    expect(fix).toBeLessThan(out.indexOf('### Service errors'));
    expect(out).not.toContain('<script');
  });

  it('says the same first in the PR comment, with the gate as its subject', () => {
    const out = renderComment(notJudged(), MARKER, RUN);
    expect(lines(out)[2]).toMatch(/^### ⚠️ Not judged: Security gate gave no verdict/);
    expect(lines(out)[3]).toMatch(/^\*\*Why:\*\* Input 'fail-on'/);
    expect(out).not.toMatch(/failed|Policy/);
  });

  it('keeps the policy section when the gate did judge', () => {
    expect(summaryOf(report())).toContain('### Policy');
  });
});
