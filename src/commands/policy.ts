// Reads the policy file, when one is given, into the run: its keys override the inputs, its ignores apply.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigurationError } from '../errors.ts';
import type { RunContext } from '../github/context.ts';
import type { RunState } from '../run/state.ts';
import type { Settings } from '../settings/settings.ts';
import { CHANGE_EVENTS } from '../settings/values.ts';

const MAX_POLICY_BYTES = 256 * 1024;

export async function loadPolicy(settings: Settings, ctx: RunContext, state: RunState): Promise<void> {
  state.policy = settings.policy;
  if (settings.policyFile === '') return;
  const path = resolve(ctx.workspace, settings.policyFile);
  let text: string;
  try {
    if ((await stat(path)).size > MAX_POLICY_BYTES) {
      throw new ConfigurationError(`Policy file ${settings.policyFile} is larger than 256 KiB.`);
    }
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(
      `Input 'policy-file' names ${settings.policyFile}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); give a path relative to the workspace.`,
    );
  }
  // The YAML parser is loaded only by runs that have a policy file.
  const { applyPolicyFile, parsePolicyFile } = await import('../policy/policy-file.ts');
  const file = parsePolicyFile(settings.policyFile, text);
  const onChange = (CHANGE_EVENTS as readonly string[]).includes(ctx.eventName);
  state.policy = applyPolicyFile(settings.policy, file, onChange);
  state.ignores = [...file.ignore];
}
