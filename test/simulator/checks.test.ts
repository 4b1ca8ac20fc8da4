import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServiceSimulator, type ServiceSimulator } from '../../simulator/service/server.ts';
import { call } from './helpers.ts';

let sim: ServiceSimulator;
beforeEach(async () => {
  sim = await startServiceSimulator({ checkPollsToFinish: 2, suggestedPollAfterSeconds: 2 });
});
afterEach(() => sim.close());

describe('quick checks', () => {
  it('go queued -> running -> succeeded over polls, and a second request reuses the check', async () => {
    const start = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://www.example.com/', idempotencyKey: 'q1' },
    });
    expect(start.body.data).toMatchObject({
      status: 'queued',
      reused: false,
      suggestedPollAfterSeconds: 2,
      checks: [],
    });
    const id = start.body.data.checkId;
    expect((await call(sim, 'GET', `/agent/quick-checks/${id}`)).body.data.status).toBe('running');
    const done = await call(sim, 'GET', `/agent/quick-checks/${id}`);
    expect(done.body.data).toMatchObject({ status: 'succeeded', suggestedPollAfterSeconds: null });
    expect(done.body.data.checks.length).toBeGreaterThan(0);
    const again = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://www.example.com', idempotencyKey: 'q2' },
    });
    expect(again.body.data).toMatchObject({ checkId: id, reused: true });
    expect((await call(sim, 'POST', '/agent/quick-checks', { body: { idempotencyKey: 'q3' } })).status).toBe(
      400,
    );
    expect((await call(sim, 'GET', '/agent/quick-checks/qck_404')).status).toBe(404);
  });
  it('take the status and checks configured per address', async () => {
    sim.control.setQuickCheck('https://down.example.com/', { finalStatus: 'failed' });
    sim.control.setQuickCheck('https://good.example.com', {
      checks: [{ id: 'https', title: 'HTTPS', status: 'pass' }],
    });
    const down = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://down.example.com', idempotencyKey: 'd' },
    });
    await call(sim, 'GET', `/agent/quick-checks/${down.body.data.checkId}`);
    const failed = await call(sim, 'GET', `/agent/quick-checks/${down.body.data.checkId}`);
    expect(failed.body.data).toMatchObject({ status: 'failed', checks: [], summary: null });
    const good = await call(sim, 'POST', '/agent/quick-checks', {
      body: { url: 'https://good.example.com', idempotencyKey: 'g' },
    });
    await call(sim, 'GET', `/agent/quick-checks/${good.body.data.checkId}`);
    const passed = await call(sim, 'GET', `/agent/quick-checks/${good.body.data.checkId}`);
    expect(passed.body.data).toMatchObject({
      status: 'succeeded',
      headline: { attention: 0 },
      checks: [{ id: 'https' }],
    });
  });
});

describe('repository checks', () => {
  const start = (url: string, extra: object = {}) =>
    call(sim, 'POST', '/agent/repository-checks', { body: { url, idempotencyKey: url, ...extra } });
  const finish = async (id: string) => {
    await call(sim, 'GET', `/agent/repository-checks/${id}`);
    return call(sim, 'GET', `/agent/repository-checks/${id}`);
  };

  it('finish with a safe verdict by default', async () => {
    const res = await start('https://github.com/Octo/Tool.git', { mode: 'skill' });
    expect(res.body.data).toMatchObject({ status: 'queued', verdict: null, mode: 'skill' });
    const done = await finish(res.body.data.checkId);
    expect(done.body.data).toMatchObject({
      status: 'succeeded',
      verdict: 'safe',
      failure: null,
      repository: { url: 'https://github.com/octo/tool', owner: 'octo', name: 'tool' },
    });
  });

  it('take the verdict and failure configured per URL', async () => {
    sim.control.setRepositoryCheck('https://github.com/evil/pkg', {
      verdict: 'do_not_install',
      score: 12,
      findings: [{ title: 'Runs a postinstall script that downloads code', severity: 'critical' }],
    });
    sim.control.setRepositoryCheck('https://gitlab.com/gone/repo', { failure: 'not-found' });
    const evil = await finish((await start('https://github.com/evil/pkg')).body.data.checkId);
    expect(evil.body.data).toMatchObject({
      verdict: 'do_not_install',
      score: 12,
      findings: [{ severity: 'critical' }],
    });
    const gone = await finish((await start('https://gitlab.com/gone/repo')).body.data.checkId);
    expect(gone.body.data).toMatchObject({ status: 'failed', failure: 'not-found', verdict: null });
  });

  it('take the polls to finish configured per URL: 0 is final at start', async () => {
    sim.control.setRepositoryCheck('https://github.com/octo/ready', { verdict: 'caution', pollsToFinish: 0 });
    const res = await start('https://github.com/octo/ready');
    expect(res.body.data).toMatchObject({ status: 'succeeded', verdict: 'caution' });
  });

  it('refuse addresses that are not public repositories and bad modes', async () => {
    expect((await start('https://example.com/a/b')).status).toBe(400);
    expect((await start('https://github.com/only-owner')).status).toBe(400);
    expect((await start('https://github.com/a/b', { mode: 'plugin' })).status).toBe(400);
    expect((await start('https://github.com/a/b', { depth: 'full' })).status).toBe(400);
  });
});
