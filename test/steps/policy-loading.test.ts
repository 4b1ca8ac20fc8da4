// The policy file on each kind of run: the base commit's on pull requests (a real git checkout with a base
// and a head commit), the workspace's otherwise, another repository's through the GitHub stand-in.
import { rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubStandIn, type GitHubStandIn } from '../../simulator/github/stand-in.ts';
import { commitFiles, headCommit, writeCheckout } from '../../simulator/runner/checkout.ts';
import { loadPolicy } from '../../src/steps/policy-loading.ts';
import { ConfigurationError } from '../../src/errors.ts';
import { lazyBaseCommit } from '../../src/github/base-commit.ts';
import { readRunContext, type RunContext } from '../../src/github/context.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { newRunState } from '../../src/runtime/state.ts';
import type { Settings } from '../../src/commands/registry.ts';

const BASE_POLICY = 'fail-on: high\n';
const RELAXED = "warn-only: true\nignore:\n  - id: HDR-NEW001\n    reason: 'mine'\n";
const INPUTS = { failOn: 'critical', failScope: 'new', allowIncomplete: false, warnOnly: false } as const;

let github: GitHubStandIn;
const dirs: string[] = [];
beforeAll(async () => {
  github = await startGitHubStandIn({ pullRequests: [7] });
});
afterAll(() => github.close());
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A git checkout whose base commit holds `base` and whose head holds `head`. */
function checkout(base: Record<string, string>, head: Record<string, string>) {
  const dir = writeCheckout(base);
  dirs.push(dir);
  const baseSha = headCommit(dir);
  commitFiles(dir, head, 'head');
  return { dir, baseSha };
}

function context(workspace: string, eventName: string, baseSha: string | null): RunContext {
  return {
    ...readRunContext({ GITHUB_REPOSITORY: 'octo-org/octo-repo', GITHUB_API_URL: github.url }),
    eventName,
    workspace,
    baseSha,
    // A checkout of the pull request's head.
    headSha: baseSha === null ? null : headCommit(workspace),
    pullNumber: baseSha === null ? null : 7,
  };
}

async function load(policyFile: string, ctx: RunContext, githubToken = '') {
  const settings = { policy: INPUTS, policyFile, githubToken } as unknown as Settings;
  const state = newRunState('scan', new Date());
  const githubClient = (token: string) => createOctokit(token, github.url);
  await loadPolicy(settings, ctx, state, {
    openBase: lazyBaseCommit(ctx, { token: githubToken, githubClient, mask: () => undefined }),
    githubClient,
  });
  return state;
}

describe('loadPolicy', () => {
  it("uses the base commit's file on a pull request that relaxes it, and says the change applies after merge", async () => {
    const { dir, baseSha } = checkout({ 'policy.yml': BASE_POLICY }, { 'policy.yml': RELAXED });
    const state = await load('policy.yml', context(dir, 'pull_request', baseSha));
    expect(state.policy).toEqual({ ...INPUTS, failOn: 'high' });
    expect(state.ignores).toEqual([]);
    expect(state.policyChange).toContain('the change applies after merge');
    expect(state.policyChange).toContain('fail-on: high → critical');
    expect(state.policyChange).toContain('warn-only: false → true');
    expect(state.policyChange).toContain('ignore HDR-NEW001 added');
  });

  it("uses the workspace's file on a push", async () => {
    const { dir } = checkout({ 'policy.yml': BASE_POLICY }, { 'policy.yml': RELAXED });
    const state = await load('policy.yml', context(dir, 'push', null));
    expect(state.policy?.warnOnly).toBe(true);
    expect(state.ignores.map((i) => i.id)).toEqual(['HDR-NEW001']);
    expect(state.policyChange).toBeUndefined();
  });

  it('never reads the policy file through a symlink or a path out of the workspace', async () => {
    const outside = writeCheckout({ 'relaxed.yml': RELAXED }, { git: false });
    dirs.push(outside);
    const { dir } = checkout({ 'README.md': 'x' }, { 'README.md': 'y' });
    symlinkSync(join(outside, 'relaxed.yml'), join(dir, 'policy.yml'));
    const ctx = context(dir, 'push', null);
    for (const name of ['policy.yml', `../${basename(outside)}/relaxed.yml`]) {
      const loading = load(name, ctx);
      await expect(loading).rejects.toThrow(ConfigurationError);
      await expect(loading).rejects.toThrow(/leads out of the workspace/);
    }
  });

  it('keeps the inputs when the pull request adds the policy file, and says it applies after merge', async () => {
    const { dir, baseSha } = checkout({ 'README.md': 'x' }, { 'policy.yml': RELAXED });
    const state = await load('policy.yml', context(dir, 'pull_request', baseSha));
    expect(state.policy).toEqual(INPUTS);
    expect(state.policyChange).toContain('the file is new');
  });

  it('sees the change however the path is spelled: ./, // and a/../ name the same file', async () => {
    const { dir, baseSha } = checkout(
      { '.github/policy.yml': BASE_POLICY },
      { '.github/policy.yml': RELAXED },
    );
    for (const spelled of ['./.github/policy.yml', '.github//policy.yml', 'docs/../.github/policy.yml']) {
      const state = await load(spelled, context(dir, 'pull_request', baseSha));
      expect(state.policy, spelled).toEqual({ ...INPUTS, failOn: 'high' });
      expect(state.policyChange, spelled).toContain('the policy file .github/policy.yml');
      expect(state.policyChange, spelled).toContain('warn-only: false → true');
    }
  });

  it('says nothing about a policy file the pull request does not touch', async () => {
    const { dir, baseSha } = checkout({ 'policy.yml': BASE_POLICY }, { 'docs.md': 'x' });
    const state = await load('policy.yml', context(dir, 'pull_request', baseSha));
    expect(state.policy?.failOn).toBe('high');
    expect(state.policyChange).toBeUndefined();
  });

  it("reads the base commit's file when the checkout is not the pull request's code (pull_request_target)", async () => {
    const { dir, baseSha } = checkout({ 'policy.yml': BASE_POLICY }, { 'policy.yml': RELAXED });
    const ctx = { ...context(dir, 'pull_request_target', baseSha), headSha: 'f'.repeat(40) };
    const state = await load('policy.yml', ctx);
    expect(state.policy).toEqual({ ...INPUTS, failOn: 'high' });
    expect(state.ignores).toEqual([]);
  });

  it('refuses to run when the base commit cannot be read, rather than trust the pull request', async () => {
    const { dir } = checkout({ 'policy.yml': BASE_POLICY }, { 'policy.yml': RELAXED });
    await expect(load('policy.yml', context(dir, 'pull_request', 'e'.repeat(40)))).rejects.toThrow(
      /read from the base commit, which could not be read/,
    );
  });

  it('reads owner/repo/path@ref from another repository with the token', async () => {
    github.contents.set('octo-org/policies:v1:security/policy.yml', 'fail-on: medium\n');
    const { dir } = checkout({}, { 'policy.yml': RELAXED });
    const ctx = context(dir, 'pull_request', null);
    const state = await load('octo-org/policies/security/policy.yml@v1', ctx, 'ghs_write');
    expect(state.policy?.failOn).toBe('medium');
    await expect(load('octo-org/policies/missing.yml@v1', ctx, 'ghs_write')).rejects.toBeInstanceOf(
      ConfigurationError,
    );
    await expect(load('octo-org/policies/security/policy.yml@v1', ctx)).rejects.toThrow(/github-token/);
  });
});
