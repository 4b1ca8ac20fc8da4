// The layer table of docs/architecture.md held against the imports of src/: the doc is the only source of
// which layer may import which. A layer is a folder of src/ or a file at its top (`errors.ts`); a row's
// first column names its layers (`src/runtime/`), its last the layers it may import, each in backticks, with
// `(types)` after one that it may import types from only (`import type`, `export type`, `import('…')` in a
// type). "everything" allows any layer, "nothing" none. Imports within a layer are always allowed.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface Row {
  /** The row as the doc's first column writes it, to name it in a message. */
  readonly name: string;
  readonly layers: readonly string[];
  /** The layers this row's may import, and whether types only; null: any layer. */
  readonly imports: ReadonlyMap<string, 'types' | 'code'> | null;
}

export interface Edge {
  readonly from: string;
  readonly to: string;
  readonly kind: 'types' | 'code';
  /** Where the import is: `src/file.ts:line`. */
  readonly at: string;
}

const ticked = (text: string) => [...text.matchAll(/`([^`]+)`( \(types\))?/g)];

/** The layer a `src/…` name stands for: its folder, or its file at the top of src/. */
export const layerName = (name: string): string =>
  name
    .replace(/^src\//, '')
    .replace(/\/$/, '')
    .split('/')[0] ?? name;

/** The rows of the table under `## Layers` whose header's last column is "imports from". */
export function parseLayers(markdown: string): Row[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Layers'));
  if (!section) throw new Error('docs/architecture.md has no "## Layers" section');
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  const lines = section.split('\n').filter((l) => l.trim().startsWith('|'));
  const header = cells(lines[0] ?? '');
  if (header.at(-1) !== 'imports from') throw new Error('the Layers table has no "imports from" column');
  return lines.slice(2).map((line) => {
    const row = cells(line);
    const first = row[0] ?? '';
    const last = row.at(-1) ?? '';
    const layers = ticked(first).map((m) => layerName(m[1] ?? ''));
    if (layers.length === 0) throw new Error(`a Layers row names no layer: ${line}`);
    const name = first.replace(/`/g, '');
    if (/^everything\b/.test(last)) return { name, layers, imports: null };
    const imports = new Map<string, 'types' | 'code'>();
    for (const m of ticked(last)) imports.set(layerName(m[1] ?? ''), m[2] ? 'types' : 'code');
    return { name, layers, imports };
  });
}

/** Every import of a module of src/ by `file` (relative to the root): static, re-exports, `import()`. */
export function importsOf(file: string, text: string): { specifier: string; types: boolean; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; types: boolean; line: number }[] = [];
  const add = (literal: ts.Node, types: boolean) => {
    if (!ts.isStringLiteral(literal)) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1;
    found.push({ specifier: literal.text, types, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal, true);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument) add(argument, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((i) => i.specifier.startsWith('.'));
}

/** The cross-layer imports of the .ts files under `root`/src. */
export function edgesOf(root: string): Edge[] {
  const src = join(root, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const edges: Edge[] = [];
  for (const file of files) {
    const from = layerName(file);
    for (const i of importsOf(file, readFileSync(join(src, file), 'utf8'))) {
      const target = relative(src, resolve(src, dirname(file), i.specifier));
      if (target.startsWith('..')) continue;
      const to = layerName(target);
      if (to !== from)
        edges.push({ from, to, kind: i.types ? 'types' : 'code', at: `src/${file}:${i.line}` });
    }
  }
  return edges;
}

/** What the code does that the table does not allow, and what the table allows that no code does. */
export function check(rows: readonly Row[], edges: readonly Edge[]): { refused: string[]; unused: string[] } {
  const rowOf = new Map(rows.flatMap((row) => row.layers.map((layer) => [layer, row] as const)));
  // One entry per pair of layers: at runtime when any of its imports is.
  const pairs = new Map<string, { from: string; to: string; kind: Edge['kind']; at: string[] }>();
  for (const edge of edges) {
    const key = `${edge.from} ${edge.to}`;
    const pair = pairs.get(key) ?? { from: edge.from, to: edge.to, kind: 'types', at: [] };
    if (edge.kind === 'code' && pair.kind === 'types') pair.at.length = 0;
    if (edge.kind === 'code') pair.kind = 'code';
    if (edge.kind === pair.kind) pair.at.push(edge.at);
    pairs.set(key, pair);
  }
  const refused: string[] = [];
  const pathOf = (layer: string) => `src/${layer}${layer.endsWith('.ts') ? '' : '/'}`;
  const place = new Map(rows.flatMap((row, n) => row.layers.map((layer) => [layer, n] as const)));
  for (const { from, to, kind, at } of pairs.values()) {
    const row = rowOf.get(from);
    const allowed = row?.imports === null ? 'code' : row?.imports.get(to);
    let change: string | null = null;
    if (!row) change = `add a row for \`${pathOf(from)}\` that imports from \`${to}\``;
    else if (!rowOf.has(to)) change = `add a row for \`${pathOf(to)}\` below row "${row.name}"`;
    else if (allowed === undefined) {
      change = `in row "${row.name}", imports from: add \`${to}\`${kind === 'types' ? ' (types)' : ''}`;
    } else if (allowed === 'types' && kind === 'code') {
      change = `in row "${row.name}", imports from: drop "(types)" after \`${to}\``;
    }
    // Imports go down the table; only types may go up.
    if (change === null && row?.imports && kind === 'code' && (place.get(to) ?? 0) < (place.get(from) ?? 0)) {
      change = `move row "${rowOf.get(to)?.name ?? to}" below row "${row.name}": imports go down the table`;
    }
    if (change === null) continue;
    const where = `${at.slice(0, 3).join(', ')}${at.length > 3 ? `, and ${at.length - 3} more` : ''}`;
    refused.push(
      `${from} → ${to} (${kind === 'types' ? 'types only' : 'at runtime'}): ${change}\n    ${where}`,
    );
  }
  const unused: string[] = [];
  for (const row of rows) {
    for (const to of row.imports?.keys() ?? []) {
      if (!row.layers.some((from) => pairs.has(`${from} ${to}`))) {
        unused.push(`in row "${row.name}", imports from: remove \`${to}\` (no import uses it)`);
      }
    }
  }
  return { refused, unused };
}
