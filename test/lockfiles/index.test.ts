import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectInventory, mergePackages, parseLockFile, sourcesOf } from '../../src/lockfiles/index.ts';
import type { ParsedLockFile } from '../../src/lockfiles/types.ts';
import { fixture } from './fixture.ts';

const made: string[] = [];

function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ssa-inventory-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('collectInventory', () => {
  it('parses every file found, records a broken one with its line, and goes on with the others', async () => {
    const root = workspace({
      'package-lock.json': fixture('npm/v2-npm-shrinkwrap.json'),
      'web/yarn.lock': fixture('yarn/classic-bad-indent-yarn.lock'),
      'py/poetry.lock': fixture('poetry/v2-poetry.lock'),
    });
    const inventory = await collectInventory(root, 'auto');
    expect(inventory.files.map((f) => [f.path, f.format, f.packages.length])).toEqual([
      ['package-lock.json', 'npm-v2', 2],
      ['py/poetry.lock', 'poetry-v2', 5],
      ['web/yarn.lock', 'yarn-classic', 0],
    ]);
    expect(inventory.errors).toEqual([
      { path: 'web/yarn.lock', line: 7, message: 'bad indentation: 3 spaces here' },
    ]);
  });

  it('does not follow a symlink out of the workspace, but reads one that stays inside', async () => {
    const outside = workspace({ 'package-lock.json': fixture('npm/v2-npm-shrinkwrap.json') });
    const root = workspace({ 'real/yarn.lock': fixture('yarn/classic-yarn.lock') });
    symlinkSync(join(outside, 'package-lock.json'), join(root, 'package-lock.json'));
    symlinkSync(join(root, 'real/yarn.lock'), join(root, 'yarn.lock'));
    const inventory = await collectInventory(root, ['package-lock.json', 'yarn.lock']);
    expect(inventory.files.map((f) => [f.path, f.packages.length])).toEqual([['yarn.lock', 6]]);
    expect(inventory.errors).toHaveLength(1);
    expect(inventory.errors[0]?.path).toBe('package-lock.json');
    expect(inventory.errors[0]?.message).toMatch(
      /^package-lock\.json leads out of the workspace \(symlink to .+\); not read$/,
    );
  });

  it('refuses a file over the size bound, naming it, and reads the smaller ones', async () => {
    const root = workspace({ 'requirements.txt': 'six==1.16.0\n', 'big/poetry.lock': 'x'.repeat(64) });
    const inventory = await collectInventory(root, 'auto', { maxFileBytes: 32 });
    expect(inventory.files.map((f) => f.path)).toEqual(['requirements.txt']);
    expect(inventory.errors).toEqual([
      {
        path: 'big/poetry.lock',
        line: null,
        message: 'big/poetry.lock is 64 bytes, over the limit of 32 bytes for a lock file; not read',
      },
    ]);
  });

  it('reads requirements includes from the workspace with the same bounds', async () => {
    const outside = workspace({ 'secrets.txt': 'leaked==1.0\n' });
    const root = workspace({
      'requirements.txt': '-r reqs/base.txt\n-r reqs/outside.txt\n-r reqs/big.txt\nflask==3.0.0\n',
      'reqs/base.txt': 'six==1.16.0\n',
      'reqs/big.txt': `# ${'x'.repeat(120)}\n`,
    });
    symlinkSync(join(outside, 'secrets.txt'), join(root, 'reqs/outside.txt'));
    const inventory = await collectInventory(root, ['requirements.txt'], { maxFileBytes: 100 });
    const [file] = inventory.files;
    expect(file?.packages.map((p) => `${p.path}:${p.name}==${p.version}`)).toEqual([
      'requirements.txt:flask==3.0.0',
      'reqs/base.txt:six==1.16.0',
    ]);
    expect(
      inventory.errors.map((e) => [e.path, e.line, e.message.replace(/\(symlink to .+\)/, '(symlink)')]),
    ).toEqual([
      ['requirements.txt', 2, 'reqs/outside.txt leads out of the workspace (symlink); not read'],
      [
        'requirements.txt',
        3,
        'reqs/big.txt is 123 bytes, over the limit of 100 bytes for a lock file; not read',
      ],
    ]);
  });

  it('reads UTF-16 files with a byte-order mark, as pip does (PowerShell writes them)', async () => {
    const root = workspace({});
    const text = 'six==1.16.0\r\nidna==3.6\r\n';
    writeFileSync(
      join(root, 'requirements.txt'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
    );
    const swapped = Buffer.from(text, 'utf16le').swap16();
    writeFileSync(join(root, 'requirements-dev.txt'), Buffer.concat([Buffer.from([0xfe, 0xff]), swapped]));
    const inventory = await collectInventory(root, 'auto');
    expect(inventory.errors).toEqual([]);
    expect(mergePackages(inventory.files).map((p) => `${p.name}==${p.version}`)).toEqual([
      'idna==3.6',
      'six==1.16.0',
    ]);
    expect(inventory.files.map((f) => f.packages.length)).toEqual([2, 2]);
  });

  it('names a listed file that is not there, and an include that is not there on the line that asks for it', async () => {
    const root = workspace({ 'requirements.txt': 'six==1.16.0\n-r reqs/gone.txt\n' });
    const inventory = await collectInventory(root, ['requirements.txt', 'web/yarn.lock']);
    expect(inventory.files.map((f) => [f.path, f.packages.map((p) => p.name)])).toEqual([
      ['requirements.txt', ['six']],
    ]);
    expect(inventory.errors).toEqual([
      { path: 'requirements.txt', line: 2, message: 'included file not found: reqs/gone.txt' },
      { path: 'web/yarn.lock', line: null, message: 'web/yarn.lock not found' },
    ]);
  });

  it('finds nothing in an empty workspace', async () => {
    expect(await collectInventory(workspace({}), 'auto')).toEqual({ files: [], errors: [] });
  });
});

describe('mergePackages and sourcesOf', () => {
  const files: ParsedLockFile[] = [
    parseLockFile('a/package-lock.json', fixture('npm/v2-npm-shrinkwrap.json')),
    parseLockFile(
      'b/yarn.lock',
      'chalk@^4.1.0:\n  version "4.1.2"\n\n"@acme/x@^1.0.0":\n  version "1.0.0"\n',
    ),
    parseLockFile('requirements-dev.txt', 'Six==1.16.0\nsix==1.16.0\n'),
    parseLockFile('pnpm-lock.yaml', "lockfileVersion: '9.0'\n"),
  ];

  it('gives each ecosystem, name and version once, sorted, without lines', () => {
    expect(mergePackages(files)).toEqual([
      { ecosystem: 'npm', name: '@acme/x', version: '1.0.0' },
      { ecosystem: 'npm', name: 'chalk', version: '4.1.2' },
      { ecosystem: 'npm', name: 'supports-color', version: '7.2.0' },
      { ecosystem: 'pypi', name: 'six', version: '1.16.0' },
    ]);
  });

  it('lists the allowed names of the files that gave packages', () => {
    expect(sourcesOf(files)).toEqual(['package-lock.json', 'yarn.lock', 'requirements.txt']);
  });

  it('keeps every line of a package that stands on several', () => {
    expect(files[2]?.packages).toEqual([
      { ecosystem: 'pypi', name: 'six', version: '1.16.0', path: 'requirements-dev.txt', lines: [1, 2] },
    ]);
  });
});

describe('parseLockFile', () => {
  it('refuses a name that is not a lock file', () => {
    expect(() => parseLockFile('Gemfile.lock', '')).toThrow(
      'Gemfile.lock is not a lock file this action reads',
    );
  });

  it.each([
    ['package-lock.json', 'npm/v3-package-lock.json'],
    ['yarn.lock', 'yarn/berry-yarn.lock'],
    ['yarn.lock', 'yarn/classic-yarn.lock'],
    ['pnpm-lock.yaml', 'pnpm/v9-pnpm-lock.yaml'],
    ['requirements.txt', 'requirements/requirements-dev.txt'],
    ['poetry.lock', 'poetry/v2-poetry.lock'],
  ])('reads %s (%s) with CRLF line ends the same', (name, path) => {
    const text = fixture(path);
    const crlf = parseLockFile(name, text.replaceAll('\n', '\r\n'));
    expect(crlf).toEqual(parseLockFile(name, text));
  });

  it('takes a yarn.lock for Berry by a line that starts like Berry, in its first 64 KiB', () => {
    const mentions = '# yarn lockfile v1, not Berry: no __metadata: here\n\na@^1:\n  version "1.0.0"\n';
    expect(parseLockFile('yarn.lock', mentions).format).toBe('yarn-classic');
    const entries = Array.from({ length: 2_000 }, (_, i) => `pkg-${i}@^1.0.0:\n  version "1.0.0"\n`);
    const late = `${entries.join('')}late@^1:\n  version: 1.0.0\n`;
    expect(late.indexOf('version: ')).toBeGreaterThan(64 * 1024);
    const file = parseLockFile('yarn.lock', late);
    expect([file.format, file.errors]).toEqual([
      'yarn-classic',
      [{ path: 'yarn.lock', line: 4_002, message: 'unexpected text after a value: 1.0.0' }],
    ]);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const file = parseLockFile('requirements.txt', '\ufeffsix==1.16.0\n');
    expect(file.packages.map((p) => p.name)).toEqual(['six']);
  });
});
