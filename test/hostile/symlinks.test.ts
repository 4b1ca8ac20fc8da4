// Symlinks out of the workspace: lock files, requirements includes, files named by `dependencies` paths
// and globs, the files the local checks read, and symlinked folders. None is followed out of the
// checkout; each is reported (a lock-file error naming the path, or a skipped file with its reason).
import { basename } from 'node:path';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enumerateFiles } from '../../src/local-checks/files.ts';
import { collectInventory } from '../../src/lockfiles/index.ts';
import { workspaces, type Workspaces } from './workspace.ts';

const LEAK = 'leak-from-outside';
const npmLock = (name: string) =>
  JSON.stringify({
    lockfileVersion: 3,
    packages: { '': {}, [`node_modules/${name}`]: { version: '6.6.6' } },
  });

/** A workspace whose lock files and includes lead out of it in every way, beside one honest lock file. */
function hostileCheckout(): Workspaces {
  const w = workspaces();
  w.writeOutside('package-lock.json', npmLock(LEAK));
  w.writeOutside('requirements.txt', `${LEAK}==6.6.6\n`);
  w.writeOutside('.env', `SECRET_FROM_OUTSIDE=${LEAK}\n`);
  w.write('app/package-lock.json', npmLock('honest'));
  w.link('package-lock.json', `${w.outside}/package-lock.json`);
  w.link('rel/requirements.txt', `../../${basename(w.outside)}/requirements.txt`);
  w.link('linked', w.outside);
  w.link('inc.txt', `${w.outside}/requirements.txt`);
  w.write('requirements-dev.txt', '-r inc.txt\n-r linked/requirements.txt\n-c linked/requirements.txt\n');
  return w;
}

const modes = [
  ['a folder that is not a checkout', (w: Workspaces) => w],
  ['a git checkout', (w: Workspaces) => (w.commitAll(), w)],
] as const;

describe.each(modes)('symlinks out of the workspace, in %s', (_, prepare) => {
  it('lock files and includes: nothing read from outside, each refusal names its path', async () => {
    const w = prepare(hostileCheckout());
    const { files, errors } = await collectInventory(w.root, 'auto');
    const names = files.flatMap((file) => file.packages.map((p) => p.name));
    expect(names).toEqual(['honest']);
    const refused = errors.filter((e) => /out of the workspace/.test(e.message)).map((e) => e.path);
    expect(refused).toEqual(expect.arrayContaining(['package-lock.json', 'rel/requirements.txt']));
    const includeErrors = errors.filter((e) => e.path === 'requirements-dev.txt');
    expect(includeErrors.map((e) => e.line)).toEqual([1, 2]);
    expect(JSON.stringify(errors)).not.toContain('6.6.6');
  });

  it('paths and globs of the dependencies input do not reach through a symlinked folder', async () => {
    const w = prepare(hostileCheckout());
    const selection = ['linked/package-lock.json', 'linked/*.json', '**/requirements.txt', 'app/*.json'];
    const { files, errors } = await collectInventory(w.root, selection);
    expect(files.flatMap((file) => file.packages.map((p) => p.name))).toEqual(['honest']);
    expect(errors.find((e) => e.path === 'linked/package-lock.json')?.message).toMatch(
      /out of the workspace/,
    );
    expect(errors.find((e) => e.path === 'linked/*.json')?.message).toMatch(/no lock file matches/);
  });

  it('local-check files: symlinked files and folders are skipped with a reason, never read', async () => {
    const w = prepare(hostileCheckout());
    const { files, skipped } = await enumerateFiles(w.root);
    const texts = files.map((file) => file.text() ?? '').join('\n');
    expect(texts).not.toContain(LEAK);
    expect(files.map((file) => file.path)).not.toContain('linked/.env');
    expect(skipped).toEqual(
      expect.arrayContaining([
        { path: 'package-lock.json', reason: 'symlink, not followed' },
        { path: 'linked', reason: 'symlink, not followed' },
      ]),
    );
  });
});

describe('a tracked folder replaced by a symlink in the working tree', () => {
  it('is not read through: git lists its files, the checks skip them', async () => {
    const w = workspaces();
    w.write('conf/.env', 'HONEST=1\n');
    w.write('conf/package-lock.json', npmLock('honest'));
    w.commitAll();
    rmSync(`${w.root}/conf`, { recursive: true });
    w.writeOutside('.env', `SECRET_FROM_OUTSIDE=${LEAK}\n`);
    w.writeOutside('package-lock.json', npmLock(LEAK));
    w.link('conf', w.outside);
    const { files, skipped } = await enumerateFiles(w.root);
    expect(files).toEqual([]);
    expect(skipped).toEqual([
      { path: 'conf/.env', reason: 'in a symlinked folder, not followed' },
      { path: 'conf/package-lock.json', reason: 'in a symlinked folder, not followed' },
    ]);
    const inventory = await collectInventory(w.root, 'auto');
    expect(inventory.files).toEqual([]);
    expect(inventory.errors.map((e) => e.message)).toEqual([expect.stringMatching(/out of the workspace/)]);
  });
});
