// A fresh service simulator and client for each test of the client against the simulator, with the helpers
// those tests share (a site with known findings, waiting for a scan, stable idempotency keys).
import { afterEach, beforeEach } from 'vitest';
import { startServiceSimulator } from '../../simulator/service/server.ts';
import type { ServiceSimulator } from '../../simulator/service/server.ts';
import { createServiceClient } from '../../src/api/client.ts';
import type { ServiceClient } from '../../src/api/client.ts';
import { idempotencyKey } from '../../src/api/idempotency.ts';
import type { ScanDetail } from '../../src/api/types.ts';
import { API_KEY, USER_AGENT } from './harness.ts';

export const SITE_URL = 'https://shop.example.com';
export const FINDING_CODE = /^[A-Z]{2,5}-[A-Z0-9]{6}$/;
export const FINDINGS = [
  {
    code: 'HDR-3K9Q2A',
    severity: 'high',
    state: 'attention',
    category: 'headers',
    title: 'No CSP',
    meaning: 'Scripts can be injected.',
  },
  {
    code: 'DNS-7P2M4X',
    severity: 'medium',
    state: 'attention',
    category: 'dns',
    title: 'No SPF',
    meaning: 'Mail can be spoofed.',
  },
  {
    code: 'TLS-5B8N1C',
    severity: 'info',
    state: 'pass',
    category: 'tls',
    title: 'TLS 1.3',
    meaning: 'Modern TLS.',
  },
] as const;

const UNFINISHED = ['queued', 'running', 'cancelling'];

export function keyFor(operation: string, extra?: string): string {
  return idempotencyKey({ runId: '4242', jobId: 'security', site: SITE_URL }, operation, extra);
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

export class SimulatorWorld {
  sim!: ServiceSimulator;
  client!: ServiceClient;
  /** The waits the client asked for (the sleep is instant). */
  sleeps: number[] = [];

  async open(): Promise<void> {
    this.sim = await startServiceSimulator({
      keys: [{ key: API_KEY, permissions: ['read', 'sites', 'pulse', 'deep', 'local'] }],
      seed: 'empty',
    });
    this.sleeps = [];
    this.client = createServiceClient({
      baseUrl: this.sim.url,
      apiKey: API_KEY,
      userAgent: USER_AGENT,
      sleep: async (ms) => {
        this.sleeps.push(ms);
      },
      now: () => Date.now(),
      random: () => 0.5,
    });
  }

  async close(): Promise<void> {
    await this.client.close();
    await this.sim.close();
  }

  /** A site whose scans finish on the first poll with FINDINGS. */
  addSite(): string {
    return this.sim.control.addSite(SITE_URL, { findings: [...FINDINGS], pollsToFinish: 1 });
  }

  lastRequest() {
    return this.sim.requests.at(-1);
  }

  async finishedScan(scanId: string): Promise<ScanDetail> {
    for (let poll = 0; poll < 10; poll++) {
      const scan = await this.client.scan(scanId);
      if (!UNFINISHED.includes(scan.status)) return scan;
    }
    throw new Error(`scan ${scanId} did not finish`);
  }

  async finishedPulse(siteId: string, operation = 'pulse'): Promise<ScanDetail> {
    const start = await this.client.startPulse(siteId, { idempotencyKey: keyFor(operation) });
    return this.finishedScan(String(start.scan.id));
  }
}

/** Registers the hooks that open and close a world around each test of the file. */
export function useSimulator(): SimulatorWorld {
  const world = new SimulatorWorld();
  beforeEach(() => world.open());
  afterEach(() => world.close());
  return world;
}
