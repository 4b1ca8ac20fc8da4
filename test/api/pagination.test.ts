import { describe, expect, it } from 'vitest';
import { TransportError } from '../../src/api/errors.ts';
import { clientFor, harness, track } from './harness.ts';
import { sendData, startTinyServer } from './tiny-server.ts';
import type { Handler } from './tiny-server.ts';

async function serve(handler: Handler) {
  return track(await startTinyServer(handler));
}

const cursorOf = (url: string) => new URL(url, 'http://x').searchParams.get('cursor');

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('list pages', () => {
  it('follows nextCursor, keeps the query, and sends the finding-code header', async () => {
    const pages: Record<string, unknown> = {
      none: { items: [{ id: 'f1' }, { id: 'f2' }], nextCursor: 'c2' },
      c2: { items: [{ id: 'f3' }], nextCursor: null },
    };
    const server = await serve((request, response) =>
      sendData(response, pages[cursorOf(request.url) ?? 'none']),
    );
    const findings = await collect(
      clientFor(harness(server)).findings('scan-1', { state: 'attention', all: false }),
    );
    expect(findings.map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/cli/v1/agent/scans/scan-1/findings?state=attention&all=false',
      '/api/cli/v1/agent/scans/scan-1/findings?state=attention&all=false&cursor=c2',
    ]);
    expect(server.seen.every((s) => s.headers['x-service-agent-features'] === 'finding-code')).toBe(true);
  });

  it('ends with an error when the service repeats a cursor', async () => {
    const server = await serve((_, response) =>
      sendData(response, { items: [{ id: 's' }], nextCursor: 'again' }),
    );
    const failure = await collect(clientFor(harness(server)).sites()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TransportError);
    expect((failure as TransportError).message).toMatch(/same cursor/);
    expect(server.seen).toHaveLength(2);
  });

  it('refuses a page without items', async () => {
    const server = await serve((_, response) => sendData(response, { things: [], nextCursor: null }));
    await expect(clientFor(harness(server)).scansPage()).rejects.toMatchObject({
      failure: 'invalid-response',
    });
  });
});

describe('documents in parts', () => {
  it('reads repair-brief parts until one says it is complete', async () => {
    const part = (n: number, complete: boolean) => ({
      scanId: 's',
      findingIds: [],
      saved: false,
      markdown: `part ${n}\n`,
      nextCursor: complete ? 'ignored' : `p${n + 1}`,
      complete,
      webUrl: 'https://x',
    });
    const server = await serve((request, response) => {
      const cursor = cursorOf(request.url);
      sendData(response, cursor === null ? part(1, false) : part(2, true));
    });
    const parts = await collect(clientFor(harness(server)).repairBrief('s', { agent: 'assistant-a' }));
    expect(parts.map((p) => p.markdown).join('')).toBe('part 1\npart 2\n');
    expect(server.seen.map((s) => s.url)).toEqual([
      '/api/cli/v1/agent/scans/s/repair-brief?agent=assistant-a',
      '/api/cli/v1/agent/scans/s/repair-brief?agent=assistant-a&cursor=p2',
    ]);
  });
});
