// Reads the policy file, when one is given, into the run: its keys override the inputs, its ignores apply.
// On pull requests and merge queue groups it is the base commit's file, never the change's own: nothing
// inside a pull request can raise its threshold or ignore its finding. `owner/repo/path@ref` names a file
// of another repository (one policy for many repositories), read with the token.
import { ConfigurationError, errorMessage } from '../errors.ts';
import type { OpenBase, OpenedBase } from '../github/base-commit.ts';
import type { RunContext } from '../github/context.ts';
import { explainGitHubError, type Octokit } from '../github/octokit.ts';
import { repoFileAt } from '../github/pull-files.ts';
import { normalizeEntry } from '../lockfiles/discover.ts';
import { readWorkspaceFile } from '../lockfiles/read.ts';
import type { PolicyFile } from '../policy/policy-file.ts';
import type { RunState } from '../runtime/state.ts';
import type { PolicySettings, SharedSettings } from '../settings/settings.ts';
import { isChangeEvent } from '../settings/choices.ts';

const MAX_POLICY_BYTES = 256 * 1024;
/** `owner/repo/path/to/policy.yml@ref`: another repository's file at a branch, tag or commit. */
const REMOTE = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/([A-Za-z0-9._-]{1,100})\/([^@\s]+)@([^@\s]+)$/;

export interface PolicySources {
  /** The change's base commit (pull requests and merge queue groups). */
  readonly openBase: OpenBase;
  readonly githubClient: (token: string) => Promise<Octokit>;
}

export async function loadPolicy(
  settings: Pick<SharedSettings, 'policy' | 'policyFile' | 'githubToken'>,
  ctx: RunContext,
  state: RunState,
  sources: PolicySources,
): Promise<void> {
  state.policy = settings.policy;
  if (settings.policyFile === '') return;
  const onChange = isChangeEvent(ctx.eventName);
  const remote = REMOTE.exec(settings.policyFile);
  const name = remote ? settings.policyFile : workspacePath(settings.policyFile);
  // The YAML parser is loaded only by runs that have a policy file.
  const policyFile = await import('../policy/policy-file.ts');
  const parse = (text: string) => {
    const file = policyFile.parsePolicyFile(name, text);
    return { file, policy: policyFile.applyPolicyFile(settings.policy, file, onChange) };
  };
  let text: string | null;
  if (remote) text = await readRemote(remote, settings, ctx, sources.githubClient);
  else if (onChange) {
    const { base, why, fileAtEventBase } = await sources.openBase();
    if (base === null && fileAtEventBase) {
      // The checkout is not the change's (its parts are not judged); the scan still gets the base's policy.
      text = await readEventBase(name, why, fileAtEventBase);
      if (text === null) return;
    } else if (base === null) {
      throw new ConfigurationError(
        `Input 'policy-file' names ${name}: on pull requests it is read from the base commit, which could not be read (${why}). Use actions/checkout with fetch-depth: 0, or give github-token contents: read.`,
      );
    } else {
      text = await base.fileAt(name, MAX_POLICY_BYTES);
      if (base.changed.has(name)) await tellPolicyChange(name, text, parse, ctx, state);
      // Added by this pull request: it has no say until merged; the inputs are the policy.
      if (text === null) return;
    }
  } else text = readWorkspacePolicy(name, ctx);
  const { file, policy } = parse(text);
  state.policy = policy;
  state.ignores = [...file.ignore];
}

async function readEventBase(
  name: string,
  why: string,
  fileAt: NonNullable<OpenedBase['fileAtEventBase']>,
): Promise<string | null> {
  try {
    return await fileAt(name, MAX_POLICY_BYTES);
  } catch (error) {
    throw new ConfigurationError(
      `Input 'policy-file' names ${name}: on pull requests it is read from the base commit, which could not be read (${errorMessage(error)}; and ${why}).`,
    );
  }
}

/**
 * The path as git names it, so a pull request that edits `../commands/.github/policy.yml` is seen to edit
 * `.github/policy.yml`, and the base commit's file is found under the same name.
 */
function workspacePath(given: string): string {
  const path = normalizeEntry(given);
  if (path === null) {
    throw new ConfigurationError(
      `Input 'policy-file' names ${given}, which leads out of the workspace; give a path relative to the workspace, or owner/repo/path@ref.`,
    );
  }
  return path;
}

/**
 * The policy file of the checkout: bounded, and never read through a symlink or `..` out of the
 * workspace (a pull request could commit one pointing at another file on the runner).
 */
function readWorkspacePolicy(name: string, ctx: RunContext): string {
  try {
    return readWorkspaceFile(ctx.workspace, name, MAX_POLICY_BYTES);
  } catch (error) {
    throw new ConfigurationError(
      `Input 'policy-file' names ${name}, which cannot be read (${errorMessage(error)}); give a path relative to the workspace, or owner/repo/path@ref.`,
    );
  }
}

async function readRemote(
  match: RegExpExecArray,
  settings: Pick<SharedSettings, 'githubToken'>,
  ctx: RunContext,
  githubClient: PolicySources['githubClient'],
): Promise<string> {
  const [given = '', owner = '', repo = '', path = '', ref = ''] = match;
  if (settings.githubToken === '') {
    throw new ConfigurationError(
      `Input 'policy-file' names ${given} in another repository, and the github-token input is empty: give a token that may read ${owner}/${repo}.`,
    );
  }
  let text: string | null;
  try {
    text = await repoFileAt(
      await githubClient(settings.githubToken),
      { owner, repo },
      path,
      ref,
      MAX_POLICY_BYTES,
    );
  } catch (error) {
    throw new ConfigurationError(
      `Input 'policy-file': ${explainGitHubError(error, `reading ${given}`, ctx, 'contents: read')}`,
    );
  }
  if (text === null) {
    throw new ConfigurationError(
      `Input 'policy-file' names ${given}, which is not there (or is over 256 KiB, or the token may not read ${owner}/${repo}; the default GITHUB_TOKEN reads only this repository).`,
    );
  }
  return text;
}

/** The pull request edits the policy file: it applies after merge; say what it would change. */
async function tellPolicyChange(
  name: string,
  baseText: string | null,
  parse: (text: string) => { file: PolicyFile; policy: PolicySettings },
  ctx: RunContext,
  state: RunState,
): Promise<void> {
  const { policyChangeNotice, policyDifferences } = await import('../policy/policy-change.ts');
  let what: readonly string[] | string;
  try {
    let headText: string | null = null;
    try {
      headText = readWorkspacePolicy(name, ctx);
    } catch {
      // Deleted, or not readable as a policy file: told below as a deletion.
    }
    if (headText === null) what = 'it deletes the file';
    else if (baseText === null) what = 'the file is new: until it is merged, the inputs are the policy';
    else {
      const [base, head] = [parse(baseText), parse(headText)];
      what = policyDifferences(
        { policy: base.policy, ignore: base.file.ignore },
        { policy: head.policy, ignore: head.file.ignore },
      );
    }
  } catch (error) {
    what = `its version in this pull request cannot be used: ${errorMessage(error)}`;
  }
  state.policyChange = policyChangeNotice(name, what);
}
