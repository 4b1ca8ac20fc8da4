// Failures of a service call, told apart by what the user can do about them: the service refused
// (ServiceError, with its own next step) or the exchange itself broke (TransportError). Neither ever
// carries the API key: messages are built from the method, the route template and the service's text.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The `details` object of a failure envelope; every field null when the service left it out. */
export interface ServiceErrorDetails {
  readonly agentCode: string | null;
  readonly message: string | null;
  readonly nextStep: string | null;
  readonly retryAfterSeconds: number | null;
  readonly webUrl: string | null;
  readonly requestId: string | null;
}

export interface ServiceErrorInit {
  readonly status: number;
  readonly errorCode: string | null;
  readonly error: string;
  readonly details: ServiceErrorDetails;
  readonly retryAfterMs: number | null;
  readonly method: HttpMethod;
  readonly route: string;
}

/** The service answered with a failure envelope (after any retries the rules allow). */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly status: number;
  readonly errorCode: string | null;
  readonly details: ServiceErrorDetails;
  /** The wait the service asked for (`Retry-After` or `details.retryAfterSeconds`), if any. */
  readonly retryAfterMs: number | null;
  readonly method: HttpMethod;
  /** The route template, e.g. `/agent/scans/{scanId}`: ids stay out of grouped logs. */
  readonly route: string;

  constructor(init: ServiceErrorInit) {
    super(init.error);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.details = init.details;
    this.retryAfterMs = init.retryAfterMs;
    this.method = init.method;
    this.route = init.route;
  }

  /** A multi-line text for the log and the summary: what failed, then what to do and how to trace it. */
  describe(): string {
    const code = this.errorCode ? ` ${this.errorCode}` : '';
    const lines = [`${this.method} ${this.route} failed with HTTP ${this.status}${code}: ${this.message}`];
    const { nextStep, webUrl, requestId } = this.details;
    if (nextStep) lines.push(`Next step: ${nextStep}`);
    if (webUrl) lines.push(`Link: ${webUrl}`);
    if (this.retryAfterMs !== null) lines.push(`Retry after: ${Math.ceil(this.retryAfterMs / 1000)} s`);
    if (requestId) lines.push(`Request id: ${requestId}`);
    return lines.join('\n');
  }

  /** The service's next step, link and request id on one line (empty when it sent none), for a log line. */
  guidance(): string {
    const { nextStep, webUrl, requestId } = this.details;
    return [
      nextStep ? `Next step: ${nextStep}` : null,
      webUrl ? `Link: ${webUrl}` : null,
      requestId ? `Request id: ${requestId}` : null,
    ]
      .filter((part) => part !== null)
      .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
      .join(' ');
  }
}

/** The permission each route needs beyond `read` (spec, Endpoints), and what the run does with it. */
const ROUTE_PERMISSIONS: Readonly<Record<string, readonly [permission: string, part: string]>> = {
  'POST /agent/sites': ['sites', 'to add the site by its URL'],
  'POST /agent/sites/{siteId}/dependencies': ['sites', 'to upload the lock files'],
  'POST /agent/sites/{siteId}/pulse': ['pulse', 'to start a Pulse scan'],
  'POST /agent/sites/{siteId}/deep-verifications': ['deep', 'to issue an ownership proof'],
  'POST /agent/sites/{siteId}/deep-verifications/{verificationId}/verify': [
    'deep',
    'to check an ownership proof',
  ],
  'POST /agent/sites/{siteId}/deep-operations': ['deep', 'to prepare a Deep scan'],
  'POST /agent/deep-operations/{operationId}/start': ['deep', 'to start a Deep scan'],
  'POST /agent/free-site-switch': ['sites and pulse', 'to move the free Pulse to another site'],
  'POST /agent/scans/{scanId}/dns-rechecks': ['pulse', 'to run the DNS check again'],
  'POST /agent/quick-checks': ['pulse', 'to start a quick check'],
  'POST /agent/repository-checks': ['pulse', 'to start a repository check'],
  'POST /projects/{projectId}/local-assessments/authorize': ['local', 'to authorize the local checks'],
  'POST /projects/{projectId}/pulse': ['pulse', 'to start a Pulse scan'],
  'POST /projects/{projectId}/deep': ['deep', 'to start a Deep scan'],
};

