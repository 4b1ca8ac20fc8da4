// Plain fetch against a running simulator: the API under /api/cli/v1 with a bearer key, and the /__sim controls.
import type { ServiceSimulator } from '../../simulator/service/server.ts';

export interface CallOptions {
  body?: unknown;
  key?: string | null;
  headers?: Record<string, string>;
  /** Send this text as the body instead of JSON. */
  raw?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read arbitrary JSON
  body: any;
}

export const CODE_HEADER = { 'x-service-agent-features': 'finding-code' };

export async function call(
  sim: ServiceSimulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const key = options.key === undefined ? 'svk_demo' : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const url =
    path.startsWith('/__sim') || path.startsWith('/api/') ? sim.url + path : `${sim.url}/api/cli/v1${path}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the test reads the text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const demoSiteId = 'site_000001';
export const demoBaselineScanId = 'scan_000001';

/** Starts a Pulse of the site and polls it until its status is final; returns the scan id. */
export async function finishedPulse(
  sim: ServiceSimulator,
  siteId: string,
  idempotencyKey: string,
): Promise<string> {
  const start = await call(sim, 'POST', `/agent/sites/${siteId}/pulse`, { body: { idempotencyKey } });
  const scanId = start.body.data.scan.id as string;
  for (let poll = 0; poll < 10; poll += 1) {
    const scan = await call(sim, 'GET', `/agent/scans/${scanId}`);
    if (!['queued', 'running'].includes(scan.body.data.status as string)) return scanId;
  }
  throw new Error(`scan ${scanId} did not finish`);
}
