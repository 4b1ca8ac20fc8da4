// Cursor pagination shared by every list: an opaque cursor that encodes the offset of the next page.
import { badRequest } from './envelope.ts';
import { PAGE_LIMITS } from './spec.ts';
import type { Query } from './validate.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw badRequest('Query cursor is not a cursor this service returned.');
  return Number(match[1]);
}

/** `limit` must be a positive integer; larger than the maximum is clamped to it. */
export function pageLimit(query: Query): number {
  const raw = query.get('limit');
  if (raw === null) return PAGE_LIMITS.default;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1) throw badRequest('Query limit must be a positive integer.');
  return Math.min(limit, PAGE_LIMITS.max);
}

export function paginate<T>(items: readonly T[], query: Query): Page<T> {
  const limit = pageLimit(query);
  const cursor = query.get('cursor');
  const offset = cursor === null ? 0 : decodeCursor(cursor);
  const end = offset + limit;
  return { items: items.slice(offset, end), nextCursor: end < items.length ? encodeCursor(end) : null };
}

/** Parts of one text (repair brief, docs page): the cursor encodes the index of the next part. */
export function partIndex(query: Query): number {
  const cursor = query.get('cursor');
  return cursor === null ? 0 : decodeCursor(cursor);
}

export function partCursor(next: number, total: number): string | null {
  return next < total ? encodeCursor(next) : null;
}
