// Holds the line reader of pnpm-lock.yaml and yarn Berry (yaml-lines, yaml-anchors) to the `yaml` package
// on generated documents of the subset those files are written in: mappings and sequences nested by
// indentation, plain and quoted keys, plain, quoted and block scalars, flow collections on one line or
// over several, plain scalars over several lines, comments, blank lines, document markers. Where the
// reader keeps less (a nested flow collection as its text, the first line of a plain scalar, a block
// scalar's header), that must stand for what `yaml` reads. Seeded as the property suite is:
// LOCKFILE_PROPERTY_SEED reproduces a failure, LOCKFILE_PROPERTY_RUNS raises the number of documents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { anchorOrAliasLines } from '../../src/lockfiles/yaml-anchors.ts';
import { readYamlLines, type YamlEntry } from '../../src/lockfiles/yaml-lines.ts';
import { yamlAnchorLines } from './yaml-oracle.ts';

const SETTINGS = {
  seed: Number(process.env.LOCKFILE_PROPERTY_SEED ?? 20261123),
  numRuns: Number(process.env.LOCKFILE_PROPERTY_RUNS ?? 300),
} as const;

/** What follows `key:` or `-` on its line (nothing, or text after a space), and the lines under it. */
interface Value {
  readonly head: string;
  readonly more?: readonly string[];
  /** `more` continues a plain scalar, of which the reader keeps the first line. */
  readonly folded?: true;
  readonly nested?: Block;
}

type Entry = readonly [written: string, key: string, value: Value];
type Block = { readonly map: readonly Entry[] } | { readonly seq: readonly Value[] };

// Scalars ----------------------------------------------------------------------------------------

const PLAIN_START = ['18.2.0', '^1.0.0', 'sha512-ab+/c==', 'link:../x', 'https://x.example/a.tgz#f', '-x'];
const PLAIN_WORDS = [...PLAIN_START, "it's", 'a&b', 'x*y', 'C#', 'x{y', 'a]', 'k,v', 'x"y', '- *z', '?'];
const words = (start: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...start), fc.array(fc.constantFrom(...PLAIN_WORDS), { maxLength: 3 }))
    .map(([first, rest]) => [first, ...rest].join(' '));
const plain = words(PLAIN_START);

const TEXT = ['a', '0', ' ', ':', ': ', ' #', '&', '*', '{', '}', '[', ']', ',', "'", '"', 'é', '😀', '|'];
const text = fc.array(fc.constantFrom(...TEXT), { maxLength: 8 }).map((chars) => chars.join(''));
const singleQuoted = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Characters as a double-quoted scalar may write them: as they are or escaped. */
const DOUBLE_QUOTED: readonly (readonly string[])[] = [
  ['a', ' ', "'", '#', '\\ ', '/', '\\/'],
  ['\\"', '\\\\', '\\t', '\\\t', '\\n', '\\r', '\\0', '\\a', '\\b', '\\v', '\\f', '\\e'],
  ['\\N', '\\_', '\\L', '\\P', 'é', '\\xe9', '\\xE9', '\\u00e9', '\\U000000e9', '😀', '\\U0001F600'],
];
const doubleQuoted = fc
  .array(fc.constantFrom(...DOUBLE_QUOTED.flat()), { maxLength: 6 })
  .map((pieces) => `"${pieces.join('')}"`);

const scalar = fc.oneof(plain, text.map(singleQuoted), doubleQuoted);

// Flow collections, as tokens: brackets, entries, commas ---------------------------------------------

const FLOW_PLAIN = ['a', 'sha512-x==', 'https://x.example/a.tgz', 'darwin', 'x y', "it's", 'C#'];
const flowScalar = fc.oneof(
  fc.constantFrom(...FLOW_PLAIN),
  fc
    .constantFrom("'a]'", '"b}"', '"x\\"]"', "'it''s]'", "'#'", '"a #b"')
    .chain((q) => fc.oneof(fc.constant(q), text.map(singleQuoted), doubleQuoted)),
);

