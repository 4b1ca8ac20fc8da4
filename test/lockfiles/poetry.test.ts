import { describe, expect, it } from 'vitest';
import { parseLockFile } from '../../src/lockfiles/index.ts';
import { fixture, pinned, skipped } from './fixture.ts';

describe('poetry.lock', () => {
  it('lock-version 1.1: every package at its name line, names normalised, dev ones included and marked', () => {
    const file = parseLockFile('poetry.lock', fixture('poetry/v1-poetry.lock'));
    expect(file.format).toBe('poetry-v1');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'pypi',
        'poetry.lock',
        [
          ['certifi', '2023.11.17', 2],
          ['charset-normalizer', '3.3.2', 10],
          ['pytest-mock', '3.12.0', 18],
          ['requests', '2.31.0', 45],
        ],
        ['pytest-mock@3.12.0'],
      ),
    );
    expect(file.skipped).toEqual(skipped('poetry.lock', [['reports-core', '../reports-core', 'file', 32]]));
  });

  it('lock-version 2.1: a private index is a registry; git and URL sources are skipped', () => {
    const file = parseLockFile('svc/poetry.lock', fixture('poetry/v2-poetry.lock'));
    expect(file.format).toBe('poetry-v2');
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'pypi',
        'svc/poetry.lock',
        [
          ['anyio', '4.2.0', 4],
          ['idna', '3.6', 24],
          ['internal-metrics', '1.8.0', 36],
          ['ruff', '0.1.8', 50],
          ['sniffio', '1.3.0', 62],
        ],
        ['ruff@0.1.8'],
      ),
    );
    expect(file.skipped).toEqual(
      skipped('svc/poetry.lock', [
        ['tracing-kit', 'https://github.com/acme/tracing-kit.git', 'git', 71],
        ['uvloop', 'https://files.example.com/uvloop-0.19.0.tar.gz', 'url', 86],
      ]),
    );
  });

  it('marks packages outside the main group development-only; an array left open counts as runtime', () => {
    const lock = (groups: string) =>
      parseLockFile('poetry.lock', `[[package]]\nname = "a"\nversion = "1.0"\ngroups = ${groups}\n`).packages;
    expect(lock('["dev", "docs"]')[0]?.development).toBe(true);
    expect(lock("['test']")[0]?.development).toBe(true);
    expect(lock('["main", "dev"]')[0]?.development).toBeUndefined();
    expect(lock("['dev', 'main']")[0]?.development).toBeUndefined();
    expect(lock('[\n  "dev",\n]')[0]?.development).toBeUndefined();
  });

  it('reports an unterminated string with its line, and reads nothing else of the file', () => {
    expect(parseLockFile('poetry.lock', fixture('poetry/broken-poetry.lock'))).toEqual({
      path: 'poetry.lock',
      source: 'poetry.lock',
      format: 'poetry',
      packages: [],
      skipped: [],
      errors: [{ path: 'poetry.lock', line: 9, message: 'unterminated double-quoted string' }],
    });
  });

  it('reads [metadata] wherever it stands; without it the format has no version', () => {
    const text = [
      '[metadata]',
      'lock-version = "2.1"',
      'python-versions = "^3.11"',
      'content-hash = "5c3c0d1f"',
      '',
      '[[package]]',
      'name = "idna"',
      'version = "3.6"',
    ].join('\n');
    const file = parseLockFile('poetry.lock', text);
    expect(file).toMatchObject({ source: 'poetry.lock', format: 'poetry-v2', errors: [] });
    expect(file.packages).toEqual(pinned('pypi', 'poetry.lock', [['idna', '3.6', 7]]));
    expect(parseLockFile('poetry.lock', text.replace('lock-version = "2.1"\n', ''))).toMatchObject({
      source: 'poetry.lock',
      format: 'poetry',
      errors: [],
    });
  });

  it("reads a package's own keys only: those of its dependency and extras tables are not its", () => {
    const text = [
      '[[package]]',
      'name = "app-tools"',
      'version = "2.0.0"',
      'groups = ["main"]',
      '',
      '[package.dependencies]',
      'name = ">=0.3"',
      '',
      '[package.dependencies.click]',
      'version = ">=8.0"',
      'markers = "python_version >= \\"3.8\\""',
      '',
      '[package.extras]',
      'groups = ["pytest (>=7)"]',
      '',
      '[[package]]',
      'name = "lint-tools"',
      'version = "1.0.0"',
      'category = "dev"',
      '',
      '[package.dependencies]',
      'category = "*"',
    ].join('\n');
    const file = parseLockFile('poetry.lock', text);
    expect(file.errors).toEqual([]);
    expect(file.packages).toEqual(
      pinned(
        'pypi',
        'poetry.lock',
        [
          ['app-tools', '2.0.0', 2],
          ['lint-tools', '1.0.0', 17],
        ],
        ['lint-tools@1.0.0'],
      ),
    );
  });

  it('reports a package whose version is not a string', () => {
    expect(parseLockFile('poetry.lock', '[[package]]\nname = "idna"\nversion = 3.6\n').errors).toEqual([
      { path: 'poetry.lock', line: 1, message: '[[package]] without a name and a version' },
    ]);
  });

  it('reports an array left open until the end at the line that opens it, and a package without a version', () => {
    expect(parseLockFile('poetry.lock', '[[package]]\nname = "a"\nfiles = [\n').errors).toEqual([
      { path: 'poetry.lock', line: 3, message: 'unterminated array, inline table or string' },
    ]);
    expect(parseLockFile('poetry.lock', '[[package]]\nname = "a"\n').errors).toEqual([
      { path: 'poetry.lock', line: 1, message: '[[package]] without a name and a version' },
    ]);
  });

  it('reads every source type: indexes are registries, other types are skipped by kind', () => {
    const entry = (name: string, source: string) =>
      `[[package]]\nname = "${name}"\nversion = "1.0.0"\n${source}\n`;
    const text = [
      entry('a', '[package.source]\ntype = "legacy"\nurl = "https://pypi.example.com/simple"'),
      entry('b', '[package.source]\ntype = "pypi"\nurl = "https://pypi.org/simple"'),
      entry('c', '[package.source]\ntype = "file"\nurl = "dist/c-1.0.0.tar.gz"'),
      entry('d', 'source.type = "git"\nsource.url = "https://example.com/d.git"'),
      entry('e', '[package.source]\ntype = "hg"\nurl = "https://example.com/e"'),
      entry('F_F', ''),
    ].join('\n');
    const file = parseLockFile('poetry.lock', text);
    expect(file.errors).toEqual([]);
    expect(file.packages.map((p) => p.name)).toEqual(['a', 'b', 'f-f']);
    expect(file.skipped.map((s) => [s.name, s.spec, s.reason])).toEqual([
      ['c', 'dist/c-1.0.0.tar.gz', 'file'],
      ['d', 'https://example.com/d.git', 'git'],
      ['e', 'https://example.com/e', 'unsupported'],
    ]);
  });

  it('uploads no version that is not PEP 440', () => {
    const file = parseLockFile('poetry.lock', '[[package]]\nname = "a"\nversion = "${A_VERSION}"\n');
    expect(file.packages).toEqual([]);
    expect(file.skipped).toEqual(skipped('poetry.lock', [['a', '${A_VERSION}', 'invalid-version', 2]]));
  });
});
