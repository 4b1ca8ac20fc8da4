// New against the base commit, for lock files and local checks, with a base given as plain data.
import { describe, expect, it } from 'vitest';
import { MAX_BASE_FILES, newnessOfResults, type RunChecks } from '../../src/steps/base-local-results.ts';
import { basePackageKeys, packageKey } from '../../src/steps/base-packages.ts';
import type { BaseCommit } from '../../src/github/base-commit.ts';
import { parseLockFile } from '../../src/lockfiles/index.ts';

function baseOf(
  files: Record<string, string>,
  changed: string[],
  via: BaseCommit['via'] = 'git',
): BaseCommit {
  return {
    sha: 'b'.repeat(40),
    via,
    changed: new Set(changed),
    renames: [],
    incomplete: null,
    fileAt: async (path) => files[path] ?? null,
    historyRange: async () => ({ why: 'not read here' }),
  };
}

const requirements = (...pins: string[]) => pins.map((p) => `${p}\n`).join('');

describe('basePackageKeys', () => {
  it('takes untouched lock files as they are and reads touched ones at the base', async () => {
    const head = [
      parseLockFile('api/requirements.txt', requirements('Django==4.2.0', 'requests==2.31.0')),
      parseLockFile('web/requirements.txt', requirements('flask==3.0.0')),
    ];
    const base = baseOf({ 'api/requirements.txt': requirements('django==4.2.0') }, ['api/requirements.txt']);
    const keys = await basePackageKeys(base, head);
    expect(keys.has(packageKey('pypi', 'Django', '4.2.0'))).toBe(true);
    expect(keys.has(packageKey('pypi', 'flask', '3.0.0'))).toBe(true);
    expect(keys.has(packageKey('pypi', 'requests', '2.31.0'))).toBe(false);
  });

  it('counts a package moved from a deleted lock file as already there', async () => {
    const head = [parseLockFile('new/requirements.txt', requirements('flask==3.0.0'))];
    const base = baseOf({ 'old/requirements.txt': requirements('flask==3.0.0') }, [
      'old/requirements.txt',
      'new/requirements.txt',
    ]);
    expect((await basePackageKeys(base, head)).has(packageKey('pypi', 'flask', '3.0.0'))).toBe(true);
  });

  it('reads every head lock file at the base when the list of changed files is incomplete', async () => {
    const head = [parseLockFile('requirements.txt', requirements('flask==3.0.0', 'qs==6.5.2'))];
    const base = {
      ...baseOf({ 'requirements.txt': requirements('flask==3.0.0') }, [], 'GitHub API'),
      incomplete: 'GitHub listed 3000 of 3001',
    };
    const keys = await basePackageKeys(base, head);
    expect(keys.has(packageKey('pypi', 'flask', '3.0.0'))).toBe(true);
    expect(keys.has(packageKey('pypi', 'qs', '6.5.2'))).toBe(false);
  });
});

const result = (file: string, evidence: string, checkId = 'actions-injection') => ({
  checkId,
  ruleId: `${checkId}/untrusted-input`,
  file,
  evidence,
  message: 'is expanded into the script',
});

/** Results of checks that report no secret value: compared as counted results. */
const plain = (...results: ReturnType<typeof result>[]) => ({ results, secrets: new Map() });

