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
  let openFlow = null as { content: string; indent: number; line: number; scan: FlowScan } | null;
  const readAt = (content: string, indent: number, line: number) => {
    const entry = readEntry(content, indent, line);
    visit(keys, entry);
    levels.push({ indent, opensBlock: entry.value === null || entry.key === null, childIndent: null });
    keys.push(entry.key ?? '-');
    if (typeof entry.value === 'string' && /^[|>][-+0-9]*$/.test(entry.value)) blockScalarIndent = indent;
    else if (entry.key !== null && isPlainScalar(content, indent)) plainScalarIndent = indent;
  };
  eachLine(text, (content, line) => {
    if (openFlow !== null) {
      // A flow collection spread over lines is read as the one line YAML folds it into.
      const more = content.trim();
      const { scan } = openFlow;
      openFlow.content += ` ${more.slice(0, scanFlow(more, 0, scan))}`;
      if (scan.depth > 0 && scan.quote === '') return;
      const { content: whole, indent, line: first } = openFlow;
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
    if (content.startsWith('---') || content.startsWith('...')) {
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
    // Only a line with a bracket that does not end in one may open a flow over several lines.
    const start = endsInBracket(content) ? -1 : flowStart(content, indent);
    if (start !== -1) {
      const scan: FlowScan = { depth: 0, quote: '', prev: '' };
      const end = scanFlow(content, start, scan);
      // A quote left open is not folded: the line is read as it is and names the quote.
      if (scan.depth > 0 && scan.quote === '') {
        openFlow = { content: content.slice(0, end), indent, line, scan };
        return;
      }
    }
    readAt(content, indent, line);
  });
  // Left open at the end: read as it is, which names the line that opened it.
  if (openFlow !== null) readAt(openFlow.content, openFlow.indent, openFlow.line);
}

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
      if (c === '\\' && scan.quote === '"') at += 1;
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

function endsInBracket(content: string): boolean {
  let end = content.length - 1;
  while (content.charCodeAt(end) === 32) end -= 1;
  const c = content.charCodeAt(end);
  return c === 125 || c === 93;
}

/** Where a flow value starts on a `key: {…` or `- [...` line, or -1. */
function flowStart(content: string, indent: number): number {
  const dash = content[indent] === '-' && content[indent + 1] === ' ';
  const colon = dash ? indent + 1 : content.indexOf(': ', indent);
  if (colon === -1) return -1;
  let at = colon + 1;
  while (content[at] === ' ') at += 1;
  return content[at] === '{' || content[at] === '[' ? at : -1;
}

/** A `key: value` line whose value is a plain scalar (not quoted, not a flow collection, alias or tag). */
function isPlainScalar(content: string, indent: number): boolean {
  const colon =
    content.startsWith('"', indent) || content.startsWith("'", indent) ? -1 : plainKeyEnd(content, indent);
  if (colon === -1) return false;
  let at = colon + 1;
  while (content.charCodeAt(at) === 32) at += 1;
  return at < content.length && !'"\'{[|>&*!#'.includes(content.charAt(at));
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

function readEntry(content: string, indent: number, line: number): YamlEntry {
  const first = content[indent];
  if (first === '-' && (content.length === indent + 1 || content[indent + 1] === ' ')) {
    const item = content.slice(indent + 1).trim();
    return { key: null, value: item === '' ? null : readValue(item, line), line };
  }
  let key: string;
  let colon: number;
  if (first === '"' || first === "'") {
    const quoted = readQuoted(content, indent, line);
    key = quoted.value;
    colon = quoted.end;
    while (content[colon] === ' ') colon += 1;
    if (content[colon] !== ':')
      throw new LockFileSyntaxError(line, `expected ':' after the key "${excerpt(key)}"`);
  } else {
    colon = plainKeyEnd(content, indent);
    if (colon === -1) throw new LockFileSyntaxError(line, 'expected "key: value"');
    key = content.slice(indent, colon).trimEnd();
  }
  const rest = content.slice(colon + 1).trim();
  return { key, value: opensBlock(rest) ? null : readValue(rest, line), line };
}

/** Nothing after the colon but a comment, an anchor or a tag: a nested block follows. */
function opensBlock(rest: string): boolean {
  return rest === '' || rest.startsWith('#') || /^[&!][^\s]*(?:\s+#.*)?$/.test(rest);
}

/** A plain key ends at the first `: ` or at a `:` that ends the line. */
function plainKeyEnd(content: string, from: number): number {
  const colon = content.indexOf(': ', from);
  if (colon !== -1) return colon;
  return content.endsWith(':') ? content.length - 1 : -1;
}
