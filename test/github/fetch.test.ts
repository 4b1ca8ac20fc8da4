// The fetch under every GitHub call: a stall before the headers or inside the body ends at its limit as a
// GitHubTimeout naming GitHub, the limit and the call; a whole answer reaches Octokit untouched.
import { describe, expect, it } from 'vitest';
import { GitHubTimeout, githubRequestOptions } from '../../src/github/fetch.ts';
import { sendJson, startTinyServer, type Handler } from '../api/tiny-server.ts';
import { closeAfter } from '../support/cleanup.ts';

const LIMITS = { connectMs: 1_000, headersMs: 200, bodyMs: 200 };
const PATH = '/repos/o/r/issues/7/comments';

/** A call to a server of its own, closed with the file: the end of one concurrent test would close another's. */
async function fetchFrom(handler: Handler, init?: RequestInit): Promise<Response> {
  const github = closeAfter('file', await startTinyServer(handler));
  return githubRequestOptions(github.url, LIMITS).request.fetch(`${github.url}${PATH}?per_page=100`, init);
}

/** What the fetch threw, with how long it took. */
async function failure(handler: Handler, init?: RequestInit): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  const error: unknown = await fetchFrom(handler, init).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return { error, ms: Date.now() - started };
}

// Concurrent: the stalls each idle on undici's coarse timer (a 0.2 s limit ends after 0.5 to 1 s).
describe.concurrent('the bounded fetch of GitHub calls', () => {
  it('ends a call that gets no headers at the headers limit, naming GitHub, the limit and the call', async () => {
    const { error, ms } = await failure(() => undefined, { method: 'POST', body: '{}' });
    expect(error).toBeInstanceOf(GitHubTimeout);
    expect((error as Error).message).toBe(`GitHub's API did not answer within 0.2 s (POST ${PATH})`);
    // undici checks its limits on a timer of about a second.
    expect(ms).toBeLessThan(5_000);
  });

  it('ends a call whose body stalls at the body limit, instead of handing Octokit half an answer', async () => {
    const { error } = await failure((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('[{"id":');
    });
    expect(error).toBeInstanceOf(GitHubTimeout);
    expect((error as Error).message).toBe(`GitHub's API stopped sending its answer for 0.2 s (GET ${PATH})`);
  });

  it('hands over a whole answer, and one without a body, as GitHub sent them', async () => {
    const comments = [{ id: 1, body: 'hello' }];
    const answered = await fetchFrom((_request, response) =>
      sendJson(response, 200, comments, { link: 'x' }),
    );
    expect([answered.status, answered.headers.get('link')]).toEqual([200, 'x']);
    expect(await answered.json()).toEqual(comments);
    const empty = await fetchFrom((_request, response) => response.writeHead(204).end());
    expect([empty.status, await empty.text()]).toEqual([204, '']);
  });

  it("leaves the caller's own abort as it is: a cancellation is not GitHub's slowness", async () => {
    const { error } = await failure(() => undefined, { signal: AbortSignal.abort(new Error('cancelled')) });
    expect(error).not.toBeInstanceOf(GitHubTimeout);
    expect((error as Error).message).toBe('cancelled');
  });
});
