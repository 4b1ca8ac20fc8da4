// Where the values of Kubernetes Secret manifests are: the direct entries of `data:` (base64) and
// `stringData:` (plain) of an object of `kind: Secret`, in YAML (a document, or an item of a `kind: List`
// at any depth) or in JSON as kubectl prints it (one entry a line). Computed once per text: the secret rules
// ask for every candidate line, and a manifest can hold thousands of entries.

export type SecretBlockKind = 'data' | 'stringData';

interface Block {
  readonly kind: SecretBlockKind;
  readonly start: number;
  readonly end: number;
  /** The indentation of the block's entries (-1 while none is seen). */
  readonly childIndent: number;
}

interface Line {
  readonly text: string;
  readonly start: number;
  /** Blanks before the content; -1 for a blank or comment line. */
  readonly indent: number;
}

/** `kind: Secret` as a YAML key, possibly the first key of a list item (`- kind: Secret`). */
const YAML_SECRET_KIND = /^([ \t]*)(- )?kind:[ \t]*["']?Secret["']?[ \t]*\r?$/;
const YAML_BLOCK_KEY = /^[ \t]*(?:- )?(data|stringData):[ \t]*\r?$/;
const JSON_SECRET_KIND = /"kind"[ \t]*:[ \t]*"Secret"/;
const JSON_BLOCK = /"(data|stringData)"[ \t]*:[ \t]*\{[ \t]*\r?\n/g;

/** The last text asked about and its blocks: the rules ask about one text many times in a row. */
let cache: { readonly text: string; readonly blocks: readonly Block[] } | null = null;

function blocksOf(text: string): readonly Block[] {
  if (cache?.text !== text) cache = { text, blocks: text.includes('kind') ? scan(text) : [] };
  return cache.blocks;
}

function scan(text: string): Block[] {
  const lines = splitLines(text);
  const blocks: Block[] = [];
  // A `kind: Secret` inside a mapping already read (a repeated key) adds nothing: each line is read once
  // per nesting level.
  let read = { first: -1, end: -1, column: -1 };
  for (const [i, line] of lines.entries()) {
    const kind = YAML_SECRET_KIND.exec(line.text);
    if (kind === null) continue;
    const column = (kind[1]?.length ?? 0) + (kind[2]?.length ?? 0);
    if (column === read.column && read.first <= i && i < read.end) continue;
    const mapping = mappingOf(lines, i, column, kind[2] !== undefined);
    read = { ...mapping, column };
    blocks.push(...yamlBlocks(lines, mapping, column));
  }
  if (JSON_SECRET_KIND.test(text)) blocks.push(...jsonBlocks(text, lines));
  return blocks.sort((a, b) => a.start - b.start);
}

function splitLines(text: string): Line[] {
  let start = 0;
  return text.split('\n').map((raw) => {
    const content = raw.trimStart();
    const blank = content === '' || content === '\r' || content.startsWith('#');
    const line = { text: raw, start, indent: blank ? -1 : raw.length - content.length };
    start += raw.length + 1;
    return line;
  });
}

const DOCUMENT_MARK = /^(?:---|\.\.\.)/;

/**
 * The lines `[first, end)` of the mapping whose keys sit at `column`, around the key on line `at`
 * (`opensItem` when that key starts a list item).
 */
function mappingOf(
  lines: readonly Line[],
  at: number,
  column: number,
  opensItem: boolean,
): { first: number; end: number } {
  let first = at;
  // A key that opens a list item (`- kind: Secret`) is the mapping's first line.
  while (!opensItem) {
    const line = lines[first - 1];
    if (line === undefined || DOCUMENT_MARK.test(line.text)) break;
    if (line.indent === -1 || line.indent >= column) {
      first -= 1;
      continue;
    }
    // The `- ` that opens this mapping as a list item belongs to it; anything else is outside.
    if (isItem(line) && line.indent + 2 === column) first -= 1;
    break;
  }
  let end = at + 1;
  for (; end < lines.length; end += 1) {
    const line = lines[end];
    if (line === undefined || DOCUMENT_MARK.test(line.text)) break;
    if (line.indent !== -1 && line.indent < column) break;
  }
  return { first, end };
}

function isItem(line: Line): boolean {
  return line.text.slice(line.indent).startsWith('- ');
}

/** The `data:` and `stringData:` blocks keyed at `column` in the mapping's lines. */
function yamlBlocks(lines: readonly Line[], { first, end }: { first: number; end: number }, column: number) {
  const blocks: Block[] = [];
  for (let i = first; i < end; i += 1) {
    const line = lines[i];
    const key = line === undefined ? null : YAML_BLOCK_KEY.exec(line.text);
    if (line === undefined || key === null || keyColumn(line) !== column) continue;
    let childIndent = -1;
    let j = i + 1;
    for (; j < end; j += 1) {
      const child = lines[j];
      if (child === undefined || child.indent === -1) continue;
      if (child.indent <= column) break;
      if (childIndent === -1) childIndent = child.indent;
    }
    const start = (lines[i + 1] ?? line).start;
    const stop = j < lines.length ? (lines[j]?.start ?? Infinity) : Infinity;
    blocks.push({ kind: key[1] === 'data' ? 'data' : 'stringData', start, end: stop, childIndent });
  }
  return blocks;
}

function keyColumn(line: Line): number {
  return line.indent + (isItem(line) ? 2 : 0);
}

/** JSON `"data": {` … `}` blocks, their entries one a line (values hold no braces). */
function jsonBlocks(text: string, lines: readonly Line[]): Block[] {
  return [...text.matchAll(JSON_BLOCK)].map((m) => {
    const start = m.index + m[0].length;
    const close = text.indexOf('}', start);
    const end = close === -1 ? text.length : close;
    const first = lines.find((line) => line.start >= start && line.indent !== -1);
    const childIndent = first !== undefined && first.start < end ? first.indent : -1;
    return { kind: m[1] === 'data' ? 'data' : 'stringData', start, end, childIndent };
  });
}

/** Which block of a Secret manifest the entry line at `index` belongs to, or null when none. */
export function secretManifestBlock(text: string, index: number): SecretBlockKind | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', lineStart);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  const indent = line.length - line.trimStart().length;
  const block = blockAt(blocksOf(text), index);
  return block !== undefined && block.childIndent === indent ? block.kind : null;
}

/** The block holding `index`, by binary search over blocks sorted by start (they do not overlap). */
function blockAt(blocks: readonly Block[], index: number): Block | undefined {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((blocks[mid]?.start ?? 0) <= index) low = mid;
    else high = mid - 1;
  }
  const block = blocks[low];
  return block !== undefined && block.start <= index && index < block.end ? block : undefined;
}
