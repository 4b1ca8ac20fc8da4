// The built bundle as the runner starts it: it reaches its first request to the service, having loaded
// the chunk of the command it runs and not the others'. (Timings live in `npm run bench`.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputVariable } from '../../simulator/runner/environment.ts';

const BUNDLE = new URL('../../dist/index.js', import.meta.url).pathname;

let dir: string;
let hook: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ssa-startup-'));
  hook = join(dir, 'first-connection.cjs');
  // Records which of dist/'s chunks load, and at the first connection prints them and ends the process.
  writeFileSync(
    hook,
    `const chunks = new Set();
    require('node:module').registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        const chunk = /\\/dist\\/(\\d+\\.index\\.js)$/.exec(resolved.url);
        if (chunk) chunks.add(chunk[1]);
        return resolved;
      },
    });
    require('node:net').Socket.prototype.connect = function () {
      process._rawDebug('CHUNKS ' + JSON.stringify([...chunks]));
      process.exit(0);
    };`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunks of dist/ loaded when the bundle opens its first connection to the service. */
function chunksAtFirstConnection(inputs: Record<string, string>): string[] {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    RUNNER_TEMP: dir,
    GITHUB_WORKSPACE: dir,
  };
  for (const [name, value] of Object.entries({
    'api-key': 'svk_startup',
    'base-url': 'http://127.0.0.1:9',
    ...inputs,
  }))
    env[inputVariable(name)] = value;
  const run = spawnSync(process.execPath, ['--require', hook, BUNDLE], { env, encoding: 'utf8' });
  const line = /^CHUNKS (.*)$/m.exec(run.stderr);
  if (!line?.[1]) throw new Error(`the bundle opened no connection:\n${run.stdout}${run.stderr}`);
  return JSON.parse(line[1]) as string[];
}

describe('the bundle at start-up', () => {
  it('reaches its first request with its own command’s chunk loaded and not another command’s', () => {
    const scan = chunksAtFirstConnection({
      site: 'site_startup',
      dependencies: 'none',
      'local-checks': 'none',
    });
    const quickCheck = chunksAtFirstConnection({ command: 'quick-check', url: 'https://example.com' });
    expect(scan.filter((chunk) => !quickCheck.includes(chunk))).not.toEqual([]);
    expect(quickCheck.filter((chunk) => !scan.includes(chunk))).not.toEqual([]);
  });
});
