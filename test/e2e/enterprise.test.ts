// An enterprise network end to end: the service and GitHub Enterprise Server reached only through an
// HTTPS proxy (HTTPS_PROXY), both presenting certificates of a private CA (NODE_EXTRA_CA_CERTS), GHES's
// API under /api/v3 (GITHUB_API_URL) and its web pages on GITHUB_SERVER_URL. The example of docs/enterprise-networks.md. The
// summary and the comment open with the at-a-glance line, and link each file line to the checked commit.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCheckout } from '../../simulator/runner/checkout.ts';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import {
  privateCaCertificate,
  tlsFront,
  tunnellingProxy,
  type Certificate,
  type Listening,
  type TunnellingProxy,
} from './enterprise-network.ts';
import { PR, runOnPullRequest, startWorld, stickyComments, type World } from './harness.ts';

const SERVICE_HOST = 'scan.corp.example';
const GHES_HOST = 'github.corp.example';

let certificate: Certificate;
let world: World;
let ghes: Listening;
let proxy: TunnellingProxy;
let workspace: string;

beforeAll(async () => {
  certificate = privateCaCertificate([SERVICE_HOST, GHES_HOST]);
  world = await startWorld({ service: { tls: { key: certificate.key, cert: certificate.cert } } });
  ghes = await tlsFront(certificate, world.github.url, /^\/api\/v3/);
  proxy = await tunnellingProxy({
    [SERVICE_HOST]: Number(new URL(world.service.url).port),
    [GHES_HOST]: ghes.port,
  });
  workspace = writeCheckout({ 'src/config.ts': `export const key = '${fakeSecrets(12).stripeLiveKey}';\n` });
  // The pull request adds the file: its secret is new against the base (read through GHES's API).
  world.github.pullFiles.set(PR, [{ filename: 'src/config.ts', status: 'added' }]);
});
afterAll(async () => {
  await proxy?.close();
  await ghes?.close();
  await world?.close();
  certificate?.remove();
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

const ENTERPRISE_ENV = () => ({
  HTTPS_PROXY: proxy.url,
  NO_PROXY: 'localhost,127.0.0.1,.internal.corp.example',
  GITHUB_API_URL: `https://${GHES_HOST}/api/v3`,
  GITHUB_SERVER_URL: `https://${GHES_HOST}`,
});

describe('behind a proxy, with a private CA, on GitHub Enterprise Server', () => {
  it('scans through the proxy, comments on GHES, and links the file lines on GHES', async () => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
    // Final at start: the claim is the network path, not the wait.
    world.service.control.addSite('https://www.corp.example', { pollsToFinish: 0 });
    const run = await runOnPullRequest(
      world,
      {
        'base-url': `https://${SERVICE_HOST}`,
        site: 'https://www.corp.example',
        'local-checks': 'tracked-secrets',
        comment: 'always',
      },
      { spawn: true, workspace, env: { ...ENTERPRISE_ENV(), NODE_EXTRA_CA_CERTS: certificate.certFile } },
    );
    expect(run.exitCode, run.stdout + run.stderr).toBe(1);
    expect(run.outputs['scan-status']).toBe('succeeded');
    expect(new Set(proxy.connects)).toEqual(new Set([`${SERVICE_HOST}:443`, `${GHES_HOST}:443`]));
    const link = `(https://${GHES_HOST}/octo-org/octo-repo/blob/${head}/src/config.ts#L1)`;
    expect(run.summary).toContain(link);
    const comment = stickyComments(world).at(-1)?.body ?? '';
    expect(comment).toContain(link);
    // Both open with the at-a-glance line, right under the headline. The base commit the event names is in
    // no repository, so the result is judged without a claim that it is new.
    const glance =
      /^\*\*At a glance:\*\* \d+ open findings \(no baseline to tell new ones\) · 1 local result · verdict: fail, /m;
    expect(run.summary.split('\n')[1]).toMatch(glance);
    expect(comment).toMatch(glance);
  });

  it('without the CA, stops at the first request and says to set NODE_EXTRA_CA_CERTS, without retrying', async () => {
    const before = world.service.requests.length;
    const run = await runOnPullRequest(
      world,
      { 'base-url': `https://${SERVICE_HOST}`, site: 'https://www.corp.example', comment: 'never' },
      { spawn: true, workspace, env: ENTERPRISE_ENV() },
    );
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toMatch(/GET \/agent\/me failed: the TLS certificate was not trusted \(\w+/);
    expect(run.stdout).toContain("set NODE_EXTRA_CA_CERTS to that CA's PEM file");
    expect(world.service.requests.length).toBe(before);
  });
});
