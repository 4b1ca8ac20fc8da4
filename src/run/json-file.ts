// Writes a value as indented JSON, the same bytes as `JSON.stringify(value, null, 2)`, in pieces: the
// report of a large run (100k findings: over 50 MB of JSON, twice that in memory once a character outside
// Latin-1 makes the string two-byte) is never held as one string, so memory stays near one chunk.
import { open } from 'node:fs/promises';

/** Containers this deep or deeper are written by JSON.stringify in one piece: single findings, results. */
const WALKED_DEPTH = 3;
const CHUNK_CHARS = 1024 * 1024;

/** The pieces of `JSON.stringify(value, null, 2)`, in order; joined, they are that string. */
export function* jsonPieces(value: unknown, depth = 0): Generator<string> {
  if (!isWalked(value) || depth >= WALKED_DEPTH) {
    yield indented(value, depth);
    return;
  }
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  // An array keeps every item (JSON writes a left-out one as null); an object drops left-out values.
  const entries: [string | null, unknown][] = Array.isArray(value)
    ? value.map((item) => [null, item])
    : Object.entries(value).filter(([, item]) => !leftOut(item));
  if (entries.length === 0) {
    yield open + close;
    return;
  }
  const inner = '\n' + '  '.repeat(depth + 1);
  for (const [i, [key, item]] of entries.entries()) {
    yield `${i === 0 ? open : ','}${inner}${key === null ? '' : `${JSON.stringify(key)}: `}`;
    yield* jsonPieces(item, depth + 1);
  }
  yield `\n${'  '.repeat(depth)}${close}`;
}

/** Plain arrays and objects are walked; anything else (a Date's toJSON…) is left to JSON.stringify. */
function isWalked(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
}

/** What JSON leaves out of an object (and writes as null in an array). */
const leftOut = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** JSON.stringify at this depth's indentation (JSON text has no raw newline but between its lines). */
function indented(value: unknown, depth: number): string {
  const text = JSON.stringify(value, null, 2) as string | undefined;
  if (text === undefined) return 'null';
  return depth === 0 ? text : text.replaceAll('\n', '\n' + '  '.repeat(depth));
}

/** Writes `JSON.stringify(value, null, 2)` and a newline to `path`, a chunk at a time. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  const file = await open(path, 'w');
  try {
    let chunk = '';
    for (const piece of jsonPieces(value)) {
      chunk += piece;
      if (chunk.length >= CHUNK_CHARS) {
        await file.write(chunk);
        chunk = '';
      }
    }
    await file.write(`${chunk}\n`);
  } finally {
    await file.close();
  }
}
