// The settings every command shares, parsed from their inputs; each command's own options come from its
// spec (src/commands/<name>/spec.ts), and src/commands/registry.ts puts the two together. Nothing else
// reads inputs.
import { ConfigurationError } from '../errors.ts';
import { parseApiKey, SERVICE_COMMANDS } from './api-key.ts';
import { parseBaseUrl } from './base-url.ts';
import type { InputName } from './inputs.ts';
import { POLICY_INPUTS, readPolicyInputs, type PolicySettings } from './policy-knobs.ts';
import type { RawInputs } from './readers.ts';
import { bool, lines, oneOf, positiveNumber, required } from './readers.ts';
import * as V from './choices.ts';

export interface EventContext {
  readonly eventName: string;
  /** A pull request from a fork: secrets read as empty there. */
  readonly fromFork: boolean;
}

// The policy's type comes from the knob table; settings are where the rest of the code reads it.
export type { PolicySettings };

/** The policy of the inputs' defaults (off a change event); also the run's fallback when no settings were read. */
export const DEFAULT_POLICY: PolicySettings = readPolicyInputs(
  (name) => (POLICY_INPUTS[name] as { default?: string }).default ?? '',
  false,
);

/** What every command's settings hold: the inputs several commands read (src/settings/inputs.ts), parsed. */
export interface SharedSettings {
  readonly command: V.Command;
  readonly apiKey: string;
  readonly baseUrl: string;
  readonly site: string;
  readonly dependencies: 'auto' | 'none' | readonly string[];
  readonly waitTimeoutMs: number;
  readonly policy: PolicySettings;
  readonly policyFile: string;
  readonly comment: V.CommentMode;
  readonly sarifFile: string;
  readonly annotations: boolean;
  readonly githubToken: string;
  readonly forkPullRequests: (typeof V.FORK_MODES)[number];
  /** collect: where the pull request's data is written; scan: where the downloaded data is read. */
  readonly pullRequestData: string;
}

/**
 * One command's settings: the shared ones, its id, and the options its spec parses (`O`, declared in
 * src/commands/<name>/spec.ts). src/commands/registry.ts makes `Settings`, the union of every command's.
 */
export type CommandSettings<C extends V.Command, O extends object> = SharedSettings & {
  readonly command: C;
} & Readonly<O>;

const MINUTE_MS = 60_000;
/** GitHub ends a job after 6 hours on hosted runners (72 h self-hosted); nothing waits longer than that. */
export const MAX_WAIT_MINUTES = 72 * 60;

/** Minutes as given in `name`, in milliseconds. */
export const minutesInput = (input: RawInputs, name: InputName): number =>
  positiveNumber(name, input(name), MAX_WAIT_MINUTES) * MINUTE_MS;

/**
 * The inputs several commands read. `input` gives, for an input that does not apply to the command, the value
 * it is ignored as (src/commands/registry.ts); `local`: a command that needs neither the key nor the service.
 */
export function parseSharedSettings(
  input: RawInputs,
  event: EventContext,
  command: V.Command,
  local: boolean,
): SharedSettings {
  const forkPullRequests = oneOf('fork-pull-requests', input('fork-pull-requests'), V.FORK_MODES);
  return {
    command,
    apiKey: local ? '' : parseApiKey(input('api-key'), event, forkPullRequests),
    baseUrl: local ? '' : parseBaseUrl(required('base-url', input('base-url'), SERVICE_COMMANDS)),
    site: input('site'),
    dependencies: parseDependencies(input('dependencies')),
    waitTimeoutMs: minutesInput(input, 'wait-timeout-minutes'),
    policy: parsePolicy(input, event),
    policyFile: input('policy-file'),
    comment: oneOf('comment', input('comment'), V.COMMENT_MODES),
    sarifFile: input('sarif-file'),
    annotations: bool('annotations', input('annotations')),
    githubToken: input('github-token'),
    forkPullRequests,
    pullRequestData: input('pull-request-data'),
  };
}

function parseDependencies(value: string): SharedSettings['dependencies'] {
  const trimmed = value.trim();
  if (trimmed === 'auto' || trimmed === 'none') return trimmed;
  const paths = lines(value);
  if (paths.length === 0) {
    throw new ConfigurationError(
      "Input 'dependencies' is empty; accepted: 'auto', 'none', or newline-separated lock-file paths or globs.",
    );
  }
  return paths;
}

function parsePolicy(input: RawInputs, event: EventContext): PolicySettings {
  // A trusted run judging a pull request's data judges a change too.
  const onChange = V.isChangeEvent(event.eventName) || input('pull-request-data') !== '';
  return readPolicyInputs(input, onChange);
}
