// The monitor's dashboard (`monitor-issues: dashboard`) end to end, night after night, against the service
// simulator, the GitHub stand-in and the cache stand-in: one issue per site rewritten in place, reopened
// and commented on only for something new at or above `fail-on`, never another identity's issue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStandIn } from '../../simulator/cache/stand-in.ts';
import { newIssue, type GitHubIssue } from '../../simulator/github/records.ts';
import {
  runInWorld,
  startWorld,
  UNLABELLED_TOKEN,
  WRITE_TOKEN,
  type ActionRun,
  type World,
} from './harness.ts';
import { advisory, siteWith } from './monitor-harness.ts';

let world: World;
let cache: CacheStandIn;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  if (!world.cache) throw new Error('the world has no cache stand-in');
  cache = world.cache;
});
afterAll(() => world.close());

const DASHBOARD = { 'create-issues': 'true', 'monitor-issues': 'dashboard', 'fail-on': 'high' };

function night(site: string, inputs: Record<string, string> = {}, token = WRITE_TOKEN): Promise<ActionRun> {
  return runInWorld(
    world,
    { command: 'monitor', 'github-token': token, dependencies: 'none', site, ...DASHBOARD, ...inputs },
    { eventName: 'schedule', env: cache.env },
  );
}

const dashboardsOf = (site: string): GitHubIssue[] =>
  [...world.github.issues.values()].filter((i) =>
    i.body.includes(`security-scan-action:monitor-dashboard:${site} -->`),
  );

function onlyDashboard(site: string): GitHubIssue {
  const found = dashboardsOf(site);
  expect(found).toHaveLength(1);
  return found[0] as GitHubIssue;
}

