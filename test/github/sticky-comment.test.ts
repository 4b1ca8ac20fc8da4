import { describe, expect, it } from 'vitest';
import { upsertStickyComment, type CommentApi, type StickyRequest } from '../../src/github/sticky-comment.ts';

const ME = { login: 'github-actions[bot]' };

/** Comments without a `user` were written by the token's own identity. */
function fakeApi(initial: { id: number; body: string; user?: { login: string } }[] = []) {
  const comments = initial.map((c) => ({ user: ME, ...c }));
  const calls: string[] = [];
  const api: CommentApi = {
    listComments: async () => comments,
    author: async () => {
      calls.push('author');
      return ME.login;
    },
    createComment: async (_n, body) => {
      calls.push('create');
      comments.push({ id: 99, body, user: ME });
    },
    updateComment: async (id, body) => {
      calls.push(`update ${id}`);
      const c = comments.find((x) => x.id === id);
      if (c) c.body = body;
    },
  };
  return { api, comments, calls };
}

const MARKER = '<!-- security-scan-action:scan:site_1 -->';
const request = (over: Partial<StickyRequest> = {}): StickyRequest => ({
  issueNumber: 7,
  marker: MARKER,
  body: `${MARKER}\nfail`,
  mode: 'on-change',
  changed: true,
  failed: true,
  ...over,
});

describe('upsertStickyComment', () => {
  it('creates one comment, then updates it in place', async () => {
    const gh = fakeApi([{ id: 1, body: 'someone else' }]);
    expect(await upsertStickyComment(gh.api, request())).toBe('created');
    expect(await upsertStickyComment(gh.api, request({ body: `${MARKER}\npass` }))).toBe('updated');
    expect(await upsertStickyComment(gh.api, request({ body: `${MARKER}\npass` }))).toBe('unchanged');
    // Who the token writes as is asked only once a comment holds the marker.
    expect(gh.calls).toEqual(['create', 'author', 'update 99', 'author']);
    expect(gh.comments.filter((c) => c.body.includes(MARKER))).toHaveLength(1);
  });

  it('leaves a comment holding the marker from somebody else alone and creates its own', async () => {
    const planted = { id: 3, body: `${MARKER}\nplanted`, user: { login: 'mallory' } };
    const gh = fakeApi([planted]);
    expect(await upsertStickyComment(gh.api, request())).toBe('created');
    expect(gh.calls).toEqual(['author', 'create']);
    expect(gh.comments.find((c) => c.id === 3)?.body).toBe(`${MARKER}\nplanted`);
  });

  it('keeps other sites and commands apart by marker', async () => {
    const gh = fakeApi([{ id: 5, body: '<!-- security-scan-action:scan:site_2 -->\nother' }]);
    expect(await upsertStickyComment(gh.api, request())).toBe('created');
    expect(gh.comments).toHaveLength(2);
  });

  it('creates per mode but always updates an existing comment, so a red one never stays', async () => {
    expect(await upsertStickyComment(fakeApi().api, request({ mode: 'on-change', changed: false }))).toBe(
      'not-needed',
    );
    expect(await upsertStickyComment(fakeApi().api, request({ mode: 'on-failure', failed: false }))).toBe(
      'not-needed',
    );
    expect(
      await upsertStickyComment(fakeApi().api, request({ mode: 'always', changed: false, failed: false })),
    ).toBe('created');
    const red = fakeApi([{ id: 3, body: `${MARKER}\nfail` }]);
    const green = request({ mode: 'on-failure', failed: false, changed: false, body: `${MARKER}\npass` });
    expect(await upsertStickyComment(red.api, green)).toBe('updated');
    expect(await upsertStickyComment(fakeApi().api, request({ mode: 'never' }))).toBe('disabled');
  });
});
