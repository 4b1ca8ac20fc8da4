import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumerateFiles } from '../../src/local-checks/files.ts';
import { materialize } from './fixture-tree.ts';

describe('enumerateFiles', () => {
  it('lists what git tracks, skipping symlinks, binary and oversized content', async () => {
    const tree = materialize(null);
    tree.git('init', '-q');
    tree.write('src/a.ts', 'export {};\n');
    tree.write('big.txt', 'x'.repeat(2048));
    tree.write('logo.png', Buffer.from([0x89, 0x50, 0x00, 0x01]));
    tree.write('untracked.txt', 'not added\n');
    tree.write('node_modules/dep/index.js', 'tracked on purpose\n');
    symlinkSync('/etc/passwd', join(tree.root, 'link'));
    tree.git('add', 'src/a.ts', 'big.txt', 'logo.png', 'link', '-f', 'node_modules/dep/index.js');
    const { files, skipped, source } = await enumerateFiles(tree.root, { maxFileBytes: 1024 });
    expect(source).toBe('git');
    expect(files.map((f) => f.path)).toEqual([
      'big.txt',
      'logo.png',
      'node_modules/dep/index.js',
      'src/a.ts',
    ]);
    expect(files.map((f) => f.text())).toEqual([null, null, 'tracked on purpose\n', 'export {};\n']);
    expect(skipped).toEqual([
      { path: 'big.txt', reason: 'over 1024 bytes, content not read' },
      { path: 'link', reason: 'symlink, not followed' },
      { path: 'logo.png', reason: 'binary, content not read' },
    ]);
    tree.remove();
  });

  it('walks a folder that is not a checkout, leaving out dependency and tool folders', async () => {
    const tree = materialize(null);
    for (const path of [
      'a.txt',
      'node_modules/x/i.js',
      '.git/config',
      'sub/.venv/lib.py',
      'vendor/v.php',
      'sub/b.txt',
    ]) {
      tree.write(path, 'x\n');
    }
    const { files, source } = await enumerateFiles(tree.root);
    expect(source).toBe('walk');
    expect(files.map((f) => f.path)).toEqual(['a.txt', 'sub/b.txt']);
    tree.remove();
  });

  it('stops at the file limit and says how many were left out', async () => {
    const tree = materialize(null);
    for (const name of ['a', 'b', 'c']) tree.write(name, 'x\n');
    const { files, skipped } = await enumerateFiles(tree.root, { maxFiles: 2 });
    expect(files.map((f) => f.path)).toEqual(['a', 'b']);
    expect(skipped).toEqual([{ path: 'c', reason: '1 more files over the limit of 2' }]);
    tree.remove();
  });
});
