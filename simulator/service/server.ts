// The scanning-service simulator: a stateful HTTP server on loopback that answers as the service API spec
// says, records every request, injects faults, and exposes its controls in code and under /__sim.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { handleControlRequest } from './control-http.ts';
import { createControl, type SimulatorControl } from './control.ts';
import { answerApiRequest, type ApiAnswer } from './dispatch.ts';
import type { FaultBook } from '../fault-book.ts';
import { serviceFaultBook, writeFault, type FaultSpec } from './faults.ts';
import { readBody, writeJson } from '../http-io.ts';
import { API_PREFIX } from './spec.ts';
import { API_ROUTES } from './routes/index.ts';
import { seedDemoWorld } from './seed.ts';
import {
  createState,
  DEFAULT_SETTINGS,
  nextId,
  type SimulatorSettings,
  type SimulatorState,
} from './state.ts';

export interface RecordedRequest {
  method: string;
  /** Full path without the query, e.g. /api/cli/v1/agent/sites. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
  rawBody: string;
  requestId: string;
  /** '1.1', or '2.0' when the client took the HTTP/2 that the `tls` option offers. */
  httpVersion: string;
}

export interface SimulatorOptions extends Partial<SimulatorSettings> {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Serve HTTPS with this key and certificate, offering HTTP/2 (and HTTP/1.1) as a real service may. */
  tls?: { key: string; cert: string };
  /** Bearer keys; without this option the demo key `svk_demo` holds every permission. */
  keys?: KeyOption[];
  /** `demo` (the default) seeds the demo world; `empty` seeds nothing but the keys; a function seeds its own. */
  seed?: 'demo' | 'empty' | ((control: SimulatorControl) => void);
  /** Called with one line per answered API request (the CLI logs them to stderr). */
  log?: (line: string) => void;
  /** The clock behind expiries and waits (the tests' virtual clock); the system's by default. */
  now?: () => number;
}

export interface ServiceSimulator {
  /** http://127.0.0.1:PORT, no trailing slash, without /api/cli/v1. */
  url: string;
  close(): Promise<void>;
  control: SimulatorControl;
  requests: RecordedRequest[];
}

export interface KeyOption {
  key: string;
  permissions: string[];
  siteIds?: string[];
}

export const DEMO_KEY: KeyOption = {
  key: 'svk_demo',
  permissions: ['read', 'sites', 'pulse', 'deep', 'local'],
};

function parsedForRecord(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function settingsFrom(options: SimulatorOptions): SimulatorSettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of Object.keys(settings) as (keyof SimulatorSettings)[]) {
    const value = options[name];
    if (value !== undefined) settings[name] = value;
  }
  return settings;
}

function seedWorld(options: SimulatorOptions, control: SimulatorControl): void {
  for (const { key, permissions, siteIds } of options.keys ?? [DEMO_KEY])
    control.addKey(key, permissions, siteIds);
  const seed = options.seed ?? 'demo';
  if (seed === 'demo') seedDemoWorld(control);
  else if (typeof seed === 'function') seed(control);
}

interface Exchange {
  state: SimulatorState;
  faults: FaultBook<FaultSpec>;
  options: SimulatorOptions;
}

async function answerWithFaults(
  ex: Exchange,
  res: ServerResponse,
  record: RecordedRequest,
  query: URLSearchParams,
) {
  const relative = record.path.startsWith(API_PREFIX) ? record.path.slice(API_PREFIX.length) : record.path;
  const take = (phase: 'before' | 'after'): FaultSpec | undefined =>
    ex.faults.take(record.method, [relative, record.path], phase);
  const before = take('before');
  if (before) ex.options.log?.(`${record.method} ${record.path} -> fault ${before.kind}`);
  if (before?.kind === 'slow') await sleep(before.delayMs ?? 1000);
  else if (before) return writeFault(res, before, record.requestId);
  const answer: ApiAnswer = answerApiRequest(ex.state, API_ROUTES, { ...record, query });
  ex.options.log?.(`${record.method} ${record.path} -> ${answer.status}`);
  const after = take('after');
  if (after) ex.options.log?.(`${record.method} ${record.path} -> fault ${after.kind} after the route ran`);
  if (after?.kind === 'slow') await sleep(after.delayMs ?? 1000);
  else if (after) return writeFault(res, after, record.requestId, JSON.stringify(answer.body));
  writeJson(res, answer.status, answer.body, answer.headers);
}

async function handleRequest(
  ex: Exchange,
  control: SimulatorControl,
  requests: RecordedRequest[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const rawBody = (await readBody(req)).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://simulator.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  if (url.pathname.startsWith('/__sim/')) {
    const answer = handleControlRequest(control, requests, method, url.pathname, parsedForRecord(rawBody));
    return writeJson(res, answer.status, answer.body);
  }
  const record: RecordedRequest = {
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: req.headers,
    body: parsedForRecord(rawBody),
    rawBody,
    requestId: nextId(ex.state, 'req'),
    httpVersion: req.httpVersion,
  };
  requests.push(record);
  await answerWithFaults(ex, res, record, url.searchParams);
}

export async function startServiceSimulator(options: SimulatorOptions = {}): Promise<ServiceSimulator> {
  const state = createState(settingsFrom(options), options.now);
  const faults = serviceFaultBook();
  const control = createControl(state, faults);
  const requests: RecordedRequest[] = [];
  const exchange: Exchange = { state, faults, options };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    handleRequest(exchange, control, requests, req, res).catch((error: unknown) => {
      if (!res.headersSent)
        writeJson(res, 500, { data: null, error: String(error), errorCode: 'INTERNAL_ERROR' });
    });
  };
  // HTTP/2's compatibility request and response answer every call the handler makes.
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handler as never)
    : createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.webBase = `${url}/app`;
  seedWorld(options, control);
  return {
    url,
    control,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
