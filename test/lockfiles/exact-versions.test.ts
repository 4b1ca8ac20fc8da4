import { describe, expect, it } from 'vitest';
import {
  isExactSemver,
  isNpmPackageName,
  isPep440Version,
  isPypiProjectName,
  uploadRefusal,
} from '../../src/lockfiles/exact-versions.ts';

describe('isExactSemver', () => {
  it.each(['1.2.3', '0.0.0-use.local', '1.0.0-rc.1+build.5', '10.20.30-0.alpha-1', '1.0.0+001'])(
    'takes %s',
    (version) => expect(isExactSemver(version)).toBe(true),
  );
  it.each(['^1.2.3', '1.2', 'v1.2.3', '1.2.3 ', '01.2.3', '1.2.3-01', '1.2.3-', '${VERSION}', '1.2.3\\', ''])(
    'refuses %j',
    (version) => expect(isExactSemver(version)).toBe(false),
  );
});

describe('isPep440Version', () => {
  it.each([
    '1.0',
    '2023.11.17',
    '1!2.0',
    '1.0rc1',
    '1.0-RC1',
    'v1.0',
    '1.0.post2',
    '1.0-1',
    '1.0.dev3',
    '1.0+local.7',
    '1.0a',
  ])('takes %s', (version) => expect(isPep440Version(version)).toBe(true));
  it.each(['1.0.*', '${VERSION}', '1.0\\', '1.0 ', 'latest', '1..0', '1.0+', '1.0+loc al', '', '==1.0'])(
    'refuses %j',
    (version) => expect(isPep440Version(version)).toBe(false),
  );
});

describe('names', () => {
  it('takes npm names, scoped and legacy, up to 214 characters, and refuses paths and protocols', () => {
    expect(
      [
        'lodash',
        '@babel/core',
        'JSONStream',
        'lodash.merge',
        'a-b_c~',
        "legacy!name's(1)*",
        'x'.repeat(214),
      ].map(isNpmPackageName),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(
      ['file:packages', '.hidden', '_private', '@scope', 'a b', '@s/x/y', 'x'.repeat(215), ''].map(
        isNpmPackageName,
      ),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('takes PEP 503-normalised project names only', () => {
    expect(['django', 'zope-interface', 'a1'].map(isPypiProjectName)).toEqual([true, true, true]);
    expect(['Django', 'zope_interface', '-x', 'x-', '${NAME}', ''].map(isPypiProjectName)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('uploadRefusal', () => {
  it('says why a name and version may not be uploaded', () => {
    expect(uploadRefusal('npm', 'ms', '2.0.0')).toBeNull();
    expect(uploadRefusal('npm', 'file:foo', '1.0.0')).toBe('invalid-name');
    expect(uploadRefusal('npm', 'ms', '2.0')).toBe('invalid-version');
    expect(uploadRefusal('pypi', 'six', '1.16.0')).toBeNull();
    expect(uploadRefusal('pypi', 'six', '1.16.0\\')).toBe('invalid-version');
  });
});
