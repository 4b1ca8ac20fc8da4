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
