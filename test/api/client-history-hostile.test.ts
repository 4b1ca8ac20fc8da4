// The scan history from a service that answers oddly: a cursor that hands back the same scans, and open
// counts the chart must not draw (negative, fractional, text, beyond 2^53).
import { describe, expect, it } from 'vitest';
import { clientFor, harness, track } from './harness.ts';
import { sendData, startTinyServer, type Handler } from './tiny-server.ts';

const serve = async (handler: Handler) => track(await startTinyServer(handler));
const item = (id: string) => ({
  id,
  kind: 'pulse',
  status: 'succeeded',
  createdAt: '2026-11-20T10:00:00Z',
  finishedAt: null,
  webUrl: null,
});

describe('the scan history from an odd service', () => {
  it('lists a scan once when the pages repeat it', async () => {
    const server = await serve((_, r) =>
      sendData(r, { items: [item('a'), item('b'), item('a')], nextCursor: 'again' }),
    );
    const scans = await clientFor(harness(server)).succeededScans('site_1', 'pulse', 20);
    expect(scans.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('reads counts that are not whole numbers from 0 up as unreadable, never as 0', async () => {
    for (const bad of [-1, 1.5, '3', 2 ** 53, Number.MAX_VALUE]) {
      const server = await serve((_, r) => sendData(r, { id: 's1', open: { critical: 0, high: bad } }));
      expect(await clientFor(harness(server)).openCounts('s1'), String(bad)).toBeNull();
    }
    const server = await serve((_, r) => sendData(r, { id: 's1', open: { high: 2, low: 0 } }));
    expect(await clientFor(harness(server)).openCounts('s1')).toEqual({
      critical: 0,
      high: 2,
      medium: 0,
      low: 0,
      info: 0,
    });
  });
});
