// The link a PR comment gives for "the full report": this job's page (its summary and its log) where GitHub
// says which job this is, else the run's page. GitHub gives a job's id only through the jobs API
// (`actions: read`); a token without it, or any failure, falls back to the run's page without a word: the
// link is a convenience, not worth a warning on every run.
import { runUrl, type RunContext } from './context.ts';

/** A job as the attempt's jobs list gives it. */
export interface JobRecord {
  readonly id: number;
  readonly name: string;
  readonly status?: string | null;
  readonly runner_name?: string | null;
}

export interface JobsApi {
  /** The jobs of this run attempt. */
  listJobs(): Promise<readonly JobRecord[]>;
}

/**
 * This job among the attempt's jobs: the one running on this runner (a runner runs one job at a time), or
 * else the only running one named as the job's key (a job without `name:` outside a matrix). Null when
 * neither settles it: a wrong job's link would be worse than the run's.
 */
export function thisJob(
  jobs: readonly JobRecord[],
  ctx: Pick<RunContext, 'job' | 'runnerName'>,
): JobRecord | null {
  const running = jobs.filter((j) => j.status === 'in_progress');
  const onRunner = ctx.runnerName ? running.filter((j) => j.runner_name === ctx.runnerName) : [];
  const candidates = onRunner.length > 0 ? onRunner : running.filter((j) => j.name === ctx.job);
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** This job's page, or the run's page when GitHub does not say which job this is; null outside a run. */
export async function reportUrl(api: JobsApi, ctx: RunContext): Promise<string | null> {
  const run = runUrl(ctx);
  if (run === null) return null;
  try {
    const job = thisJob(await api.listJobs(), ctx);
    return job !== null && Number.isSafeInteger(job.id) && job.id > 0 ? `${run}/job/${job.id}` : run;
  } catch {
    return run;
  }
}
