// Reading one lock file from the workspace, bounded: symlinks may not lead out of the workspace (the
// real path is checked) and a file over the size bound is refused before it is read. UTF-16 files with
// a byte-order mark are decoded as such.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { stripBom } from './text.ts';

/** Far above any real lock file (a 50k-package package-lock is about 20 MB). */
export const MAX_LOCK_FILE_BYTES = 64 * 1024 * 1024;

export type ReadFailure = 'missing' | 'outside-workspace' | 'not-a-file' | 'too-large';

export class LockFileReadError extends Error {
  readonly failure: ReadFailure;

  constructor(failure: ReadFailure, message: string) {
    super(message);
    this.name = 'LockFileReadError';
    this.failure = failure;
  }
}

/** Text of a workspace-relative file; throws LockFileReadError saying why it was not read. */
export function readWorkspaceFile(workspace: string, path: string, maxBytes = MAX_LOCK_FILE_BYTES): string {
  const real = realPath(join(workspace, path), path);
  const root = realpathSync(workspace);
  if (real !== root && !real.startsWith(root.endsWith(sep) ? root : root + sep)) {
    throw new LockFileReadError(
      'outside-workspace',
      `${path} leads out of the workspace (symlink to ${real}); not read`,
    );
  }
  const stat = statSync(real);
  if (!stat.isFile()) throw new LockFileReadError('not-a-file', `${path} is not a regular file; not read`);
  if (stat.size > maxBytes) throw tooLarge(path, stat.size, maxBytes);
  const bytes = readFileSync(real);
  // The file may have grown since it was measured.
  if (bytes.length > maxBytes) throw tooLarge(path, bytes.length, maxBytes);
  return decodeText(bytes);
}

/**
 * UTF-8, or UTF-16 when a byte-order mark says so, as pip decodes requirements files: PowerShell's `>`
 * writes `pip freeze` output as UTF-16LE.
 */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return stripBom(bytes.toString('utf8'));
}

function realPath(absolute: string, path: string): string {
  try {
    return realpathSync(absolute);
  } catch {
    throw new LockFileReadError('missing', `${path} not found`);
  }
}

function tooLarge(path: string, size: number, maxBytes: number): LockFileReadError {
  return new LockFileReadError(
    'too-large',
    `${path} is ${size} bytes, over the limit of ${maxBytes} bytes for a lock file; not read`,
  );
}
