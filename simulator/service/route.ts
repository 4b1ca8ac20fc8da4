// The service simulator's route table type. A route names its permission and whether it is idempotent; the
// server applies both before the handler runs, so handlers only hold the route's own logic.
import type { IncomingHttpHeaders } from 'node:http';
import type { Permission } from './spec.ts';
import type { SimulatorState } from './state.ts';
import type { ApiKey } from './records.ts';

export interface RequestContext {
  state: SimulatorState;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The authenticated key; null only on routes that need none. */
  key: ApiKey | null;
}

export interface RouteAnswer {
  status?: number;
  data: unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route {
  method: Method;
  /** Relative to /api/cli/v1; `:name` segments become params. */
  path: string;
  /** Permissions the key must hold; `any-key` = any valid key; `none` = no key needed. */
  auth: readonly Permission[] | 'any-key' | 'none';
  /** Requires a body `idempotencyKey`; a repeat on the same route and subject replays the first answer. */
  idempotent?: boolean;
  handle(ctx: RequestContext): RouteAnswer;
}
