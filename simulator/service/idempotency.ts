// Idempotent mutations: the first successful answer for (route, subject, idempotencyKey) is stored, and a
// repeat replays it with `replayed: true` instead of running (and charging) again.
import type { Route, RouteAnswer } from './route.ts';
import type { SimulatorState } from './state.ts';
import { bodyObject, requiredString } from './validate.ts';

/** ours: the subject is the route's path parameters, so one key may be reused on another site. */
export function idempotencyScope(route: Route, params: Record<string, string>, body: unknown): string {
  const key = requiredString(bodyObject(body), 'idempotencyKey', { max: 200 });
  return JSON.stringify([route.method, route.path, params, key]);
}

export function replayAnswer(state: SimulatorState, scope: string): RouteAnswer | undefined {
  const stored = state.idempotency.get(scope);
  if (!stored) return undefined;
  const data = structuredClone(stored.data);
  if (typeof data === 'object' && data !== null && 'replayed' in data) {
    (data as { replayed: boolean }).replayed = true;
  }
  return { status: stored.status, data };
}

export function rememberAnswer(state: SimulatorState, scope: string, answer: RouteAnswer): void {
  state.idempotency.set(scope, { status: answer.status ?? 200, data: structuredClone(answer.data) });
}
