// The SARIF file end to end: code scanning closes every open alert of the file's category that the file
// lacks, so the file is written (and named in the `sarif-file` output) only when every part the run was
// asked for was checked in full. A run that could not check one (the service down before the advisories
// came back, a refused key, local checks without the permission, failed or cancelled) writes none, leaves
// the output empty so the documented upload (`if: steps.scan.outputs.sarif-file != ''`) skips, and says why.
// A lock file that cannot be read: test/e2e/scan-inventory.test.ts; a command without SARIF results:
// test/e2e/ignored-inputs.test.ts; a check the service refuses: test/e2e/scan-local-checks.test.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cloneAt, commitFiles, writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { runInWorld, startWorld, type ActionRun, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  world.service.control.addAdvisory({
    id: 'SVA-SARIF-0001',
    title: 'minimist: prototype pollution',
    severity: 'high',
    packages: [{ ecosystem: 'npm', name: 'minimist', fixedIn: '1.2.6' }],
  });
});
afterAll(() => world.close());
afterEach(() => {
  world.service.control.clearFaults();
  world.clock.onSleep = null;
});

const PACKAGE_LOCK = `${JSON.stringify(
  {
    name: 'shop',
    lockfileVersion: 3,
    packages: {
      '': { name: 'shop', dependencies: { minimist: '^1.2.0' } },
      'node_modules/minimist': {
        version: '1.2.5',
        resolved: 'https://registry.npmjs.org/minimist/-/minimist-1.2.5.tgz',
      },
    },
  },
  null,
  2,
)}\n`;

const secrets = fakeSecrets(11);
/** A git checkout with an affected package pinned and a tracked credential: both parts have a result. */
const checkout = () =>
  writeCheckout(
    {
      'package-lock.json': PACKAGE_LOCK,
      'src/config.ts': `export const stripe = '${secrets.stripeLiveKey}';\n`,
    },
    { root: world.scratch },
  );

/** Both parts asked for, on a push (the whole checkout is judged, and its whole history). */
const INPUTS = {
  dependencies: 'auto',
  'local-checks': 'tracked-secrets,git-history',
  'sarif-file': 'out.sarif',
  comment: 'never',
};

let sites = 0;
const freshSite = () => `https://sarif-${(sites += 1)}.example.com`;

/** A worker of the test's own (a data: URL, through the run's `localChecksWorker` seam). */
const worker = (source: string) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from 'node:worker_threads';\n${source}`)}`,
  );
/** One that keeps its thread busy for 20 s (not spending CPU on it): checks still at work. */
const BUSY = 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20_000);';

const CLOSES =
  'Uploaded, a file without those results would mark their open code scanning alerts fixed; with no file they stay open until a run checks everything it is asked for.';

/** No file, an empty output, and the one warning (log, annotation, summary, report) that says why. */
function expectRefused(run: ActionRun, dir: string, why: RegExp): string {
  expect(existsSync(join(dir, 'out.sarif'))).toBe(false);
  expect(run.outputs['sarif-file']).toBe('');
  const said = run.annotations.filter((a) => a.message.startsWith('SARIF file not written'));
  expect(said).toHaveLength(1);
  const message = said[0]?.message ?? '';
  expect(said[0]?.level).toBe('warning');
  expect(message).toMatch(why);
  expect(message).toContain(CLOSES);
  expect(run.report?.warnings).toContainEqual(message);
  expect(run.summary).toContain('SARIF file not written: ');
  return message;
}

