// A linear, line-oriented reader for the block YAML that pnpm-lock.yaml and yarn Berry's yarn.lock are
// written in: `key: value` lines nested by indentation, `- item` lines, one-line flow mappings, block
// scalars skipped. General YAML parsers check key uniqueness in quadratic time on 50k-entry maps; this
// one does a constant amount of work per line and knows each entry's line for free.
import { readQuoted, readValue, type YamlValue } from './yaml-scalars.ts';
import { eachLine, indentOf, LockFileSyntaxError } from './text.ts';

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
  const root: Level = { indent: -1, opensBlock: true, childIndent: null };
  let blockScalarIndent = -1;
  let plainScalarIndent = -1;
  eachLine(text, (content, line) => {
    if (isBlankOrComment(content)) return;
    const indent = indentOf(content, line);
    if (blockScalarIndent !== -1 && indent > blockScalarIndent) return;
    if (plainScalarIndent !== -1 && indent > plainScalarIndent && continuesPlainScalar(content, indent))
      return;
    blockScalarIndent = -1;
    plainScalarIndent = -1;
    if (indent === 0 && (content.startsWith('---') || content.startsWith('...'))) {
      levels.length = 0;
      keys.length = 0;
      root.childIndent = null;
      return;
    }
    while (levels.length > 0 && (levels.at(-1)?.indent ?? -1) >= indent) {
      levels.pop();
      keys.pop();
    }
    placeUnder(levels.at(-1) ?? root, indent, line);
    const entry = readEntry(content, indent, line);
    visit(keys, entry);
    levels.push({ indent, opensBlock: entry.value === null || entry.key === null, childIndent: null });
    keys.push(entry.key ?? '-');
    if (typeof entry.value === 'string' && /^[|>][-+0-9]*$/.test(entry.value)) blockScalarIndent = indent;
    else if (entry.key !== null && isPlainScalar(content, indent)) plainScalarIndent = indent;
  });
}

/** A `key: value` line whose value is a plain scalar (not quoted, not a flow collection, alias or tag). */
function isPlainScalar(content: string, indent: number): boolean {
  const colon =
    content.startsWith('"', indent) || content.startsWith("'", indent) ? -1 : plainKeyEnd(content, indent);
  if (colon === -1) return false;
  let at = colon + 1;
  while (content.charCodeAt(at) === 32) at += 1;
  return at < content.length && !'"\'{[|>&*!#'.includes(content[at] ?? '');
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
    if (content[colon] !== ':') throw new LockFileSyntaxError(line, `expected ':' after the key "${key}"`);
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
