// run(deps) with plain fakes at its seams: what reaches the verdict, the report and the outputs when the
// service is down, an input is bad, the job is cancelled, or something throws a non-Error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingToolkit } from '../../simulator/runner/recording-toolkit.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { TransportError } from '../../src/api/errors.ts';
import type { RunContext } from '../../src/github/context.ts';
import { run } from '../../src/main.ts';
import { DEFAULT_POLLS } from '../../src/runtime/clock.ts';
import type { RunDeps } from '../../src/runtime/deps.ts';

const NOW = Date.parse('2026-01-02T03:04:05Z');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client whose every route fails as an unreachable service does. */
const unreachable = new Proxy({} as ServiceClient, {
  get: (_target, name) =>
    name === 'close'
      ? async () => undefined
      : async () => {
          throw new TransportError({
            failure: 'network',
            message: 'connect ECONNREFUSED',
            method: 'GET',
            route: `/${String(name)}`,
          });
        },
});

function context(over: Partial<RunContext> = {}): RunContext {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-main-'));
  dirs.push(dir);
  return {
    eventName: 'push',
    owner: 'octo-org',
    repo: 'octo-repo',
    pullNumber: null,
    fromFork: false,
    runId: '1',
    job: 'security',
    workflow: 'security',
    serverUrl: 'https://github.com',
    apiUrl: 'http://127.0.0.1:9',
    workspace: dir,
    tempDir: dir,
    sha: 'a'.repeat(40),
    baseSha: null,
    ...over,
  };
}

function deps(inputs: Record<string, string>, over: Partial<RunDeps> = {}) {
  const { toolkit, recording } = recordingToolkit({
    'api-key': 'svk_unit',
    'base-url': 'http://127.0.0.1:9',
    site: 'site_1',
    dependencies: 'none',
    'local-checks': 'none',
    ...inputs,
  });
  const given: RunDeps = {
    toolkit,
    ctx: context(),
    clock: { now: () => NOW, sleep: async () => undefined, polls: DEFAULT_POLLS },
    cancellation: { signal: new AbortController().signal, dispose: () => undefined },
    serviceClient: vi.fn(() => unreachable),
    githubClient: vi.fn(() => Promise.reject(new Error('no GitHub in this test'))),
    stateStore: vi.fn(() => Promise.reject(new Error('no cache in this test'))),
    baselineStore: vi.fn(() => Promise.reject(new Error('no cache in this test'))),
    ...over,
  };
  return { given, recording };
}

const reportOf = (outputs: Record<string, string>) =>
  JSON.parse(readFileSync(outputs['report-file'] ?? '', 'utf8')) as Record<string, unknown>;

describe('run(deps)', () => {
  it('fails an unreachable service with the failed call, on the clock it is given', async () => {
    const { given, recording } = deps({});
    await run(given);
    expect(recording.failure).toMatch(/the service could not be reached: GET \/me failed/);
    expect(recording.outputs.verdict).toBe('error');
    expect(recording.masked).toEqual(['svk_unit']);
    const report = reportOf(recording.outputs);
    expect(report).toMatchObject({
      startedAt: '2026-01-02T03:04:05.000Z',
      finishedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(recording.summary).toContain('could not be reached');
  });

  it('names a bad input and makes no client', async () => {
    const { given, recording } = deps({ 'fail-on': 'severe' });
    await run(given);
    expect(given.serviceClient).not.toHaveBeenCalled();
    expect(recording.failure).toContain(`Input 'fail-on' is "severe"`);
    expect(reportOf(recording.outputs)).toMatchObject({ verdict: { verdict: 'error' } });
  });

  it('reports a cancelled run as cancelled and leaves the pull request alone', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by SIGTERM'));
    const { given, recording } = deps(
      { 'github-token': 'ghs_write', comment: 'always' },
      {
        ctx: context({ eventName: 'pull_request', pullNumber: 7, baseSha: 'b'.repeat(40) }),
        cancellation: { signal: controller.signal, dispose: () => undefined },
      },
    );
    await run(given);
    expect(recording.failure).toContain('the run was cancelled before it finished');
    expect(given.githubClient).not.toHaveBeenCalled();
  });

  it('never finishes green when something throws a non-Error', async () => {
    const { given, recording } = deps(
      {},
      {
        serviceClient: () => {
          const thrown: unknown = 'boom';
          throw thrown;
        },
      },
    );
    await run(given);
    expect(recording.failure).toContain('unexpected error: boom');
    expect(recording.outputs.verdict).toBe('error');
  });
});
