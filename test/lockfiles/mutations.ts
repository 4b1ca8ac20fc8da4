// Mutations of lock-file text for the property suite: truncation, character and line edits, and
// odd characters injected (quotes, escapes, line and paragraph separators, a BOM, lone surrogates,
// YAML anchors, pip options, variables). Positions are drawn as plain numbers and taken modulo the
// text's length, so fast-check can shrink a failing case to a small one.
import fc from 'fast-check';

export type Mutation =
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'insert' | 'replace'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete-line' | 'duplicate-line'; readonly line: number }
  | { readonly kind: 'swap-lines'; readonly line: number; readonly other: number }
  | { readonly kind: 'indent-line'; readonly line: number; readonly by: string };

const ODD_TEXT = [
  '"',
  "'",
  '\\',
  ':',
  ': ',
  '{',
  '}',
  '[',
  ']',
  ',',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\v',
  '\f',
  '#',
  ' #',
  '\u0000',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud800',
  '💥',
  '-',
  '- ',
  '  ',
  '@',
  '@npm:',
  '${VERSION}',
  '%',
  '%3A',
  '|',
  '>-',
  '&anchor',
  '*anchor',
  '!!str',
  '\\u00',
  '\\x',
  '=',
  '==',
  '===',
  ';',
  ' --hash=sha256:00',
  ' -C key=value',
  '-r ',
  '-e ',
  '[[package]]',
  '"""',
  '__proto__',
  'file:',
  'link:',
  'npm:',
  'patch:',
  '(',
  ')',
  '_',
];

const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constantFrom('insert' as const, 'replace' as const), at: fc.nat(), text: oddText }),
  fc.record({ kind: fc.constantFrom('delete-line' as const, 'duplicate-line' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('swap-lines' as const), line: fc.nat(), other: fc.nat() }),
  fc.record({
    kind: fc.constant('indent-line' as const),
    line: fc.nat(),
    by: fc.constantFrom(' ', '  ', '   ', '\t', '-'),
  }),
);

export const mutations = fc.array(mutation, { minLength: 1, maxLength: 4 });

export function mutate(text: string, edits: readonly Mutation[]): string {
  return edits.reduce(apply, text);
}

function apply(text: string, edit: Mutation): string {
  switch (edit.kind) {
    case 'truncate':
      return text.slice(0, edit.at % (text.length + 1));
    case 'insert':
    case 'replace': {
      const at = edit.at % (text.length + 1);
      return (
        text.slice(0, at) + edit.text + text.slice(at + (edit.kind === 'replace' ? edit.text.length : 0))
      );
    }
    default:
      return editLines(text.split('\n'), edit).join('\n');
  }
}

function editLines(lines: string[], edit: Exclude<Mutation, { kind: 'truncate' | 'insert' | 'replace' }>) {
  const at = edit.line % lines.length;
  const line = lines[at] ?? '';
  switch (edit.kind) {
    case 'delete-line':
      return lines.toSpliced(at, 1);
    case 'duplicate-line':
      return lines.toSpliced(at, 0, line);
    case 'indent-line':
      return lines.toSpliced(at, 1, edit.by + line);
    case 'swap-lines': {
      const other = edit.other % lines.length;
      return lines.with(at, lines[other] ?? '').with(other, line);
    }
  }
}
