import { describe, expect, it } from 'vitest';
import { readRunContext } from '../../src/github/context.ts';
import { reportUrl, thisJob, type JobRecord } from '../../src/github/job-link.ts';

const ctx = {
  ...readRunContext({
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_RUN_ID: '4242',
    GITHUB_JOB: 'security',
    RUNNER_NAME: 'GitHub Actions 7',
  }),
};
const RUN = 'https://github.com/octo-org/octo-repo/actions/runs/4242';
const job = (id: number, name: string, runner: string | null, status = 'in_progress'): JobRecord => ({
  id,
  name,
  status,
  runner_name: runner,
});

describe('thisJob', () => {
  it('is the running job on this runner, whatever its display name (a matrix leg, a called workflow)', () => {
    const jobs = [
      job(1, 'security / security gate (web)', 'GitHub Actions 3'),
      job(2, 'security / security gate (api)', 'GitHub Actions 7'),
      job(3, 'security', 'GitHub Actions 7', 'completed'),
    ];
    expect(thisJob(jobs, ctx)?.id).toBe(2);
  });

  it('falls back to the only running job named as the job key when the runner is not known', () => {
    const jobs = [job(1, 'lint', null), job(2, 'security', null), job(3, 'security', null, 'completed')];
    expect(thisJob(jobs, { ...ctx, runnerName: null })?.id).toBe(2);
  });

  it('is null when nothing settles it: no match, or two', () => {
    expect(thisJob([job(1, 'lint', 'other')], ctx)).toBeNull();
    expect(
      thisJob([job(1, 'security', null), job(2, 'security', null)], { ...ctx, runnerName: null }),
    ).toBeNull();
  });
});

describe('reportUrl', () => {
  it("links this job's page when GitHub gives its id", async () => {
    const url = await reportUrl({ listJobs: () => Promise.resolve([job(99, 'x', 'GitHub Actions 7')]) }, ctx);
    expect(url).toBe(`${RUN}/job/99`);
  });

  it("falls back to the run's page without a word when the jobs cannot be read or none matches", async () => {
    const forbidden = Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    expect(await reportUrl({ listJobs: () => Promise.reject(forbidden) }, ctx)).toBe(RUN);
    expect(await reportUrl({ listJobs: () => Promise.resolve([]) }, ctx)).toBe(RUN);
  });

  it('asks nothing outside a workflow run', async () => {
    let asked = false;
    const api = {
      listJobs: () => {
        asked = true;
        return Promise.resolve([]);
      },
    };
    expect(await reportUrl(api, readRunContext({}))).toBeNull();
    expect(asked).toBe(false);
  });
});
