// Local checks inside `scan`, end to end: the authorization asks exactly what the spec lists, the admitted
// checks report on their lines, a refused check says why, and nothing of the repository reaches the service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { PR, runOnPullRequest, startWorld, TITLE_IN_SHELL_WORKFLOW, type World } from './harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
  // The pull request adds both files: what the checks find in them is new against its base.
  world.github.pullFiles.set(PR, [
    { filename: 'src/config.ts', status: 'added' },
    { filename: '.github/workflows/greet.yml', status: 'added' },
  ]);
});
afterAll(() => world.close());

const secrets = fakeSecrets(7);
/** A git checkout with a tracked credential and a workflow that expands a PR title in a shell. */
const checkout = () =>
  writeCheckout(
    {
      'src/config.ts': `export const stripe = '${secrets.stripeLiveKey}';\n`,
      '.github/workflows/greet.yml': TITLE_IN_SHELL_WORKFLOW,
    },
    { root: world.scratch },
  );

const authorizations = () =>
  world.service.requests.filter((r) => r.path.endsWith('/local-assessments/authorize'));

describe('local checks in a scan', () => {
  it('authorizes, reports results on their lines, and sends nothing of the repository', async () => {
    const dir = checkout();
    world.service.control.setLocalCheck('git-history', 'disabled');
    const requestsBefore = world.service.requests.length;
    const run = await runOnPullRequest(
      world,
      { site: 'https://local.example.com', 'local-checks': 'all', 'sarif-file': 'out.sarif' },
      { workspace: dir },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toMatch(/local check results? at or above high/);

    const asked = authorizations().at(-1)?.body as Record<string, unknown>;
    expect(Object.keys(asked).sort()).toEqual([
      'checks',
      'cliVersion',
      'reportSchemaVersion',
      'rulesetVersion',
      'scannerVersion',
    ]);
    expect((asked.checks as string[]).length).toBe(10);

    const secretAnnotation = run.annotations.find((a) => a.properties.file === 'src/config.ts');
    expect(secretAnnotation?.properties.line).toBe('1');
    const injection = run.annotations.find((a) => a.properties.file === '.github/workflows/greet.yml');
    expect(injection).toMatchObject({ level: 'error', properties: expect.objectContaining({ line: '6' }) });
    expect(run.summary).toMatch(/git-history not run: disabled/);
    // git-history's results are no part of the SARIF file (they name commits): its refusal leaves it whole.
    expect(run.outputs['sarif-file']).toBe('out.sarif');
    expect(run.summary).not.toContain('SARIF file not written');

    // The secret is redacted everywhere the user looks...
    for (const text of [run.stdout, run.summary, JSON.stringify(run.report)]) {
      expect(text).not.toContain(secrets.stripeLiveKey);
    }
    // ...and no request the service received holds a file, a line of it, or a result.
    const sent = world.service.requests
      .slice(requestsBefore)
      .map((r) => `${r.path}?${JSON.stringify(r.query)} ${r.rawBody}`)
      .join('\n');
    for (const leak of [
      secrets.stripeLiveKey,
      'src/config.ts',
      'greet.yml',
      'pull_request.title',
      'untrusted-in-run',
    ]) {
      expect(sent).not.toContain(leak);
    }
  });

  it('skips the checks with a warning when the key lacks the local permission; the gate still runs', async () => {
    world.service.control.addKey('svk_nolocal_Hq7Lm2', ['read', 'sites', 'pulse']);
    const run = await runOnPullRequest(
      world,
      { site: 'https://nolocal.example.com', 'local-checks': 'all', 'api-key': 'svk_nolocal_Hq7Lm2' },
      { workspace: checkout() },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::Local checks not run: .*'local' permission/);
    expect(run.summary).toMatch(/Local checks.*not authorized/);
  });
});
