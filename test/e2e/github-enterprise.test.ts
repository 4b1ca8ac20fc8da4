// GitHub Enterprise Server end to end: the API under `{server}/api/v3` (GITHUB_API_URL) takes the sticky
// comment, and every file and line in the summary and the comment links to the checked commit on the
// server GITHUB_SERVER_URL names. The summary and the comment open with the at-a-glance line.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { runOnPullRequest, startWorld, stickyComments, type World } from './harness.ts';

const SERVER = 'https://ghe.corp.example';
let world: World;
let apiUrl: string;
let closeApi: () => Promise<void>;
const made: string[] = [];

/** GHES serves its REST API under /api/v3: a loopback front that strips it before the GitHub stand-in. */
async function underApiV3(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? '/').replace(/^\/api\/v3/, '');
    const forward = request(
      `${target}${path}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(async () => {
  world = await startWorld();
  ({ url: apiUrl, close: closeApi } = await underApiV3(world.github.url));
});
afterAll(async () => {
  await closeApi();
  await world.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('on GitHub Enterprise Server', () => {
  it('comments through GITHUB_API_URL and links file lines on GITHUB_SERVER_URL at the checked commit', async () => {
    const workspace = writeCheckout({
      'src/config.ts': `export const key = '${fakeSecrets(11).stripeLiveKey}';\n`,
    });
    made.push(workspace);
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
    const run = await runOnPullRequest(
      world,
      { site: 'https://ghes.example.com', 'local-checks': 'tracked-secrets', comment: 'always' },
      { workspace, env: { GITHUB_API_URL: apiUrl, GITHUB_SERVER_URL: SERVER } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    const link = `(${SERVER}/octo-org/octo-repo/blob/${head}/src/config.ts#L1)`;
    expect(run.summary).toContain(link);
    expect(run.summary.split('\n')[1]).toMatch(
      /^\*\*At a glance:\*\* 0 open findings \(no baseline to tell new ones\) · 1 local result · verdict: fail, /,
    );
    const [comment] = stickyComments(world);
    expect(comment?.body).toContain(link);
    expect(comment?.body).toMatch(/\n\*\*At a glance:\*\* /);
    expect(
      world.github.requests.some((r) => r.method === 'POST' && r.path.endsWith('/issues/7/comments')),
    ).toBe(true);
  });
});
