// A throwaway repository for the demo and the end-to-end tests: files written into a temporary folder,
// committed with git (as actions/checkout leaves a workspace) unless a plain folder is asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function writeCheckout(files: Record<string, string>, options: { git?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-checkout-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (options.git ?? true) {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Demo', '-c', 'user.email=demo@example.invalid', 'commit', '-q', '-m', 'Initial');
  }
  return dir;
}
