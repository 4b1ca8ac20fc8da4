// Shared shapes of the local repository checks: what a check reads (files) and what it reports (results).
import type { Severity } from '../settings/choices.ts';

export { LOCAL_CHECK_IDS, type LocalCheckId } from '../settings/choices.ts';
export type { Severity } from '../settings/choices.ts';

/** One finding of a local check. Never holds a secret: `evidence` is redacted (see `redact`). */
export interface LocalCheckResult {
  readonly checkId: string;
  /** `<checkId>/<rule>`, a key of the rule catalogue. */
  readonly ruleId: string;
  readonly severity: Severity;
  /** Workspace-relative, `/` separators. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly message: string;
  readonly evidence?: string;
  /** git-history only: the commit that added the secret. */
  readonly commit?: string;
}

/** A file of the workspace as the checks see it: the text is read on demand, once per call. */
export interface RepositoryFile {
  /** Workspace-relative, `/` separators. */
  readonly path: string;
  readonly size: number;
  /** The UTF-8 text, or null when the file is over the size bound, binary or unreadable. */
  text(): string | null;
}

export interface SkippedFile {
  readonly path: string;
  readonly reason: string;
}

/** What SARIF and the docs say about a rule. */
export interface RuleInfo {
  readonly name: string;
  readonly description: string;
  readonly help: string;
}

export type RuleCatalogue = Readonly<Record<string, RuleInfo>>;
