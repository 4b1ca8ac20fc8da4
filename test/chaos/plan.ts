// What a chaos case does to the world: faults on the routes the fault-free run used, of the service, of
// GitHub and of the Actions cache, before the route runs or after it (its answer lost or spoiled), drawn by
// fast-check.
import fc from 'fast-check';
import type { CacheFaultKind } from '../../simulator/cache/faults.ts';
import { faultPattern } from '../../simulator/fault-book.ts';
import type { GitHubFaultKind } from '../../simulator/github/faults.ts';
import { matchRoute } from '../../simulator/router.ts';
import type { FaultKind } from '../../simulator/service/faults.ts';
import { API_ROUTES } from '../../simulator/service/routes/index.ts';
import type { World } from '../e2e/harness.ts';

/** A route a run used: the method (empty for any) and the fault path that matches it. */
export interface RouteTarget {
  readonly side: 'service' | 'github' | 'cache';
  readonly method: string;
  readonly path: string;
}

/** Whatever request comes next, also on the routes only a recovery takes (a lookup after a lost start). */
const ANY_ROUTE: readonly RouteTarget[] = [
  { side: 'service', method: '', path: '**' },
  { side: 'github', method: '', path: '**' },
];

export type PlannedFault =
  | (RouteTarget & { side: 'service'; kind: FaultKind; after: boolean; times: number; wait: number })
  | (RouteTarget & { side: 'github'; kind: GitHubFaultKind; after: boolean; times: number; wait: number })
  | (RouteTarget & { side: 'cache'; kind: CacheFaultKind; after: boolean; times: number; wait: number });

const SERVICE_KINDS: readonly FaultKind[] = [
  'rate-limit',
  'unavailable',
  'internal-error',
  'reset',
  'slow',
  'truncated-json',
  'html-error',
  'wrong-content-type',
  'stalled-body',
];
const GITHUB_KINDS: readonly GitHubFaultKind[] = [
  'server-error',
  'forbidden',
  'secondary-rate-limit',
  'rate-limit',
  'reset',
  'stall',
];
const CACHE_KINDS: readonly CacheFaultKind[] = ['server-error', 'reset'];
/** The GitHub routes the action calls, below /repos/{owner}/{repo}. */
export const GITHUB_ROUTES = [
  '/issues/*/comments',
  '/issues/comments/*',
  '/issues',
  '/issues/*',
  '/pulls/*/files',
  '/pulls/*',
  '/contents/**',
];
/** A signed blob URL of the cache stand-in: one per entry. */
const CACHE_BLOB = /^\/blobs\/account\/cache\/\d+$/;

/** Where the request logs of the service, GitHub and the cache stand-ins stand. */
export type LogMarks = { service: number; github: number; cache: number };

export const logMarks = (world: World): LogMarks => ({
  service: world.service.requests.length,
  github: world.github.requests.length,
  cache: world.cache?.requests.length ?? 0,
});

/** The routes of the requests since `from`, each once, and any route of the service and of GitHub. */
export function routesUsed(world: World, from: LogMarks): RouteTarget[] {
  const found = new Map<string, RouteTarget>();
  for (const { method, path } of world.service.requests.slice(from.service)) {
    const relative = path.replace(/^\/api\/cli\/v1/, '');
    const route = matchRoute(API_ROUTES, method, relative)?.route;
    if (route) found.set(`s ${method} ${route.path}`, serviceTarget(method, route.path));
  }
  const prefix = `/repos/${world.github.repo}`;
  for (const { method, path } of world.github.requests.slice(from.github)) {
    const pattern = GITHUB_ROUTES.find((p) => faultPattern(p).test(path.slice(prefix.length)));
    if (pattern) found.set(`g ${method} ${pattern}`, { side: 'github', method, path: pattern });
  }
  // Each Twirp method on its own path; every blob behind one pattern, by method (GET downloads, PUT uploads).
  for (const { method, path } of world.cache?.requests.slice(from.cache) ?? []) {
    const target = CACHE_BLOB.test(path) ? '/blobs/account/cache/*' : path;
    found.set(`c ${method} ${target}`, { side: 'cache', method, path: target });
  }
  return [...found.values(), ...ANY_ROUTE];
}

const serviceTarget = (method: string, routePath: string): RouteTarget => ({
  side: 'service',
  method,
  path: routePath.replace(/:[^/]+/g, '*'),
});

/** Up to `max` faults on the given routes. */
export function faultPlan(routes: readonly RouteTarget[], max: number): fc.Arbitrary<PlannedFault[]> {
  const common = {
    after: fc.boolean(),
    // Six refusals exhaust the client's five attempts on one call; a wait of 120 s is more than it waits.
    times: fc.constantFrom(1, 1, 2, 3, 6),
    wait: fc.constantFrom(0, 1, 5, 120),
  };
  const fault = fc.constantFrom(...routes).chain((target): fc.Arbitrary<PlannedFault> => {
    if (target.side === 'service') {
      return fc.record({ ...common, kind: fc.constantFrom(...SERVICE_KINDS) }).map((f) => ({
        ...target,
        side: 'service',
        ...f,
        times: f.kind === 'slow' || f.kind === 'stalled-body' ? 1 : f.times,
      }));
    }
    if (target.side === 'github') {
      // A GitHub client that honours Retry-After waits in real time, not on the run's clock: short waits, and
      // never 0, which Octokit's throttling reads as no wait given and replaces with its own 60 s.
      return (
        fc
          .record({ ...common, wait: fc.constant(1), kind: fc.constantFrom(...GITHUB_KINDS) })
          // A stall costs each try about a second (undici checks its time limits on a one-second timer).
          .map((f) => ({ ...target, side: 'github', ...f, times: f.kind === 'stall' ? 1 : f.times }))
      );
    }
    // A run calls each cache route once; a second call is @actions/cache retrying, which it does after a wait
    // on real timers (it has no clock seam): 3 s and more after a Twirp method's 5xx, 5 s after a download's
    // dropped connection, 4 s and more after an upload's second failure. One fault per route keeps a case
    // within seconds; a dropped Twirp call or a download's 500 fails at once and loses the entry all the same.
    return fc
      .record({
        ...common,
        times: fc.constant(1),
        wait: fc.constant(0),
        kind: fc.constantFrom(...CACHE_KINDS),
      })
      .map((f) => ({ ...target, side: 'cache', ...f }));
  });
  return fc.array(fault, { minLength: 1, maxLength: max });
}

/**
 * How long a `slow` or `stalled-body` fault holds its answer: past the run's service timeouts
 * (`CHAOS_TIMEOUTS`, also the GitHub client's, which a `stall` outlasts), which undici checks on a timer of
 * about a second, so a shorter hold would be answered before the limit fired.
 */
export const SLOW_MS = 2_500;
export const CHAOS_TIMEOUTS = { headersMs: 400, bodyMs: 400 };

export function injectPlan(world: World, plan: readonly PlannedFault[]): void {
  for (const f of plan) {
    const common = {
      path: f.path,
      // An empty method is any method.
      method: f.method,
      after: f.after,
      times: f.times,
      retryAfterSeconds: f.wait,
    };
    if (f.side === 'service') world.service.control.inject({ ...common, kind: f.kind, delayMs: SLOW_MS });
    else if (f.side === 'github') world.github.inject({ ...common, kind: f.kind });
    else world.cache?.inject({ ...common, kind: f.kind });
  }
}

export function clearPlan(world: World): void {
  world.service.control.clearFaults();
  world.github.clearFaults();
  world.cache?.clearFaults();
}
