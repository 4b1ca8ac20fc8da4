// The pull-request gate on secrets, in real git checkouts: a secret is its value. A replaced key or a second
// one fails however alike its redacted form looks; an old key passes wherever the pull request moves it; one
// value reported by several checks and in several files is one result; and neither the value nor the
// fingerprint it is compared by reaches the report, SARIF, the summary, the outputs or the log.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { startWorld, type World } from './harness.ts';
import { pullRequest } from './gate-harness.ts';
import { gitCheckout } from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
});
afterAll(() => world.close());

const OLD = fakeSecrets(41).stripeLiveKey ?? '';
const NEW = fakeSecrets(42).stripeLiveKey ?? '';
const config = (...keys: string[]) => keys.map((k, i) => `export const stripe${i} = '${k}';\n`).join('');
const BASE = { 'src/config.ts': config(OLD), 'README.md': '# Shop\n' };
const CHECKED = { 'local-checks': 'tracked-secrets,container-values' };

interface Verdict {
  readonly reasons: readonly { readonly message: string; readonly items: readonly string[] }[];
}
interface LocalResults {
  readonly results: readonly { file: string; isNew?: boolean; places?: { file: string }[] }[];
}

async function judge(site: string, checkout: { dir: string; baseSha: string }, inputs = {}) {
  world.service.control.addSite(site, { findings: [] });
  return pullRequest(
    world,
    { site, ...CHECKED, ...inputs },
    { workspace: checkout.dir, baseSha: checkout.baseSha },
  );
}

/** The base holds `base`; the head renames `from` to `to` (nothing else of the file changes). */
function renamed(base: Record<string, string>, from: string, to: string) {
  const dir = writeCheckout(base, { root: world.scratch });
  const baseSha = headCommit(dir);
  rmSync(join(dir, from));
  commitFiles(dir, { [to]: base[from] ?? '' }, 'rename');
  return { dir, baseSha };
}

describe('secrets judged by value', () => {
  it('fails a pull request that replaces a key with another of the same kind and length', async () => {
    expect(NEW.length).toBe(OLD.length);
    const run = await judge(
      'https://replaced.example.com',
      gitCheckout(world, BASE, { 'src/config.ts': config(NEW) }),
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const { reasons } = run.report?.verdict as Verdict;
    expect(reasons.map((r) => r.message)).toEqual(['1 new local check result at or above high']);
    expect(run.report?.localChecks).toMatchObject({ results: [{ file: 'src/config.ts', isNew: true }] });
  });

  it('fails a pull request that adds a second key beside the old one, and shows the old one as still open', async () => {
    const run = await judge(
      'https://second-key.example.com',
      gitCheckout(world, BASE, { 'src/config.ts': config(OLD, NEW) }),
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const { reasons } = run.report?.verdict as Verdict;
    expect(reasons.map((r) => r.message)).toEqual(['1 new local check result at or above high']);
    expect(reasons[0]?.items.join('\n')).toContain('src/config.ts:2');
    const { results } = run.report?.localChecks as LocalResults;
    expect(results.map((r) => r.isNew).sort()).toEqual([false, true]);
  });

  it('passes a pull request that only renames the file holding an old key', async () => {
    const run = await judge('https://renamed.example.com', renamed(BASE, 'src/config.ts', 'src/settings.ts'));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.report?.localChecks).toMatchObject({ results: [{ file: 'src/settings.ts', isNew: false }] });
  });

  it('passes a docs-only pull request over an old key held in two files, shown once with both places', async () => {
    const base = {
      ...BASE,
      'docker-compose.yml': `services:\n  api:\n    environment:\n      STRIPE_KEY: ${OLD}\n`,
    };
    const run = await judge(
      'https://docs-over-old.example.com',
      gitCheckout(world, base, { 'README.md': '# Shop\n\nHow to run it.\n' }),
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    const { results } = run.report?.localChecks as LocalResults;
    expect(results).toHaveLength(1);
    expect(results[0]?.isNew).toBe(false);
    expect(new Set(results[0]?.places?.map((p) => p.file))).toEqual(
      new Set(['src/config.ts', 'docker-compose.yml']),
    );
    expect(run.summary).toContain('Still open, already on the base branch (1)');
  });

  it('passes an old key moved into another file, and fails a new key written where the old one was', async () => {
    const moved = await judge(
      'https://moved-key.example.com',
      gitCheckout(world, BASE, { 'src/config.ts': '// see payments\n', 'src/payments.ts': config(OLD) }),
    );
    expect(moved.exitCode, moved.stdout).toBe(0);
    const swapped = await judge(
      'https://swapped-key.example.com',
      gitCheckout(world, BASE, { 'src/config.ts': config(NEW), 'src/payments.ts': config(OLD) }),
    );
    expect(swapped.exitCode, swapped.stdout).toBe(1);
    expect((swapped.report?.verdict as Verdict).reasons[0]?.items.join('\n')).toContain('src/config.ts');
  });
});

describe('what a secret is compared by stays in the run', () => {
  it('writes neither a value nor anything shaped like its fingerprint to the report, SARIF, summary, outputs or log', async () => {
    const base = { ...BASE, 'docker-compose.yml': 'services:\n  api:\n    image: shop\n' };
    const checkout = gitCheckout(world, base, {
      'src/config.ts': config(OLD, NEW),
      'docker-compose.yml': `services:\n  api:\n    image: shop\n    environment:\n      STRIPE_KEY: ${NEW}\n`,
    });
    const run = await judge('https://no-leak.example.com', checkout, { 'sarif-file': 'out.sarif' });
    expect(run.exitCode, run.stdout).toBe(1);
    const { results } = run.report?.localChecks as LocalResults;
    // The new key's two places are one result: what the comparison used did its work.
    expect(results.find((r) => r.isNew === true)?.places?.length).toBeGreaterThanOrEqual(2);
    const written = [
      readFileSync(join(checkout.dir, 'out.sarif'), 'utf8'),
      JSON.stringify(run.report),
      run.summary,
      JSON.stringify(run.outputs),
      run.stdout,
      run.stderr,
      JSON.stringify(run.annotations),
    ];
    // An HMAC-SHA256 in base64url: 43 characters of its alphabet, alone.
    const fingerprintShaped = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
    for (const text of written) {
      for (const value of [OLD, NEW]) {
        expect(text).not.toContain(value);
        expect(text).not.toContain(value.slice(4, 14));
      }
      expect(text).not.toMatch(fingerprintShaped);
    }
  });
});
