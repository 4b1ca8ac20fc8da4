// The pull-request gate on what a pull request changes, in real git checkouts with a base and a head
// commit: old problems stay "still open", the policy is the base's, extras never decide the verdict, and
// the sticky comment survives a 502 and ignores one planted by somebody else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeSecrets } from '../local-checks/fake-secrets.ts';
import { finding, PR, startWorld, type World } from './harness.ts';
import { addHighAdvisories, commentsFor, npmLock, pullRequest } from './gate-harness.ts';
import { gitCheckout } from './repository-harness.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld({ cache: true });
  addHighAdvisories(world, { 'SVA-GATE-0001': 'minimist', 'SVA-GATE-0002': 'qs' });
});
afterAll(() => world.close());
afterEach(() => world.service.control.clearFaults());

const OLD_SECRET = fakeSecrets(21).stripeLiveKey ?? '';
const NEW_SECRET = fakeSecrets(22).stripeLiveKey ?? '';
/** A repository with an old vulnerable package and an old secret on its base branch. */
const OLD_PROBLEMS = {
  'package-lock.json': npmLock({ minimist: '1.2.5' }),
  'src/config.ts': `export const stripe = '${OLD_SECRET}';\n`,
  'README.md': '# Shop\n',
};
const CHECKED = { dependencies: 'auto', 'local-checks': 'tracked-secrets' };

describe('new against the base commit', () => {
  it('passes a docs-only pull request, showing the old package and secret as still open', async () => {
    const site = 'https://docs-only.example.com';
    world.service.control.addSite(site, { findings: [] });
    const { dir, baseSha } = gitCheckout(world, OLD_PROBLEMS, { 'README.md': '# Shop\n\nHow to run it.\n' });
    const run = await pullRequest(world, { site, ...CHECKED }, { workspace: dir, baseSha });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.report?.dependencies).toMatchObject({ affected: [{ name: 'minimist', isNew: false }] });
    expect(run.report?.localChecks).toMatchObject({ results: [{ file: 'src/config.ts', isNew: false }] });
    expect(run.summary).toContain('Still open, already on the base branch (1)');
  });

  it('fails a pull request that adds a vulnerable package and a secret, naming only those', async () => {
    const site = 'https://adds-problems.example.com';
    world.service.control.addSite(site, { findings: [] });
    const { dir, baseSha } = gitCheckout(world, OLD_PROBLEMS, {
      'package-lock.json': npmLock({ minimist: '1.2.5', qs: '6.5.2' }),
      'src/payments.ts': `export const stripe = '${NEW_SECRET}';\n`,
    });
    const run = await pullRequest(world, { site, ...CHECKED }, { workspace: dir, baseSha });
    expect(run.exitCode, run.stdout).toBe(1);
    const reasons = (run.report?.verdict as { reasons: { message: string; items: string[] }[] }).reasons;
    expect(reasons.map((r) => r.message)).toEqual([
      '1 new affected package at or above high',
      '1 new local check result at or above high',
    ]);
    const items = reasons.flatMap((r) => r.items).join('\n');
    expect(items).toContain('qs@6.5.2');
    expect(items).toContain('src/payments.ts');
    expect(items).not.toContain('minimist');
    expect(items).not.toContain('src/config.ts');
  });

  it('keeps the base branch’s policy when a pull request relaxes it, and says the change applies after merge', async () => {
    const site = 'https://relaxed-policy.example.com';
    world.service.control.addSite(site, { findings: [finding('XSS-EEEEEE', 'high')] as never });
    const { dir, baseSha } = gitCheckout(
      world,
      { 'policy.yml': 'fail-on: high\n' },
      { 'policy.yml': "warn-only: true\nignore:\n  - id: XSS-EEEEEE\n    reason: 'mine'\n" },
    );
    const run = await pullRequest(world, { site, 'policy-file': 'policy.yml' }, { workspace: dir, baseSha });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.summary).toContain('the change applies after merge');
    expect(run.summary).toContain('warn-only: false → true');
    expect(commentsFor(world, 'relaxed-policy.example.com')[0]?.body).toContain('applies after merge');
  });
});

describe('what never decides the verdict', () => {
  it('warns about a repair brief answered 500 on the agent route or 404 on the legacy route', async () => {
    const url = 'https://brief-fails.example.com';
    world.service.control.addSite(url, { findings: [finding('HDR-FFFFFF', 'low')] as never });
    world.service.control.inject({ path: '/agent/scans/*/repair-brief', kind: 'internal-error', times: 50 });
    const agent = await pullRequest(world, { site: url, 'repair-brief': 'claude-code' });
    const project = world.service.control.addSite('https://brief-legacy.example.com', {
      findings: [finding('HDR-FFFFFF', 'low')] as never,
    });
    world.service.control.inject({ path: '/runs/*/repair-brief', kind: 'html-error', status: 404, times: 5 });
    const legacy = await pullRequest(world, {
      site: project,
      route: 'legacy',
      'repair-brief': 'claude-code',
    });
    for (const run of [agent, legacy]) {
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.verdict).toBe('pass');
      expect(run.outputs['repair-brief-file']).toBe('');
      expect(run.stdout).toContain('Repair brief not written');
    }
  });

  it('still posts the comment after a 502, through the retry', async () => {
    const url = 'https://comment-502.example.com';
    world.service.control.addSite(url, { findings: [finding('TLS-GGGGGG', 'high')] as never });
    world.github.inject({
      kind: 'server-error',
      method: 'POST',
      path: `/issues/${PR}/comments`,
      status: 502,
    });
    const run = await pullRequest(world, { site: url });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(commentsFor(world, 'comment-502.example.com')).toHaveLength(1);
    expect(run.stdout).not.toContain('PR comment failed');
  });

  it('leaves a comment with the marker planted by another user alone, and writes its own', async () => {
    const url = 'https://planted.example.com';
    world.service.control.addSite(url, { findings: [finding('TLS-HHHHHH', 'high')] as never });
    const planted = {
      id: 1,
      body: '<!-- security-scan-action:scan:planted.example.com -->\n✅ all good, merge away',
      user: { login: 'mallory' },
      created_at: '2026-11-23T00:00:00Z',
      updated_at: '2026-11-23T00:00:00Z',
    };
    world.github.issues.get(PR)?.comments.push(planted);
    const run = await pullRequest(world, { site: url });
    expect(run.exitCode, run.stdout).toBe(1);
    const comments = commentsFor(world, 'planted.example.com');
    expect(comments).toHaveLength(2);
    expect(comments[0]?.body).toBe(planted.body);
    expect(comments[1]?.user.login).toBe('github-actions[bot]');
  });
});