const flow: fc.Arbitrary<readonly string[]> = fc.letrec<{ flow: readonly string[]; item: readonly string[] }>(
  (tie) => ({
    flow: fc.oneof(
      fc
        .uniqueArray(fc.tuple(fc.constantFrom('integrity', 'tarball', 'node', 'a b'), tie('item')), {
          selector: ([k]) => k,
          maxLength: 3,
        })
        .chain((entries) =>
          withCommas(entries.map(([k, [first = '', ...rest]]) => [`${k}: ${first}`, ...rest])).map(
            (tokens) => ['{', ...tokens, '}'],
          ),
        ),
      fc
        .array(tie('item'), { maxLength: 3 })
        .chain((items) => withCommas(items).map((tokens) => ['[', ...tokens, ']'])),
    ),
    item: fc.oneof(
      { depthSize: 'small' },
      { weight: 4, arbitrary: flowScalar.map((s) => [s]) },
      { weight: 1, arbitrary: tie('flow') },
    ),
  }),
).flow;

/** Entries separated by commas, one after the last too, sometimes (YAML allows it). */
function withCommas(entries: readonly (readonly string[])[]): fc.Arbitrary<string[]> {
  return fc
    .boolean()
    .map((trailing) =>
      entries.flatMap((tokens, i) =>
        i < entries.length - 1 || (trailing && i > 0) ? [...tokens, ','] : tokens,
      ),
    );
}

/** Tokens on one line: no space inside brackets or before a comma. */
function flowLine(tokens: readonly string[]): string {
  return tokens.reduce((line, token, i) => {
    const tight = i === 0 || token === ',' || /^[\]}]$/.test(token) || /^[[{]$/.test(tokens[i - 1] ?? '');
    return tight ? line + token : `${line} ${token}`;
  }, '');
}

/** A flow collection broken after some of its commas and opening brackets, with comments at line ends. */
const flowOverLines: fc.Arbitrary<Value> = flow
  .filter((tokens) => tokens.length > 3)
  .chain((tokens) =>
    fc
      .array(fc.constantFrom('', '\n', ' # c\n', ' # see: &a - *b\n'), {
        minLength: tokens.length,
        maxLength: tokens.length,
      })
      .map((breaks) => {
        const broken = tokens.map((token, i) =>
          /^[,[{]$/.test(token) && i < tokens.length - 2 ? `${token}${breaks[i] ?? ''}` : token,
        );
        const [head = '', ...more] = flowLine(broken).split('\n');
        return { head, more: more.map((line) => line.trimStart()) };
      }),
  )
  .filter((value) => (value.more ?? []).length > 0);

// Values and blocks ---------------------------------------------------------------------------------

const comment = fc.constantFrom('', '', ' # c', '   # see: &a - *b');

/** Anchors and aliases on a value's line, which the reader keeps as text (pnpm refuses them). */
const ALIASED = ['*a', '*a # c', '&b value', '[*a, b]', '{x: *a, y: &b c}', '!!str &c v', '&d [a]'];

const oneLine = (aliases: boolean): fc.Arbitrary<Value> =>
  fc
    .tuple(fc.oneof(scalar, flow.map(flowLine), fc.constantFrom(...(aliases ? ALIASED : ['plain']))), comment)
    .map(([head, note]) => ({ head: head + note }));

/** `x` then `y` on the lines under it: one plain scalar (no `: `, not ending in `:`). */
const folded: fc.Arbitrary<Value> = fc
  .tuple(
    plain,
    fc.array(words([...PLAIN_START, '*y', '&z', '[b', '{c', "'d", '"e', '|', '>']), {
      minLength: 1,
      maxLength: 2,
    }),
  )
  .map(([head, more]) => ({ head, more, folded: true }));

const BLOCK_TEXT = ['text', 'key: value', '- item', '# not a comment', '&a *b', '{[', "'", '---', ''];
const blockScalar: fc.Arbitrary<Value> = fc
  .tuple(
    fc.constantFrom('|', '|-', '|+', '>', '>-', '>+', '| # c', '>-  # see: &a'),
    fc.array(fc.constantFrom(...BLOCK_TEXT), { maxLength: 3 }),
  )
  .map(([head, more]) => ({ head, more: ['text', ...more] }));

/** Nothing after the colon but a comment or an anchor: an empty value, or a nested block. */
const OPENERS = ['', '', '# c', '&anchor', '&a # c'];

const PLAIN_KEYS = [
  'a',
  'react',
  '/lodash/4.17.21',
  'file:../x',
  'a b',
  '-x',
  'x{',
  'y]',
  'k[1',
  'a#b',
  '---x',
  '.',
];
/** A key as written (`a`, `'q'`, `"q"`, a space before the colon or not) and the key it is. */
const key: fc.Arbitrary<readonly [string, string]> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...PLAIN_KEYS).map((k) => [k, k] as const),
      text.map((k) => [singleQuoted(k), k] as const),
      text.map((k) => [`"${k.replaceAll('"', '\\"')}"`, k] as const),
    ),
    fc.constantFrom('', '', ' '),
  )
  .map(([[written, k], space]) => [written + space, k] as const);

