import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownMarked } from '../../src/github/own-marked.ts';

const MARKER = '<!-- m -->';
const holds = (body: string) => body.includes(MARKER);

describe('ownMarked', () => {
  it("keeps exactly the token's own items holding a marker, and asks who the token is only if one holds it", async () => {
    const item = fc.record({
      body: fc.option(fc.constantFrom('', 'text', MARKER, `a ${MARKER} b`), { nil: null }),
      user: fc.option(fc.record({ login: fc.constantFrom('me[bot]', 'mallory') }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 8 }), async (items) => {
        let asked = 0;
        const found = await ownMarked(items, holds, () => {
          asked++;
          return Promise.resolve('me[bot]');
        });
        const marked = items.filter((i) => holds(i.body ?? ''));
        expect(found).toEqual(marked.filter((i) => i.user?.login === 'me[bot]'));
        expect(asked).toBe(marked.length === 0 ? 0 : 1);
      }),
    );
  });
});
