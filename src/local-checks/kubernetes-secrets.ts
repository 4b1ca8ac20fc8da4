// Where the values of Kubernetes Secret manifests are: the direct entries of `data:` (base64) and
// `stringData:` (plain) in a YAML document of `kind: Secret`. Computed once per text: the secret rules
// ask for every candidate line, and a manifest can hold thousands of entries.

export type SecretBlockKind = 'data' | 'stringData';

interface Block {
  readonly kind: SecretBlockKind;
  readonly start: number;
  readonly end: number;
  readonly childIndent: number;
}

const SECRET_KIND = /^kind:[ \t]*["']?Secret["']?[ \t]*\r?$/m;
const BLOCK_KEY = /^([ \t]*)(data|stringData):[ \t]*\r?$/;

/** The last text asked about and its blocks: the rules ask about one text many times in a row. */
let cache: { readonly text: string; readonly blocks: readonly Block[] } | null = null;

function blocksOf(text: string): readonly Block[] {
  if (cache?.text !== text) cache = { text, blocks: text.includes('kind:') ? scan(text) : [] };
  return cache.blocks;
}

function scan(text: string): Block[] {
  const blocks: Block[] = [];
  let docStart = 0;
  for (const doc of text.split(/^---.*$/m)) {
    if (SECRET_KIND.test(doc)) blocks.push(...blocksInDocument(doc, docStart));
    docStart = text.indexOf(doc, docStart) + doc.length;
  }
  return blocks;
}

function blocksInDocument(doc: string, offset: number): Block[] {
  const blocks: Block[] = [];
  let open: { kind: SecretBlockKind; indent: number; start: number; childIndent: number } | null = null;
  let position = offset;
  for (const line of doc.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const content = line.trim() !== '' && !line.trimStart().startsWith('#');
    if (open !== null && content && indent <= open.indent) {
      blocks.push({ kind: open.kind, start: open.start, end: position, childIndent: open.childIndent });
      open = null;
    }
    if (open !== null && content && open.childIndent === -1) open.childIndent = indent;
    const key = BLOCK_KEY.exec(line);
    if (open === null && key !== null) {
      const kind = key[2] === 'data' ? 'data' : 'stringData';
      open = { kind, indent: key[1]?.length ?? 0, start: position + line.length + 1, childIndent: -1 };
    }
    position += line.length + 1;
  }
  if (open !== null)
    blocks.push({ kind: open.kind, start: open.start, end: position, childIndent: open.childIndent });
  return blocks;
}

/** Which block of a Secret manifest the entry line at `index` belongs to, or null when none. */
export function secretManifestBlock(text: string, index: number): SecretBlockKind | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = text.indexOf('\n', lineStart);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  const indent = line.length - line.trimStart().length;
  const block = blocksOf(text).find((b) => b.start <= index && index < b.end);
  return block !== undefined && block.childIndent === indent ? block.kind : null;
}
