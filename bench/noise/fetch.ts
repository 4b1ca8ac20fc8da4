// Fetches the suite's trees once and keeps them under .cache/noise (gitignored): the download in
// downloads/, the unpacked tree in trees/, committed to a git repository of its own so the checks read
// it as the action reads a checkout (tracked files, and a history for git-history).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { treeId, type NoiseTree } from './trees.ts';

const run = promisify(execFile);
const SCRATCH = 'tmp-';

/** A file and folder name for a tree id (`@aws-sdk/client-s3@3.1.0` → `@aws-sdk+client-s3@3.1.0`). */
export function cacheName(tree: NoiseTree): string {
  return treeId(tree).replace(/[^A-Za-z0-9@._+-]/g, '+');
}

/** Removes scratch folders an interrupted run left behind (a run removes its own as it goes). */
export function removeScratch(cache: string): void {
  if (!existsSync(cache)) return;
  for (const entry of readdirSync(cache)) {
    if (entry.startsWith(SCRATCH)) rmSync(join(cache, entry), { recursive: true, force: true });
  }
}

/** The tree's folder, fetched and unpacked first when the cache does not hold it. */
export async function ensureTree(cache: string, tree: NoiseTree): Promise<string> {
  const folder = join(cache, 'trees', cacheName(tree));
  if (existsSync(folder)) return folder;
  mkdirSync(join(cache, 'trees'), { recursive: true });
  const scratch = mkdtempSync(join(cache, SCRATCH));
  try {
    const download = await ensureDownload(cache, tree, scratch);
    const unpacked = join(scratch, 'tree');
    mkdirSync(unpacked);
    if (tree.source === 'npm') {
      await run('tar', ['-xzf', download, '-C', unpacked]);
    } else {
      await run('dpkg-deb', ['-x', download, unpacked]);
    }
    const root = tree.source === 'npm' ? onlyFolder(unpacked) : unpacked;
    await commitAll(root);
    // Renamed only once complete, so an interrupted fetch is redone rather than half read.
    renameSync(root, folder);
    return folder;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function ensureDownload(cache: string, tree: NoiseTree, scratch: string): Promise<string> {
  const downloads = join(cache, 'downloads');
  const file = join(downloads, `${cacheName(tree)}.${tree.source === 'npm' ? 'tgz' : 'deb'}`);
  if (existsSync(file)) return file;
  mkdirSync(downloads, { recursive: true });
  const into = join(scratch, 'download');
  mkdirSync(into);
  try {
    if (tree.source === 'npm') {
      await run('npm', ['pack', treeId(tree), '--pack-destination', into, '--silent'], { cwd: into });
    } else {
      await run('apt-get', ['download', `${tree.name}=${tree.version}`], { cwd: into });
    }
  } catch (error) {
    const hint =
      tree.source === 'deb'
        ? ' (run `apt-get update`; a version the archive no longer serves must be bumped in bench/noise/trees.ts and its results reviewed again)'
        : '';
    throw new Error(`could not download ${treeId(tree)}${hint}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  renameSync(join(into, onlyEntry(into)), file);
  return file;
}

function onlyEntry(folder: string): string {
  const entries = readdirSync(folder);
  if (entries.length !== 1 || entries[0] === undefined) {
    throw new Error(`expected one entry in ${folder}, found: ${entries.join(', ') || 'none'}`);
  }
  return entries[0];
}

/** npm tarballs hold one top folder (`package/` for most). */
function onlyFolder(folder: string): string {
  return join(folder, onlyEntry(folder));
}

async function commitAll(root: string): Promise<void> {
  const git = (...args: string[]) =>
    run(
      'git',
      [
        '-c',
        'user.name=Noise suite',
        '-c',
        'user.email=noise@example.invalid',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
  await git('init', '-q');
  // -f: a .gitignore shipped inside the tree must not hide files the package publishes.
  await git('add', '-f', '-A', '.');
  await git('commit', '-q', '--no-verify', '-m', 'published tree');
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the answers. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
