// The verify-ownership command end to end against the simulator; one run is the built bundle's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type RunOptions, type World, requestsTo, runInWorld } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const verify = (site: string, inputs: Record<string, string>, runId = '4242', options: RunOptions = {}) =>
  runInWorld(
    world,
    { command: 'verify-ownership', site, ...inputs },
    { ...options, env: { GITHUB_RUN_ID: runId } },
  );

const verifyCalls = () => requestsTo(world, '/agent/sites/').filter((r) => r.path.endsWith('/verify'));

/** Issues a proof in a run of its own and returns its id. */
async function issue(site: string, runId: string): Promise<string> {
  const run = await verify(site, { 'verify-method': 'dns' }, runId);
  expect(run.exitCode, run.stdout).toBe(0);
  return run.outputs['verification-id'] ?? '';
}

describe('verify-ownership', () => {
  it('issues a proof and says exactly what to publish where', async () => {
    for (const method of ['dns', 'file', 'meta']) {
      const run = await verify('https://owned.example.com', { 'verify-method': method });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.verdict).toBe('pass');
      expect(run.outputs['verification-id']).toMatch(/^ver_/);
      expect(run.outputs['verification-state']).toBe('pending');
      expect(run.outputs['verification-value']).toMatch(/^scan-verification=/);
      expect(run.summary).toContain(`\`\`\`text\n${run.outputs['verification-value']}\n\`\`\``);
      expect(run.summary).toContain(`\`\`\`text\n${run.outputs['verification-location']}\n\`\`\``);
      expect(
        run.annotations.some((a) => a.level === 'notice' && a.message.includes('scan-verification=')),
      ).toBe(true);
    }
    const summary = (await verify('https://owned.example.com', { 'verify-method': 'dns' })).summary;
    expect(summary).toContain('Add a DNS TXT record with this name:');
    expect(summary).toContain('_scan-verification.owned.example.com (TXT record)');
  });

  it('checks an unpublished proof once: fails with the attempts left and when to try again', async () => {
    const id = await issue('https://pending.example.com', '6001');
    const before = verifyCalls().length;
    const run = await verify('https://pending.example.com', { 'verification-id': id }, '6002');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(verifyCalls().length - before).toBe(1);
    expect(run.outputs['verification-state']).toBe('pending');
    expect(run.outputs['verification-value']).toBe('');
    expect(run.stdout).toContain('1 ownership proof not verified');
    expect(run.summary).toContain('| Attempts left | 2 |');
    expect(run.summary).toContain('Check again after');
    expect(run.summary).toMatch(/check it again after \d{4}-\d\d-\d\dT[\d:.]+Z \(2 attempts left\)/);
  });

  it('passes a published proof and names how long it holds', async () => {
    const id = await issue('https://published.example.com', '6101');
    world.service.control.publishProof(id);
    const run = await verify('https://published.example.com', { 'verification-id': id }, '6102', {
      spawn: true,
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.outputs['verification-state']).toBe('verified');
    expect(run.summary).toContain('Verified until');
    expect(run.summary).toContain(`Use verification-id ${id.replace('_', '\\_')} for a Deep scan until`);
  });

  it('says to start over when the attempts are used up', async () => {
    const id = await issue('https://exhausted.example.com', '6201');
    for (const runId of ['6202', '6203']) {
      await verify('https://exhausted.example.com', { 'verification-id': id }, runId);
    }
    const run = await verify('https://exhausted.example.com', { 'verification-id': id }, '6204');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['verification-state']).toBe('exhausted');
    expect(run.stdout).toContain(
      'No attempts are left: issue a new proof with verify-method (dns, file or meta)',
    );
  });

  it("reports the service's refusal of an expired proof with its next step", async () => {
    const id = await issue('https://expired.example.com', '6301');
    world.service.control.advanceTime(86_401);
    const run = await verify('https://expired.example.com', { 'verification-id': id }, '6302');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('HTTP 409');
    expect(run.summary).toContain('Next step: Issue a new proof and publish it.');
    expect(run.summary).toContain(
      'could not be checked (The ownership proof expired.): issue a new proof with verify-method (dns, file or meta)',
    );
  });

  it('never retries a check whose answer was lost', async () => {
    const id = await issue('https://lost.example.com', '6401');
    world.service.control.inject({
      kind: 'reset',
      path: '/agent/sites/*/deep-verifications/*/verify',
      after: true,
    });
    const before = verifyCalls().length;
    const run = await verify('https://lost.example.com', { 'verification-id': id }, '6402');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(verifyCalls().length - before).toBe(1);
    expect(run.outputs.verdict).toBe('error');
  });

  it('names the accepted methods of a bad verify-method before any request', async () => {
    const before = world.service.requests.length;
    const run = await verify('https://owned.example.com', { 'verify-method': 'email' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain("Input 'verify-method'");
    expect(run.stdout).toContain("'dns', 'file', 'meta'");
    expect(world.service.requests.length).toBe(before);
  });
});
