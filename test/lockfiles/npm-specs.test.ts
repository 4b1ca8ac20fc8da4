import { describe, expect, it } from 'vitest';
import {
  installedSourceReason,
  isRegistryTarball,
  nonRegistryReason,
  splitDescriptor,
} from '../../src/lockfiles/npm-specs.ts';

describe('isRegistryTarball', () => {
  it.each([
    ['https://registry.npmjs.org/ms/-/ms-2.0.0.tgz', 'ms', '2.0.0', true],
    ['https://registry.npmjs.org/@types/node/-/node-20.1.0.tgz', '@types/node', '20.1.0', true],
    ['https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c5', 'lodash', '4.17.21', true],
    ['https://npm.example.com/lodash/-/lodash-4.17.21.tgz?token=x', 'lodash', '4.17.21', true],
    ['https://cdn.example.com/remote-widget-0.3.1.tgz', 'remote-widget', '0.3.1', false],
    ['https://registry.npmjs.org/xms/-/ms-2.0.0.tgz', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/ms/-/ms-2.0.1.tgz', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/@evil/node/-/node-20.1.0.tgz', '@types/node', '20.1.0', false],
    ['ms/-/ms-2.0.0.tgz', 'ms', '2.0.0', false],
    ['https://npm.pkg.github.com/download/@acme/ui/1.0.0/0ec13dcce4a2', '@acme/ui', '1.0.0', true],
    ['https://npm.pkg.github.com/download/@acme/ui/1.0.1/0ec13dcce4a2', '@acme/ui', '1.0.0', false],
    // A scope in the file name: GitLab's and Artifactory's npm registries.
    [
      'https://gitlab.com/api/v4/projects/4711/packages/npm/@org/pkg/-/@org/pkg-3.2.3.tgz',
      '@org/pkg',
      '3.2.3',
      true,
    ],
    [
      'https://gitlab.example.com/api/v4/groups/7/-/packages/npm/@org/pkg/-/@org/pkg-3.2.3.tgz#sha1',
      '@org/pkg',
      '3.2.3',
      true,
    ],
    [
      'https://acme.jfrog.io/artifactory/api/npm/npm-virtual/@org/pkg/-/@org/pkg-1.0.0-rc.1.tgz?x=1',
      '@org/pkg',
      '1.0.0-rc.1',
      true,
    ],
    ['https://registry.npmjs.org/@types%2fnode/-/node-20.1.0.tgz', '@types/node', '20.1.0', true],
    [
      'https://nexus.example.com/repository/npm/%40types%2Fnode/-/node-20.1.0.tgz',
      '@types/node',
      '20.1.0',
      true,
    ],
    ['http://localhost:4873/@acme/ui/-/ui-2.0.0%2Bbuild.1.tgz', '@acme/ui', '2.0.0+build.1', true],
    ['https://registry.npm.taobao.org/lodash/download/lodash-4.17.21.tgz', 'lodash', '4.17.21', true],
    [
      'https://registry.npm.taobao.org/@babel/core/download/@babel/core-7.0.0.tgz?cache=0&other_urls=x',
      '@babel/core',
      '7.0.0',
      true,
    ],
    ['https://cdn.example.com/download/lodash-4.17.21.tgz', 'lodash', '4.17.21', false],
    ['https://registry.npm.taobao.org/lodash/downloads/lodash-4.17.21.tgz', 'lodash', '4.17.21', false],
    // Look-alikes: another scope, another version, a scope only in the file name, no registry path.
    [
      'https://gitlab.com/api/v4/projects/1/packages/npm/@org/pkg/-/@evil/pkg-3.2.3.tgz',
      '@org/pkg',
      '3.2.3',
      false,
    ],
    [
      'https://gitlab.com/api/v4/projects/1/packages/npm/@org/pkg/-/@org/pkg-3.2.4.tgz',
      '@org/pkg',
      '3.2.3',
      false,
    ],
    ['https://cdn.example.com/files/@org/pkg-3.2.3.tgz', '@org/pkg', '3.2.3', false],
    ['https://cdn.example.com/%E0%A4%A/-/x-1.0.0.tgz', 'x', '1.0.0', false],
    // One part off the registry layout: the extension, the file's base name, the `-` folder, the separator.
    ['https://registry.npmjs.org/ms/-/ms-2.0.0.zip', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/ms/-/xs-2.0.0.tgz', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/ms/x/ms-2.0.0.tgz', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/ms/-/ms_2.0.0.tgz', 'ms', '2.0.0', false],
    ['https://registry.npmjs.org/xa/-/a-1.0.0.tgz', 'a', '1.0.0', false],
    ['@org/pkg/-/@org/pkg-3.2.3.tgz', '@org/pkg', '3.2.3', false],
  ])('%s for %s@%s: %s', (url, name, version, expected) => {
    expect(isRegistryTarball(url, name, version)).toBe(expected);
  });
});

describe('nonRegistryReason', () => {
  it.each([
    ['^1.2.0', null],
    ['1.2.3', null],
    ['latest', null],
    ['link:../x', 'link'],
    ['portal:../x', 'link'],
    ['file:../x.tgz', 'file'],
    ['../x', 'file'],
    ['workspace:*', 'workspace'],
    ['github:acme/x#v1', 'git'],
    ['git+ssh://git@github.com/acme/x.git#abc', 'git'],
    ['git@github.com:acme/x.git', 'git'],
    ['acme/x#main', 'git'],
    ['https://codeload.github.com/acme/x/tar.gz/abc', 'git'],
    ['https://example.com/x.git#v1', 'git'],
    ['https://example.com/x-1.0.0.tgz', 'tarball'],
    ['http://files.example.com/x-1.0.0.tgz', 'tarball'],
    ['https://example.com/acme/x.git', 'git'],
  ])('%s → %s', (spec, reason) => {
    expect(nonRegistryReason(spec)).toBe(reason);
  });
});

describe('installedSourceReason', () => {
  it('accepts a registry or bundled package with an exact version', () => {
    expect(installedSourceReason('ms', '2.0.0', 'https://registry.npmjs.org/ms/-/ms-2.0.0.tgz')).toBeNull();
    expect(installedSourceReason('ms', '2.0.0', '')).toBeNull();
  });

  it('takes a registry tarball on gitlab.com for a release, not for a git dependency', () => {
    const url = 'https://gitlab.com/api/v4/projects/4711/packages/npm/@org/pkg/-/@org/pkg-3.2.3.tgz';
    expect(installedSourceReason('@org/pkg', '3.2.3', url)).toBeNull();
    expect(
      installedSourceReason('@org/pkg', '3.2.3', 'https://gitlab.com/org/pkg/-/archive/v3.2.3.tgz'),
    ).toBe('git');
  });

  it('names the source a version states when there is no resolved location', () => {
    expect(installedSourceReason('helper', 'github:acme/helper#4f2a9c1', '')).toBe('git');
    expect(installedSourceReason('local', 'file:../local', '')).toBe('file');
    expect(installedSourceReason('remote', 'https://example.com/remote-1.0.0.tgz', '')).toBe('tarball');
  });

  it('names git, tarball and unpinned packages', () => {
    expect(installedSourceReason('x', '1.0.0', 'git+https://github.com/acme/x.git#abc')).toBe('git');
    expect(installedSourceReason('x', '1.0.0', 'https://example.com/x.tgz')).toBe('tarball');
    expect(installedSourceReason('x', '', '')).toBe('unpinned');
    expect(installedSourceReason('x', '1.x', '')).toBe('unpinned');
  });
});

describe('small helpers', () => {
  it('splits scoped and plain descriptors at the version @', () => {
    expect(splitDescriptor('@babel/core@npm:^7.0.0')).toEqual({ name: '@babel/core', range: 'npm:^7.0.0' });
    expect(splitDescriptor('lodash')).toEqual({ name: 'lodash', range: '' });
  });
});
