// HTTPS_PROXY and NO_PROXY mean the same for the service and for GitHub's API, as docs/enterprise-networks.md says:
// each case sends one request each way and looks at which of them reached the proxy.
import { describe, expect, it } from 'vitest';
import { githubRequestOptions } from '../../src/github/fetch.ts';
import { harness, track, transportFor } from '../api/harness.ts';
import { refusingProxy, withProxyEnv } from '../api/proxy-server.ts';
import { sendJson, startTinyServer } from '../api/tiny-server.ts';

/** docs/enterprise-networks.md's table: NO_PROXY entry → [api.corp.example, corp.example] proxied? */
const CASES: readonly [string, boolean, boolean][] = [
  ['corp.example', false, false],
  ['.corp.example', false, false],
  ['*.corp.example', false, true],
  ['*', false, false],
  ['other.example, api.corp.example', false, true],
  ['corp.example:8443', true, true],
  ['', true, true],
];

/** Sends one request to the host through the service transport and one through GitHub's fetch. */
async function throughBoth(host: string): Promise<void> {
  const service = transportFor(
    harness({ url: `https://${host}`, seen: [], close: async () => {} }, { retry: { maxAttempts: 1 } }),
  );
  await service.call({ method: 'GET', route: '/agent/me' }).catch(() => undefined);
  const apiUrl = `https://${host}/api/v3`;
  const { request } = githubRequestOptions(apiUrl);
  await request.fetch(`${apiUrl}/repos/o/r`).catch(() => undefined);
}

describe('NO_PROXY for the service and for GitHub', () => {
  it.each(CASES)(
    'NO_PROXY=%j: api.corp.example proxied %s, corp.example proxied %s',
    async (noProxy, sub, apex) => {
      const proxy = await refusingProxy();
      await withProxyEnv({ HTTPS_PROXY: proxy.url, NO_PROXY: noProxy }, async () => {
        await throughBoth('api.corp.example');
        await throughBoth('corp.example');
      });
      const expected = [
        ...(sub ? ['api.corp.example:443', 'api.corp.example:443'] : []),
        ...(apex ? ['corp.example:443', 'corp.example:443'] : []),
      ];
      expect(proxy.connects).toEqual(expected);
    },
  );

  it('reads lowercase variables first, like curl', async () => {
    const proxy = await refusingProxy();
    await withProxyEnv(
      { https_proxy: proxy.url, HTTPS_PROXY: 'http://127.0.0.1:9', no_proxy: 'other.example', NO_PROXY: '*' },
      () => throughBoth('api.corp.example'),
    );
    expect(proxy.connects).toEqual(['api.corp.example:443', 'api.corp.example:443']);
  });

  it('never sends a loopback API through the proxy', async () => {
    const github = track(
      await startTinyServer((_request, response) => sendJson(response, 200, { ok: true })),
    );
    const proxy = await refusingProxy();
    await withProxyEnv({ HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }, async () => {
      const { request } = githubRequestOptions(github.url);
      expect(await (await request.fetch(`${github.url}/user`)).json()).toEqual({ ok: true });
    });
    expect(proxy.connects).toEqual([]);
    expect(github.seen).toHaveLength(1);
  });
});
