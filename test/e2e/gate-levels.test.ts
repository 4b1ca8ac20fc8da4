// Annotation levels follow the gate, end to end in a real git checkout: what fails the pull request is an
// error, what it adds below the threshold a warning, what the base branch already had a notice, for scan
// findings, affected packages and local results alike; under warn-only what would fail is a warning.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { finding, siteWithBaseline, startWorld, type ActionRun, type World } from './harness.ts';
import { npmLock, pullRequest } from './gate-harness.ts';
import { gitCheckout } from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  for (const [id, name, severity] of [
    ['SVA-LEVEL-0001', 'minimist', 'high'],
    ['SVA-LEVEL-0002', 'qs', 'medium'],
  ] as const) {
    world.service.control.addAdvisory({
      id,
      title: `${name}: prototype pollution`,
      severity,
      packages: [{ ecosystem: 'npm', name, fixedIn: '9.9.9' }],
    });
  }
});
afterAll(() => world.close());

const OLD_SECRET = fakeSecrets(31).stripeLiveKey ?? '';
const NEW_SECRET = fakeSecrets(32).stripeLiveKey ?? '';

/** Levels of the annotations whose title or file names `what`. */
function levelOf(run: ActionRun, what: string): string[] {
  return run.annotations
    .filter((a) => a.properties.title?.includes(what) === true || a.properties.file === what)
    .map((a) => a.level);
}

describe('annotation levels on a pull request', () => {
  async function run(warnOnly: boolean): Promise<ActionRun> {
    const site = `https://levels-${String(warnOnly)}.example.com`;
    const baseline = await siteWithBaseline(
      world,
      site,
      [finding('TLS-OLDHGH', 'high')],
      [finding('TLS-OLDHGH', 'high'), finding('HDR-NEWMED', 'medium')],
    );
    const { dir, baseSha } = gitCheckout(
      world,
      {
        'package-lock.json': npmLock({ minimist: '1.2.5' }),
        'src/config.ts': `export const stripe = '${OLD_SECRET}';\n`,
      },
      {
        'package-lock.json': npmLock({ minimist: '1.2.5', qs: '6.5.2' }),
        'src/payments.ts': `export const stripe = '${NEW_SECRET}';\n`,
      },
    );
    const inputs = {
      site,
      baseline,
      dependencies: 'auto',
      'local-checks': 'tracked-secrets',
      'warn-only': String(warnOnly),
    };
    return pullRequest(world, inputs, { workspace: dir, baseSha });
  }

  it('errors on what fails the gate, warns on what is new below it, notes what the base had', async () => {
    const result = await run(false);
    expect(result.outputs.verdict, result.stdout).toBe('fail');
    // Scan findings, at run level.
    expect(levelOf(result, 'TLS-OLDHGH')).toEqual(['notice']);
    expect(levelOf(result, 'HDR-NEWMED')).toEqual(['warning']);
    // Local results, on their files.
    expect(levelOf(result, 'src/payments.ts')).toEqual(['error']);
    expect(levelOf(result, 'src/config.ts')).toEqual(['notice']);
    // Affected packages, on their lock-file lines.
    expect(levelOf(result, 'SVA-LEVEL-0001')).toEqual(['notice']);
    expect(levelOf(result, 'SVA-LEVEL-0002')).toEqual(['warning']);
  });

  it('makes what would fail a warning under warn-only', async () => {
    const result = await run(true);
    expect(result.outputs.verdict, result.stdout).toBe('warn');
    expect(levelOf(result, 'src/payments.ts')).toEqual(['warning']);
    expect(levelOf(result, 'src/config.ts')).toEqual(['notice']);
    expect(result.annotations.filter((a) => a.level === 'error')).toEqual([]);
  });
});
