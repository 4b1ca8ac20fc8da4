// The scan history the trend chart reads: the list filtered as the spec allows, bounded in pages, and each
// scan's open counts from its detail.
import { describe, expect, it } from 'vitest';
import { MAX_HISTORY_PAGES } from '../../src/api/client-history.ts';
import { clientFor, harness, track } from './harness.ts';
import { keyFor, useSimulator } from './sim-world.ts';
import { sendData, startTinyServer, type Handler } from './tiny-server.ts';

const w = useSimulator();

const serve = async (handler: Handler) => track(await startTinyServer(handler));

describe('succeededScans against the simulator', () => {
  it('lists the site’s succeeded scans of the kind, newest first, and reads their open counts', async () => {
    const siteId = w.addSite();
    const first = await w.finishedPulse(siteId, 'pulse-1');
    const second = await w.finishedPulse(siteId, 'pulse-2');
    w.sim.control.setFinalStatus(siteId, 'failed');
    await w.finishedPulse(siteId, 'pulse-3');
    const other = w.sim.control.addSite('https://other.example.com', { pollsToFinish: 1 });
    await w.client.startPulse(other, { idempotencyKey: keyFor('other') });
    const scans = await w.client.succeededScans(siteId, 'pulse', 20);
    expect(scans.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(scans[0]?.finishedAt).toBe(second.finishedAt);
    expect(w.lastRequest()?.query).toEqual({ siteId, kind: 'pulse', status: 'succeeded', limit: '20' });
    expect(await w.client.openCounts(first.id)).toEqual({ critical: 0, high: 1, medium: 1, low: 0, info: 0 });
    expect(await w.client.succeededScans(siteId, 'deep', 20)).toEqual([]);
    expect(w.lastRequest()?.query.kind).toBe('box');
  });

  it('stops at the limit', async () => {
    const siteId = w.addSite();
    for (const n of [1, 2, 3]) await w.finishedPulse(siteId, `pulse-${n}`);
    expect(await w.client.succeededScans(siteId, 'pulse', 2)).toHaveLength(2);
  });
});

describe('succeededScans against a service of its own', () => {
  const item = (id: string, over: object = {}) => ({
    id,
    kind: 'pulse',
    status: 'succeeded',
    createdAt: '2026-11-20T10:00:00Z',
    finishedAt: null,
    webUrl: `https://app.example.com/${id}`,
    ...over,
  });

  it('follows smaller pages, at most MAX_HISTORY_PAGES of them', async () => {
    const server = await serve((_, r, index) =>
      sendData(r, { items: [item(`s${index}`)], nextCursor: `c${index}` }),
    );
    const scans = await clientFor(harness(server)).succeededScans('site_1', 'pulse', 20);
    expect(scans.map((s) => s.id)).toEqual(['s0', 's1', 's2'].slice(0, MAX_HISTORY_PAGES));
    expect(server.seen).toHaveLength(MAX_HISTORY_PAGES);
    expect(server.seen[1]?.url).toContain('cursor=c0');
  });

  it('keeps only succeeded scans of the kind with an id, whatever else the list holds', async () => {
    const server = await serve((_, r) =>
      sendData(r, {
        items: [
          item('ok'),
          item('failed', { status: 'failed' }),
          item('deep', { kind: 'box' }),
          item(''),
          'not a scan',
        ],
        nextCursor: null,
      }),
    );
    const scans = await clientFor(harness(server)).succeededScans('site_1', 'pulse', 20);
    expect(scans).toEqual([
      {
        id: 'ok',
        createdAt: '2026-11-20T10:00:00Z',
        finishedAt: null,
        webUrl: 'https://app.example.com/ok',
      },
    ]);
  });

  it('gives null for a detail without `open`', async () => {
    const server = await serve((_, r) => sendData(r, { id: 's1', status: 'succeeded' }));
    expect(await clientFor(harness(server)).openCounts('s1')).toBeNull();
  });
});
