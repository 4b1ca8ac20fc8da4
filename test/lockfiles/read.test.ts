// Reading one lock file from the workspace: the typed refusals (with the failure a caller tells apart and
// the message a user reads), the size bound at its edge and beyond what a read could hold, and decoding.
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText, LockFileReadError, readWorkspaceFile } from '../../src/lockfiles/read.ts';
import { workspaces } from '../hostile/workspace.ts';
import { removeAfter } from '../support/cleanup.ts';

function refusal(read: () => unknown): LockFileReadError {
  try {
    read();
  } catch (error) {
    if (error instanceof LockFileReadError) return error;
    throw error;
  }
  throw new Error('read, not refused');
}

describe('readWorkspaceFile', () => {
  it('refuses a missing file, a folder and a link to the workspace itself, naming the path', () => {
    const w = workspaces();
    mkdirSync(join(w.root, 'yarn.lock'));
    w.link('pnpm-lock.yaml', '.');
    expect(
      ['poetry.lock', 'yarn.lock', 'pnpm-lock.yaml'].map((path) => {
        const { name, failure, message } = refusal(() => readWorkspaceFile(w.root, path));
        return { name, failure, message };
      }),
    ).toEqual([
      { name: 'LockFileReadError', failure: 'missing', message: 'poetry.lock not found' },
      {
        name: 'LockFileReadError',
        failure: 'not-a-file',
        message: 'yarn.lock is not a regular file; not read',
      },
      {
        name: 'LockFileReadError',
        failure: 'not-a-file',
        message: 'pnpm-lock.yaml is not a regular file; not read',
      },
    ]);
  });

  it('refuses a link into a sibling folder whose name starts with the workspace name', () => {
    const w = workspaces();
    const sibling = removeAfter('test', `${w.root}-next`);
    mkdirSync(sibling);
    writeFileSync(join(sibling, 'yarn.lock'), 'leaked@^1:\n  version "6.6.6"\n');
    w.link('yarn.lock', join(sibling, 'yarn.lock'));
    const { failure, message } = refusal(() => readWorkspaceFile(w.root, 'yarn.lock'));
    expect(failure).toBe('outside-workspace');
    expect(message).toMatch(
      /^yarn\.lock leads out of the workspace \(symlink to .+-next\/yarn\.lock\); not read$/,
    );
  });

  it('reads a file of exactly the bound and refuses one byte more', () => {
    const w = workspaces();
    w.write('requirements.txt', 'six==1.16.0\n'.padEnd(32, '#'));
    w.write('requirements-dev.txt', 'six==1.16.0\n'.padEnd(33, '#'));
    expect(readWorkspaceFile(w.root, 'requirements.txt', 32)).toHaveLength(32);
    const { failure, message } = refusal(() => readWorkspaceFile(w.root, 'requirements-dev.txt', 32));
    expect([failure, message]).toEqual([
      'too-large',
      'requirements-dev.txt is 33 bytes, over the limit of 32 bytes for a lock file; not read',
    ]);
  });

  it('refuses a file of gigabytes by its size, before reading it', () => {
    const w = workspaces();
    w.write('package-lock.json', '');
    truncateSync(join(w.root, 'package-lock.json'), 3 * 1024 ** 3);
    expect(refusal(() => readWorkspaceFile(w.root, 'package-lock.json')).message).toBe(
      'package-lock.json is 3221225472 bytes, over the limit of 67108864 bytes for a lock file; not read',
    );
  });

  it.runIf(process.platform === 'linux')(
    'bounds what it read, not only the size measured before (a /proc file measures 0 bytes)',
    () => {
      const { failure, message } = refusal(() => readWorkspaceFile('/proc/self', 'status', 100));
      expect(failure).toBe('too-large');
      expect(message).toMatch(
        /^status is \d{3,} bytes, over the limit of 100 bytes for a lock file; not read$/,
      );
    },
  );
});

describe('decodeText', () => {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  it.each([
    ['UTF-8', Buffer.from('six==1.16.0\n'), 'six==1.16.0\n'],
    ['UTF-8 with a byte-order mark', Buffer.from('\ufeffsix==1.16.0\n'), 'six==1.16.0\n'],
    ['UTF-16LE with its mark', Buffer.concat([Buffer.from([0xff, 0xfe]), utf16('six')]), 'six'],
    ['UTF-16BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16('six').swap16()]), 'six'],
    ['Latin-1 starting "ÿ"', Buffer.from([0xff, 0x41, 0x42]), '\ufffdAB'],
    ['Latin-1 starting "þ"', Buffer.from([0xfe, 0x41, 0x42]), '\ufffdAB'],
    ['Latin-1 "Aþ"', Buffer.from([0x41, 0xfe, 0x42]), 'A\ufffdB'],
    ['Latin-1 "Aÿ"', Buffer.from([0x41, 0xff, 0x42]), 'A\ufffdB'],
  ])('reads %s', (_, bytes, text) => {
    expect(decodeText(bytes)).toBe(text);
  });
});
