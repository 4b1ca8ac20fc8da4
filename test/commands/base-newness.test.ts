// New against the base commit, for lock files and local checks, with a base given as plain data.
import { describe, expect, it } from 'vitest';
import { MAX_BASE_FILES, newnessOfResults, type RunChecks } from '../../src/commands/base-local-results.ts';
import { basePackageKeys, packageKey } from '../../src/commands/base-packages.ts';
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

const result = (file: string, evidence: string, checkId = 'tracked-secrets') => ({
  checkId,
  ruleId: `${checkId}/aws-key`,
  file,
  evidence,
});

describe('newnessOfResults', () => {
  const run: RunChecks = async () => [result('config.js', 'AKIA…OLD')];

  it('is not new in an untouched file, new in a touched one unless the base has it, new from git-history', async () => {
    const base = baseOf({ 'config.js': 'old' }, ['config.js', 'app.js']);
    const results = [
      result('README.md', 'AKIA…DOC'),
      result('config.js', 'AKIA…OLD'),
      result('config.js', 'AKIA…NEW'),
      result('app.js', 'AKIA…APP'),
      result('app.js', 'AKIA…HIS', 'git-history'),
    ];
    expect(await newnessOfResults(base, results, ['tracked-secrets', 'git-history'], run)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('compares every file at the base when GitHub cut the list, and judges files past the read cap', async () => {
    const base = {
      ...baseOf({ 'config.js': 'old' }, [], 'GitHub API'),
      incomplete: 'GitHub listed 3000 of 3001',
    };
    const results = [result('config.js', 'AKIA…OLD'), result('unlisted.js', 'AKIA…NEW')];
    expect(await newnessOfResults(base, results, ['tracked-secrets'], run)).toEqual([false, true]);
    const many = Array.from({ length: MAX_BASE_FILES + 1 }, (_, i) => result(`f${i}.js`, 'AKIA…OLD'));
    const newness = await newnessOfResults(base, many, ['tracked-secrets'], async () => []);
    // Past the cap nothing is read at the base: not marked old, so the gate judges it as new.
    expect(newness.at(-1)).toBeUndefined();
    expect(newness.filter((n) => n === false)).toEqual([]);
  });

  it('writes nothing outside its temporary folder for a path that would leave it', async () => {
    const seen: string[] = [];
    const base = baseOf({ '../escape.js': 'x', 'ok.js': 'y' }, ['../escape.js', 'ok.js']);
    const spy: RunChecks = async (folder) => {
      const { readdirSync } = await import('node:fs');
      seen.push(...readdirSync(folder));
      return [];
    };
    await newnessOfResults(
      base,
      [result('../escape.js', 'a'), result('ok.js', 'b')],
      ['tracked-secrets'],
      spy,
    );
    expect(seen).toEqual(['ok.js']);
  });
});
