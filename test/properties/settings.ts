// How every property runs: seeded (one fixed seed, so CI repeats itself; PROPERTY_SEED explores others, and
// fast-check prints the seed with any counterexample), with a bounded number of cases so the suite stays fast.
import fc from 'fast-check';

const fromEnv = Number.parseInt(process.env.PROPERTY_SEED ?? '', 10);

/** The seed of this run of the suite; a failure prints it as `{ seed: … }`. */
export const SEED = Number.isSafeInteger(fromEnv) ? fromEnv : 20261123;

export function check<T>(property: fc.IProperty<T> | fc.IAsyncProperty<T>, numRuns = 200) {
  return fc.assert(property as fc.IProperty<T>, { seed: SEED, numRuns, endOnFailure: true });
}

export function checkAsync<T>(property: fc.IAsyncProperty<T>, numRuns = 100) {
  return fc.assert(property, { seed: SEED, numRuns, endOnFailure: true });
}

/**
 * Pieces an attacker would reach for in any destination: command markers and escapes of the runner,
 * every kind of line break and white space .NET or Markdown knows, bidi and invisible characters, and
 * Markdown's inline and block syntax.
 */
const HOSTILE_PIECES = [
  '::',
  '::error::',
  '::stop-commands::',
  '::add-mask::',
  '##[',
  '##[error]',
  ']',
  '%',
  '%0A',
  '%0D',
  '%25',
  '%3A',
  '%2C',
  ',',
  '=',
  ':',
  ' title=x',
  '\r',
  '\n',
  '\r\n',
  '\v',
  '\f',
  '\u0085',
  '\u2028',
  '\u2029',
  ' ',
  '\t',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u202f',
  '\u205f',
  '\u3000',
  '\u180e',
  '\ufeff',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u2060',
  '\u2064',
  '\u{e0041}',
  '\ud800',
  '\udfff',
  '@',
  '@octocat',
  '@org/team',
  '#',
  '#12',
  'org/repo#1',
  'GH-7',
  'https://',
  'http://evil.example',
  'www.',
  'www.evil.example',
  'a@b.example',
  'mailto:',
  '|',
  '\\',
  '`',
  '```',
  '~~',
  '*',
  '**',
  '_',
  '[',
  '](',
  '![',
  ')',
  '(',
  '<',
  '>',
  '<img src=x>',
  '<!--',
  '-->',
  '&',
  '&#64;',
  '&amp;',
  '$',
  '$$',
  '{',
  '}',
  '- ',
  '1. ',
  '# ',
  '> ',
  '    ',
  '---',
  '===',
  '+ ',
  '~~~',
];

const soup = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...HOSTILE_PIECES), weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
      { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

const SPACES = [
  ' ',
  '\t',
  '\v',
  '\f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u180e',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u202e',
  '\u2066',
];
const BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u0085'];
const STARTS = [
  '::',
  '::error::',
  '::stop-commands::x',
  '::warning title=a::b',
  '##[group]',
  '1. ',
  '# ',
  '> ',
  '- ',
  '@a',
  '#1',
  'www.x.y',
  'https://x.y',
  '|',
  '<b>',
  '[a](https://x.y)',
  '```',
];

/** Lines that start the way a command or a block starts, after white space of every kind. */
const lineShaped = fc
  .array(
    fc
      .tuple(
        fc.array(fc.constantFrom(...SPACES), { maxLength: 3 }),
        fc.constantFrom(...STARTS),
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...BREAKS),
      )
      .map(([spaces, start, rest, end]) => `${spaces.join('')}${start}${rest}${end}`),
    { minLength: 1, maxLength: 4 },
  )
  .map((lines) => lines.join(''));

/** Any string, weighted towards the hostile pieces and line starts above. */
export const hostileText = fc.oneof(soup, lineShaped);
