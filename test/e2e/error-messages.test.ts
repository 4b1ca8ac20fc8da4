// Every error names the input to change and how, in the `::error::` line itself (not only the summary),
// with the service's next step, link and request id; and a run that breaks a rule between inputs stops
// before its first request to the service.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInWorld, runOnPullRequest, startWorld, type ActionRun, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const QUIET = { dependencies: 'none', 'local-checks': 'none', comment: 'never' };

/** The line that ends the run: exit 1, verdict `error`. */
function errorLine(run: ActionRun): string {
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.outputs.verdict).toBe('error');
  const line = run.stdout.split('\n').find((l) => l.startsWith('::error::Security scan not judged: '));
  expect(line, run.stdout).toBeDefined();
  return line ?? '';
}

/** The service's guidance (the simulator always sends a request id) is in the line too. */
const GUIDED = /Next step: .+Request id: [\w-]+/;

describe('service refusals name the input and the fix', () => {
  it('401: names api-key and where keys come from, never the key', async () => {
    const key = 'svk_expired_Hd3Jk9Lm';
    world.service.control.addKey(key, ['read', 'sites', 'pulse']);
    world.service.control.expireKey(key);
    const run = await runInWorld(world, { ...QUIET, site: 'https://expired.example.com', 'api-key': key });
    const line = errorLine(run);
    expect(line).toContain("Input 'api-key' was refused");
    expect(line).toMatch(/key settings.*secret/);
    expect(run.stdout).not.toContain(key);
    expect(run.summary).not.toContain(key);
  });

  it('403: names the permission the key lacks and the part it was for, with the next step', async () => {
    // The legacy route has no preflight, so the start itself is refused.
    const key = 'svk_nopulse_Rt6Yu2';
    world.service.control.addKey(key, ['read', 'sites']);
    const projectId = world.service.control.addSite('https://no-pulse.example.com');
    const run = await runInWorld(world, { ...QUIET, site: projectId, route: 'legacy', 'api-key': key });
    const line = errorLine(run);
    expect(line).toContain("The key in 'api-key' lacks the 'pulse' permission (to start a Pulse scan)");
    expect(line).toMatch(GUIDED);
    expect(line).toMatch(/Link: http/);
  });

  it('404 on a site: names site and its value, and what it must be', async () => {
    const run = await runInWorld(world, { ...QUIET, site: 'site_nobody_knows' });
    const line = errorLine(run);
    expect(line).toContain("Input 'site' is 'site_nobody_knows', which the account does not know");
    expect(line).toContain('a site id or URL');
    expect(line).toMatch(GUIDED);
  });
});

describe('a service that cannot be reached names base-url', () => {
  it('a connection that fails after the retries', async () => {
    // A port that was open a moment ago and is closed now: connections to it are refused.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const baseUrl = `http://127.0.0.1:${port}`;
    const run = await runInWorld(world, {
      ...QUIET,
      site: 'https://unreached.example.com',
      'base-url': baseUrl,
    });
    expect(errorLine(run)).toContain(`Check input 'base-url' (${baseUrl}) and that the runner can reach it`);
  });
});

describe('waits that end name their knobs', () => {
  it('a timed-out wait names wait-timeout-minutes and on-timeout', async () => {
    const url = 'https://slow-errors.example.com';
    world.service.control.addSite(url, { pollsToFinish: 1000, suggestedPollAfterSeconds: 1 });
    const run = await runOnPullRequest(world, { ...QUIET, site: url, 'wait-timeout-minutes': '0.03' });
    expect(run.exitCode, run.stdout).toBe(1);
    const line = run.stdout.split('\n').find((l) => l.startsWith('::error::Security scan failed: '));
    expect(line, run.stdout).toMatch(/wait timed out.*wait-timeout-minutes.*on-timeout: warn/);
    expect(run.stdout).toMatch(/::warning::Stopped waiting after .* \(wait-timeout-minutes\)/);
  });
});

describe('rules between inputs are checked before the first request', () => {
  it('Deep on the agent route without verification-id', async () => {
    const before = world.service.requests.length;
    const run = await runInWorld(world, {
      ...QUIET,
      site: 'https://deep-noproof-errors.example.com',
      scan: 'deep',
    });
    expect(errorLine(run)).toContain("needs 'verification-id'");
    expect(world.service.requests.slice(before)).toEqual([]);
  });

  it('local checks named with no checkout: names actions/checkout', async () => {
    const before = world.service.requests.length;
    const workspace = mkdtempSync(join(world.scratch, 'no-checkout-'));
    const run = await runInWorld(
      world,
      { ...QUIET, site: 'https://no-checkout-errors.example.com', 'local-checks': 'tracked-secrets' },
      { workspace },
    );
    const line = errorLine(run);
    expect(line).toContain("input 'local-checks' names checks");
    expect(line).toContain('add actions/checkout before this step');
    expect(world.service.requests.slice(before)).toEqual([]);
  });
});
