// Parsing repository YAML (workflows, compose files) as data: bounded in size and alias expansion, never
// executed, with a way back from a node to its line. Walking works on nodes (not plain values) so that
// every value keeps its position; aliases are followed one step (no copies, so no expansion bomb).
import {
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Scalar,
} from 'yaml';

export const MAX_YAML_BYTES = 1024 * 1024;
export const MAX_YAML_ALIASES = 100;

export interface YamlSource {
  readonly doc: Document.Parsed;
  /** 1-based line of an offset in the text. */
  lineAt(offset: number): number;
}

/** The parsed text, or why it was not parsed (too large, or not valid YAML: the first error and its line). */
export type YamlReading = { readonly source: YamlSource } | { readonly refused: string };

export function readYaml(text: string): YamlReading {
  if (text.length > MAX_YAML_BYTES) return { refused: `over ${MAX_YAML_BYTES} characters, not parsed` };
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: false, prettyErrors: false });
  const [error] = doc.errors;
  if (error !== undefined) {
    const line = counter.linePos(error.pos[0]).line;
    return { refused: `not valid YAML: line ${line}: ${error.message.slice(0, 200)}` };
  }
  return { source: { doc, lineAt: (offset) => counter.linePos(offset).line } };
}

/** Null when the text is too large or not valid YAML. */
export function parseYaml(text: string): YamlSource | null {
  const reading = readYaml(text);
  return 'source' in reading ? reading.source : null;
}

/** A node as plain values, aliases expanded within MAX_YAML_ALIASES; null when over the bound. */
export function plain(source: YamlSource, node: unknown): unknown {
  const resolved = resolve(source, node);
  if (!isNode(resolved)) return null;
  try {
    return resolved.toJS(source.doc, { maxAliasCount: MAX_YAML_ALIASES });
  } catch {
    return null;
  }
}

function resolve(source: YamlSource, node: unknown): unknown {
  return isAlias(node) ? node.resolve(source.doc) : node;
}

/** The value node under `key` of a map node. */
export function child(source: YamlSource, node: unknown, key: string): unknown {
  const map = resolve(source, node);
  return isMap(map) ? resolve(source, map.get(key, true)) : undefined;
}

export function entries(source: YamlSource, node: unknown): [string, unknown][] {
  const map = resolve(source, node);
  if (!isMap(map)) return [];
  return map.items.flatMap((pair) =>
    isScalar(pair.key) ? [[String(pair.key.value), resolve(source, pair.value)] as [string, unknown]] : [],
  );
}

export function items(source: YamlSource, node: unknown): unknown[] {
  const seq = resolve(source, node);
  return isSeq(seq) ? seq.items.map((item) => resolve(source, item)) : [];
}

/** A scalar node holding a string or number (as text), or null. */
export function scalarText(node: unknown): { value: string; node: Scalar } | null {
  if (!isScalar(node) || (typeof node.value !== 'string' && typeof node.value !== 'number')) return null;
  return { value: String(node.value), node };
}

/** Line of a node's first character. */
export function lineOf(source: YamlSource, node: { range?: [number, number, number] | null }): number {
  return source.lineAt(node.range?.[0] ?? 0);
}
