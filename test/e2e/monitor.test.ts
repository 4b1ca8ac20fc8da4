// The monitor command end to end against the service simulator, the GitHub stand-in and the cache
// stand-in (through @actions/cache), as a nightly scheduled job runs it; three runs are the built bundle's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStandIn } from '../../simulator/cache/stand-in.ts';
import { headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
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
afterEach(() => {
  cache.failStatus = null;
  world.service.control.clearFaults();
});

function runMonitor(
  site: string,
  inputs: Record<string, string> = {},
  options: { cache?: boolean; token?: string; spawn?: boolean; workspace?: string } = {},
): Promise<ActionRun> {
  return runInWorld(
    world,
    {
      command: 'monitor',
      'github-token': options.token ?? WRITE_TOKEN,
      dependencies: 'none',
      site,
      ...inputs,
    },
    {
      eventName: 'schedule',
      env: options.cache === false ? {} : cache.env,
      spawn: options.spawn,
      workspace: options.workspace,
    },
  );
}

const monitorOf = (run: ActionRun) =>
  run.report?.monitor as {
    new: { id: string }[];
    withdrawn: { id: string }[];
    memory: string;
    listed: number;
  };
const issuesFor = (id: string) =>
  [...world.github.issues.values()].filter((i) => i.body.includes(`:${id} -->`));

describe('monitor', () => {
  it('reports every page once, then only what is new, and a withdrawn advisory as withdrawn', async () => {
    const site = siteWith(world, 'pagecms');
    const ids = Array.from({ length: 24 }, (_, i) => advisory(world, 'pagecms', i + 1));
    const exploited = advisory(world, 'pagecms', 90, { severity: 'medium', exploited: true });
    const critical = advisory(world, 'pagecms', 91, { severity: 'critical' });
    world.service.requests.length = 0;

    const first = await runMonitor(site, { 'fail-on': 'critical', 'create-issues': 'true' });
    expect(first.exitCode, first.stdout).toBe(1);
    expect(first.stdout).toContain('1 new advisory at or above critical');
    expect(monitorOf(first)).toMatchObject({ memory: 'empty', listed: 26 });
    expect(monitorOf(first).new).toHaveLength(26);
    expect(first.outputs['new-advisories']).toBe('26');
    // Exploited first, then the most severe.
    expect(
      monitorOf(first)
        .new.slice(0, 2)
        .map((a) => a.id),
    ).toEqual([exploited, critical]);
    const pages = world.service.requests.filter((r) => r.path.endsWith('/agent/monitor'));
    expect(pages.length).toBeGreaterThan(1);
    expect(first.summary).toContain('#### New (26)');
    expect(issuesFor(critical)).toHaveLength(1);
    expect(issuesFor(exploited)).toHaveLength(0);
    expect(cache.calls).toContain('FinalizeCacheEntryUpload');
    // @actions/cache logs through @actions/core past the toolkit: the run's log holds its debug lines.
    expect(first.stdout).toMatch(/^::debug::Resolved Keys:/m);

    const added = advisory(world, 'pagecms', 92, { severity: 'high' });
    world.service.control.withdrawAdvisory(ids[0] ?? '');
    const second = await runMonitor(site, { 'fail-on': 'critical', 'create-issues': 'true' });
    expect(second.exitCode, second.stdout).toBe(0);
    expect(monitorOf(second).memory).toBe('restored');
    expect(monitorOf(second).new.map((a) => a.id)).toEqual([added]);
    expect(second.outputs['new-advisories']).toBe('1');
    expect(monitorOf(second).withdrawn.map((a) => a.id)).toEqual([ids[0]]);
    expect(second.summary).toContain('#### Withdrawn since reported (1)');
    expect(second.summary).toContain('25 reported before');
    expect(issuesFor(critical)).toHaveLength(1);

    const third = await runMonitor(site, { 'fail-on': 'critical' });
    expect(monitorOf(third).new).toHaveLength(0);
    expect(monitorOf(third).withdrawn).toHaveLength(0);
  });

  it("closes a withdrawn advisory's issue, saying why", async () => {
    const site = siteWith(world, 'withdrawing');
    const id = advisory(world, 'withdrawing', 1, { severity: 'high' });
    const inputs = { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true' };
    await runMonitor(site, inputs);
    const [issue] = issuesFor(id);
    expect(issue?.state).toBe('open');

    world.service.control.withdrawAdvisory(id);
    const run = await runMonitor(site, inputs);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(monitorOf(run).withdrawn.map((a) => a.id)).toEqual([id]);
    expect(issue?.state).toBe('closed');
    expect(issue?.comments.at(-1)?.body).toMatch(
      /withdrawn on \d{1,2} [A-Z][a-z]+ \d{4}: it no longer applies/,
    );
    expect(run.summary).toContain(`issues/${issue?.number}`);
  });

  it('without a cache service warns, reports the whole window, and never opens an issue twice', async () => {
    const site = siteWith(world, 'nocache');
    const id = advisory(world, 'nocache', 1, { severity: 'high' });
    for (let i = 0; i < 2; i++) {
      const run = await runMonitor(site, { 'create-issues': 'true', 'fail-on': 'high' }, { cache: false });
      expect(run.exitCode, run.stdout).toBe(1);
      expect(monitorOf(run)).toMatchObject({ memory: 'unavailable', new: [{ id }] });
      expect(
        run.annotations.some((a) => a.level === 'warning' && a.message.includes('Monitor state unavailable')),
      ).toBe(true);
      expect(run.summary).toContain('The Actions cache is not available');
    }
    expect(issuesFor(id)).toHaveLength(1);
  });

  it('reports the whole window when the cache service fails', async () => {
    const site = siteWith(world, 'brokencache');
    advisory(world, 'brokencache', 1);
    cache.failStatus = 400;
    // The bundle itself: @actions/cache logs its failure on the runner's log, not through the toolkit.
    const run = await runMonitor(site, {}, { spawn: true });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(monitorOf(run).new).toHaveLength(1);
    // The failed restore is told apart from an empty memory, and nothing is saved over the last one.
    expect(run.stdout).toMatch(/Monitor state unavailable \(.*\(400\) Bad Request/);
    expect(run.stdout).not.toMatch(/Monitor state not saved/);
  });

  it('warns and reports the whole window when the remembered state is corrupt, then replaces it', async () => {
    const site = siteWith(world, 'corrupt');
    advisory(world, 'corrupt', 1);
    await runMonitor(site, {});
    // Spoil the newest saved entry with a well-formed archive holding a file this version cannot read.
    const dir = mkdtempSync(join(world.scratch, 'ssa-corrupt-'));
    mkdirSync(join(dir, '.security-scan-action'));
    writeFileSync(join(dir, `.security-scan-action/monitor-${site}.json`), '{"schemaVersion":99}');
    const entry = cache.entries.at(-1);
    if (entry)
      entry.body = execFileSync('sh', ['-c', `tar --posix -cf - -C ${dir} .security-scan-action | zstd -q`]);
    const spoiled = await runMonitor(site, {});
    expect(monitorOf(spoiled)).toMatchObject({ memory: 'unreadable', new: [{}] });
    expect(spoiled.stdout).toContain('Monitor state unreadable');
    const next = await runMonitor(site, {});
    expect(monitorOf(next)).toMatchObject({ memory: 'restored', new: [] });
  });

  it('follows the service through a fault and fails clearly when it stays down', async () => {
    const site = siteWith(world, 'faulty');
    advisory(world, 'faulty', 1);
    world.service.control.inject({
      kind: 'unavailable',
      path: '/agent/monitor',
      times: 1,
      retryAfterSeconds: 0,
    });
    const retried = await runMonitor(site, {});
    expect(retried.exitCode, retried.stdout).toBe(0);
    expect(monitorOf(retried).new).toHaveLength(1);

    world.service.control.inject({ kind: 'internal-error', path: '/agent/monitor', times: 20 });
    const down = await runMonitor(site, {});
    expect(down.exitCode).toBe(1);
    expect(down.outputs.verdict).toBe('error');
    expect(down.stdout).toContain('GET /agent/monitor');
    expect(down.report).not.toBeNull();
  });

  it('says so when GitHub opened its issues without their labels, which later runs look for them by', async () => {
    const site = siteWith(world, 'unlabelled');
    const id = advisory(world, 'unlabelled', 1, { severity: 'critical' });
    const run = await runMonitor(
      site,
      { 'create-issues': 'true', 'fail-on': 'critical' },
      { token: UNLABELLED_TOKEN },
    );
    const [issue] = issuesFor(id);
    expect(issue?.labels).toEqual([]);
    const warning = `GitHub opened #${issue?.number} without the labels 'security', 'advisory': it drops labels silently when the token may not set them (only who has push access may). The monitor finds its issues by these labels, so a later run could open them again: give the token that access, or set issue-labels to labels it may set.`;
    expect(run.report?.warnings).toContain(warning);
    expect(run.annotations).toContainEqual({ level: 'warning', message: warning, properties: {} });
    // With the labels set, nothing is said.
    const labelled = siteWith(world, 'labelled');
    advisory(world, 'labelled', 1, { severity: 'critical' });
    const quiet = await runMonitor(labelled, { 'create-issues': 'true', 'fail-on': 'critical' });
    expect(JSON.stringify(quiet.report?.warnings)).not.toContain('without the');
  });

  it('neutralises hostile advisory text in the log, the summary and the issue', async () => {
    const site = siteWith(world, 'hostile');
    const title = '::error::pwned <img src=x onerror=alert(1)> @octocat [click](https://evil.example) | x';
    const id = advisory(world, 'hostile', 1, { severity: 'critical', title });
    // The bundle itself: neutralising the log is the runner toolkit's work.
    const run = await runMonitor(site, { 'create-issues': 'true', 'fail-on': 'critical' }, { spawn: true });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).not.toMatch(/^::error::pwned/m);
    expect(run.annotations.some((a) => a.message.startsWith('pwned'))).toBe(false);
    for (const text of [run.summary, issuesFor(id)[0]?.body ?? '']) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@octocat');
      expect(text).not.toContain('](https://evil.example)');
    }
    // GitHub shows an issue title as plain text: the text stands as it is, on one line, nothing escaped.
    expect(issuesFor(id)[0]?.title).toBe(`Security advisory ${id} (critical): ${title}`);
    expect(issuesFor(id)).toHaveLength(1);
  });

  it('a refused issue (403) is a warning, never a gate failure, and is tried again on the next run', async () => {
    const site = siteWith(world, 'readonly');
    const id = advisory(world, 'readonly', 1, { severity: 'high' });
    const run = await runMonitor(
      site,
      { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true' },
      { token: 'ghs_read' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('warn');
    expect(run.stdout).toContain('Issue creation refused (403)');
    const reasons = (run.report?.verdict as { reasons: { message: string }[] }).reasons;
    expect(reasons.map((r) => r.message)).toEqual(['1 new advisory at or above high']);

    // Not remembered without its issue: the next run, with a token that may write, reports it and opens it.
    const next = await runMonitor(site, { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true' });
    expect(monitorOf(next).new.map((a) => a.id)).toEqual([id]);
    expect(issuesFor(id)).toHaveLength(1);
    const third = await runMonitor(site, { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true' });
    expect(monitorOf(third).new).toEqual([]);
  });

  it('opens an issue that names the pinned version, its lock-file line, the fixed version and what to do', async () => {
    const site = siteWith(world, 'pinned');
    const lock = `${JSON.stringify(
      {
        name: 'shop',
        lockfileVersion: 3,
        packages: {
          '': { name: 'shop', dependencies: { 'pin-lib': '^4.17.0' } },
          'node_modules/pin-lib': { version: '4.17.20' },
        },
      },
      null,
      2,
    )}\n`;
    const checkout = writeCheckout({ 'web/package-lock.json': lock }, { root: world.scratch });
    const fixed = advisory(world, 'pinned', 1, {
      severity: 'high',
      publishedAt: '2026-11-27T09:30:00.000Z',
      packages: [{ ecosystem: 'npm', name: 'pin-lib', fixedIn: '4.17.21' }],
    });
    const unfixed = advisory(world, 'pinned', 2, {
      severity: 'critical',
      // An advisory link on plain http to another host: shown, never an active link.
      url: 'http://advisories.example/SVA-PINNED-0002',
      packages: [{ ecosystem: 'npm', name: 'pin-lib', versions: ['4.17.20'], fixedIn: null }],
    });
    advisory(world, 'pinned', 3, { severity: 'low' });
    const run = await runMonitor(
      site,
      { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true', dependencies: 'auto' },
      { workspace: checkout },
    );
    expect(run.exitCode, run.stdout).toBe(0);

    // The summary leads with what is new and how much of it reaches the threshold.
    expect(run.summary.split('\n')[1]).toMatch(
      /^\*\*At a glance:\*\* 3 new advisories \(2 at or above `high`\)/,
    );
    expect(run.summary).toContain('| 27 November 2026 |');
    expect(run.outputs['new-advisories']).toBe('3');
    // A monitor measures no findings: those outputs are empty, not 0.
    expect(run.outputs['new-findings']).toBe('');
    expect(run.outputs['open-findings']).toBe('');

    const line = lock.split('\n').findIndex((l) => l.includes('node_modules/pin-lib')) + 1;
    const where = `https://github.com/octo-org/octo-repo/blob/${headCommit(checkout)}/web/package-lock.json#L${line}`;
    const body = issuesFor(fixed)[0]?.body ?? '';
    expect(body).toContain('published 27 November 2026');
    expect(body).not.toContain('2026-11-27');
    expect(body).toContain(
      `| npm pin-lib | 4\\.17.20 | [web/package-lock.json:${line}](${where}) | 4\\.17.21 |`,
    );
    expect(body).toContain('**What to do:** upgrade pin-lib from 4\\.17.20 to 4\\.17.21 or later');

    const other = issuesFor(unfixed)[0]?.body ?? '';
    expect(other).toContain('no fixed version yet');
    expect(other).toContain(
      '**What to do:** no fixed version is known yet: follow the advisory at http:&#8203;//advisories.example/SVA-PINNED-0002 for a workaround.',
    );
    for (const text of [other, run.summary]) {
      expect(text).toContain('SVA-PINNED-0002');
      expect(text).not.toContain('](http://advisories.example');
    }
    // The simulator's own pages are on loopback: those stay links.
    expect(body).toContain(`](${world.service.url}/app/advisories/${fixed})`);
  });

  it('keeps the memory and the issues of two sites apart whose URLs differ only where a slug replaces', async () => {
    const sites = ['https://parted.example.com/a/b', 'https://parted.example.com/a_b'];
    for (const url of sites) world.service.control.addSite(url, { technologies: ['parted'] });
    const id = advisory(world, 'parted', 1, { severity: 'high' });
    for (const url of sites) {
      const run = await runMonitor(url, { 'create-issues': 'true', 'fail-on': 'high', 'warn-only': 'true' });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(monitorOf(run)).toMatchObject({ memory: 'empty', new: [{ id }] });
    }
    expect(issuesFor(id)).toHaveLength(2);
  });

  it('folds the Actions cache calls into log groups', async () => {
    const site = siteWith(world, 'grouped');
    advisory(world, 'grouped', 1);
    // A run in this process leaves the saved state; the one under test restores it and saves again.
    await runMonitor(site, {});
    // The bundle itself: @actions/cache prints its lines on the runner's output, not through the toolkit.
    const second = await runMonitor(site, {}, { spawn: true });
    expect(second.exitCode, second.stdout).toBe(0);
    const lines = second.stdout.split('\n');
    // The action's own lines stay outside the groups.
    const own = lines.findIndex((l) => l.startsWith('Advisories: '));
    expect(lines.slice(0, own).findLastIndex((l) => l.startsWith('::endgroup::'))).toBeGreaterThan(
      lines.slice(0, own).findLastIndex((l) => l.startsWith('::group::')),
    );
    const inGroup = (needle: string) => {
      const at = lines.findIndex((l) => l.includes(needle));
      expect(at, needle).toBeGreaterThan(-1);
      const opened = lines.slice(0, at).findLastIndex((l) => l.startsWith('::group::'));
      const closed = lines.slice(0, at).findLastIndex((l) => l.startsWith('::endgroup::'));
      expect(opened, needle).toBeGreaterThan(closed);
      return lines[opened];
    };
    expect(inGroup('Cache restored successfully')).toBe(
      '::group::Actions cache: restoring the monitor state',
    );
    expect(inGroup('tar -xf')).toBe('::group::Actions cache: restoring the monitor state');
    expect(inGroup('tar --posix -cf')).toBe('::group::Actions cache: saving the monitor state');
  });
});
