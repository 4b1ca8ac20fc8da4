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

  it('skips, on every line, a name or version its ecosystem could not hold, before or after a valid one', () => {
    const set = new PackageSet('pypi', 'requirements.txt');
    set.pin('six', '1.16.0\\', 2);
    set.pin('six', '1.16.0\\', 4);
    set.pin('six', '1.16.0', 6);
    set.pin('Not_Normalised', '1.0', 7);
    set.pin('idna', '3.7', 8);
    set.pin('idna', '3.7\\', 9);
    set.pin('idna', '3.7\\', 10);
    expect(set.packages).toEqual(
      pinned('pypi', 'requirements.txt', [
        ['six', '1.16.0', 6],
        ['idna', '3.7', 8],
      ]),
    );
    expect(set.skipped).toEqual(
      skipped('requirements.txt', [
        ['six', '1.16.0\\', 'invalid-version', 2],
        ['six', '1.16.0\\', 'invalid-version', 4],
        ['Not_Normalised', '1.0', 'invalid-name', 7],
        ['idna', '3.7\\', 'invalid-version', 9],
        ['idna', '3.7\\', 'invalid-version', 10],
      ]),
    );
  });

  it('keeps each version of a name apart, each with its own lines', () => {
    const set = new PackageSet('npm', 'yarn.lock');
    set.pin('ms', '2.0.0', 1);
    set.pin('ms', '2.1.3', 2);
    set.pin('ms', '3.0.0', 3);
    set.pin('ms', '2.1.3', 4);
    set.pin('ms', '3.0.0', 5);
    expect(set.packages).toEqual(
      pinned('npm', 'yarn.lock', [
        ['ms', '2.0.0', 1],
        ['ms', '2.1.3', 2, 4],
        ['ms', '3.0.0', 3, 5],
      ]),
    );
  });

  it('lists a line once, however often and in whatever order it comes', () => {
    const set = new PackageSet('npm', 'pnpm-lock.yaml');
    for (const line of [9, 9, 3, 9, 3, 12]) set.pin('ms', '2.1.3', line);
    expect(set.packages).toEqual(pinned('npm', 'pnpm-lock.yaml', [['ms', '2.1.3', 3, 9, 12]]));
  });

  it('keeps the entries of an included file apart from the same ones in the file itself', () => {
    const set = new PackageSet('pypi', 'requirements.txt');
    set.pin('idna', '3.7', 3);
    set.pin('idna', '3.7', 1, 'base.txt');
    set.pin('six', '3.7', 2, 'base.txt');
    expect(set.packages).toEqual([
      ...pinned('pypi', 'requirements.txt', [['idna', '3.7', 3]]),
      ...pinned('pypi', 'base.txt', [
        ['idna', '3.7', 1],
        ['six', '3.7', 2],
      ]),
    ]);
  });

  it('orders entries by file, files as first noted or met, then by line', () => {
    const set = new PackageSet('pypi', 'requirements.txt');
    set.pin('idna', '3.7', 2, 'late.txt');
    set.pin('flask', '3.0.3', 9);
    set.noteFile('base.txt');
    set.noteFile('extra.txt');
    set.pin('six', '1.16.0', 4, 'extra.txt');
    set.skip('tools', 'file:./tools', 'file', 6, 'extra.txt');
    set.skip('mylib', './mylib', 'editable', 3, 'base.txt');
    set.pin('click', '8.1.7', 1, 'base.txt');
    set.pin('jinja2', '3.1.4', 5);
    set.pin('requests', '2.32.3', 7);
    set.skip('local', './local', 'file', 8);
    set.skip('dev', '-e ./dev', 'editable', 1);
    set.skip('notes', './notes', 'file', 2, 'notes.txt');
    set.noteFile('base.txt');
    expect(set.packages).toEqual([
      ...pinned('pypi', 'requirements.txt', [
        ['jinja2', '3.1.4', 5],
        ['requests', '2.32.3', 7],
        ['flask', '3.0.3', 9],
      ]),
      ...pinned('pypi', 'late.txt', [['idna', '3.7', 2]]),
      ...pinned('pypi', 'base.txt', [['click', '8.1.7', 1]]),
      ...pinned('pypi', 'extra.txt', [['six', '1.16.0', 4]]),
    ]);
    expect(set.skipped).toEqual([
      ...skipped('requirements.txt', [
        ['dev', '-e ./dev', 'editable', 1],
        ['local', './local', 'file', 8],
      ]),
      ...skipped('base.txt', [['mylib', './mylib', 'editable', 3]]),
      ...skipped('extra.txt', [['tools', 'file:./tools', 'file', 6]]),
      ...skipped('notes.txt', [['notes', './notes', 'file', 2]]),
    ]);
  });
});
