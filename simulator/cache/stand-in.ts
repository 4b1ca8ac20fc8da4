// A loopback stand-in for the runner's cache service (v2) as @actions/cache 6 calls it: the Twirp JSON
// methods under ACTIONS_RESULTS_URL (create, finalize, look up by key then by restore-key prefix, newest
// first) and the signed blob URLs it returns (one PUT to upload, one GET to download). Keys are immutable,
// as on GitHub. `failStatus` makes the service answer that status to everything, as an outage does (500
// is retried by the toolkit for half a minute; a 4xx fails at once).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldText, readBody, writeJson as send } from '../http-io.ts';

export interface CacheEntry {
  key: string;
  version: string;
  body: Buffer | null;
  finalizedAt: number | null;
}

export interface CacheStandIn {
  /** Use as ACTIONS_RESULTS_URL. */
  url: string;
  /** The environment a run needs to use this service (v2, a runtime token, a github.com server). */
  env: Record<string, string>;
  entries: CacheEntry[];
  /** Twirp methods called, in order. */
  calls: string[];
  failStatus: number | null;
  close(): Promise<void>;
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/';
const TOKEN = 'cache-runtime-token';

export async function startCacheStandIn(): Promise<CacheStandIn> {
  let tick = 0;
  const sim = {
    entries: [] as CacheEntry[],
    calls: [] as string[],
    failStatus: null as number | null,
  };

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (sim.failStatus !== null) return send(res, sim.failStatus, { msg: 'cache service unavailable' });
      if (path.startsWith(TWIRP)) return twirp(req, res, path.slice(TWIRP.length), body);
      const blob = /^\/blobs\/account\/cache\/(\d+)$/.exec(path);
      const entry = blob ? sim.entries[Number(blob[1])] : undefined;
      if (!entry) return send(res, 404, { msg: 'no such blob' });
      if (req.method === 'PUT') {
        entry.body = body;
        res.writeHead(201, { etag: `"${tick}"`, 'last-modified': new Date().toUTCString() }).end();
        return;
      }
      if (req.method === 'GET' && entry.body) {
        res.writeHead(200, { 'content-length': String(entry.body.length) }).end(entry.body);
        return;
      }
      send(res, 404, { msg: 'no such blob' });
    });
  });

  function twirp(req: IncomingMessage, res: ServerResponse, method: string, raw: Buffer): void {
    sim.calls.push(method);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(res, 401, { msg: 'bad token' });
    const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    const key = fieldText(body.key);
    const version = fieldText(body.version);
    const blobUrl = (index: number) => `${url}/blobs/account/cache/${index}`;
    if (method === 'CreateCacheEntry') {
      if (sim.entries.some((e) => e.key === key && e.version === version)) {
        return send(res, 200, { ok: false, message: `cache entry ${key} already exists` });
      }
      sim.entries.push({ key, version, body: null, finalizedAt: null });
      return send(res, 200, { ok: true, signed_upload_url: blobUrl(sim.entries.length - 1) });
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const index = sim.entries.findIndex((e) => e.key === key && e.version === version && e.body);
      const entry = sim.entries[index];
      if (!entry) return send(res, 200, { ok: false, message: 'nothing uploaded' });
      entry.finalizedAt = ++tick;
      return send(res, 200, { ok: true, entry_id: String(index + 1) });
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const ready = sim.entries
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => entry.version === version && entry.finalizedAt !== null);
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : [];
      const exact = ready.find(({ entry }) => entry.key === key);
      const byPrefix = restoreKeys
        .map(
          (prefix) =>
            ready
              .filter(({ entry }) => entry.key.startsWith(prefix))
              .sort((a, b) => (b.entry.finalizedAt ?? 0) - (a.entry.finalizedAt ?? 0))[0],
        )
        .find(Boolean);
      const hit = exact ?? byPrefix;
      if (!hit) return send(res, 200, { ok: false });
      return send(res, 200, {
        ok: true,
        signed_download_url: blobUrl(hit.index),
        matched_key: hit.entry.key,
      });
    }
    send(res, 404, { code: 'bad_route', msg: `no method ${method}` });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(sim, {
    url,
    env: {
      ACTIONS_RESULTS_URL: `${url}/`,
      ACTIONS_CACHE_SERVICE_V2: 'true',
      ACTIONS_RUNTIME_TOKEN: TOKEN,
      GITHUB_SERVER_URL: 'https://github.com',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
