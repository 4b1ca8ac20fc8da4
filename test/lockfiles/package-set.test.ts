import { describe, expect, it } from 'vitest';
import { PackageSet } from '../../src/lockfiles/package-set.ts';
import { pinned, skipped } from './fixture.ts';

describe('PackageSet', () => {
  it('pins a registry name@version once with all its lines', () => {
    const set = new PackageSet('npm', 'pnpm-lock.yaml');
    set.pin('ms', '2.0.0', 9);
    set.pin('ms', '2.0.0', 3);
    set.pin('ms', '2.1.3', 5);
    expect(set.packages).toEqual(
      pinned('npm', 'pnpm-lock.yaml', [
        ['ms', '2.0.0', 3, 9],
        ['ms', '2.1.3', 5],
      ]),
    );
    expect(set.skipped).toEqual([]);
  });

  it('marks a name@version development only when every occurrence is', () => {
    const set = new PackageSet('npm', 'package-lock.json');
    set.pin('jest', '29.7.0', 3, undefined, true);
    set.pin('jest', '29.7.0', 8, undefined, true);
    set.pin('ms', '2.0.0', 5, undefined, true);
    set.pin('ms', '2.0.0', 9);
    set.pin('ms', '2.1.3', 12);
    expect(set.packages).toEqual(
      pinned(
        'npm',
        'package-lock.json',
        [
          ['jest', '29.7.0', 3, 8],
          ['ms', '2.0.0', 5, 9],
          ['ms', '2.1.3', 12],
        ],
        ['jest@29.7.0'],
      ),
    );
  });

  it('skips, on every line, a name or version its ecosystem could not hold', () => {
    const set = new PackageSet('pypi', 'requirements.txt');
    set.pin('six', '1.16.0\\', 2);
    set.pin('six', '1.16.0\\', 4);
    set.pin('six', '1.16.0', 6);
    set.pin('Not_Normalised', '1.0', 7);
    expect(set.packages).toEqual(pinned('pypi', 'requirements.txt', [['six', '1.16.0', 6]]));
    expect(set.skipped).toEqual(
      skipped('requirements.txt', [
        ['six', '1.16.0\\', 'invalid-version', 2],
        ['six', '1.16.0\\', 'invalid-version', 4],
        ['Not_Normalised', '1.0', 'invalid-name', 7],
      ]),
    );
  });
});
