import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/api/errors.ts';
import { nextPollMs, waitAndLog, waitForFinal } from '../../src/steps/wait.ts';
import { DEFAULT_POLLS } from '../../src/runtime/clock.ts';
import type { Toolkit } from '../../src/runtime/toolkit.ts';

function clock() {
  let t = 0;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    slept,
  };
}

describe('nextPollMs', () => {
  it('follows the suggestion within a floor and a ceiling', () => {
    expect(nextPollMs(7, DEFAULT_POLLS.scan)).toBe(7_000);
    expect(nextPollMs(0, DEFAULT_POLLS.scan)).toBe(1_000);
    expect(nextPollMs(3600, DEFAULT_POLLS.scan)).toBe(60_000);
    expect(nextPollMs(null, DEFAULT_POLLS.scan)).toBe(5_000);
  });
});

describe('waitForFinal', () => {
  it('polls at the suggested pace until a final status', async () => {
    const c = clock();
    const answers = [
      { status: 'running', suggestedPollAfterSeconds: 3 },
      { status: 'succeeded', suggestedPollAfterSeconds: null },
    ];
    const seen: (number | null)[] = [];
    const result = await waitForFinal({
      first: { status: 'queued', suggestedPollAfterSeconds: 2 },
      poll: async () => answers.shift() ?? { status: 'failed' },
      timeoutMs: 60_000,
      timing: DEFAULT_POLLS.scan,
      ...c,
      signal: new AbortController().signal,
      onPoll: (_l, _e, next) => seen.push(next),
    });
    expect(result).toEqual({
      latest: { status: 'succeeded', suggestedPollAfterSeconds: null },
      timedOut: false,
    });
    expect(c.slept).toEqual([2_000, 3_000]);
    expect(seen).toEqual([2_000, 3_000, null]);
  });

  it('stops at the deadline without sleeping past it', async () => {
    const c = clock();
    const result = await waitForFinal({
      first: { status: 'running', suggestedPollAfterSeconds: 20 },
      poll: async () => ({ status: 'running', suggestedPollAfterSeconds: 20 }),
      timeoutMs: 30_000,
      timing: DEFAULT_POLLS.scan,
      ...c,
      signal: new AbortController().signal,
      onPoll: () => undefined,
    });
    expect(result.timedOut).toBe(true);
    expect(c.slept).toEqual([20_000, 10_000]);
  });

  it('waits out failed polls for as long as the deadline allows, then polls again', async () => {
    const c = clock();
    const refused = new Error('429');
    type Reading = { status: string; suggestedPollAfterSeconds?: number };
    const answers: (Error | Reading)[] = [refused, refused, { status: 'succeeded' }];
    const failures: number[] = [];
    const result = await waitForFinal<Reading>({
      first: { status: 'running', suggestedPollAfterSeconds: 1 },
      poll: async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? { status: 'failed' };
      },
      timeoutMs: 600_000,
      timing: DEFAULT_POLLS.scan,
      ...c,
      signal: new AbortController().signal,
      onPoll: () => undefined,
      retryPollAfter: (error) => (error === refused ? 120_000 : null),
      onPollFailed: (_e, wait) => failures.push(wait),
    });
    expect(result.latest.status).toBe('succeeded');
    expect(failures).toEqual([120_000, 120_000]);
    expect(c.slept).toEqual([1_000, 120_000, 120_000]);
  });

  it('rethrows a failure it is not told to wait out, and times out while polls keep failing', async () => {
    const c = clock();
    const base = {
      first: { status: 'running', suggestedPollAfterSeconds: 1 },
      poll: async (): Promise<{ status: string }> => {
        throw new Error('boom');
      },
      ...c,
      timing: DEFAULT_POLLS.scan,
      signal: new AbortController().signal,
      onPoll: () => undefined,
    };
    await expect(waitForFinal({ ...base, timeoutMs: 60_000 })).rejects.toThrow('boom');
    const outlasted = await waitForFinal({ ...base, timeoutMs: 60_000, retryPollAfter: () => 25_000 });
    expect(outlasted).toEqual({ latest: base.first, timedOut: true });
  });
});

describe('waitAndLog', () => {
  const refusal = (status: number) =>
    new ServiceError({
      status,
      errorCode: null,
      error: 'no',
      details: {
        agentCode: null,
        message: null,
        nextStep: null,
        retryAfterSeconds: 120,
        webUrl: null,
        requestId: null,
      },
      retryAfterMs: status === 429 ? 120_000 : null,
      method: 'GET',
      route: '/agent/quick-checks/{checkId}',
    });

  function logged() {
    const lines: string[] = [];
    const toolkit = {
      info: (m: string) => lines.push(`info ${m}`),
      warning: (m: string) => lines.push(`warning ${m}`),
    } as unknown as Toolkit;
    return { lines, deps: { toolkit, ...clock(), signal: new AbortController().signal } };
  }

  it('logs each reading and waits out a refused poll, saying so', async () => {
    const { lines, deps } = logged();
    type Reading = { status: string; suggestedPollAfterSeconds?: number };
    const answers: (Error | Reading)[] = [refusal(429), { status: 'succeeded' }];
    const result = await waitAndLog<Reading>(deps, 'quick check qc_1', {
      first: { status: 'running', suggestedPollAfterSeconds: 2 },
      poll: async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? { status: 'failed' };
      },
      timeoutMs: 600_000,
      timing: DEFAULT_POLLS.scan,
    });
    expect(result.latest.status).toBe('succeeded');
    expect(lines).toEqual([
      'info running, 0 s elapsed, next poll in 2 s',
      'warning Reading quick check qc_1 failed (HTTP 429, retry after 120 s); it goes on at the service, polling again in 120 s',
      'info succeeded, 122 s elapsed',
    ]);
  });

  it('gives up at once on an answer that waiting cannot change', async () => {
    const { deps } = logged();
    await expect(
      waitAndLog(deps, 'quick check qc_2', {
        first: { status: 'running' },
        poll: () => Promise.reject(refusal(404)),
        timeoutMs: 600_000,
        timing: DEFAULT_POLLS.scan,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
