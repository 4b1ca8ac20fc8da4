// One request through the API: version check, route match, body parse, key and permission, idempotent replay,
// then the handler; every refusal becomes the error envelope here and nowhere else.
import type { IncomingHttpHeaders } from 'node:http';
import { authenticate, requirePermissions } from './auth.ts';
import { errorEnvelope, okEnvelope, ServiceError, type Envelope } from './envelope.ts';
import { parseJsonBody } from './http-io.ts';
import { idempotencyScope, rememberAnswer, replayAnswer } from './idempotency.ts';
import { matchRoute } from '../router.ts';
import type { RequestContext, Route, RouteAnswer } from './route.ts';
import { API_ROOT, ERROR_CODES, SUPPORTED_VERSION } from './spec.ts';
import type { SimulatorState } from './state.ts';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  requestId: string;
}

export interface ApiAnswer {
  status: number;
  body: Envelope;
  headers: Record<string, string>;
}

function routeNotFound(method: string, path: string): ServiceError {
  return new ServiceError({
    status: 404,
    code: ERROR_CODES.routeNotFound,
    message: `No route ${method} ${path}.`,
    nextStep: 'Check the path against the API description.',
  });
}

/** The path below /api/cli/v1, or a refusal for another version or a path outside the API. */
export function relativeApiPath(method: string, path: string): string {
  if (!path.startsWith(API_ROOT)) throw routeNotFound(method, path);
  const [version = '', ...rest] = path.slice(API_ROOT.length).split('/');
  if (version !== SUPPORTED_VERSION) {
    throw new ServiceError({
      status: 400,
      code: ERROR_CODES.unsupportedVersion,
      message: `API version ${version || '(none)'} is not supported; this service speaks ${SUPPORTED_VERSION}.`,
      nextStep: `Use the path prefix ${API_ROOT}${SUPPORTED_VERSION}.`,
    });
  }
  return `/${rest.join('/')}`;
}

function runRoute(state: SimulatorState, routes: readonly Route[], request: ApiRequest): RouteAnswer {
  const relative = relativeApiPath(request.method, request.path);
  const match = matchRoute(routes, request.method, relative);
  if (!match) throw routeNotFound(request.method, relative);
  const { route, params } = match;
  const key = route.auth === 'none' ? null : authenticate(state, request.headers);
  if (key && Array.isArray(route.auth)) requirePermissions(state, key, route.auth);
  const body = parseJsonBody(request.rawBody);
  const ctx: RequestContext = { state, params, query: request.query, body, headers: request.headers, key };
  if (!route.idempotent) return route.handle(ctx);
  const scope = idempotencyScope(route, params, body);
  const replay = replayAnswer(state, scope);
  if (replay) return replay;
  const answer = route.handle(ctx);
  rememberAnswer(state, scope, answer);
  return answer;
}

export function answerApiRequest(
  state: SimulatorState,
  routes: readonly Route[],
  request: ApiRequest,
): ApiAnswer {
  const headers: Record<string, string> = { 'x-request-id': request.requestId };
  try {
    const answer = runRoute(state, routes, request);
    return { status: answer.status ?? 200, body: okEnvelope(answer.data), headers };
  } catch (error) {
    const init =
      error instanceof ServiceError
        ? error.init
        : { status: 500, code: ERROR_CODES.internalError, message: `Internal error: ${String(error)}` };
    const wait = 'retryAfterSeconds' in init ? init.retryAfterSeconds : null;
    if (typeof wait === 'number') headers['retry-after'] = String(wait);
    return { status: init.status, body: errorEnvelope(init, request.requestId), headers };
  }
}
