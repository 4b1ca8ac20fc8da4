// The trend chart under hostile service data: whatever the service sends as scan ids, dates, links and
// counts (and whatever a forged report file holds as kind and threshold), no service string reaches the
// Mermaid block, every line of it follows the chart's grammar, and nothing can close its fence early.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trendLabels, trendSection } from '../../src/render/trend-chart.ts';
import type { TrendView } from '../../src/render/trend-model.ts';
import { cmarkAvailable, renderGfm } from './markdown-model.ts';
import { check, hostileText, SEED } from './settings.ts';

/** Marks every string the service made; no label, title or number of the chart can hold it. */
const MARK = '§';
const serviceText = hostileText.map((text) => `${MARK}${text}`);
const date = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const count = fc.oneof(fc.nat(10_000), fc.constant(-1), fc.double(), serviceText as fc.Arbitrary<unknown>);
const point = fc.record({
  scanId: serviceText,
  at: fc.oneof(date, serviceText, fc.constant(null)),
  webUrl: fc.oneof(serviceText, fc.webUrl(), fc.constant(null)),
  open: fc.record({ critical: count, high: count, medium: count, low: count, info: count }),
});
const trend = fc.record({
  kind: fc.oneof(fc.constantFrom('pulse', 'deep'), serviceText),
  failOn: fc.oneof(fc.constantFrom('critical', 'high', 'medium', 'low', 'info', 'never'), serviceText),
  points: fc.array(point, { maxLength: 25 }),
}) as fc.Arbitrary<TrendView>;

const LABEL = String.raw`"[A-Za-z0-9 :()]+"`;
const CHART_LINES = [
  /^```mermaid$/,
  /^xychart-beta$/,
  /^ {2}title "Open (at or above (critical|high|medium|low|info)|findings), (Pulse|Deep) scans"$/,
  new RegExp(String.raw`^  x-axis \[${LABEL}(, ${LABEL})+\]$`),
  /^ {2}y-axis "Open findings" 0 --> [1-9]\d*$/,
  /^ {2}line \[\d+(, \d+)+\]$/,
  /^```$/,
];

function mermaidBlock(section: string): string[] {
  const lines = section.split('\n');
  const start = lines.indexOf('```mermaid');
  return lines.slice(start, start + CHART_LINES.length);
}

describe('the trend chart under hostile service data', () => {
  it('builds the Mermaid block from dates, numbers and its own words only', () => {
    check(
      fc.property(trend, (view) => {
        const section = trendSection({ trend: view });
        if (section === '') return;
        expect(section.split('```mermaid')).toHaveLength(2);
        const block = mermaidBlock(section);
        block.forEach((line, i) => expect(line).toMatch(CHART_LINES[i] ?? /^$/));
        expect(block.join('\n')).not.toContain(MARK);
        // The fence closes once, where the chart ends: no backtick and no fence anywhere else.
        expect(section.split('```')).toHaveLength(3);
      }),
      500,
    );
  });

  it('gives every scan its own label (Mermaid merges equal ones)', () => {
    check(
      fc.property(fc.array(fc.record({ at: fc.oneof(date, serviceText, fc.constant(null)) })), (points) => {
        const labels = trendLabels(points);
        expect(new Set(labels).size).toBe(points.length);
      }),
    );
  });
});

describe.skipIf(!cmarkAvailable)('the trend chart rendered by cmark-gfm', () => {
  it('is one mermaid code block and one table row per scan', () => {
    const views = fc.sample(trend, { seed: SEED, numRuns: 200 });
    views.forEach((view, i) => {
      const section = trendSection({ trend: view });
      if (section === '') return;
      const html = renderGfm(section);
      const context = `seed ${SEED}, case ${i}`;
      expect(html.match(/<pre>/g), context).toHaveLength(1);
      const code = /<pre><code class="language-mermaid">([^<]*)<\/code><\/pre>/.exec(html)?.[1];
      const inner = mermaidBlock(section).slice(1, -1).join('\n') + '\n';
      expect(code, context).toBe(inner.replaceAll('"', '&quot;').replaceAll('>', '&gt;'));
      expect(html.split('<tbody>')[1]?.match(/<tr>/g), context).toHaveLength(view.points.length);
    });
  });
});
