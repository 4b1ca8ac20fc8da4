import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitBlobSha } from '../../src/github/git-tree.ts';
import { removeAfter } from '../support/cleanup.ts';

/** The object id git itself gives the bytes, in a repository of the given object format. */
function hashObject(bytes: Buffer, format: 'sha1' | 'sha256'): string {
  const dir = removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-hash-')));
  execFileSync('git', ['init', '-q', `--object-format=${format}`], { cwd: dir });
  return execFileSync('git', ['hash-object', '--stdin'], { cwd: dir, input: bytes }).toString().trim();
}

describe('gitBlobSha', () => {
  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['text', Buffer.from('{"lockfileVersion":3}\n')],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0x00, 0xfe, 0x0a])],
  ])('is the object id git gives %s, in SHA-1 and SHA-256 repositories', (_what, bytes) => {
    expect(gitBlobSha(bytes)).toBe(hashObject(bytes, 'sha1'));
    expect(gitBlobSha(bytes, 'sha256')).toBe(hashObject(bytes, 'sha256'));
  });

  it('differs for one changed byte', () => {
    expect(gitBlobSha(Buffer.from('a'))).not.toBe(gitBlobSha(Buffer.from('b')));
  });
});
