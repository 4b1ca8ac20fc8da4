// Which files the local checks read: what git tracks (`git ls-files -z`), or outside a git checkout every
// file minus dependency and tool folders. Symlinks are never followed (they could point out of the
// workspace), neither a symlinked file nor a file reached through a symlinked folder, and text is read lazily with a size bound and a binary sniff, so a 200 MB tree never sits in
// memory at once.
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { dirName, isServedPath } from './paths.ts';
import type { RepositoryFile, SkippedFile } from './types.ts';
import { gitTrackedFiles } from '../workspace/git-tracked.ts';

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** A NUL byte in this many first bytes marks a file as binary. */
export const BINARY_SNIFF_BYTES = 8 * 1024;
export const MAX_FILES = 100_000;
/** Folders left out when walking a tree that is not a git checkout. */
export const IGNORED_FOLDERS: ReadonlySet<string> = new Set([
  '.git',
  '.hg',
  '.svn',
  'node_modules',
  'bower_components',
  'vendor',
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  '.mypy_cache',
  '.terraform',
]);

const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);

export interface FileEnumerationOptions {
  readonly maxFileBytes?: number;
  readonly maxFiles?: number;
}

export interface FileEnumeration {
  readonly files: readonly RepositoryFile[];
  /** Grows while checks read files: binary files are only known once read. */
  readonly skipped: SkippedFile[];
  readonly source: 'git' | 'walk';
}

export async function enumerateFiles(
  workspace: string,
  options: FileEnumerationOptions = {},
): Promise<FileEnumeration> {
  const tracked = await gitTrackedFiles(workspace);
  const paths = tracked ?? walk(workspace);
  const maxFiles = options.maxFiles ?? MAX_FILES;
  const skipped: SkippedFile[] = [];
  const files: RepositoryFile[] = [];
  const opening = {
    root: workspace,
    maxBytes: options.maxFileBytes ?? MAX_FILE_BYTES,
    skipped,
    inRealFolder: realFolders(workspace),
  };
  for (const path of paths.slice(0, maxFiles)) {
    const file = openFile(opening, path);
    if (file !== null) files.push(file);
  }
  if (paths.length > maxFiles) {
    skipped.push({
      path: paths[maxFiles] ?? '',
      reason: `${paths.length - maxFiles} more files over the limit of ${maxFiles}`,
    });
  }
  return { files, skipped, source: tracked === null ? 'walk' : 'git' };
}

function walk(root: string, prefix = ''): string[] {
  const paths: string[] = [];
  const entries = readdirSync(join(root, prefix), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) {
      // VCS metadata inside a web root is a finding (browser-artifacts), not the repository's own metadata.
      if (!IGNORED_FOLDERS.has(entry.name) || (VCS_FOLDERS.has(entry.name) && isServedPath(`${path}/`))) {
        paths.push(...walk(root, path));
      }
    } else paths.push(path);
  }
  return paths;
}

interface Opening {
  readonly root: string;
  readonly maxBytes: number;
  readonly skipped: SkippedFile[];
  readonly inRealFolder: (folder: string) => boolean;
}

/**
 * Whether a workspace folder is reached without passing a symlink: git may list `dir/file` while the
 * working tree's `dir` is a symlink to anywhere on the runner. Each folder is resolved once.
 */
function realFolders(root: string): (folder: string) => boolean {
  const rootReal = realpathSync(root);
  const known = new Map<string, boolean>();
  return (folder) => {
    let real = known.get(folder);
    if (real === undefined) {
      real = folder === '' || realpathSync(join(root, folder)) === join(rootReal, folder);
      known.set(folder, real);
    }
    return real;
  };
}

function openFile({ root, maxBytes, skipped, inRealFolder }: Opening, path: string): RepositoryFile | null {
  const absolute = join(root, path);
  let size: number;
  try {
    const stat = lstatSync(absolute);
    if (stat.isSymbolicLink()) return skip(skipped, path, 'symlink, not followed');
    if (!inRealFolder(dirName(path))) return skip(skipped, path, 'in a symlinked folder, not followed');
    if (!stat.isFile()) return skip(skipped, path, 'not a regular file');
    size = stat.size;
  } catch {
    return skip(skipped, path, 'tracked but missing from the working tree');
  }
  if (size > maxBytes) skipped.push({ path, reason: `over ${maxBytes} bytes, content not read` });
  let binary = false;
  return {
    path,
    size,
    text() {
      if (size > maxBytes || binary) return null;
      const bytes = readBytes(absolute);
      if (bytes === null) return null;
      if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) {
        binary = true;
        skipped.push({ path, reason: 'binary, content not read' });
        return null;
      }
      return bytes.toString('utf8');
    },
  };
}

function readBytes(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

function skip(skipped: SkippedFile[], path: string, reason: string): null {
  skipped.push({ path, reason });
  return null;
}
