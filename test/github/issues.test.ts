import { describe, expect, it } from 'vitest';
import { openIssuesOnce, type IssueApi, type IssueRef } from '../../src/github/issues.ts';

function fakeApi(existing: IssueRef[]) {
  const created: { title: string; labels: readonly string[] }[] = [];
  const listed: (readonly string[])[] = [];
  const api: IssueApi = {
    listIssues: (labels) => {
      listed.push(labels);
      return Promise.resolve(existing);
    },
    createIssue: (issue) => {
      created.push(issue);
      return Promise.resolve({
        number: 100 + created.length,
        html_url: `https://gh/i/${100 + created.length}`,
      });
    },
  };
  return { api, created, listed };
}

describe('openIssuesOnce', () => {
  it('reuses an issue holding the marker (open or closed) and creates the others', async () => {
    const { api, created, listed } = fakeApi([
      { number: 5, body: 'x <!-- m:A --> y', html_url: 'https://gh/i/5' },
    ]);
    const opened = await openIssuesOnce(
      api,
      [
        { marker: '<!-- m:A -->', title: 'A', body: 'a' },
        { marker: '<!-- m:B -->', title: 'B', body: 'b' },
      ],
      ['security'],
    );
    expect(opened).toEqual([
      { marker: '<!-- m:A -->', number: 5, url: 'https://gh/i/5', created: false },
      { marker: '<!-- m:B -->', number: 101, url: 'https://gh/i/101', created: true },
    ]);
    expect(created).toEqual([{ title: 'B', body: 'b', labels: ['security'] }]);
    expect(listed).toEqual([['security']]);
  });

  it('asks GitHub nothing when there is nothing to open', async () => {
    const { api, listed } = fakeApi([]);
    expect(await openIssuesOnce(api, [], [])).toEqual([]);
    expect(listed).toEqual([]);
  });
});
