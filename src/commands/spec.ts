// What a command declares about itself, in one typed spec per command folder (`<name>/spec.ts`): light and
// loaded at start-up, with its code behind `run` and its summary behind `summary` loaded only when used. src/commands/registry.ts holds
// them; settings, action.yml, docs/inputs.md, the preflight and the "does not apply" warning read them.
import type { RunContext } from '../github/context.ts';
import type { InputSpec } from '../settings/inputs.ts';
import type { SarifParts } from '../render/sarif.ts';
import type { SummarySections } from '../render/summary.ts';
import type { RawInputs } from '../settings/readers.ts';
import type { SharedSettings } from '../settings/settings.ts';
import type { ScanKind } from '../settings/choices.ts';
import type { Need } from '../steps/preflight/needs.ts';
import type { CommandDeps, LocalCommandDeps } from './deps.ts';

/** How a command uses one input. */
export interface InputUse {
  /** Required for this command; a string says what to give, for the error and the docs. */
  readonly required?: true | string;
  /** This command's default, where it differs from the input's own. */
  readonly default?: string;
}

/** An input only this command reads: declared here, with its description and default. */
export type OwnInput = InputSpec & InputUse;

/** What the preflight checks before the first request: the key's permissions, and the allowance of a kind. */
export interface PreflightPlan {
  readonly needs: readonly Need[];
  /** The kind of scan whose monthly allowance is read first; null when the run starts none. */
  readonly allowance: ScanKind | null;
}

/** The options a command's settings `S` hold besides the shared ones: what its spec's `options` returns. */
export type OptionsOf<S extends SharedSettings> = Omit<S, keyof SharedSettings>;

/** `S`: the command's own settings (`CommandSettings<'<name>', Options>` of src/settings/settings.ts). */
interface SpecBase<S extends SharedSettings> {
  /** What a run's verdict is about, in headlines and the log's last line (`Quick check passed.`). */
  readonly subject: string;
  /**
   * The inputs it reads besides those every command reads (src/settings/inputs.ts `EVERY_COMMAND_INPUTS`,
   * and `SERVICE_INPUTS` for a command that talks to the service): one it alone reads is an `OwnInput`
   * declared here; one several read is declared in src/settings/inputs.ts and used here.
   */
  readonly inputs: Readonly<Record<string, InputUse | OwnInput>>;
  /** The outputs (src/settings/inputs.ts `OUTPUTS`) it sets besides `EVERY_RUN_OUTPUTS`. */
  readonly outputs: readonly string[];
  /** Its options, from the inputs it reads; errors name the input. */
  readonly options: (input: RawInputs) => OptionsOf<S>;
  /** Cross-field rules: what it cannot do without, checked before any request. */
  readonly check?: (settings: S) => void;
  /** Its sections of the job summary, loaded with the report side after the run. */
  readonly summary: () => Promise<SummarySections>;
  /**
   * It reads the checkout: throws where it must have one and the workspace holds none, before any request
   * (src/commands/index.ts calls it).
   */
  readonly needsCheckout?: (settings: S, ctx: RunContext) => unknown;
  /**
   * On a pull request event it judges the pull request at its head: its report names that pull request,
   * which `command: report` matches (src/runtime/judged.ts).
   */
  readonly judgesPullRequest?: true;
  /**
   * The parts whose results its SARIF file holds, as the settings ask for them; absent for a command that
   * has none (it writes no file). The file is written only when every part asked for was checked in full.
   */
  readonly sarifParts?: (settings: S) => SarifParts;
  /** It posts its pull-request comment itself (from the reports it read): the run's end posts none for it. */
  readonly commentsItself?: true;
}

/** A command that talks to the service with the key. */
export interface ServiceCommandSpec<S extends SharedSettings> extends SpecBase<S> {
  readonly local: false;
  /** What the preflight checks; null: no preflight (routes without one). */
  readonly preflight: (settings: S) => PreflightPlan | null;
  readonly run: () => Promise<(deps: CommandDeps<S>) => Promise<void>>;
}

/** A command that needs neither the key nor the service (`collect`, `report`: the fork recipe's two ends). */
export interface LocalCommandSpec<S extends SharedSettings> extends SpecBase<S> {
  readonly local: true;
  readonly run: () => Promise<(deps: LocalCommandDeps<S>) => Promise<void>>;
}

export type CommandSpec<S extends SharedSettings> = ServiceCommandSpec<S> | LocalCommandSpec<S>;

/** A required input's message, naming the command. */
export const requiredMessage = (input: string, command: string, what: true | string): string =>
  `Input '${input}' is required for command '${command}'${what === true ? '' : `: ${what}`}.`;