const KEYS_LIVE =
  "keys are made and managed in the service's web application (its key settings) and reach the action as a repository or organisation secret passed to 'api-key'";

/**
 * Which input to change, and how, for a refusal the user can fix in the workflow: the key (401), its
 * permissions or site access (403), the site (404 on a site's route). Null for the rest. `site` is the
 * input's value; the key itself is never named.
 */
export function inputToChange(error: ServiceError, site: string): string | null {
  if (error.status === 401) {
    return `Input 'api-key' was refused (missing, expired or revoked): ${KEYS_LIVE}; make a new key there and store it in that secret.`;
  }
  if (error.status === 403) {
    const needed = ROUTE_PERMISSIONS[`${error.method} ${error.route}`];
    const what = needed
      ? `the key in 'api-key' lacks the '${needed[0]}' permission (${needed[1]}) or access to this site`
      : "the key in 'api-key' has no access to this site or lacks the permission this request needs";
    return `${what[0]?.toUpperCase()}${what.slice(1)}: ${KEYS_LIVE}; make one that has it and store it in that secret.`;
  }
  if (error.status === 404 && /^\/(agent\/sites|projects)\/\{/.test(error.route)) {
    return `Input 'site' is '${site}', which the account does not know: give a site id or URL of a site the account behind 'api-key' has (a project id on route 'legacy').`;
  }
  return null;
}

export type TransportFailure =
  /** Connection refused or reset, DNS failure, proxy failure. */
  | 'network'
  /** No headers or no body data within the configured time. */
  | 'timeout'
  /** A TLS certificate the runner does not trust or that does not fit: not retried. */
  | 'certificate'
  /** An HTML page where JSON was expected: a proxy, a login wall or a wrong base URL. */
  | 'html'
  /** A body that is not JSON (cut off, or another format). */
  | 'unparseable'
  /** JSON that is not the service's envelope, or a list page without `items`. */
  | 'invalid-response'
  /** A redirect to another origin, or too many redirects. */
  | 'redirect'
  /** An answer larger than MAX_ANSWER_BYTES (bounded-request.ts): refused unread. */
  | 'too-large';

export interface TransportErrorInit {
  readonly failure: TransportFailure;
  readonly message: string;
  readonly method: HttpMethod;
  readonly route: string;
  readonly status?: number | null;
  readonly attempts?: number;
  readonly cause?: unknown;
}

/** The exchange with the service broke: no usable answer after the retries the rules allow. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly failure: TransportFailure;
  readonly method: HttpMethod;
  readonly route: string;
  /** The HTTP status when an answer arrived but could not be used. */
  readonly status: number | null;
  readonly attempts: number;

  constructor(init: TransportErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.failure = init.failure;
    this.method = init.method;
    this.route = init.route;
    this.status = init.status ?? null;
    this.attempts = init.attempts ?? 1;
  }

  /** The same failure, counted over every attempt made. */
  afterAttempts(attempts: number): TransportError {
    const { failure, message, method, route, status, cause } = this;
    return new TransportError({ failure, message, method, route, status, cause, attempts });
  }

  describe(): string {
    const status = this.status === null ? '' : ` (HTTP ${this.status})`;
    const tries = this.attempts > 1 ? ` after ${this.attempts} attempts` : '';
    return `${this.method} ${this.route} failed${tries}${status}: ${this.message}`;
  }
}

/**
 * What to check when the service could not be reached after the retries (a connection that failed or an
 * answer that never came): the `base-url` input and the way there. Null for the failures whose own
 * message already says what to change (certificate, HTML page, redirect, answer shape).
 */
export function transportFix(error: TransportError, baseUrl: string): string | null {
  const where = `input 'base-url' (${baseUrl})`;
  if (error.failure === 'network')
    return `Check ${where} and that the runner can reach it (through HTTPS_PROXY, or directly when NO_PROXY lists it).`;
  if (error.failure === 'timeout')
    return `Run the job again later, or check ${where} and that the runner can reach it.`;
  return null;
}
