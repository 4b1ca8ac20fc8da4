// Throwaway repositories for the demo and the end-to-end tests: files written into a temporary folder and
// committed with git (as actions/checkout leaves a workspace), unless a plain folder is asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface CheckoutOptions {
  /** Commit the files (the default). */
  readonly git?: boolean;
  /** Where the folder is made (the caller removes it); the system's temporary folder by default. */
  readonly root?: string;
}

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Demo', '-c', 'user.email=demo@example.invalid', ...args], {
    cwd: dir,
  })
    .toString()
    .trim();

export function writeCheckout(files: Record<string, string>, options: CheckoutOptions = {}): string {
  const dir = mkdtempSync(join(options.root ?? tmpdir(), 'ssa-checkout-'));
  if (options.git === false) {
    writeFiles(dir, files);
    return dir;
  }
  git(dir, 'init', '-q', '-b', 'main');
  commitFiles(dir, files, 'Initial');
  return dir;
}

/** Writes the files and commits them; returns the commit's sha. */
export function commitFiles(dir: string, files: Record<string, string>, message: string): string {
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  return headCommit(dir);
}

export const headCommit = (dir: string): string => git(dir, 'rev-parse', 'HEAD');

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}
