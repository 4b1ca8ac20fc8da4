// The lock-file inventory: find the lock files, read and parse each (a broken or refused file is
// recorded and the others go on), and merge their pinned packages into the upload's `packages`.
import { discoverLockFiles } from './discover.ts';
import { LOCK_FILE_NAMES, lockFileSource } from './names.ts';
import { parseNpmLock } from './npm.ts';
import { parsePnpmLock } from './pnpm.ts';
import { parsePoetryLock } from './poetry.ts';
import { LockFileReadError, MAX_LOCK_FILE_BYTES, readWorkspaceFile } from './read.ts';
import { parseRequirements, type RequirementsOptions } from './requirements.ts';
import { stripBom } from './text.ts';
import type { LockFileError, LockFileName, PackageRef, ParsedLockFile } from './types.ts';
import { parseYarnBerry } from './yarn-berry.ts';
import { parseYarnClassic } from './yarn-classic.ts';
import { errorMessage } from '../errors.ts';

export type ParseOptions = RequirementsOptions;

export interface InventoryOptions {
  /** Size bound per file (lock files and requirements includes); MAX_LOCK_FILE_BYTES by default. */
  readonly maxFileBytes?: number;
}

export interface Inventory {
  readonly files: ParsedLockFile[];
  /** Every error: discovery and read failures, and each file's parse errors (also on the file). */
  readonly errors: LockFileError[];
}

/** Parses one lock file by its name; no code in it is run. Throws for a name that is not a lock file. */
export function parseLockFile(path: string, text: string, options: ParseOptions = {}): ParsedLockFile {
  const source = lockFileSource(path);
  const body = stripBom(text);
  switch (source) {
    case 'package-lock.json':
    case 'npm-shrinkwrap.json':
      return parseNpmLock(path, body, source);
    case 'pnpm-lock.yaml':
      return parsePnpmLock(path, body);
    case 'yarn.lock':
      return isBerry(body) ? parseYarnBerry(path, body) : parseYarnClassic(path, body);
    case 'requirements.txt':
      return parseRequirements(path, body, options);
    case 'poetry.lock':
      return parsePoetryLock(path, body);
    case null:
      throw new Error(`${path} is not a lock file this action reads`);
  }
}

/**
 * Berry writes `__metadata` first, after its header comments; a Berry file without it still has YAML
 * fields (`  resolution: …`), which classic files never have (`  version "1.0.0"`). The start is enough.
 */
function isBerry(yarnLock: string): boolean {
  return /^(?:__metadata:| {2}(?:version|resolution|languageName|linkType): )/m.test(
    yarnLock.slice(0, 64 * 1024),
  );
}

export async function collectInventory(
  workspace: string,
  selection: 'auto' | readonly string[],
  options: InventoryOptions = {},
): Promise<Inventory> {
  const maxBytes = options.maxFileBytes ?? MAX_LOCK_FILE_BYTES;
  const { paths, errors } = await discoverLockFiles(workspace, selection);
  const files: ParsedLockFile[] = [];
  for (const path of paths) {
    try {
      const file = parseLockFile(path, readWorkspaceFile(workspace, path, maxBytes), {
        readInclude: (include) => readInclude(workspace, include, maxBytes),
      });
      files.push(file);
      errors.push(...file.errors);
    } catch (error) {
      errors.push({ path, line: null, message: errorMessage(error) });
    }
  }
  return { files, errors };
}

/** A missing include is null (the parser names the line that asked for it); other refusals throw. */
function readInclude(workspace: string, path: string, maxBytes: number): string | null {
  try {
    return readWorkspaceFile(workspace, path, maxBytes);
  } catch (error) {
    if (error instanceof LockFileReadError && error.failure === 'missing') return null;
    throw error;
  }
}

/** The upload's `packages`: each ecosystem, name and version once, sorted. */
export function mergePackages(files: readonly ParsedLockFile[]): PackageRef[] {
  const merged = new Map<string, PackageRef>();
  for (const file of files) {
    for (const { ecosystem, name, version } of file.packages) {
      merged.set(`${ecosystem}\0${name}\0${version}`, { ecosystem, name, version });
    }
  }
  return [...merged.values()].sort(
    (a, b) => compare(a.ecosystem, b.ecosystem) || compare(a.name, b.name) || compare(a.version, b.version),
  );
}

/** The upload's `sources`: the allowed names of the files that gave at least one package. */
export function sourcesOf(files: readonly ParsedLockFile[]): LockFileName[] {
  const used = new Set(files.filter((file) => file.packages.length > 0).map((file) => file.source));
  return LOCK_FILE_NAMES.filter((name) => used.has(name));
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
