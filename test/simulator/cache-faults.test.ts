// The cache stand-in's faults and eviction, over plain HTTP as @actions/cache calls it.
import { describe, expect, it } from 'vitest';
import { startCacheStandIn, type CacheStandIn } from '../../simulator/cache/stand-in.ts';
import { closeAfter } from '../support/cleanup.ts';

const METHOD = '/twirp/github.actions.results.api.v1.CacheService/';

const call = (cache: CacheStandIn, method: string, body: object) =>
  fetch(`${cache.url}${METHOD}${method}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${cache.env.ACTIONS_RUNTIME_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

/** Creates, uploads and finalizes an entry; returns its blob URL. */
async function saved(cache: CacheStandIn, key: string, text: string): Promise<string> {
  const created = (await (await call(cache, 'CreateCacheEntry', { key, version: 'v' })).json()) as {
    signed_upload_url: string;
  };
  await fetch(created.signed_upload_url, { method: 'PUT', body: text });
  await call(cache, 'FinalizeCacheEntryUpload', { key, version: 'v' });
  return created.signed_upload_url;
}

const lookUp = async (cache: CacheStandIn, prefix: string) =>
  (await (
    await call(cache, 'GetCacheEntryDownloadURL', { key: prefix, restore_keys: [prefix], version: 'v' })
  ).json()) as { ok: boolean; matched_key?: string };

describe('cache stand-in faults', () => {
  it("answers a Twirp method's 5xx with Twirp's JSON error, without running the method, `times` times", async () => {
    const cache = closeAfter('test', await startCacheStandIn());
    cache.inject({ kind: 'server-error', path: `${METHOD}CreateCacheEntry`, status: 503, times: 2 });
    for (const attempt of [1, 2]) {
      const res = await call(cache, 'CreateCacheEntry', { key: 'k', version: 'v' });
      expect(res.status, `attempt ${attempt}`).toBe(503);
      expect(await res.json()).toEqual({ code: 'unavailable', msg: 'cache service error' });
    }
    expect(cache.entries).toEqual([]);
    expect((await call(cache, 'CreateCacheEntry', { key: 'k', version: 'v' })).status).toBe(200);
    expect(cache.entries).toHaveLength(1);
  });

  it("answers a blob's 5xx with Azure Storage's XML error, and matches the method", async () => {
    const cache = closeAfter('test', await startCacheStandIn());
    const blob = await saved(cache, 'k', 'kept');
    cache.inject({ kind: 'server-error', method: 'GET', path: '/blobs/account/cache/*' });
    const failed = await fetch(blob);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-ms-error-code')).toBe('InternalError');
    expect(await failed.text()).toContain('<Code>InternalError</Code>');
    expect(await (await fetch(blob)).text()).toBe('kept');
  });

  it('loses the answer after the method ran with `after`: the entry is finalized, the caller saw a dropped connection', async () => {
    const cache = closeAfter('test', await startCacheStandIn());
    cache.inject({ kind: 'reset', path: `${METHOD}FinalizeCacheEntryUpload`, after: true });
    await expect(saved(cache, 'k', 'kept')).rejects.toThrow();
    expect(cache.entries[0]?.finalizedAt).not.toBeNull();
    expect(cache.requests.map((r) => `${r.method} ${r.path.replace(METHOD, '')}`)).toEqual([
      'POST CreateCacheEntry',
      'PUT /blobs/account/cache/0',
      'POST FinalizeCacheEntryUpload',
    ]);
  });

  it('no longer finds evicted entries, and lets their key be saved again', async () => {
    const cache = closeAfter('test', await startCacheStandIn());
    await saved(cache, 'memory/1', 'old');
    await saved(cache, 'memory/2', 'new');
    cache.evict((entry) => entry.key === 'memory/2');
    expect(await lookUp(cache, 'memory/')).toMatchObject({ ok: true, matched_key: 'memory/1' });
    await saved(cache, 'memory/2', 'again');
    expect(await lookUp(cache, 'memory/')).toMatchObject({ ok: true, matched_key: 'memory/2' });
  });

  it('refuses a kind it cannot write', async () => {
    const cache = closeAfter('test', await startCacheStandIn());
    expect(() => cache.inject({ kind: 'melt' as never, path: '**' })).toThrow(/Unknown fault kind melt/);
  });
});
