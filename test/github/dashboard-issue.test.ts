import { describe, expect, it } from 'vitest';
import { syncDashboard, type DashboardApi, type DashboardRequest } from '../../src/github/dashboard-issue.ts';
import type { IssueRef } from '../../src/github/issues.ts';

const BOT = { login: 'scanner[bot]' };
const MARKER = '<!-- d:site -->';

/** Issues without a `user` were written by the token's own identity. */
function fakeApi(issues: IssueRef[], failCreate: Error[] = []) {
  const existing = issues.map((i) => ({ user: BOT, ...i }));
  const calls: string[] = [];
  const api: DashboardApi = {
    author: () => Promise.resolve(BOT.login),
    listIssues: () => {
      calls.push('list');
      return Promise.resolve(existing);
    },
    getIssue: (number) => {
      calls.push(`get #${number}`);
      return Promise.resolve(existing.find((i) => i.number === number) ?? null);
    },
    createIssue: ({ title, body }) => {
      calls.push(`create ${title}`);
      const failure = failCreate.shift();
      if (failure) {
        // It landed although the answer was lost.
        existing.push({ number: 77, body, user: BOT });
        return Promise.reject(failure);
      }
      return Promise.resolve({ number: 50, html_url: 'https://gh/i/50' });
    },
    updateIssue: (number, change) => {
      calls.push(`update #${number}${change.state ? ` ${change.state}` : ''}`);
      return Promise.resolve();
    },
    commentOnIssue: (number) => {
      calls.push(`comment #${number}`);
      return Promise.resolve();
    },
    closeIssue: () => Promise.reject(new Error('a dashboard is never closed')),
  };
  return { api, calls };
}

/** `news` is said only when the previous body does not hold it yet: what compose gets is checked too. */
function request(over: Partial<DashboardRequest> & { news?: string } = {}): DashboardRequest {
  const { news, ...rest } = over;
  return {
    marker: MARKER,
    title: 'Dashboard',
    remembered: null,
    create: true,
    compose: (previous) => ({
      body: `${MARKER} now`,
      news: news !== undefined && !(previous ?? '').includes(news) ? news : null,
    }),
    ...rest,
  };
}

describe('syncDashboard', () => {
  it('opens one when none of ours holds the marker, or nothing when there is nothing to list', async () => {
    const foreign = { number: 3, body: MARKER, user: { login: 'octocat' }, state: 'open' };
    const { api, calls } = fakeApi([foreign]);
    expect(await syncDashboard(api, request(), ['security'])).toMatchObject({ number: 50, action: 'opened' });
    expect(calls).toEqual(['list', 'create Dashboard']);
    expect(await syncDashboard(fakeApi([foreign]).api, request({ create: false }), [])).toBeNull();
  });

  it('goes to the remembered number first, and to the marker when that issue is not our dashboard', async () => {
    const { api, calls } = fakeApi([
      { number: 4, body: 'something else', state: 'open' },
      { number: 9, body: `${MARKER} then`, state: 'closed', title: 'Dashboard' },
      { number: 8, body: `${MARKER} then`, state: 'open', title: 'Dashboard' },
    ]);
    const done = await syncDashboard(api, request({ remembered: 4 }), []);
    expect(done).toMatchObject({ number: 8, action: 'updated', commented: false, closed: false });
    expect(calls).toEqual(['get #4', 'list', 'update #8']);

    const direct = fakeApi([{ number: 9, body: `${MARKER} now`, state: 'open', title: 'Dashboard' }]);
    const same = await syncDashboard(direct.api, request({ remembered: 9 }), []);
    expect(same).toMatchObject({ number: 9, action: 'unchanged' });
    expect(direct.calls).toEqual(['get #9']);
  });

  it('leaves a closed dashboard closed without news, reopens it and comments with news', async () => {
    const closed = { number: 9, body: `${MARKER} then`, state: 'closed', title: 'Dashboard' };
    const quiet = fakeApi([closed]);
    expect(await syncDashboard(quiet.api, request(), [])).toMatchObject({ action: 'updated', closed: true });
    expect(quiet.calls).toEqual(['list', 'update #9']);

    const loud = fakeApi([closed]);
    const done = await syncDashboard(loud.api, request({ news: 'new: A' }), []);
    expect(done).toMatchObject({ action: 'reopened', commented: true, closed: false });
    expect(loud.calls).toEqual(['list', 'update #9 open', 'comment #9']);

    // What the dashboard already showed is no news: it stays closed.
    const shown = fakeApi([{ ...closed, body: `${MARKER} then new: A` }]);
    expect(await syncDashboard(shown.api, request({ news: 'new: A' }), [])).toMatchObject({ closed: true });
    expect(shown.calls).toEqual(['list', 'update #9']);
  });

  it('never opens a second one when a create that failed had landed', async () => {
    const { api, calls } = fakeApi([], [Object.assign(new Error('bad gateway'), { status: 502 })]);
    expect(await syncDashboard(api, request(), [])).toMatchObject({ number: 77, action: 'opened' });
    expect(calls).toEqual(['list', 'create Dashboard', 'list']);
  });
});