const blocks = (aliases: boolean): fc.Arbitrary<Block> =>
  fc.letrec<{ block: Block; value: Value }>((tie) => ({
    block: fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .uniqueArray(fc.tuple(key, tie('value')), {
            selector: ([[, k]]) => k,
            minLength: 1,
            maxLength: 4,
          })
          .map((entries) => ({
            map: entries.map(([[written, k], value]) => [written, k, value] as const),
          })),
      },
      {
        weight: 1,
        arbitrary: fc.array(tie('value'), { minLength: 1, maxLength: 3 }).map((seq) => ({ seq })),
      },
    ),
    value: fc.oneof(
      { depthSize: 'small' },
      { weight: 5, arbitrary: oneLine(aliases) },
      { weight: 1, arbitrary: folded },
      { weight: 1, arbitrary: blockScalar },
      { weight: 1, arbitrary: flowOverLines },
      { weight: 1, arbitrary: fc.constantFrom(...OPENERS).map((head) => ({ head })) },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.constantFrom(...OPENERS, '!!'), tie('block')).map(([opener, nested]) => ({
          head: opener === '!!' ? ('map' in nested ? '!!map' : '!!seq') : opener,
          nested,
        })),
      },
    ),
  })).block;

// Rendering ---------------------------------------------------------------------------------------

interface Layout {
  readonly step: number;
  /** Lines put before an entry (a comment at the entry's indent or less, a blank line), drawn in turn. */
  readonly between: readonly string[];
}

interface Rendered {
  readonly lines: string[];
  /** Lines whose plain scalar goes on over the next lines. */
  readonly folded: Set<number>;
}

/** What may stand before an entry: nothing, a blank line, spaces, a comment at the margin or the entry's indent. */
const BETWEEN = ['', '', '', '', '', 'blank', 'spaces', 'comment', 'indented comment'];

const documents = (aliases: boolean) =>
  fc
    .record({
      root: blocks(aliases),
      base: fc.constantFrom(0, 0, 1, 2),
      step: fc.constantFrom(1, 2, 2, 4),
      start: fc.constantFrom('', '', '---', '--- # c'),
      end: fc.constantFrom('', '', '...'),
      between: fc.array(fc.constantFrom(...BETWEEN), { minLength: 1, maxLength: 40 }),
    })
    .map(({ root, base, step, start, end, between }) => {
      const out: Rendered = { lines: start === '' ? [] : [start], folded: new Set() };
      renderBlock(root, base, { step, between }, out);
      if (end !== '') out.lines.push(end);
      return { text: `${out.lines.join('\n')}\n`, folded: out.folded };
    });

