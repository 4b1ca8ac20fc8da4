// A linear, line-oriented reader for the block YAML that pnpm-lock.yaml and yarn Berry's yarn.lock are
// written in: `key: value` lines nested by indentation, `- item` lines, flow collections (folded into
// one line when spread over several), plain scalars continued on more-indented lines, block scalars
// skipped. General YAML parsers check key uniqueness in quadratic time on 50k-entry maps; this one
// does a constant amount of work per line and knows each entry's line for free.
import { readQuoted, readValue, type YamlValue } from './yaml-scalars.ts';
import { eachLine, excerpt, indentOf, LockFileSyntaxError } from './text.ts';

export interface YamlEntry {
  /** Null for a `- item` line. */
  readonly key: string | null;
  /** Null when nothing follows the colon (a nested block may follow). */
  readonly value: YamlValue | null;
  readonly line: number;
}

/** Keys of the mappings an entry sits in, outermost first; `-` stands for a sequence item. */
export type YamlAncestors = readonly string[];

interface Level {
  readonly indent: number;
  readonly opensBlock: boolean;
  childIndent: number | null;
}

/** A line's key (null for a `- item`) and the text after its `key:` or `- `, trimmed. */
interface Head {
  readonly key: string | null;
  readonly rest: string;
}

/** A block scalar's header (`|`, `>-`, `|2+`…), a comment after it or not: the lines under it are its text. */
const BLOCK_SCALAR_HEADER = /^[|>][-+0-9]*(?:\s+#.*)?$/;

/** What a plain scalar starts with: not a quote, flow collection, block scalar, anchor, alias, tag or comment. */
const PLAIN_SCALAR_START = /^[^"'{[|>&*!#]/;

/**
 * Calls `visit` for every entry with its ancestors (the array is reused: copy what you keep).
 * Throws LockFileSyntaxError at the first line that breaks the subset.
 */
export function readYamlLines(
  text: string,
  visit: (ancestors: YamlAncestors, entry: YamlEntry) => void,
): void {
  const levels: Level[] = [];
  const keys: string[] = [];
  // Indented less than any line, so it is never closed.
  const root: Level = { indent: -1, opensBlock: true, childIndent: null };
  let blockScalarIndent = -1;
  let plainScalarIndent = -1;
  // Typed by a cast: the callbacks below set it, which assignment narrowing would not see.
  let openFlow = null as { head: Head; indent: number; line: number; scan: FlowScan } | null;
  const readAt = ({ key, rest }: Head, indent: number, line: number) => {
    const entry = { key, value: opensBlock(rest) ? null : readValue(rest, line), line };
    visit(keys, entry);
    levels.push({ indent, opensBlock: entry.value === null || key === null, childIndent: null });
    keys.push(key ?? '-');
    if (BLOCK_SCALAR_HEADER.test(rest)) blockScalarIndent = indent;
    else if (PLAIN_SCALAR_START.test(rest)) plainScalarIndent = indent;
  };
  eachLine(text, (content, line) => {
    if (openFlow !== null) {
      // A flow collection spread over lines is read as the one line YAML folds it into.
      const more = content.trim();
      const { head, scan } = openFlow;
      openFlow.head = { key: head.key, rest: `${head.rest} ${more.slice(0, scanFlow(more, 0, scan))}` };
      if (scan.depth > 0 && scan.quote === '') return;
      const { head: whole, indent, line: first } = openFlow;
      openFlow = null;
      readAt(whole, indent, first);
      return;
    }
    if (isBlankOrComment(content)) return;
    const indent = indentOf(content, line);
    if (blockScalarIndent !== -1 && indent > blockScalarIndent) return;
    if (plainScalarIndent !== -1 && indent > plainScalarIndent && continuesPlainScalar(content, indent))
      return;
    blockScalarIndent = -1;
    plainScalarIndent = -1;
    if (DOCUMENT_MARKER.test(content)) {
      levels.length = 0;
      keys.length = 0;
      root.childIndent = null;
      return;
    }
    let parent = levels.at(-1) ?? root;
    while (parent.indent >= indent) {
      levels.pop();
      keys.pop();
      parent = levels.at(-1) ?? root;
    }
    placeUnder(parent, indent, line);
    const head = readHead(content, indent, line);
    // Only a flow value that does not end in a bracket may go on over several lines.
    if (isFlowStart(head.rest) && !endsInBracket(head.rest)) {
      const scan: FlowScan = { depth: 0, quote: '', prev: '' };
      const end = scanFlow(head.rest, 0, scan);
      // A quote left open is not folded: the line is read as it is and names the quote.
      if (scan.depth > 0 && scan.quote === '') {
        openFlow = { head: { key: head.key, rest: head.rest.slice(0, end) }, indent, line, scan };
        return;
      }
    }
    readAt(head, indent, line);
  });
  // Left open at the end: read as it is, which names the line that opened it.
  if (openFlow !== null) readAt(openFlow.head, openFlow.indent, openFlow.line);
}

/** `---` starts a document, `...` ends one: alone on their line or before a space. */
const DOCUMENT_MARKER = /^(?:---|\.\.\.)(?:\s|$)/;

/** Brackets a flow collection leaves open so far, the quote it is inside, the last character read. */
interface FlowScan {
  depth: number;
  quote: string;
  prev: string;
}

/**
 * Follows flow brackets through `text` from `start`, updating `scan`: quoted scalars (a quote that
 * opens a token, after `{`, `[`, `,` or `:`) are stepped over. Returns where the text ends: at a ` #`
 * comment, or at its end.
 */
function scanFlow(text: string, start: number, scan: FlowScan): number {
  for (let at = start; at < text.length; at += 1) {
    const c = text.charAt(at);
    if (scan.quote !== '') {
      // An escape (`\"` in double quotes, `''` in single quotes) leaves the scalar open.
      const escape = scan.quote === '"' ? c === '\\' : c === "'" && text[at + 1] === "'";
      if (escape) at += 1;
      else if (c === scan.quote) scan.quote = '';
      continue;
    }
    if (c === '{' || c === '[') scan.depth += 1;
    else if (c === '}' || c === ']') scan.depth -= 1;
    else if ((c === '"' || c === "'") && '{[,:'.includes(scan.prev)) scan.quote = c;
    else if (c === '#' && (at === 0 || text[at - 1] === ' ')) return at;
    if (c !== ' ') scan.prev = c;
  }
  return text.length;
}

function isFlowStart(rest: string): boolean {
  return rest.startsWith('{') || rest.startsWith('[');
}

function endsInBracket(rest: string): boolean {
  return rest.endsWith('}') || rest.endsWith(']');
}

/**
 * A more-indented line after a plain scalar continues it (YAML folds it in) unless it reads as an entry
 * of its own (`key: value`, `key:`, `- item`), which stays a nesting error.
 */
function continuesPlainScalar(content: string, indent: number): boolean {
  const rest = content.slice(indent);
  return !rest.includes(': ') && !rest.endsWith(':') && !(rest === '-' || rest.startsWith('- '));
}

function isBlankOrComment(content: string): boolean {
  for (let i = 0; i < content.length; i += 1) {
    const c = content.charCodeAt(i);
    if (c !== 32 && c !== 9) return c === 35;
  }
  return true;
}

/** Every child of a level must sit at the same indent, and only a `key:` with no value has children. */
function placeUnder(parent: Level, indent: number, line: number): void {
  if (!parent.opensBlock)
    throw new LockFileSyntaxError(line, 'bad indentation: this line is nested under a value');
  if (parent.childIndent === null) parent.childIndent = indent;
  else if (parent.childIndent !== indent) {
    throw new LockFileSyntaxError(
      line,
      `bad indentation: expected ${parent.childIndent} spaces, found ${indent}`,
    );
  }
}

function readHead(content: string, indent: number, line: number): Head {
  const first = content[indent];
  if (first === '-' && (content.length === indent + 1 || content[indent + 1] === ' ')) {
    return { key: null, rest: content.slice(indent + 1).trim() };
  }
  if (first === '"' || first === "'") {
    const quoted = readQuoted(content, indent, line);
    let colon = quoted.end;
    while (content[colon] === ' ') colon += 1;
    if (content[colon] !== ':')
      throw new LockFileSyntaxError(line, `expected ':' after the key "${excerpt(quoted.value)}"`);
    return { key: quoted.value, rest: content.slice(colon + 1).trim() };
  }
  const colon = plainKeyEnd(content, indent);
  if (colon === -1) throw new LockFileSyntaxError(line, 'expected "key: value"');
  return { key: content.slice(indent, colon).trimEnd(), rest: content.slice(colon + 1).trim() };
}

/** Nothing after the colon or dash but a comment, an anchor or a tag: a nested block follows. */
function opensBlock(rest: string): boolean {
  return rest === '' || rest.startsWith('#') || /^[&!][^\s]*(?:\s+#.*)?$/.test(rest);
}

/** A plain key ends at the first `: ` or at a `:` that ends the line. */
function plainKeyEnd(content: string, from: number): number {
  const colon = content.indexOf(': ', from);
  if (colon !== -1) return colon;
  return content.endsWith(':') ? content.length - 1 : -1;
}
