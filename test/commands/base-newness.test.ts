// New against the base commit, for lock files and local checks, with a base given as plain data.
import { describe, expect, it } from 'vitest';
import { newnessOfResults, type RunChecks } from '../../src/commands/base-local-results.ts';
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
    fileAt: async (path) => files[path] ?? null,
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

  it('leaves git-history uncompared when the base came from the API (the whole history was read)', async () => {
    const base = baseOf({}, ['app.js'], 'GitHub API');
    const history = result('app.js', 'x', 'git-history');
    expect(await newnessOfResults(base, [history], ['git-history'], run)).toEqual([undefined]);
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