describe('the SARIF file', () => {
  it('is written, and named in the output, when every part asked for was checked in full', async () => {
    const dir = checkout();
    const run = await runInWorld(world, { site: freshSite(), ...INPUTS }, { workspace: dir });
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    expect(run.outputs['sarif-file']).toBe('out.sarif');
    const sarif = JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')) as {
      runs: { results: { ruleId: string }[] }[];
    };
    const rules = sarif.runs[0]?.results.map((r) => r.ruleId) ?? [];
    expect(rules).toContain('SVA-SARIF-0001');
    expect(rules.some((id) => id.startsWith('tracked-secrets/'))).toBe(true);
    expect(run.stdout).toContain('SARIF: 2 results in out.sarif');
    expect(run.annotations.filter((a) => a.message.startsWith('SARIF file not written'))).toEqual([]);
  });

  it('is not written when the service fails before the advisories came back; a file of an earlier step stays', async () => {
    const dir = checkout();
    writeFileSync(join(dir, 'out.sarif'), 'an earlier step');
    world.service.control.inject({ kind: 'unavailable', path: '/agent/sites/*/dependencies', times: 100 });
    const run = await runInWorld(world, { site: freshSite(), ...INPUTS }, { workspace: dir });
    expect(run.outputs.verdict).toBe('error');
    expect(readFileSync(join(dir, 'out.sarif'), 'utf8')).toBe('an earlier step');
    expect(run.outputs['sarif-file']).toBe('');
    const message = run.annotations.find((a) => a.message.startsWith('SARIF file not written'))?.message;
    expect(message).toMatch(
      /^SARIF file not written: the lock files' advisories did not come back from the service \(the run stopped: the service refused POST \/agent\/sites\/[^ ]+\/dependencies \(HTTP 503\)/,
    );
    expect(message).toMatch(
      /A file already at out\.sarif \(from an earlier step\) was left as it is: it is not this run's\.$/,
    );
  });

  it('is not written when the run ends in error before anything ran (a key the service refuses)', async () => {
    const dir = checkout();
    const run = await runInWorld(
      world,
      { site: freshSite(), ...INPUTS, 'api-key': 'svk_unknown_Pq7Wd3Lm' },
      { workspace: dir },
    );
    expect(run.outputs.verdict).toBe('error');
    expectRefused(
      run,
      dir,
      /^SARIF file not written: the lock files were not checked \(the run stopped: the service refused [^)]*HTTP 401.*; the local checks were not run to their end \(the run stopped: /,
    );
  });

  it('is not written when the key lacks the local permission and the checks on by default are skipped', async () => {
    const key = 'svk_nolocal_sarif_Vb5Nc2';
    world.service.control.addKey(key, ['read', 'sites', 'pulse']);
    const dir = checkout();
    const run = await runInWorld(
      world,
      { site: freshSite(), ...INPUTS, 'local-checks': 'all', 'api-key': key },
      { workspace: dir },
    );
    // The gate judges what it could: the lock files' advisory fails it; the checks were only skipped.
    expect(run.outputs.verdict).toBe('fail');
    expectRefused(
      run,
      dir,
      /^SARIF file not written: the local checks were not run to their end \(not authorized: the API key lacks the 'local' permission\)\. /,
    );
  });

  it("is written from a shallow clone, without git-history's results: they name commits, not the tree", async () => {
    const origin = checkout();
    const head = commitFiles(origin, { 'README.md': '# shop\n' }, 'a second commit');
    // As actions/checkout leaves it by default: the head commit alone. git-history reads it partly.
    const dir = cloneAt(world.scratch, origin, head);
    const run = await runInWorld(world, { site: freshSite(), ...INPUTS }, { workspace: dir });
    expect(run.outputs.verdict, run.stdout).toBe('fail');
    expect(run.outputs['sarif-file']).toBe('out.sarif');
    const sarif = readFileSync(join(dir, 'out.sarif'), 'utf8');
    expect(sarif).toContain('tracked-secrets/');
    expect(sarif).not.toContain('git-history');
  });

  it('is not written when the local checks fail', async () => {
    const dir = checkout();
    const run = await runInWorld(
      world,
      { site: freshSite(), ...INPUTS },
      { workspace: dir, localChecksWorker: worker("throw new Error('out of memory');") },
    );
    // Not judged, and failed too by the advisory the lock files gave: the worst verdict is `fail`.
    expect(run.report?.verdict).toMatchObject({
      verdict: 'fail',
      reasons: expect.arrayContaining([expect.objectContaining({ kind: 'stopped', level: 'error' })]),
    });
    expectRefused(
      run,
      dir,
      /^SARIF file not written: the local checks were not run to their end \(the run stopped: .*out of memory/,
    );
  });

  it('is not written when the run is cancelled before the local checks finished', async () => {
    const url = freshSite();
    // A scan that runs on, so the cancellation comes while the checks are still at work.
    world.service.control.addSite(url, { pollsToFinish: 100_000 });
    const controller = new AbortController();
    let sleeps = 0;
    world.clock.onSleep = () => {
      if (++sleeps === 2) controller.abort(new Error('cancelled by SIGTERM'));
    };
    const dir = checkout();
    const run = await runInWorld(
      world,
      { site: url, ...INPUTS },
      { workspace: dir, signal: controller.signal, localChecksWorker: worker(BUSY) },
    );
    expect(run.outputs.verdict).toBe('error');
    expectRefused(
      run,
      dir,
      /the local checks were not run to their end \(the run stopped: the run was cancelled before it finished/,
    );
  });
});