function renderBlock(block: Block, indent: number, layout: Layout, out: Rendered): void {
  const pad = ' '.repeat(indent);
  const entries =
    'map' in block
      ? block.map.map(([written, , value]) => [`${written}:`, value] as const)
      : block.seq.map((value) => ['-', value] as const);
  for (const [lead, value] of entries) {
    const before = BEFORE[layout.between[out.lines.length % layout.between.length] ?? ''];
    if (before !== undefined) out.lines.push(before(pad));
    if (value.folded) out.folded.add(out.lines.length + 1);
    out.lines.push(`${pad}${lead}${value.head === '' ? '' : ` ${value.head}`}`);
    const under = ' '.repeat(indent + layout.step);
    for (const line of value.more ?? []) out.lines.push(line === '' ? '' : under + line);
    if (value.nested !== undefined) renderBlock(value.nested, indent + layout.step, layout, out);
  }
}

const BEFORE: Readonly<Record<string, (pad: string) => string>> = {
  blank: () => '',
  spaces: () => '   ',
  comment: () => '# c: &a',
  'indented comment': (pad) => `${pad}# - *b`,
};

// What the reader makes of it ---------------------------------------------------------------------

interface ReadNode extends YamlEntry {
  readonly children: ReadNode[];
}

function readTree(text: string): ReadNode {
  const root: ReadNode = { key: null, value: null, line: 0, children: [] };
  const open: ReadNode[] = [root];
  readYamlLines(text, (ancestors, entry) => {
    const node = { ...entry, children: [] };
    open.length = ancestors.length + 1;
    open.at(-1)?.children.push(node);
    open.push(node);
  });
  return root;
}

/** Throws where the reader's tree and `yaml`'s value part. */
function expectSame(node: ReadNode, theirs: unknown, folded: ReadonlySet<number>): void {
  const at = `line ${node.line}`;
  if (node.children.length > 0) {
    expect(node.value, at).toBeNull();
    if (node.children[0]?.key === null) {
      expect(Array.isArray(theirs), at).toBe(true);
      const items = theirs as unknown[];
      expect(items.length, at).toBe(node.children.length);
      node.children.forEach((child, i) => expectSame(child, items[i], folded));
    } else {
      const fields = theirs as Record<string, unknown>;
      expect(Object.keys(fields).sort(), at).toEqual(node.children.map((c) => c.key).sort());
      for (const child of node.children) expectSame(child, fields[child.key ?? ''], folded);
    }
  } else if (node.value === null) expect(['', null], at).toContain(theirs);
  else if (typeof node.value !== 'string') {
    const fields = theirs as Record<string, unknown>;
    expect([...node.value.keys()].sort(), at).toEqual(Object.keys(fields).sort());
    for (const [k, v] of node.value) expectSameText(v, fields[k], at);
  } else if (folded.has(node.line)) expect(String(theirs).startsWith(`${node.value} `), at).toBe(true);
  else if (/^[|>][-+0-9]*$/.test(node.value)) expect(typeof theirs, at).toBe('string');
  else expectSameText(node.value, theirs, at);
}

/** A scalar the reader decoded, or a nested flow collection it kept as text. */
function expectSameText(ours: string, theirs: unknown, at: string): void {
  if (typeof theirs === 'string') expect(ours, at).toBe(theirs);
  else expect(parse(ours, { schema: 'failsafe' }), at).toEqual(theirs);
}

describe('the YAML line reader and the yaml package', () => {
  it('read the same values from documents of the lock-file subset', () => {
    fc.assert(
      fc.property(documents(false), ({ text, folded }) => {
        expectSame(readTree(text), parse(text, { schema: 'failsafe' }), folded);
      }),
      SETTINGS,
    );
  });

  it('find anchors and aliases on the same entry lines', () => {
    fc.assert(
      fc.property(documents(true), ({ text }) => {
        const lines = new Set<number>();
        readYamlLines(text, (_, entry) => lines.add(entry.line));
        const ours = [...anchorOrAliasLines(text)].filter((line) => lines.has(line));
        expect(ours).toEqual(yamlAnchorLines(text).filter((line) => lines.has(line)));
      }),
      SETTINGS,
    );
  });
});
