import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { cliOptions, parseKey } from '../../simulator/service/cli.ts';

describe('simulator CLI', () => {
  it('prints one listening line, serves the given key, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['simulator/service/cli.ts', '--port', '0', '--key', 'svk_cli:read,sites'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const lines = createInterface({ input: child.stdout });
    const [line] = (await once(lines, 'line')) as [string];
    expect(line).toMatch(/^listening http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('listening ', '');
    const me = await fetch(`${url}/api/cli/v1/agent/me`, { headers: { authorization: 'Bearer svk_cli' } });
    expect(me.status).toBe(200);
    const demo = await fetch(`${url}/api/cli/v1/agent/me`, { headers: { authorization: 'Bearer svk_demo' } });
    expect(demo.status).toBe(401);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('parses repeatable keys and refuses malformed ones', () => {
    const options = cliOptions(['--key', 'svk_a:read', '--key', 'svk_b:read,deep', '--polls', '1']);
    expect(options.keys).toEqual([
      { key: 'svk_a', permissions: ['read'] },
      { key: 'svk_b', permissions: ['read', 'deep'] },
    ]);
    expect(options.pollsToFinish).toBe(1);
    expect(cliOptions([]).keys).toBeUndefined();
    expect(() => parseKey('demo:read')).toThrow('svk_NAME');
    expect(() => cliOptions(['--port', 'x'])).toThrow('--port');
  });
});
