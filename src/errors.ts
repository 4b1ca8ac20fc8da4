// Failure types that run() tells apart: a configuration error stops before any request, a gate failure is
// the verdict itself. Service and transport errors live with the API client (src/api/errors.ts).

/** A bad input or policy file: names what is wrong and what is accepted. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

/** The run was cancelled (SIGINT/SIGTERM): whatever was seen so far is still reported. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/**
 * Why a Deep could not start: a verdict reason, not a crash. `notApproved` (denied, expired, not approved
 * in time) is judged by `on-timeout`; otherwise (a lost start answer) the run could not be judged.
 */
export class DeepNotStarted extends Error {
  override readonly name = 'DeepNotStarted';
  readonly notApproved: boolean;
  constructor(message: string, notApproved: boolean) {
    super(message);
    this.notApproved = notApproved;
  }
}

/** A GitHub call the command cannot go on without failed or was refused: the message says which and why. */
export class GitHubCallFailed extends Error {
  override readonly name = 'GitHubCallFailed';
}

/** What a caught value says: an Error's message, or the value itself for anything else thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What the run was given fails the gate by itself (a fork's run without the key under
 * `fork-pull-requests: fail`, pull-request data that does not hold up): verdict `fail`, not `error`.
 */
export class GateRejection extends Error {
  override readonly name = 'GateRejection';
}

/** The run cannot work where it was started and says why (a fork's run without secrets): reported as skipped. */
export class RunSkipped extends Error {
  override readonly name = 'RunSkipped';
}
