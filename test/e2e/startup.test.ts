// What the bundle loads before its first request to the service: the cold start's budget, held by what
// is loaded rather than by a timing (timings live in `npm run bench`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputVariable } from '../../simulator/runner/environment.ts';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const BUNDLE = join(DIST, 'index.js');

/** Node's built-in modules loaded when the bundle opens its first connection (it exits there). */
function builtinsAtFirstConnection(inputs: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'ssa-startup-'));
  const hook = join(dir, 'first-connection.cjs');
  writeFileSync(
    hook,
    `require('node:net').Socket.prototype.connect = function () {
      const loaded = process.moduleLoadList.filter((m) => m.startsWith('NativeModule '));
      process._rawDebug('BUILTINS ' + JSON.stringify(loaded.map((m) => m.slice('NativeModule '.length))));
      process.exit(0);
    };`,
  );
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dir,
  };
  for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
  const run = spawnSync(process.execPath, ['--require', hook, BUNDLE], { env, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  const line = /^BUILTINS (.*)$/m.exec(run.stderr);
  if (!line?.[1]) throw new Error(`the bundle opened no connection:\n${run.stdout}${run.stderr}`);
  return JSON.parse(line[1]) as string[];
}

describe('the bundle at start-up', () => {
  // A scan of a site id first reads the site: no idempotency key, so no node:crypto either.
  it('sends a plain scan’s first request before loading HTTP/2, TLS, crypto, git or the lock-file readers', () => {
    const loaded = builtinsAtFirstConnection({
      'api-key': 'svk_startup',
      'base-url': 'http://127.0.0.1:9',
      site: 'site_startup',
      dependencies: 'none',
      'local-checks': 'none',
    });
    expect(loaded).toContain('net');
    for (const unneeded of ['http2', 'tls', 'crypto', 'fs/promises', 'child_process', 'readline'])
      expect(loaded).not.toContain(unneeded);
  });

  // V8 holds a script with one non-ASCII character as a two-byte string, slower to scan at every start.
  it('is built of ASCII-only scripts', () => {
    const scripts = readdirSync(DIST).filter((name) => /\.c?js$/.test(name));
    expect(scripts).toContain('index.js');
    const notAscii = scripts.filter((name) => readFileSync(join(DIST, name)).some((byte) => byte > 0x7f));
    expect(notAscii).toEqual([]);
  });
});