describe('newnessOfResults', () => {
  const run: RunChecks = async () => plain(result('config.js', '${{ github.head_ref }}'));

  it('is not new in an untouched file, new in a touched one unless the base has it, new from git-history', async () => {
    const base = baseOf({ 'config.js': 'old' }, ['config.js', 'app.js']);
    const results = plain(
      result('README.md', '${{ github.event.issue.body }}'),
      result('config.js', '${{ github.head_ref }}'),
      result('config.js', '${{ github.event.issue.title }}'),
      result('app.js', '${{ github.head_ref }}'),
      result('app.js', 'AKIA… (20 chars)', 'git-history'),
    );
    expect(
      (await newnessOfResults(base, results, ['actions-injection', 'git-history'], run)).newness,
    ).toEqual([false, false, true, true, true]);
  });

  it('compares every file at the base when GitHub cut the list, and judges files past the read cap', async () => {
    const base = {
      ...baseOf({ 'config.js': 'old' }, [], 'GitHub API'),
      incomplete: 'GitHub listed 3000 of 3001',
    };
    const listed = plain(
      result('config.js', '${{ github.head_ref }}'),
      result('unlisted.js', '${{ github.head_ref }}'),
    );
    expect((await newnessOfResults(base, listed, ['actions-injection'], run)).newness).toEqual([false, true]);
    const many = plain(
      ...Array.from({ length: MAX_BASE_FILES + 1 }, (_, i) => result(`f${i}.js`, '${{ github.head_ref }}')),
    );
    const { newness, incomplete } = await newnessOfResults(base, many, ['actions-injection'], async () =>
      plain(),
    );
    // Past the cap nothing is read at the base: not marked old, so the gate judges it as new.
    expect(newness.at(-1)).toBeUndefined();
    expect(newness.filter((n) => n === false)).toEqual([]);
    expect(incomplete).toHaveLength(1);
  });

  it('leaves git-history uncompared when the base came from the API (the whole history was read)', async () => {
    const base = baseOf({}, ['app.js'], 'GitHub API');
    const history = result('app.js', 'x', 'git-history');
    expect((await newnessOfResults(base, plain(history), ['git-history'], run)).newness).toEqual([undefined]);
  });

  it('writes nothing outside its temporary folder for a path that would leave it', async () => {
    const seen: string[] = [];
    const base = baseOf({ '../escape.js': 'x', 'ok.js': 'y' }, ['../escape.js', 'ok.js']);
    const spy: RunChecks = async (folder) => {
      const { readdirSync } = await import('node:fs');
      seen.push(...readdirSync(folder));
      return plain();
    };
    await newnessOfResults(
      base,
      plain(result('../escape.js', 'a'), result('ok.js', 'b')),
      ['actions-injection'],
      spy,
    );
    expect(seen).toEqual(['ok.js']);
  });
});

describe('newnessOfResults for secret values', () => {
  const key = (file: string, fingerprint: string) => {
    const r = { ...result(file, 'sk_l… (32 chars)', 'tracked-secrets'), message: 'Stripe key' };
    return [r, { fingerprint, basis: 'format' as const }] as const;
  };
  const withSecrets = (...pairs: ReturnType<typeof key>[]) => ({
    results: pairs.map(([r]) => r),
    secrets: new Map(pairs),
  });
  const reading =
    (seen: string[]): RunChecks =>
    async (folder) => {
      const { readdirSync } = await import('node:fs');
      seen.push(...readdirSync(folder, { recursive: true, encoding: 'utf8' }));
      return plain();
    };

  it('reads no other touched file when every value is also in a file the change leaves alone', async () => {
    const seen: string[] = [];
    const base = baseOf({ 'a.ts': 'x', 'b.ts': 'y', 'c.ts': 'z' }, ['a.ts', 'b.ts', 'c.ts']);
    const head = withSecrets(key('a.ts', 'v1'), key('untouched.ts', 'v1'));
    expect((await newnessOfResults(base, head, ['tracked-secrets'], reading(seen))).newness).toEqual([
      false,
      false,
    ]);
    expect(seen).toEqual([]);
  });

  it('reads every touched file for a value found only in touched ones', async () => {
    const seen: string[] = [];
    const base = baseOf({ 'a.ts': 'x', 'b.ts': 'y', 'c.ts': 'z' }, ['a.ts', 'b.ts', 'c.ts']);
    const head = withSecrets(key('a.ts', 'v1'));
    expect((await newnessOfResults(base, head, ['tracked-secrets'], reading(seen))).newness).toEqual([true]);
    expect(seen.sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('does not call a value new when more files changed than the base is read for', async () => {
    const changed = Array.from({ length: MAX_BASE_FILES + 1 }, (_, i) => `f${i}.ts`);
    const base = baseOf({}, changed);
    const head = withSecrets(key('f0.ts', 'v1'));
    const { newness, incomplete } = await newnessOfResults(base, head, ['tracked-secrets'], reading([]));
    expect(newness).toEqual([undefined]);
    expect(incomplete).toEqual([
      `1 of ${MAX_BASE_FILES + 1} touched files not read at the base (at most ${MAX_BASE_FILES}): what they could hold counts as new`,
    ]);
  });
});
