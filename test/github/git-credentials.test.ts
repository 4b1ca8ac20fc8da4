// How a fetch reaches GitHub, in real checkouts: the credential actions/checkout persisted is reused as it
// is; without one the token goes through the environment only (masked), and git sees exactly one header.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fetchEnv, hasPersistedCredential } from '../../src/github/git-credentials.ts';
import { removeAfter } from '../support/cleanup.ts';

const SERVER = 'https://github.com';
const KEY = 'http.https://github.com/.extraheader';
const checkout = () =>
  writeCheckout(
    { 'README.md': '# x\n' },
    { root: removeAfter('test', mkdtempSync(join(tmpdir(), 'ssa-cred-'))) },
  );
const git = (dir: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', args, { cwd: dir, env: { ...process.env, ...env } }).toString();

describe('fetchEnv', () => {
  it('reuses the persisted header: no second one, nothing masked', async () => {
    const dir = checkout();
    git(dir, ['config', '--local', KEY, 'AUTHORIZATION: basic cGVyc2lzdGVk']);
    const masked: string[] = [];
    expect(await hasPersistedCredential(dir, SERVER)).toBe(true);
    expect(await fetchEnv(dir, SERVER, 'ghs_token', (s) => masked.push(s))).toBeUndefined();
    expect(masked).toEqual([]);
  });

  it('passes the token as the only header through the environment, masked, .git/config untouched', async () => {
    const dir = checkout();
    const before = readFileSync(join(dir, '.git', 'config'), 'utf8');
    const masked: string[] = [];
    const env = await fetchEnv(dir, SERVER, 'ghs_token', (s) => masked.push(s), { GIT_CONFIG_COUNT: '1' });
    const basic = Buffer.from('x-access-token:ghs_token').toString('base64');
    expect(masked).toEqual([basic]);
    expect(env).toMatchObject({ GIT_CONFIG_COUNT: '3', GIT_CONFIG_KEY_1: KEY, GIT_CONFIG_VALUE_1: '' });
    // A header set elsewhere (here: the global config git reads) is reset by the empty value first.
    const seen = git(dir, ['config', '--get-all', KEY], {
      ...env,
      GIT_CONFIG_COUNT: '3',
      GIT_CONFIG_KEY_0: KEY,
      GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic b3RoZXI=',
    });
    expect(seen.split('\n').filter(Boolean).at(-1)).toBe(`AUTHORIZATION: basic ${basic}`);
    expect(seen.split('\n').slice(0, 3)).toEqual([
      'AUTHORIZATION: basic b3RoZXI=',
      '',
      `AUTHORIZATION: basic ${basic}`,
    ]);
    expect(readFileSync(join(dir, '.git', 'config'), 'utf8')).toBe(before);
  });

  it('asks for nothing without a token, and ignores a header for another server', async () => {
    const dir = checkout();
    git(dir, ['config', '--local', 'http.https://ghe.example.com/.extraheader', 'AUTHORIZATION: basic eA==']);
    expect(await hasPersistedCredential(dir, SERVER)).toBe(false);
    expect(await fetchEnv(dir, SERVER, '', () => undefined)).toBeUndefined();
  });
});
