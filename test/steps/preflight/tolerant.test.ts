// The preflight against a service that does not answer its routes: the run goes on as before.
import { describe, expect, it } from 'vitest';
import type { CommandDeps } from '../../../src/commands/deps.ts';
import { runPreflight } from '../../../src/steps/preflight/index.ts';
import { newRunState } from '../../../src/runtime/state.ts';
import { parseSettings, preflightPlan } from '../../../src/commands/registry.ts';
import { clientFor, harness, track } from '../../api/harness.ts';
import { sendData, sendFailure, startTinyServer } from '../../api/tiny-server.ts';

function depsFor(client: CommandDeps['client']) {
  const logged: string[] = [];
  const inputs: Record<string, string> = { 'api-key': 'svk_x', 'base-url': 'https://x', site: 'site_1' };
  const deps = {
    settings: parseSettings((name) => inputs[name] ?? '', { eventName: 'push', fromFork: false }),
    state: newRunState('scan', new Date()),
    ctx: { runAttempt: 1 },
    client,
    toolkit: {
      info: (m: string) => logged.push(`info ${m}`),
      warning: (m: string) => logged.push(`warning ${m}`),
      debug: (m: string) => logged.push(`debug ${m}`),
    },
  };
  return { deps: deps as unknown as CommandDeps, logged };
}

describe('preflight against a service without its routes', () => {
  it('goes on when /agent/me and /agent/allowance answer 404 or 403', async () => {
    const server = track(
      await startTinyServer((request, response) =>
        request.url.endsWith('/agent/me')
          ? sendFailure(response, 404, 'NOT_FOUND')
          : sendFailure(response, 403, 'FORBIDDEN'),
      ),
    );
    const { deps, logged } = depsFor(clientFor(harness(server)));
    await expect(runPreflight(deps, preflightPlan(deps.settings))).resolves.toBeUndefined();
    expect(deps.state.account).toEqual({ permissions: null, allowance: null });
    expect(logged.filter((l) => !l.startsWith('debug'))).toEqual([]);
  });

  it('goes on when the answers hide the fields it reads', async () => {
    const server = track(
      await startTinyServer((_, response) => sendData(response, { credential: {}, pulse: 'lots' })),
    );
    const { deps } = depsFor(clientFor(harness(server)));
    await runPreflight(deps, preflightPlan(deps.settings));
    expect(deps.state.account).toEqual({ permissions: null, allowance: null });
  });

  it('still fails on a key the service does not know (401)', async () => {
    const server = track(
      await startTinyServer((_, response) => sendFailure(response, 401, 'UNAUTHENTICATED')),
    );
    const { deps } = depsFor(clientFor(harness(server)));
    await expect(runPreflight(deps, preflightPlan(deps.settings))).rejects.toMatchObject({ status: 401 });
  });
});
