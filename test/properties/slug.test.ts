// Slugs key caches, issues and file names of one site: distinct values must never share one, whatever
// the slug replaced or cut, and every slug must be a name the report schema and artifacts accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slug } from '../../src/slug.ts';
import { check, hostileText } from './settings.ts';

const SLUG = /^[A-Za-z0-9._-]{1,100}$/;

/** Pieces that are replaced (alone or in runs), the `_` they become, and kept text that looks like a hash. */
const piece = fc.oneof(
  {
    arbitrary: fc.constantFrom('/', '//', ':', '_', '\ud800', '\udfff', '\u{1F600}', '-0123456789'),
    weight: 6,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 3 }), weight: 1 },
);
/** A few pieces from a small set: a case's values often differ only in what the slug replaces. */
const tail = fc.array(piece, { maxLength: 3 }).map((parts) => parts.join(''));
/** Shared by a case's values: none, a host, or long enough that the values differ only past the cut. */
const head = fc.oneof(
  fc.constant(''),
  fc.constant('example.com/a'),
  fc.integer({ min: 88, max: 110 }).map((n) => `${'x'.repeat(n - 12)}example.com/`),
);
/**
 * Values alike but for replaced characters or their ends past the cut, as the old slug made them collide,
 * with the slugs of the changed ones among them: a value may be spelled as another's slug.
 */
const related = fc
  .tuple(head, fc.uniqueArray(tail, { minLength: 2, maxLength: 8 }))
  .map(([start, tails]) => tails.map((t) => start + t))
  .map((values) => [...new Set([...values, ...values.map(slug)])]);

/** What the slug was before it hashed: only used to show the cases reach its collisions. */
const unhashed = (value: string) => value.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);

describe('slug', () => {
  it('gives distinct values distinct slugs, even where replacing or cutting made them alike', () => {
    let collidedBefore = 0;
    check(
      fc.property(related, (values) => {
        const slugs = values.map(slug);
        expect(new Set(slugs).size).toBe(values.length);
        if (new Set(values.map(unhashed)).size < values.length) collidedBefore += 1;
      }),
      300,
    );
    expect(collidedBefore).toBeGreaterThan(100);
  });

  it('is always 1 to 100 letters, digits, dots, underscores and hyphens, and keeps a value that fits', () => {
    check(
      fc.property(
        fc.oneof(
          hostileText,
          fc.string({ unit: 'binary' }),
          related.map((v) => v[0] ?? ''),
        ),
        (value) => {
          const made = slug(value);
          expect(made).toMatch(SLUG);
          const fits = SLUG.test(value) && !/-[0-9a-f]{10}$/.test(value);
          expect(made === value).toBe(fits);
          // The readable part leads: the value as replaced, as much of it as room allows.
          if (!fits) expect(unhashed(value).startsWith(made.slice(0, -11))).toBe(true);
        },
      ),
      500,
    );
  });
});
