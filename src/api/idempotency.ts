// Idempotency keys: the same (run, job, site, operation, extra) always gives the same key, so a retried
// request, a re-run job and a re-run workflow attempt replay the first start instead of paying twice.
// The run attempt is deliberately not part of it. Plain values in: the caller reads the environment.
import { createHash } from 'node:crypto';
import { ConfigurationError } from '../errors.ts';

export interface IdempotencyScope {
  /** The workflow run id (GITHUB_RUN_ID), the same across re-run attempts. */
  readonly runId: string;
  /** The job id (GITHUB_JOB); matrix legs share it and differ by site. */
  readonly jobId: string;
  /** The site id or URL the operation is about. */
  readonly site: string;
}

const PREFIX = 'ssa';
const MAX_OPERATION_LENGTH = 24;

/**
 * `ssa-<operation>-<sha256 hex>`, at most 93 characters; `extra` separates operations that may run more
 * than once per job (e.g. the content hash of an uploaded inventory).
 */
export function idempotencyKey(scope: IdempotencyScope, operation: string, extra = ''): string {
  for (const name of ['runId', 'jobId', 'site'] as const) {
    if (scope[name].trim() === '') {
      throw new ConfigurationError(
        `An idempotency key needs the ${name}; it is empty, so a re-run could not be told from a new run.`,
      );
    }
  }
  // JSON keeps the parts apart: ("a-b", "c") and ("a", "b-c") must not collide.
  const material = JSON.stringify([scope.runId, scope.jobId, scope.site, operation, extra]);
  const digest = createHash('sha256').update(material).digest('hex');
  return `${PREFIX}-${readable(operation)}-${digest}`;
}

function readable(operation: string): string {
  const slug = operation
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_OPERATION_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? 'op' : slug;
}
