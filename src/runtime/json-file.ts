// Writes a value as indented JSON, the same bytes as `JSON.stringify(value, null, 2)`, in pieces: the
// report of a large run (100k findings: over 50 MB of JSON, twice that in memory once a character outside
// Latin-1 makes the string two-byte) is never held as one string, so memory stays near one chunk.
import { open, type FileHandle } from 'node:fs/promises';

/** Containers this deep or deeper are written by JSON.stringify in one piece: single findings, results. */
const WALKED_DEPTH = 3;
const CHUNK_BYTES = 1024 * 1024;

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

function* fileText(value: unknown): Generator<string> {
  yield* jsonPieces(value);
  yield '\n';
}

/**
 * Writes `JSON.stringify(value, null, 2)` and a newline to `path`. Each piece is copied into one reused
 * buffer at once, so pieces die young instead of being kept (and promoted) until a chunk is complete.
 */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  const file = await open(path, 'w');
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  try {
    for (const piece of fileText(value)) {
      // A UTF-16 code unit takes at most 3 bytes in UTF-8.
      if (used + piece.length * 3 > CHUNK_BYTES) {
        await writeAll(file, buffer.subarray(0, used));
        used = 0;
      }
      if (piece.length * 3 > CHUNK_BYTES) await writeAll(file, Buffer.from(piece));
      else used += buffer.write(piece, used);
    }
    await writeAll(file, buffer.subarray(0, used));
  } finally {
    await file.close();
  }
}

/** A write may take fewer bytes than it was given; the rest follows. */
async function writeAll(file: FileHandle, bytes: Buffer): Promise<void> {
  for (let done = 0; done < bytes.length;) done += (await file.write(bytes, done)).bytesWritten;
}

/** JSON text read back from a file the action keeps (a cache entry): anything unreadable is `undefined`. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
