import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverLockFiles } from '../../src/lockfiles/discover.ts';

const made: string[] = [];

function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ssa-lockfiles-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function gitAdd(root: string, paths: string[]): void {
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '--', ...paths], { cwd: root });
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('discoverLockFiles auto', () => {
  it('takes the lock files git tracks, whatever folder they are in, and nothing untracked', async () => {
    const root = workspace({
      'package-lock.json': '{}',
      'sub/yarn.lock': '',
      'requirements-dev.txt': '',
      'node_modules/left-pad/package-lock.json': '{}',
      'docs/notes.txt': '',
      'untracked/pnpm-lock.yaml': '',
    });
    gitAdd(root, ['package-lock.json', 'sub/yarn.lock', 'requirements-dev.txt', 'node_modules', 'docs']);
    expect(await discoverLockFiles(root, 'auto')).toEqual({
      paths: [
        'node_modules/left-pad/package-lock.json',
        'package-lock.json',
        'requirements-dev.txt',
        'sub/yarn.lock',
      ],
      errors: [],
    });
  });

  it('lists paths relative to a workspace inside a bigger checkout', async () => {
    const root = workspace({ 'services/api/poetry.lock': '', 'package-lock.json': '{}' });
    gitAdd(root, ['.']);
    expect((await discoverLockFiles(join(root, 'services/api'), 'auto')).paths).toEqual(['poetry.lock']);
  });

  it('walks a tree that is not a git checkout, leaving out dependencies, virtual environments and vendor folders', async () => {
    const root = workspace({
      'requirements.txt': '',
      'app/poetry.lock': '',
      'app/requirements_test.txt': '',
      'web/pnpm-lock.yaml': '',
      'node_modules/x/package-lock.json': '',
      '.venv/lib/requirements.txt': '',
      'venv/requirements.txt': '',
      'env/pyvenv.cfg': '',
      'env/requirements.txt': '',
      'vendor/acme/yarn.lock': '',
      '.git-not/readme.md': '',
    });
    expect((await discoverLockFiles(root, 'auto')).paths).toEqual([
      'app/poetry.lock',
      'app/requirements_test.txt',
      'requirements.txt',
      'web/pnpm-lock.yaml',
    ]);
  });

  it('lists the paths of a walk sorted, whatever order the folders list them in', async () => {
    const paths = [
      'm/yarn.lock',
      'b/yarn.lock',
      'x/yarn.lock',
      'a-b/yarn.lock',
      'a/yarn.lock',
      'k/poetry.lock',
    ];
    const root = workspace(Object.fromEntries(paths.map((path) => [path, ''])));
    expect((await discoverLockFiles(root, 'auto')).paths).toEqual([...paths].sort());
  });

  it('names a workspace it cannot list', async () => {
    const missing = join(workspace({}), 'gone');
    expect(await discoverLockFiles(missing, 'auto')).toEqual({
      paths: [],
      errors: [{ path: '.', line: null, message: `workspace ${missing} cannot be listed` }],
    });
  });

  it('does not walk into a symlinked folder', async () => {
    const outside = workspace({ 'yarn.lock': '' });
    const root = workspace({ 'package-lock.json': '{}' });
    symlinkSync(outside, join(root, 'linked'));
    expect((await discoverLockFiles(root, 'auto')).paths).toEqual(['package-lock.json']);
  });
});

describe('discoverLockFiles with a list', () => {
  it('keeps only lock files of what a glob matches', async () => {
    const root = workspace({ 'apps/web/yarn.lock': '', 'apps/web/README.md': '', 'apps/web/.npmrc': '' });
    expect(await discoverLockFiles(root, ['apps/**'])).toEqual({ paths: ['apps/web/yarn.lock'], errors: [] });
  });

  it('reads entries with blanks around them and Windows separators, and refuses the ones outside', async () => {
    const root = workspace({ 'apps/web/yarn.lock': '', 'py/poetry.lock': '' });
    const selection = [
      '  apps\\web\\yarn.lock \t',
      'py\\*.lock',
      '/etc/yarn.lock',
      '..',
      'a/../../yarn.lock',
      './',
    ];
    const outside = (path: string) => ({ path, line: null, message: `${path} is outside the workspace` });
    expect(await discoverLockFiles(root, selection)).toEqual({
      paths: ['apps/web/yarn.lock', 'py/poetry.lock'],
      errors: [
        outside('/etc/yarn.lock'),
        outside('..'),
        outside('a/../../yarn.lock'),
        {
          path: './',
          line: null,
          message:
            './ is not a lock file this action reads (package-lock.json, npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, requirements*.txt, poetry.lock)',
        },
      ],
    });
  });

  it('takes paths and globs, once each, and names every entry it cannot use', async () => {
    const root = workspace({
      'apps/web/package-lock.json': '{}',
      'apps/admin/package-lock.json': '{}',
      'apps/admin/nested/package-lock.json': '{}',
      'py/poetry.lock': '',
      'README.md': '',
    });
    const selection = [
      'apps/*/package-lock.json',
      './apps/web/package-lock.json',
      '**/poetry.lock',
      'missing/yarn.lock',
      '../outside/yarn.lock',
      'README.md',
      'nothing/**/*.lock',
    ];
    expect(await discoverLockFiles(root, selection)).toEqual({
      paths: [
        'apps/admin/package-lock.json',
        'apps/web/package-lock.json',
        'missing/yarn.lock',
        'py/poetry.lock',
      ],
      errors: [
        {
          path: '../outside/yarn.lock',
          line: null,
          message: '../outside/yarn.lock is outside the workspace',
        },
        {
          path: 'README.md',
          line: null,
          message:
            'README.md is not a lock file this action reads (package-lock.json, npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, requirements*.txt, poetry.lock)',
        },
        { path: 'nothing/**/*.lock', line: null, message: 'no lock file matches nothing/**/*.lock' },
      ],
    });
  });
});
