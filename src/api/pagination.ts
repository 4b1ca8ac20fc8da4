// Cursor following, shared by every list route and by the routes that deliver one document in parts
// (repair brief, docs page). A page must have the shape the spec gives; a repeated cursor ends the walk
// with an error instead of looping for ever.
import { isRecord } from './envelope-parser.ts';
import { TransportError } from './errors.ts';
import type { ApiCall, Transport } from './retrying-transport.ts';
import type { Page } from './types.ts';

/** One page of a list route, checked for `items` and `nextCursor`. */
export async function fetchPage<P extends Page<unknown>>(transport: Transport, call: ApiCall): Promise<P> {
  const page = await transport.call(call);
  if (!isRecord(page) || !Array.isArray(page.items) || !isCursor(page.nextCursor)) {
    throw shapeError(call, 'a list page without `items` and `nextCursor`');
  }
  return page as unknown as P;
}

/** Every item of a list route, page after page. */
export async function* pageItems<T>(transport: Transport, call: ApiCall): AsyncGenerator<T> {
  for await (const page of walk(call, (cursorCall) => fetchPage<Page<T>>(transport, cursorCall))) {
    yield* page.items;
  }
}

interface Part {
  readonly nextCursor: string | null;
  readonly complete: boolean;
}

/** One part of a document delivered in parts, checked for `nextCursor` and `complete`. */
export async function fetchPart<P extends Part>(transport: Transport, call: ApiCall): Promise<P> {
  const part = await transport.call(call);
  if (!isRecord(part) || !isCursor(part.nextCursor) || typeof part.complete !== 'boolean') {
    throw shapeError(call, 'a part without `nextCursor` and `complete`');
  }
  return part as unknown as P;
}

/** Every part of a document, until it says it is complete or gives no next cursor. */
export function documentParts<P extends Part>(transport: Transport, call: ApiCall): AsyncGenerator<P> {
  return walk(
    call,
    (cursorCall) => fetchPart<P>(transport, cursorCall),
    (part) => part.complete,
  );
}

async function* walk<P extends { readonly nextCursor: string | null }>(
  call: ApiCall,
  fetch: (call: ApiCall) => Promise<P>,
  done: (page: P) => boolean = () => false,
): AsyncGenerator<P> {
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page: P = await fetch(cursor === null ? call : { ...call, query: { ...call.query, cursor } });
    yield page;
    cursor = done(page) ? null : page.nextCursor;
    if (cursor !== null && seen.has(cursor)) throw shapeError(call, 'the same cursor twice');
    if (cursor !== null) seen.add(cursor);
  } while (cursor !== null);
}

function isCursor(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value !== '');
}

function shapeError(call: ApiCall, what: string): TransportError {
  return new TransportError({
    failure: 'invalid-response',
    message: `the service answered with ${what}`,
    method: call.method,
    route: call.route,
  });
}
