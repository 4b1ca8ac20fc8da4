import { describe, expect, it } from 'vitest';
import { syncIssues, type IssueApi, type IssueRef } from '../../src/github/issues.ts';

const BOT = { login: 'scanner[bot]' };

/** Issues without a `user` were written by the token's own identity. */
function fakeApi(issues: IssueRef[], options: { dropsLabels?: boolean } = {}) {
  const existing = issues.map((i) => ({ user: BOT, ...i }));
  const created: { title: string; labels: readonly string[] }[] = [];
  const listed: (readonly string[])[] = [];
  const said: string[] = [];
  const asked = { author: 0 };
  const api: IssueApi = {
    author: () => {
      asked.author++;
      return Promise.resolve(BOT.login);
    },
    listIssues: (labels) => {
      listed.push(labels);
      return Promise.resolve(existing);
    },
    createIssue: (issue) => {
      created.push(issue);
      // GitHub answers with the labels it set: none for a token that may not set them.
      const labels = options.dropsLabels ? [] : issue.labels.map((name) => ({ name }));
      return Promise.resolve({
        number: 100 + created.length,
        html_url: `https://gh/i/${100 + created.length}`,
        labels,
      });
    },
    commentOnIssue: (number, body) => {
      said.push(`#${number} comment: ${body}`);
      return Promise.resolve();
    },
    closeIssue: (number) => {
      said.push(`#${number} closed`);
      return Promise.resolve();
    },
  };
  return { api, created, listed, said, asked };
}

describe('syncIssues', () => {
  it('reuses an issue holding the marker (open or closed) and creates the others', async () => {
    const { api, created, listed } = fakeApi([
      { number: 5, body: 'x <!-- m:A --> y', html_url: 'https://gh/i/5' },
    ]);
    const opened = await syncIssues(
      api,
      {
        open: [
          { marker: '<!-- m:A -->', title: 'A', body: 'a' },
          { marker: '<!-- m:B -->', title: 'B', body: 'b' },
        ],
        close: [],
      },
      ['security'],
    );
    expect(opened).toEqual([
      { marker: '<!-- m:A -->', number: 5, url: 'https://gh/i/5', action: 'found' },
      { marker: '<!-- m:B -->', number: 101, url: 'https://gh/i/101', action: 'opened' },
    ]);
    expect(created).toEqual([{ title: 'B', body: 'b', labels: ['security'] }]);
    expect(listed).toEqual([['security']]);
  });

  it('names the labels GitHub left off an issue it opened, and only on those it opened', async () => {
    const plan = {
      open: [
        { marker: '<!-- m:A -->', title: 'A', body: 'a' },
        { marker: '<!-- m:B -->', title: 'B', body: 'b' },
      ],
      close: [],
    };
    const found = { number: 5, body: '<!-- m:A -->' };
    const dropping = fakeApi([found], { dropsLabels: true });
    const opened = await syncIssues(dropping.api, plan, ['security', 'scan']);
    expect(opened.map((i) => [i.action, i.droppedLabels])).toEqual([
      ['found', undefined],
      ['opened', ['security', 'scan']],
    ]);
    const keeping = fakeApi([found]);
    const kept = await syncIssues(keeping.api, plan, ['security', 'scan']);
    expect(kept.every((i) => i.droppedLabels === undefined)).toBe(true);
  });

  it('asks who the token writes as only when an issue holds one of the markers', async () => {
    const none = fakeApi([{ number: 5, body: 'no marker here' }]);
    const plan = { open: [{ marker: '<!-- m:A -->', title: 'A', body: 'a' }], close: [] };
    await syncIssues(none.api, plan, []);
    expect(none.created).toHaveLength(1);
    expect(none.asked.author).toBe(0);
    const one = fakeApi([{ number: 5, body: '<!-- m:A -->' }]);
    await syncIssues(one.api, plan, []);
    expect(one.created).toHaveLength(0);
    expect(one.asked.author).toBe(1);
  });

  it('opens an issue under a plain-text title: one line, bounded, bidi controls made visible', async () => {
    const { api, created } = fakeApi([]);
    const title = `1. *x*\n\u202egnp.exe ${'y'.repeat(400)}`;
    await syncIssues(api, { open: [{ marker: '<!-- m:C -->', title, body: 'c' }], close: [] }, []);
    expect(created[0]?.title.startsWith('1. *x* [U+202E]gnp.exe yyy')).toBe(true);
    expect(Array.from(created[0]?.title ?? '')).toHaveLength(256);
  });

  it('asks GitHub nothing when there is nothing to open or close', async () => {
    const { api, listed } = fakeApi([]);
    expect(await syncIssues(api, { open: [], close: [] }, [])).toEqual([]);
    expect(listed).toEqual([]);
  });

  it('says why and closes the open issue holding each marker, leaving closed and missing ones alone', async () => {
    const { api, said } = fakeApi([
      { number: 5, body: '<!-- m:A -->', html_url: 'https://gh/i/5', state: 'open' },
      { number: 6, body: '<!-- m:B -->', html_url: 'https://gh/i/6', state: 'closed' },
    ]);
    const closed = await syncIssues(
      api,
      {
        open: [],
        close: [
          { marker: '<!-- m:A -->', comment: 'withdrawn' },
          { marker: '<!-- m:B -->', comment: 'withdrawn' },
          { marker: '<!-- m:C -->', comment: 'withdrawn' },
        ],
      },
      [],
    );
    expect(closed).toEqual([{ marker: '<!-- m:A -->', number: 5, url: 'https://gh/i/5', action: 'closed' }]);
    expect(said).toEqual(['#5 comment: withdrawn', '#5 closed']);
  });

  it('lists the issues once to open some and close others', async () => {
    const { api, listed, said } = fakeApi([{ number: 5, body: '<!-- m:A -->', state: 'open' }]);
    const done = await syncIssues(
      api,
      {
        open: [{ marker: '<!-- m:B -->', title: 'B', body: 'b' }],
        close: [{ marker: '<!-- m:A -->', comment: 'gone' }],
      },
      [],
    );
    expect(done.map((i) => i.action)).toEqual(['opened', 'closed']);
    expect(listed).toHaveLength(1);
    expect(said).toEqual(['#5 comment: gone', '#5 closed']);
  });

  it('neither reuses nor closes an issue holding the marker that somebody else wrote', async () => {
    const planted = { body: '<!-- m:A -->', state: 'open', user: { login: 'mallory' } };
    const { api, created, said } = fakeApi([{ number: 5, ...planted }]);
    const done = await syncIssues(
      api,
      {
        open: [{ marker: '<!-- m:A -->', title: 'A', body: 'a' }],
        close: [{ marker: '<!-- m:A -->', comment: 'gone' }],
      },
      [],
    );
    expect(done.map((i) => [i.action, i.number])).toEqual([['opened', 101]]);
    expect(created).toHaveLength(1);
    expect(said).toEqual([]);
  });
});
