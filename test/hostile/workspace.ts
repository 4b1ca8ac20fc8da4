// A workspace and a folder outside it, both temporary (`ssa-` prefix) and removed after each test, for
// the cases where a repository's symlink or include points out of the checkout.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { removeAfter } from '../support/cleanup.ts';

export interface Workspaces {
  /** The checkout the action reads. */
  readonly root: string;
  /** A folder elsewhere on the runner, holding what must never be read. */
  readonly outside: string;
  write(path: string, content: string): void;
  writeOutside(path: string, content: string): void;
  /** `path` in the workspace becomes a symlink to `target` (absolute, or relative to the link). */
  link(path: string, target: string): void;
  /** Makes the workspace a git checkout with everything in it committed (symlinks as symlinks). */
  commitAll(): void;
}

export function workspaces(): Workspaces {
  const root = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-hostile-ws-')));
  const outside = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-hostile-out-')));
  const writeUnder = (base: string) => (path: string, content: string) => {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), content);
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
  return {
    root,
    outside,
    write: writeUnder(root),
    writeOutside: writeUnder(outside),
    link(path, target) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      symlinkSync(target, join(root, path));
    },
    commitAll() {
      git('init', '-q');
      git('add', '-A');
      git('-c', 'commit.gpgsign=false', 'commit', '-qm', 'hostile');
    },
  };
}
