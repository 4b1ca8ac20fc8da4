// The stand-in for node:http2 in dist/: undici's constants without loading the module, the real module
// for anything else.
import { execFileSync } from 'node:child_process';
import http2 from 'node:http2';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const STAND_IN = new URL('../../src/api/http2-on-demand.cjs', import.meta.url).pathname;
const standIn = createRequire(import.meta.url)(STAND_IN) as typeof http2;

/** Which of node:http2 / node:tls a fresh process has loaded after running `script` with the stand-in. */
function loadedAfter(script: string): string[] {
  const code = `const h2 = require(${JSON.stringify(STAND_IN)}); ${script};
    const loaded = process.moduleLoadList.map((m) => m.replace('NativeModule ', ''));
    console.log(JSON.stringify(['http2', 'tls'].filter((m) => loaded.includes(m))));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8' })) as string[];
}

describe('the node:http2 stand-in', () => {
  it('answers the protocol constants undici reads with node:http2’s own values', () => {
    const names = Object.keys(standIn.constants);
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) {
      expect(standIn.constants[name as keyof typeof http2.constants], name).toBe(
        http2.constants[name as keyof typeof http2.constants],
      );
    }
  });

  it('answers any other constant and export from the real module', () => {
    expect(standIn.constants.HTTP2_HEADER_ACCEPT).toBe(http2.constants.HTTP2_HEADER_ACCEPT);
    expect(standIn.connect).toBe(http2.connect);
    expect(standIn.sensitiveHeaders).toBe(http2.sensitiveHeaders);
    expect('connect' in standIn).toBe(true);
    expect('HTTP2_HEADER_ACCEPT' in standIn.constants).toBe(true);
  });

  it('does not load node:http2 (nor tls) for undici’s constants, only when a session is needed', () => {
    expect(loadedAfter('const { HTTP2_HEADER_PATH, NGHTTP2_NO_ERROR } = h2.constants')).toEqual([]);
    expect(loadedAfter('h2.connect')).toEqual(['http2', 'tls']);
  });
});
