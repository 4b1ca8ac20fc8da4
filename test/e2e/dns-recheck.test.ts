// The dns-recheck command end to end against the simulator's demo world (one run is the built bundle's),
// whose baseline scan scan_000001 holds the DNS finding DNS-5R8T1B and the header finding HDR-3K9Q2A.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type RunOptions, type World, requestsTo, runInWorld } from './harness.ts';

const SCAN = 'scan_000001';
let world: World;
let dnsFinding: string;
let headerFinding: string;
beforeAll(async () => {
  world = await startWorld();
  const findings = world.service.control.state.scans.get(SCAN)?.findings ?? [];
  dnsFinding = findings.find((f) => f.code === 'DNS-5R8T1B')?.id ?? '';
  headerFinding = findings.find((f) => f.code === 'HDR-3K9Q2A')?.id ?? '';
});
afterAll(() => world.close());

const recheck = (inputs: Record<string, string>, runId: string, options: RunOptions = {}) =>
  runInWorld(
    world,
    { command: 'dns-recheck', 'scan-id': SCAN, ...inputs },
    { ...options, env: { GITHUB_RUN_ID: runId } },
  );
const rechecksRun = () => world.service.control.state.dnsRechecks.get(SCAN)?.length ?? 0;

// In order: each recheck starts the service's wait before the next one.
describe('dns-recheck', () => {
  it("fails the service's refusal of a finding without a DNS check, with its message", async () => {
    const run = await recheck({ 'finding-id': headerFinding }, '7001');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('HTTP 409');
    expect(run.summary).toContain('Next step: Pick a finding whose category is dns.');
  });

  it('fails a DNS finding still present after the recheck', async () => {
    const run = await recheck({ 'finding-id': dnsFinding }, '7002', { spawn: true });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 DNS finding still present after the recheck');
    expect(run.summary).toContain('| ❌ still present | DNS-5R8T1B |');
    expect(run.report?.dnsRecheck).toMatchObject({ ran: true, findingId: dnsFinding });
    const start = requestsTo(world, `/agent/scans/${SCAN}/dns-rechecks`).filter((r) => r.method === 'POST');
    expect(start.at(-1)?.body).toMatchObject({ findingId: dnsFinding });
  });

  it('asked again too early, warns and says when the next recheck is allowed', async () => {
    const run = await recheck({ 'finding-id': dnsFinding }, '7003');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.stdout).toMatch(
      /::warning::.*1 DNS recheck not allowed yet \(next at \d{4}-\d\d-\d\dT[\d:.]+Z\)/,
    );
    expect(run.summary).toContain('run dns-recheck again then');
    expect(run.summary).toContain('| Not run | the service does not allow the next recheck yet |');
    expect(rechecksRun()).toBe(1);
  });

  it('passes once the fix is in, and a lost answer replays instead of rechecking twice', async () => {
    const siteId = world.service.control.state.scans.get(SCAN)?.siteId ?? '';
    world.service.control.setSiteFindings(siteId, []);
    world.service.control.advanceTime(301);
    world.service.control.inject({ kind: 'reset', path: `/agent/scans/${SCAN}/dns-rechecks`, after: true });
    const run = await recheck({ 'finding-id': dnsFinding }, '7004');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toContain('| ✅ fixed | DNS-5R8T1B |');
    expect(rechecksRun()).toBe(2);
  });

  it('names both inputs when one is missing, before any request', async () => {
    const before = world.service.requests.length;
    const run = await recheck({ 'finding-id': '' }, '7005');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain(
      "Input 'finding-id' is required for command 'dns-recheck': the finding of the scan in 'scan-id' whose DNS check is run again.",
    );
    expect(world.service.requests.length).toBe(before);
  });
});

describe('dns-recheck of an id the service does not know', () => {
  it("names 'finding-id', its value and where the right id is, when the scan has no such finding", async () => {
    const run = await recheck({ 'finding-id': 'fnd_nope' }, '7101');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(
      /::error::.*Input 'finding-id' is 'fnd_nope', which scan scan_000001 does not hold \(HTTP 404 .*give the id of a DNS finding of that scan/,
    );
    expect(run.stdout).not.toMatch(/::error::.*Input 'scan-id'/);
  });

  it("names 'scan-id' and its value when the account has no such scan", async () => {
    const run = await recheck({ 'scan-id': 'scan_nope', 'finding-id': dnsFinding }, '7102');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs.verdict).toBe('error');
    expect(run.stdout).toMatch(
      /::error::.*Input 'scan-id' is 'scan_nope', which the account behind 'api-key' does not know .*'scan-id' output/,
    );
    expect(requestsTo(world, '/agent/scans/scan_nope').map((r) => r.method)).toEqual(['POST', 'GET']);
  });
});
