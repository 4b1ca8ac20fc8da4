// Untrusted text in Markdown (summary, PR comment, issue body): for any string, the output opens no HTML,
// makes no link, autolink, image, mention or reference, breaks no table row and reorders nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md, mdLink } from '../../src/neutralise/markdown.ts';
import { linkUrl } from '../../src/neutralise/uri.ts';
import { cmarkAvailable, markdownProblem, renderGfm } from './markdown-model.ts';
import { check, hostileText, SEED } from './settings.ts';

const address = fc.oneof(
  hostileText,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.tuple(fc.webUrl(), hostileText).map(([url, tail]) => `${url}${tail}`),
);

describe('md under the Markdown model', () => {
  it('leaves nothing live in any string', () => {
    check(
      fc.property(hostileText, (text) => {
        expect(markdownProblem(md(text))).toBeNull();
      }),
      500,
    );
  });

  it('links only to http(s), with a destination that nothing can end early', () => {
    check(
      fc.property(hostileText, address, (text, url) => {
        const target = linkUrl(url);
        const out = mdLink(text, url);
        if (target === null) expect(out).toBe(md(text));
        else {
          expect(out).toBe(`[${md(text)}](${target})`);
          expect(target).toMatch(/^https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&+,;=%]*$/);
          expect(target).not.toMatch(/&(?!amp;)/);
        }
      }),
      500,
    );
  });
});

describe.skipIf(!cmarkAvailable)('md rendered by cmark-gfm', () => {
  it('keeps every table row whole, with no tag or link but the one asked for', () => {
    const cases = fc.sample(fc.tuple(hostileText, address), { seed: SEED, numRuns: 300 });
    const rows = cases.map(([text, url]) => `| ${md(text)} | ${mdLink(text, url)} |`);
    const html = renderGfm(['| text | link |', '| --- | --- |', ...rows].join('\n'));
    const bodyRows = html.split('<tbody>')[1]?.split('<tr>').slice(1) ?? [];
    expect(bodyRows).toHaveLength(cases.length);
    bodyRows.forEach((row, i) => {
      const [text, url] = cases[i] ?? ['', ''];
      const context = `seed ${SEED}, case ${i}: ${JSON.stringify([text, url])}`;
      expect(row.match(/<td>/g), context).toHaveLength(2);
      const tags = (row.match(/<[a-z][^>]*>/g) ?? []).filter((tag) => tag !== '<td>');
      const target = linkUrl(url);
      expect(tags.length, context).toBe(target === null ? 0 : 1);
      if (target !== null) expect(tags[0], context).toMatch(/^<a href="https?:\/\/[^"]*">$/);
      const shown = row.replace(/<[^>]*>/g, '').replaceAll('&amp;', '&');
      expect(shown, context).not.toMatch(/@[\p{L}\p{N}]|#\d|:\/\/|www\./iu);
    });
  });
});
