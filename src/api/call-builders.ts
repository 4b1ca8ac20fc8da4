// Builders for the calls the route modules make, and the typed read of their answers.
import type { Query } from './endpoint.ts';
import type { ApiCall, Transport } from './retrying-transport.ts';
import type { RetryMode } from './retry.ts';

type Params = Readonly<Record<string, string>>;

export function get(route: string, params: Params = {}, query: Query = {}, headers?: Params): ApiCall {
  return { method: 'GET', route, params, query, headers };
}

/** A POST; its retry mode follows from its body (an `idempotencyKey`) unless the route sets one. */
export function post(route: string, params: Params = {}, body?: object, retry?: RetryMode): ApiCall {
  return { method: 'POST', route, params, body: body && { ...body }, retry };
}

/** The data as the type the spec gives the route: the envelope was checked, the fields are trusted. */
export async function dataOf<T>(transport: Transport, call: ApiCall): Promise<T> {
  return (await transport.call(call)) as T;
}
