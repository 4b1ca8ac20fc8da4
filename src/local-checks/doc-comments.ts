// Documentation that lives inside a source file: doc comments (`///`, `//!`, `/** … */`) and Python
// docstrings. Their values are written for a reader (RFC examples, doctests with `user:pass@example.com`),
// so a secret known only by its context there is a sample, as in docs/ (see secret-context.ts).
import type { LineRange } from './test-modules.ts';
import { LineLocator } from './text.ts';

/** Languages whose doc comments are `///`/`//!` lines or `/** … *\/` blocks. */
const C_FAMILY =
  /\.(?:rs|[cm]?[jt]sx?|java|kt|kts|scala|groovy|cs|swift|php|c|cc|cpp|cxx|h|hpp|m|mm|dart|go)$/;
const PYTHON = /\.pyi?$/;

/** A run of `///` or `//!` lines (Rust, C#, Swift); `////` is a plain comment in Rust. */
const LINE_DOC = /^[ \t]*\/\/[/!](?!\/)/;
/** `/**` opening a doc block (not `/**\/`, an empty comment). */
const BLOCK_DOC_OPEN = /^[ \t]*\/\*[*!](?!\/)/;

/** The line ranges of a source file's doc comments or docstrings, by its language. */
export function docRegions(path: string, text: string): LineRange[] {
  if (PYTHON.test(path)) return pythonDocstrings(text);
  if (C_FAMILY.test(path)) return docComments(text);
  return [];
}

function docComments(text: string): LineRange[] {
  const lines = text.split('\n');
  const regions: LineRange[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (LINE_DOC.test(line)) {
      const first = i;
      while (i + 1 < lines.length && LINE_DOC.test(lines[i + 1] ?? '')) i += 1;
      regions.push({ first: first + 1, last: i + 1 });
    } else if (BLOCK_DOC_OPEN.test(line)) {
      const first = i;
      const opened = line.indexOf('/*') + 2;
      if (!line.includes('*/', opened)) {
        while (i + 1 < lines.length && !(lines[i + 1] ?? '').includes('*/')) i += 1;
        i = Math.min(i + 1, lines.length - 1);
      }
      // A line that goes on with code after the comment (`/** @license */ var a=…` in a bundle) is code.
      const closing = lines[i] ?? '';
      const codeAfter = /\S/.test(closing.slice(closing.indexOf('*/', i === first ? opened : 0) + 2));
      const last = codeAfter ? i : i + 1;
      if (last > first) regions.push({ first: first + 1, last });
    }
  }
  return regions;
}

function pythonDocstrings(text: string): LineRange[] {
  const regions: LineRange[] = [];
  const lines = new LineLocator(text);
  for (let at = nextTripleQuote(text, 0); at !== -1;) {
    const quote = text.slice(at, at + 3);
    const close = text.indexOf(quote, at + 3);
    const end = close === -1 ? text.length : close + 3;
    // Paired in order, so the closing quotes of an assigned string (`SQL = """…"""`) never open one.
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (/^[ \t]*[rRuU]?$/.test(text.slice(lineStart, at))) {
      regions.push({ first: lines.lineAt(at), last: lines.lineAt(end - 1) });
    }
    at = nextTripleQuote(text, end);
  }
  return regions;
}

function nextTripleQuote(text: string, from: number): number {
  const double = text.indexOf('"""', from);
  const single = text.indexOf("'''", from);
  if (double === -1) return single;
  return single === -1 ? double : Math.min(double, single);
}