const edits = (issue: GitHubIssue) =>
  world.github.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/issues/${issue.number}`));

describe('monitor dashboard', () => {
  it('says so when GitHub opened the dashboard without its labels', async () => {
    const site = siteWith(world, 'dashunlabelled');
    advisory(world, 'dashunlabelled', 1, { severity: 'high' });
    const run = await night(site, { 'issue-labels': 'security' }, UNLABELLED_TOKEN);
    const issue = onlyDashboard(site);
    expect(issue.labels).toEqual([]);
    expect(run.report?.warnings).toContain(
      `GitHub opened #${issue.number} without the label 'security': it drops labels silently when the token may not set them (only who has push access may). The monitor finds its issues by these labels, so a later run could open them again: give the token that access, or set issue-labels to labels it may set.`,
    );
  });

  it('opens one issue, then updates it in place, with a comment only on nights with something new at or above fail-on', async () => {
    const site = siteWith(world, 'dashnightly');
    const high = advisory(world, 'dashnightly', 1, { severity: 'high' });
    const low = advisory(world, 'dashnightly', 2);

    const first = await night(site, { 'warn-only': 'true' });
    expect(first.exitCode, first.stdout).toBe(0);
    const issue = onlyDashboard(site);
    expect(issue.title).toMatch(/^Security advisories for .* \(monitor dashboard\)$/);
    expect(issue.labels.map((l) => l.name)).toEqual(['security', 'advisory']);
    // Those at or above fail-on first, the rest after; both new.
    expect(issue.body.indexOf(high)).toBeLessThan(issue.body.indexOf(low));
    expect(issue.body).toContain('### At or above `high` (1)');
    expect(issue.body).toContain('### Below `high` (1)');
    expect(issue.body).toContain('#### 🆕 Advisory 1 of dashnightly');
    // Opening the issue notifies its watchers: no comment on the first night.
    expect(issue.comments).toHaveLength(0);
    expect(first.summary).toContain(`issues/${issue.number}`);

    // Nothing new: rewritten in place (no longer marked new), no comment.
    const quiet = await night(site);
    expect(quiet.exitCode, quiet.stdout).toBe(0);
    expect(onlyDashboard(site)).toBe(issue);
    expect(issue.body).not.toContain('🆕');
    expect(issue.comments).toHaveLength(0);

    // A new low one: listed, no comment (below fail-on); a new critical one: listed first and named.
    const lowAgain = advisory(world, 'dashnightly', 3);
    await night(site);
    expect(issue.body).toContain(lowAgain);
    expect(issue.comments).toHaveLength(0);
    const critical = advisory(world, 'dashnightly', 4, {
      severity: 'critical',
      title: 'Remote code execution',
    });
    const loud = await night(site);
    expect(loud.exitCode, loud.stdout).toBe(1);
    expect(onlyDashboard(site)).toBe(issue);
    expect(issue.body.indexOf(critical)).toBeLessThan(issue.body.indexOf(high));
    expect(issue.body).toContain('### At or above `high` (2)');
    expect(issue.comments).toHaveLength(1);
    expect(issue.comments[0]?.body).toContain('found 1 new advisory at or above `high`');
    expect(issue.comments[0]?.body).toContain(`- critical ${critical}: Remote code execution`);
    expect(issue.comments[0]?.body).not.toContain(lowAgain);
  });

  it('leaves a closed dashboard closed until something new at or above fail-on appears, then reopens it', async () => {
    const site = siteWith(world, 'dashclosed');
    advisory(world, 'dashclosed', 1, { severity: 'high' });
    await night(site, { 'warn-only': 'true' });
    const issue = onlyDashboard(site);
    issue.state = 'closed';

    advisory(world, 'dashclosed', 2);
    await night(site);
    expect(issue.state).toBe('closed');
    expect(issue.comments).toHaveLength(0);
    expect(edits(issue).every((r) => (r.body as { state?: string }).state === undefined)).toBe(true);

    const critical = advisory(world, 'dashclosed', 3, { severity: 'critical' });
    const run = await night(site, { 'warn-only': 'true' });
    expect(run.stdout).toContain(`Dashboard issue #${issue.number}: reopened, with a comment`);
    expect(issue.state).toBe('open');
    expect(issue.body).toContain(critical);
    expect(issue.comments.map((c) => c.body)).toEqual([expect.stringContaining(critical)]);
    expect(dashboardsOf(site)).toHaveLength(1);
  });

  it('finds the dashboard by label and marker when the memory is lost, and by number when the label is gone', async () => {
    const site = siteWith(world, 'dashlost');
    advisory(world, 'dashlost', 1, { severity: 'high' });
    await night(site, { 'warn-only': 'true' });
    const issue = onlyDashboard(site);
    issue.state = 'closed';

    // A cache miss: no memory, so the monitor reports the whole window as new, but the dashboard is found,
    // not doubled, and what it already showed is no news: no comment, no reopening.
    cache.evict((e) => e.key.includes(`/${site}/`));
    const lost = await night(site, { 'warn-only': 'true' });
    expect(lost.report?.monitor).toMatchObject({ memory: 'empty', new: [{ id: 'SVA-DASHLOST-0001' }] });
    expect(onlyDashboard(site)).toBe(issue);
    expect(issue.state).toBe('closed');
    expect(issue.comments).toHaveLength(0);
    expect(issue.body).not.toContain('🆕');

    // A maintainer took the labels off: the remembered number still finds it.
    issue.labels = [];
    const gets = () =>
      world.github.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/issues/${issue.number}`));
    const before = gets().length;
    advisory(world, 'dashlost', 2);
    await night(site);
    expect(gets().length).toBe(before + 1);
    expect(dashboardsOf(site)).toHaveLength(1);
    expect(issue.body).toContain('SVA-DASHLOST-0002');
  });

  it("never touches another identity's issue holding the same marker", async () => {
    const site = siteWith(world, 'dashforeign');
    advisory(world, 'dashforeign', 1, { severity: 'high' });
    const number = Math.max(0, ...world.github.issues.keys()) + 1;
    const planted = newIssue(
      world.github.repo,
      number,
      'Looks like a dashboard',
      `<!-- security-scan-action:monitor-dashboard:${site} --> planted`,
      ['security', 'advisory'],
    );
    world.github.issues.set(number, planted);

    await night(site, { 'warn-only': 'true' });
    expect(planted.body).toBe(`<!-- security-scan-action:monitor-dashboard:${site} --> planted`);
    expect(planted.comments).toHaveLength(0);
    const ours = dashboardsOf(site).filter((i) => i !== planted);
    expect(ours).toHaveLength(1);
    expect(ours[0]?.user.login).toBe('github-actions[bot]');
    expect(edits(planted)).toHaveLength(0);
  });

  it('keeps the body within 65,536 characters, counting the advisories left out', async () => {
    const site = siteWith(world, 'dashbig');
    const filler = 'x'.repeat(280);
    for (let n = 1; n <= 110; n++) {
      advisory(world, 'dashbig', n, { severity: n <= 5 ? 'critical' : 'low', title: `${n} ${filler}` });
    }
    const run = await night(site, { 'warn-only': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).not.toContain('Updating the dashboard issue');
    const issue = onlyDashboard(site);
    expect(issue.body.length).toBeLessThanOrEqual(65_536);
    expect(issue.body.length).toBeGreaterThan(60_000);
    const shown = (issue.body.match(/^#### /gm) ?? []).length;
    expect(shown).toBeLessThan(110);
    expect(issue.body).toMatch(new RegExp(`\\*\\*${110 - shown} more advisories not shown here\\*\\*`));
    expect(issue.body).toContain('/actions/runs/');
    // The critical ones come first, so they are all shown.
    expect(issue.body).toContain('### At or above `high` (5)');
    expect(issue.body).toContain('SVA-DASHBIG-0005');
  });

  it('is read only with create-issues, and names the input and its values when wrong', async () => {
    const site = siteWith(world, 'dashinput');
    const ignored = await night(site, { 'create-issues': 'false', 'monitor-issues': 'weekly' });
    expect(ignored.exitCode, ignored.stdout).toBe(0);
    const wrong = await night(site, { 'monitor-issues': 'weekly' });
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stdout).toContain(
      `Input 'monitor-issues' is "weekly"; accepted values: 'per-advisory', 'dashboard'.`,
    );
    advisory(world, 'dashinput', 1);
    await night(site, { 'monitor-issues': 'DashBoard' });
    expect(dashboardsOf(site)).toHaveLength(1);
  });

  it('neutralises hostile advisory text in the body and the comment', async () => {
    const site = siteWith(world, 'dashhostile');
    const title = '::error::pwned <img src=x onerror=alert(1)> @octocat [click](https://evil.example) | x';
    advisory(world, 'dashhostile', 1, { severity: 'critical', title });
    await night(site, { 'warn-only': 'true' });
    advisory(world, 'dashhostile', 2, { severity: 'critical', title });
    await night(site, { 'warn-only': 'true' });
    const issue = onlyDashboard(site);
    expect(issue.comments).toHaveLength(1);
    for (const text of [issue.body, issue.comments[0]?.body ?? '']) {
      expect(text).toContain('SVA-DASHHOSTILE-0002');
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@octocat');
      expect(text).not.toContain('](https://evil.example)');
      expect(text).not.toMatch(/^::error::/m);
    }
  });

  it('a refused dashboard (403) is a warning, and the next run names the advisories again', async () => {
    const site = siteWith(world, 'dashreadonly');
    const id = advisory(world, 'dashreadonly', 1, { severity: 'high' });
    const refused = await night(site, { 'warn-only': 'true' }, 'ghs_read');
    expect(refused.exitCode, refused.stdout).toBe(0);
    expect(refused.outputs.verdict).toBe('warn');
    expect(refused.stdout).toContain('Updating the dashboard issue refused (403)');
    expect(dashboardsOf(site)).toHaveLength(0);

    const next = await night(site, { 'warn-only': 'true' });
    expect((next.report?.monitor as { new: { id: string }[] }).new.map((a) => a.id)).toEqual([id]);
    expect(onlyDashboard(site).body).toContain(id);
  });

  it('still closes the per-advisory issue of a withdrawn advisory after a switch to the dashboard', async () => {
    const site = siteWith(world, 'dashswitch');
    const id = advisory(world, 'dashswitch', 1, { severity: 'high' });
    await night(site, { 'monitor-issues': 'per-advisory', 'warn-only': 'true' });
    const [own] = [...world.github.issues.values()].filter((i) => i.body.includes(`:${id} -->`));
    expect(own?.state).toBe('open');

    advisory(world, 'dashswitch', 2);
    await night(site);
    world.service.control.withdrawAdvisory(id);
    const run = await night(site);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(own?.state).toBe('closed');
    expect(onlyDashboard(site).body).not.toContain(id);
  });
});
