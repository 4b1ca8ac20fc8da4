import { describe, expect, it } from 'vitest';
import {
  installedSourceReason,
  isExactSemver,
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
  ])('%s → %s', (spec, reason) => {
    expect(nonRegistryReason(spec)).toBe(reason);
  });
});

describe('installedSourceReason', () => {
  it('accepts a registry or bundled package with an exact version', () => {
    expect(installedSourceReason('ms', '2.0.0', 'https://registry.npmjs.org/ms/-/ms-2.0.0.tgz')).toBeNull();
    expect(installedSourceReason('ms', '2.0.0', '')).toBeNull();
  });

  it('names git, tarball and unpinned packages', () => {
    expect(installedSourceReason('x', '1.0.0', 'git+https://github.com/acme/x.git#abc')).toBe('git');
    expect(installedSourceReason('x', '1.0.0', 'https://example.com/x.tgz')).toBe('tarball');
    expect(installedSourceReason('x', '', '')).toBe('unpinned');
    expect(installedSourceReason('x', '1.x', '')).toBe('unpinned');
  });
});

describe('small helpers', () => {
  it('tells exact versions from ranges', () => {
    expect(['1.2.3', '0.0.0-use.local', '1.0.0-rc.1+build.5'].map(isExactSemver)).toEqual([true, true, true]);
    expect(['^1.2.3', '1.2', 'v1.2.3', '1.2.3 '].map(isExactSemver)).toEqual([false, false, false, false]);
  });

  it('splits scoped and plain descriptors at the version @', () => {
    expect(splitDescriptor('@babel/core@npm:^7.0.0')).toEqual({ name: '@babel/core', range: 'npm:^7.0.0' });
    expect(splitDescriptor('lodash')).toEqual({ name: 'lodash', range: '' });
  });
});
