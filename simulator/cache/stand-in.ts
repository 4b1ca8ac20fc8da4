// A loopback stand-in for the runner's cache service (v2) as @actions/cache 6 calls it: the Twirp JSON
// methods under ACTIONS_RESULTS_URL (create, finalize, look up by key then by restore-key prefix, newest
// first) and the signed blob URLs it returns (one PUT to upload, one GET to download). Keys are immutable,
// as on GitHub. `failStatus` makes the service answer that status to everything, as an outage does (500
// is retried by the toolkit for half a minute; a 4xx fails at once); `inject` fails single calls
// (./faults.ts), before or after they ran.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fieldText, readBody, writeJson as send } from '../http-io.ts';
import { cacheFaultBook, writeCacheFault, type CacheFaultSpec } from './faults.ts';

export interface CacheEntry {
  key: string;
  version: string;
  body: Buffer | null;
  finalizedAt: number | null;
  /** Evicted entries are no longer found (see `evict`). */
  evicted: boolean;
}

export interface CacheStandIn {
  /** Use as ACTIONS_RESULTS_URL. */
  url: string;
  /** The environment a run needs to use this service (v2, a runtime token, a github.com server). */
  env: Record<string, string>;
  entries: CacheEntry[];
  /** Twirp methods called, in order. */
  calls: string[];
  /** Every request, Twirp methods and blobs, in order. */
  requests: { method: string; path: string }[];
  failStatus: number | null;
  /** Adds a fault on a Twirp method's or a blob's path; see CacheFaultSpec. */
  inject(fault: CacheFaultSpec): void;
  /** Removes every fault not used up yet. */
  clearFaults(): void;
  /** Evicts the matching entries, as GitHub does with entries unused for a week or over the size limit. */
  evict(match: (entry: CacheEntry) => boolean): void;
  close(): Promise<void>;
}

const TWIRP = '/twirp/github.actions.results.api.v1.CacheService/';
const TOKEN = 'cache-runtime-token';
const BLOB = /^\/blobs\/account\/cache\/(\d+)$/;

type Answer = { status: number; json: unknown } | { status: number; raw: Buffer | null; headers: object };

export async function startCacheStandIn(): Promise<CacheStandIn> {
  let tick = 0;
  const sim = {
    entries: [] as CacheEntry[],
    calls: [] as string[],
    requests: [] as { method: string; path: string }[],
    failStatus: null as number | null,
  };
  const faults = cacheFaultBook();

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      sim.requests.push({ method, path });
      if (sim.failStatus !== null) return send(res, sim.failStatus, { msg: 'cache service unavailable' });
      const onBlob = BLOB.test(path);
      const before = faults.take(method, [path], 'before');
      if (before) return writeCacheFault(res, before, onBlob);
      const answer = path.startsWith(TWIRP)
        ? twirp(req, path.slice(TWIRP.length), body)
        : blob(method, path, body);
      const after = faults.take(method, [path], 'after');
      if (after) return writeCacheFault(res, after, onBlob);
      if ('json' in answer) return send(res, answer.status, answer.json);
      res.writeHead(answer.status, { ...answer.headers }).end(answer.raw ?? undefined);
    });
  });

  const found = (entry: CacheEntry) => entry.finalizedAt !== null && !entry.evicted;

  function blob(method: string, path: string, body: Buffer): Answer {
    const entry = sim.entries[Number(BLOB.exec(path)?.[1] ?? -1)];
    const missing = { status: 404, json: { msg: 'no such blob' } };
    if (!entry) return missing;
    if (method === 'PUT') {
      entry.body = body;
      const headers = { etag: `"${tick}"`, 'last-modified': new Date().toUTCString() };
      return { status: 201, raw: null, headers };
    }
    if (method === 'GET' && entry.body) {
      return { status: 200, raw: entry.body, headers: { 'content-length': String(entry.body.length) } };
    }
    return missing;
  }

  function twirp(req: IncomingMessage, method: string, raw: Buffer): Answer {
    sim.calls.push(method);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, json: { msg: 'bad token' } };
    const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    const key = fieldText(body.key);
    const version = fieldText(body.version);
    const ok = (json: object) => ({ status: 200, json });
    const blobUrl = (index: number) => `${url}/blobs/account/cache/${index}`;
    if (method === 'CreateCacheEntry') {
      if (sim.entries.some((e) => e.key === key && e.version === version && !e.evicted)) {
        return ok({ ok: false, message: `cache entry ${key} already exists` });
      }
      sim.entries.push({ key, version, body: null, finalizedAt: null, evicted: false });
      return ok({ ok: true, signed_upload_url: blobUrl(sim.entries.length - 1) });
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const index = sim.entries.findIndex(
        (e) => e.key === key && e.version === version && e.body && !e.evicted,
      );
      const entry = sim.entries[index];
      if (!entry) return ok({ ok: false, message: 'nothing uploaded' });
      entry.finalizedAt = ++tick;
      return ok({ ok: true, entry_id: String(index + 1) });
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const ready = sim.entries
        .map((entry, index) => ({ entry, index }))
        .filter(({ entry }) => entry.version === version && found(entry));
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
      if (!hit) return ok({ ok: false });
      return ok({ ok: true, signed_download_url: blobUrl(hit.index), matched_key: hit.entry.key });
    }
    return { status: 404, json: { code: 'bad_route', msg: `no method ${method}` } };
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
    inject: (fault: CacheFaultSpec) => faults.add(fault),
    clearFaults: () => faults.clear(),
    evict: (match: (entry: CacheEntry) => boolean) => {
      for (const entry of sim.entries) if (match(entry)) entry.evicted = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
